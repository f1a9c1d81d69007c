/**
 * Board geometry, computed once: square names, and the eight rays from every square
 * (ranks and files first, then diagonals) that slides walk and tips take one step of.
 */
import { FILES, SQUARE_COUNT, type Square, type SquareName } from './types.ts';

export const fileOf = (sq: Square): number => sq % 9;
/** The rank, 1 (White's edge) to 9 (Black's). */
export const rankOf = (sq: Square): number => Math.floor(sq / 9) + 1;
export const squareAt = (file: number, rank: number): Square => (rank - 1) * 9 + file;

export const squareName = (sq: Square): SquareName => `${FILES[fileOf(sq)]}${rankOf(sq)}` as SquareName;

/** Parses `a1`…`i9` (any case); undefined for anything else. */
export const parseSquare = (text: string): Square | undefined => {
  const match = /^([a-i])([1-9])$/i.exec(text);
  if (!match) return undefined;
  return squareAt(match[1]!.toLowerCase().charCodeAt(0) - 97, Number(match[2]));
};

/**
 * The eight directions. 0–3 are orthogonal (the only ways a cube tips), 4–7 diagonal.
 * North is towards rank 9, east towards file i, for both players.
 */
export const DIRECTIONS = [
  { name: 'north', dFile: 0, dRank: 1 },
  { name: 'south', dFile: 0, dRank: -1 },
  { name: 'east', dFile: 1, dRank: 0 },
  { name: 'west', dFile: -1, dRank: 0 },
  { name: 'north-east', dFile: 1, dRank: 1 },
  { name: 'north-west', dFile: -1, dRank: 1 },
  { name: 'south-east', dFile: 1, dRank: -1 },
  { name: 'south-west', dFile: -1, dRank: -1 },
] as const;
export type DirectionName = (typeof DIRECTIONS)[number]['name'];
export const NORTH = 0;
export const SOUTH = 1;
export const EAST = 2;
export const WEST = 3;

/** Longest ray: eight squares, edge to edge. */
export const MAX_RAY = 8;

/**
 * RAYS[(sq * 8 + dir) * MAX_RAY + k] is the square k+1 steps from sq along dir;
 * RAY_LENGTH[sq * 8 + dir] how many there are.
 */
export const RAYS = new Int8Array(SQUARE_COUNT * 8 * MAX_RAY);
export const RAY_LENGTH = new Int8Array(SQUARE_COUNT * 8);

for (let sq = 0; sq < SQUARE_COUNT; sq++) {
  for (let dir = 0; dir < 8; dir++) {
    const { dFile, dRank } = DIRECTIONS[dir]!;
    let file = fileOf(sq) + dFile;
    let rank = rankOf(sq) + dRank;
    let length = 0;
    while (file >= 0 && file < 9 && rank >= 1 && rank <= 9) {
      RAYS[(sq * 8 + dir) * MAX_RAY + length] = squareAt(file, rank);
      length++;
      file += dFile;
      rank += dRank;
    }
    RAY_LENGTH[sq * 8 + dir] = length;
  }
}

/** The neighbour of sq along dir, or undefined at the edge. */
export const stepFrom = (sq: Square, dir: number): Square | undefined =>
  RAY_LENGTH[sq * 8 + dir]! > 0 ? RAYS[(sq * 8 + dir) * MAX_RAY]! : undefined;

/** The orthogonal direction from `from` to the adjacent square `to`, or -1 if they are not so adjacent. */
export const orthogonalDirection = (from: Square, to: Square): number => {
  for (let dir = NORTH; dir <= WEST; dir++) if (stepFrom(from, dir) === to) return dir;
  return -1;
};

/**
 * The direction and distance from `from` to `to` when they share a rank, file or
 * diagonal; undefined otherwise (or when they are the same square).
 */
export const lineBetween = (
  from: Square,
  to: Square,
): { readonly dir: number; readonly distance: number } | undefined => {
  const dFile = fileOf(to) - fileOf(from);
  const dRank = rankOf(to) - rankOf(from);
  if ((dFile === 0 && dRank === 0) || (dFile !== 0 && dRank !== 0 && Math.abs(dFile) !== Math.abs(dRank)))
    return undefined;
  const dir = DIRECTIONS.findIndex((d) => d.dFile === Math.sign(dFile) && d.dRank === Math.sign(dRank));
  return { dir, distance: Math.max(Math.abs(dFile), Math.abs(dRank)) };
};

/** The squares strictly between `from` and `to` along direction `dir`, `distance` apart. */
export const squaresBetween = (from: Square, dir: number, distance: number): Square[] => {
  const between: Square[] = [];
  for (let k = 0; k < distance - 1; k++) between.push(RAYS[(from * 8 + dir) * MAX_RAY + k]!);
  return between;
};
