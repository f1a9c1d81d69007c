/**
 * Board geometry, computed once: square names, the eight rays from every space, the
 * adjacency lists used by attraction, and the origin spaces of every breed and type.
 */
import { CENTRE, COLUMNS, DARK, type Breed, type Square, type SquareName } from './types.ts';

export const RING_SQUARES = 80;

export const columnOf = (sq: Square): number => sq % 10;
/** The cycle number, 1 (outer edge) to 8 (innermost ring); 9 for the centre. */
export const cycleOf = (sq: Square): number => (sq === CENTRE ? 9 : Math.floor(sq / 10) + 1);
export const squareAt = (column: number, cycle: number): Square => (cycle - 1) * 10 + column;

export const squareName = (sq: Square): SquareName | 'centre' =>
  sq === CENTRE ? 'centre' : (`${COLUMNS[columnOf(sq)]}${cycleOf(sq)}` as SquareName);

/** Parses `a1`…`j8` (any case); undefined for anything else. */
export const parseSquare = (text: string): Square | undefined => {
  const match = /^([a-j])([1-8])$/i.exec(text);
  if (!match) return undefined;
  return squareAt(match[1]!.toLowerCase().charCodeAt(0) - 97, Number(match[2]));
};

/**
 * The eight directions. Column lines run between cycles 1 and 8 (the centre is entered
 * only by centring, handled apart); cycle lines wrap round the ring; spiral lines step
 * one column and one cycle at once.
 */
export const DIRECTIONS = [
  { name: 'column', dColumn: 0, dCycle: 1 },
  { name: 'column', dColumn: 0, dCycle: -1 },
  { name: 'cycle', dColumn: 1, dCycle: 0 },
  { name: 'cycle', dColumn: -1, dCycle: 0 },
  { name: 'spiral', dColumn: 1, dCycle: 1 },
  { name: 'spiral', dColumn: -1, dCycle: 1 },
  { name: 'spiral', dColumn: 1, dCycle: -1 },
  { name: 'spiral', dColumn: -1, dCycle: -1 },
] as const;
export type LineKind = (typeof DIRECTIONS)[number]['name'];

/** Longest ray: nine steps round a cycle, back to (but not onto) the start. */
export const MAX_RAY = 9;

/**
 * RAYS[(sq * 8 + dir) * MAX_RAY + k] is the space k+1 steps from sq along dir;
 * RAY_LENGTH[sq * 8 + dir] how many there are.
 */
export const RAYS = new Int8Array(RING_SQUARES * 8 * MAX_RAY);
export const RAY_LENGTH = new Int8Array(RING_SQUARES * 8);

/** ADJACENT[sq * 8 + i] for i < ADJACENT_COUNT[sq]: neighbours along any line. */
export const ADJACENT = new Int8Array(RING_SQUARES * 8);
export const ADJACENT_COUNT = new Int8Array(RING_SQUARES);

for (let sq = 0; sq < RING_SQUARES; sq++) {
  for (let dir = 0; dir < 8; dir++) {
    const { dColumn, dCycle } = DIRECTIONS[dir]!;
    let column = columnOf(sq);
    let cycle = cycleOf(sq);
    let length = 0;
    while (length < MAX_RAY) {
      column = (column + dColumn + 10) % 10;
      cycle += dCycle;
      if (cycle < 1 || cycle > 8) break;
      const next = squareAt(column, cycle);
      if (next === sq) break;
      RAYS[(sq * 8 + dir) * MAX_RAY + length] = next;
      length++;
    }
    RAY_LENGTH[sq * 8 + dir] = length;
    if (length > 0) {
      ADJACENT[sq * 8 + ADJACENT_COUNT[sq]!] = RAYS[(sq * 8 + dir) * MAX_RAY]!;
      ADJACENT_COUNT[sq]!++;
    }
  }
}

export const adjacentTo = (sq: Square): Square[] =>
  sq === CENTRE ? [] : Array.from(ADJACENT.subarray(sq * 8, sq * 8 + ADJACENT_COUNT[sq]!));

/** Light's half is columns a–e, Dark's f–j. */
export const breedColumns = (breed: Breed): number[] => (breed === 'light' ? [0, 1, 2, 3, 4] : [5, 6, 7, 8, 9]);

/** Suns originate to cycle 1, moons to 2, feet to 3. */
export const originCycle = (typeBits: number): number => [0, 3, 2, 1][typeBits]!;

/**
 * ORIGIN_SPACES[(code & (DARK | TYPE_MASK)) * 5 + i]: the five origin spaces of a
 * piece's breed and type, in column order.
 */
export const ORIGIN_SPACES = new Int8Array(16 * 5);
for (const dark of [0, DARK]) {
  for (let type = 1; type <= 3; type++) {
    const columns = breedColumns(dark ? 'dark' : 'light');
    columns.forEach((column, i) => {
      ORIGIN_SPACES[(dark | type) * 5 + i] = squareAt(column, originCycle(type));
    });
  }
}

/** Whether `sq` is an origin space of any breed and type (cycles 1–3). */
export const isOriginSpace = (sq: Square): boolean => sq !== CENTRE && cycleOf(sq) <= 3;

/** The origin spaces for a piece code (its breed and type). */
export const originSpacesOf = (code: number): Square[] =>
  Array.from(ORIGIN_SPACES.subarray((code & (DARK | 3)) * 5, (code & (DARK | 3)) * 5 + 5));
