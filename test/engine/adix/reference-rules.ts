/**
 * A second, deliberately plain reading of the ADIX rules (RULES.md), written apart from
 * the engine's move generator, to test the engine against. It works on position strings
 * and move strings only, and turns cubes as six named faces rather than through tables.
 * Speed does not matter here, clarity does.
 */

type Face = 'P' | 'F' | 'C' | 'A';

interface Cube {
  readonly up: Face;
  readonly down: Face;
  readonly north: Face;
  readonly south: Face;
  readonly east: Face;
  readonly west: Face;
}

interface Piece {
  readonly white: boolean;
  readonly captain: boolean;
  readonly cube: Cube;
}

/** grid[rank - 1][file]: rank 1 first. */
type Grid = (Piece | null)[][];

export interface ReferencePosition {
  readonly grid: Grid;
  readonly whiteToMove: boolean;
  /** Per side: the square of its pivot run and its length, or null. */
  readonly pivots: {
    readonly white: readonly [string, number] | null;
    readonly black: readonly [string, number] | null;
  };
  readonly quiet: number;
  readonly moveNumber: number;
}

const FILES = 'abcdefghi';

const otherSide = (face: Face, captain: boolean): Face => {
  if (captain) return face;
  if (face === 'P') return 'A';
  if (face === 'A') return 'P';
  return face;
};

const cubeOf = (top: Face, north: Face, east: Face, captain: boolean): Cube => ({
  up: top,
  down: otherSide(top, captain),
  north,
  south: otherSide(north, captain),
  east,
  west: otherSide(east, captain),
});

const nameOf = (file: number, rank: number): string => `${FILES[file]}${rank}`;
const at = (grid: Grid, file: number, rank: number): Piece | null | undefined =>
  file < 0 || file > 8 || rank < 1 || rank > 9 ? undefined : grid[rank - 1]![file]!;

export const referenceParse = (text: string): ReferencePosition => {
  const [board, side, pivots, quiet, moveNumber] = text.trim().split(/\s+/) as [string, string, string, string, string];
  const grid: Grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => null));
  board.split('/').forEach((row, i) => {
    const rank = 9 - i;
    let file = 0;
    for (const token of row.match(/\d|\*?[A-Za-z]{3}/g) ?? []) {
      if (/\d/.test(token)) {
        file += Number(token);
        continue;
      }
      const captain = token.startsWith('*');
      const letters = captain ? token.slice(1) : token;
      const faces = letters.toUpperCase().split('') as [Face, Face, Face];
      grid[rank - 1]![file] = {
        white: letters === letters.toUpperCase(),
        captain,
        cube: cubeOf(faces[0], faces[1], faces[2], captain),
      };
      file++;
    }
  });
  const streak = (part: string) => (part === '-' ? null : ([part.split(':')[0]!, Number(part.split(':')[1])] as const));
  const [white, black] = pivots.split(',') as [string, string];
  return {
    grid,
    whiteToMove: side === 'w',
    pivots: { white: streak(white), black: streak(black) },
    quiet: Number(quiet),
    moveNumber: Number(moveNumber),
  };
};

export const referenceFormat = (position: ReferencePosition): string => {
  const rows: string[] = [];
  for (let rank = 9; rank >= 1; rank--) {
    let row = '';
    let run = 0;
    for (let file = 0; file < 9; file++) {
      const piece = position.grid[rank - 1]![file]!;
      if (!piece) {
        run++;
        continue;
      }
      if (run) row += run;
      run = 0;
      const letters = `${piece.cube.up}${piece.cube.north}${piece.cube.east}`;
      row += (piece.captain ? '*' : '') + (piece.white ? letters : letters.toLowerCase());
    }
    if (run) row += run;
    rows.push(row);
  }
  const streak = (s: readonly [string, number] | null) => (s ? `${s[0]}:${s[1]}` : '-');
  return `${rows.join('/')} ${position.whiteToMove ? 'w' : 'b'} ${streak(position.pivots.white)},${streak(position.pivots.black)} ${position.quiet} ${position.moveNumber}`;
};

/** Rolling a cube: the face that was on the far side from the roll comes up. */
const roll = (cube: Cube, towards: 'north' | 'south' | 'east' | 'west'): Cube => {
  switch (towards) {
    case 'north':
      return { ...cube, up: cube.south, north: cube.up, down: cube.north, south: cube.down };
    case 'south':
      return { ...cube, up: cube.north, south: cube.up, down: cube.south, north: cube.down };
    case 'east':
      return { ...cube, up: cube.west, east: cube.up, down: cube.east, west: cube.down };
    case 'west':
      return { ...cube, up: cube.east, west: cube.up, down: cube.west, east: cube.down };
  }
};

/** A quarter turn seen from above: clockwise sends north to east, east to south, south to west, west to north. */
const turn = (cube: Cube, clockwise: boolean): Cube =>
  clockwise
    ? { ...cube, north: cube.west, east: cube.north, south: cube.east, west: cube.south }
    : { ...cube, north: cube.east, west: cube.north, south: cube.west, east: cube.south };

const wins = (attacker: Face, defender: Face): boolean =>
  (attacker === 'P' && defender === 'C') ||
  (attacker === 'C' && defender === 'F') ||
  (attacker === 'F' && defender === 'P');

const label = (piece: Piece): string => `${piece.captain ? '*' : ''}${piece.cube.up === 'A' ? '^' : piece.cube.up}`;

const ORTHOGONAL = [
  [0, 1, 'north'],
  [0, -1, 'south'],
  [1, 0, 'east'],
  [-1, 0, 'west'],
] as const;
const DIAGONAL = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
] as const;

const teammatesOf = (grid: Grid, white: boolean): number =>
  grid.flat().filter((piece) => piece && piece.white === white && !piece.captain).length;
const hasCaptain = (grid: Grid, white: boolean): boolean =>
  grid.flat().some((piece) => piece && piece.white === white && piece.captain);

/** Whether the board has ended the game before any move: 30 quiet plies, or a captain gone. */
const finished = (position: ReferencePosition): boolean =>
  position.quiet >= 30 || !hasCaptain(position.grid, true) || !hasCaptain(position.grid, false);

/** Every legal move, in strict notation. */
export const referenceLegalMoves = (position: ReferencePosition): string[] => {
  if (finished(position)) return [];
  const { grid, whiteToMove } = position;
  const moves: string[] = [];
  const streak = whiteToMove ? position.pivots.white : position.pivots.black;
  for (let rank = 1; rank <= 9; rank++) {
    for (let file = 0; file < 9; file++) {
      const piece = at(grid, file, rank);
      if (!piece || piece.white !== whiteToMove) continue;
      const from = nameOf(file, rank);
      const head = `${label(piece)}${from}`;
      for (const [df, dr] of ORTHOGONAL)
        if (at(grid, file + df, rank + dr) === null) moves.push(`${head}/${nameOf(file + df, rank + dr)}`);
      const weapon = piece.cube.up;
      if (weapon === 'A') continue;
      if (!(streak && streak[0] === from && streak[1] >= 2)) moves.push(`${head})`, `${head}(`);
      const lines: (readonly [number, number])[] = [];
      if (weapon !== 'C') lines.push(...ORTHOGONAL.map(([df, dr]) => [df, dr] as const));
      if (weapon !== 'F') lines.push(...DIAGONAL);
      for (const [df, dr] of lines) {
        for (let step = 1; step <= (piece.captain ? 1 : 8); step++) {
          const target = at(grid, file + df * step, rank + dr * step);
          if (target === undefined) break;
          const to = nameOf(file + df * step, rank + dr * step);
          if (target === null) {
            moves.push(`${head}-${to}`);
            continue;
          }
          if (target.white !== whiteToMove && wins(weapon, target.cube.up)) {
            const last = target.captain || teammatesOf(grid, target.white) === 1;
            moves.push(`${head}X${label(target)}${to}${last ? '#' : ''}`);
          }
          break;
        }
      }
    }
  }
  return moves;
};

const squareOf = (name: string): [number, number] => [FILES.indexOf(name[0]!), Number(name[1])];

/** The position after a legal move in strict notation, and whether it ended the game (and how). */
export const referencePlay = (
  position: ReferencePosition,
  move: string,
): { position: ReferencePosition; result: string } => {
  const match = /^\*?[PFC^]([a-i][1-9])(?:([-/])([a-i][1-9])|X\*?[PFC]([a-i][1-9])#?|([()]))$/.exec(move);
  if (!match) throw new Error(`not a strict move: ${move}`);
  const [fromFile, fromRank] = squareOf(match[1]!);
  const grid: Grid = position.grid.map((row) => [...row]);
  const piece = grid[fromRank - 1]![fromFile]!;
  const white = position.whiteToMove;
  let slid = false;
  let pivoted = false;
  let captured: Piece | null = null;
  if (match[5]) {
    grid[fromRank - 1]![fromFile] = { ...piece, cube: turn(piece.cube, match[5] === ')') };
    pivoted = true;
  } else {
    const [toFile, toRank] = squareOf((match[3] ?? match[4])!);
    captured = grid[toRank - 1]![toFile]!;
    grid[fromRank - 1]![fromFile] = null;
    if (match[2] === '/') {
      const towards = ORTHOGONAL.find(([df, dr]) => df === toFile - fromFile && dr === toRank - fromRank)![2];
      grid[toRank - 1]![toFile] = { ...piece, cube: roll(piece.cube, towards) };
    } else {
      grid[toRank - 1]![toFile] = piece;
      slid = true;
    }
  }
  const previous = white ? position.pivots.white : position.pivots.black;
  const streak: readonly [string, number] | null = pivoted
    ? previous && previous[0] === match[1]
      ? [match[1]!, previous[1] + 1]
      : [match[1]!, 1]
    : null;
  // The other side's pivot run changes only on its own turns.
  const kept = white ? position.pivots.black : position.pivots.white;
  const after: ReferencePosition = {
    grid,
    whiteToMove: !white,
    pivots: white ? { white: streak, black: kept } : { white: kept, black: streak },
    quiet: slid ? 0 : position.quiet + 1,
    moveNumber: white ? position.moveNumber : position.moveNumber + 1,
  };
  const winner = white ? 'white' : 'black';
  let result = 'ongoing';
  if (after.quiet >= 30) result = 'draw';
  else if (captured && (captured.captain || teammatesOf(position.grid, captured.white) === 1)) result = winner;
  else if (referenceLegalMoves(after).length === 0) result = winner;
  return { position: after, result };
};

/** Leaf nodes of the legal-move tree; a game-ending move is a leaf only at depth 1. */
export const referencePerft = (position: ReferencePosition, depth: number): number => {
  const moves = referenceLegalMoves(position);
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const move of moves) {
    const { position: after, result } = referencePlay(position, move);
    if (result !== 'ongoing' && (move.includes('#') || after.quiet >= 30)) continue;
    nodes += referencePerft(after, depth - 1);
  }
  return nodes;
};
