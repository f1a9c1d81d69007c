/**
 * Random ADIX positions and games for the property and differential tests: fast-check
 * arbitraries for set-up positions, and seeded playouts from the start.
 */
import fc from 'fast-check';
import {
  legalMoves,
  makeMove,
  makePosition,
  parsePosition,
  play,
  startPosition,
  type Move,
  type Outcome,
  type Position,
} from '../../../src/engine/adix/index.ts';
import { pick, playout, type Playout, type PlayoutRules } from '../random.ts';
import { valueOf } from '../results.ts';

export const parsed = (text: string): Position => valueOf(parsePosition(text), text);

/** Every way a cube can show its top, north and east faces. */
const permutations = (faces: readonly string[]): string[] =>
  faces.length <= 1
    ? [...faces]
    : faces.flatMap((face, i) => permutations(faces.filter((_, j) => j !== i)).map((rest) => face + rest));
export const CAPTAIN_CUBES: readonly string[] = permutations(['P', 'F', 'C']);
export const TEAMMATE_CUBES: readonly string[] = [...permutations(['P', 'F', 'C']), ...permutations(['A', 'F', 'C'])];

/**
 * Chooses a move: uniformly, or (half the time) leaning towards captures and pivots, so
 * that games reach winning captures and pivot limits now and then.
 */
const chooseMove = (random: () => number, moves: readonly Move[]): Move => {
  if (random() < 0.5) {
    const captures = moves.filter((move) => move.kind === 'capture');
    if (captures.length > 0 && random() < 0.7) return pick(random, captures);
    const pivots = moves.filter((move) => move.kind === 'pivot');
    if (pivots.length > 0 && random() < 0.3) return pick(random, pivots);
  }
  return pick(random, moves);
};

const RULES: PlayoutRules<Position, Move, Outcome> = { legalMoves, play, choose: chooseMove, makeMove, makePosition };

/** A game from the start (or `start`) with seeded random moves, up to maxPlies or the end of the game. */
export const randomPlayout = (
  seed: number,
  maxPlies: number,
  start: Position = startPosition(),
): Playout<Position, Move, Outcome> => playout(RULES, start, seed, maxPlies);

// ---------------------------------------------------------------------------------------
// Set-up positions

const FILES = 'abcdefghi';

interface Draw {
  readonly density: number;
  readonly cells: readonly (readonly [number, boolean, number])[];
  readonly captains: readonly [number, number, number, number];
  readonly whiteToMove: boolean;
  readonly streaks: readonly [number, number, number, number];
  readonly quiet: number;
  readonly moveNumber: number;
  readonly noCaptain: boolean;
}

/** The text of a board given as grid[rank - 1][file] of piece tokens ('' for empty). */
const boardText = (grid: readonly (readonly string[])[]): string => {
  const rows: string[] = [];
  for (let rank = 9; rank >= 1; rank--) {
    let row = '';
    let run = 0;
    for (const token of grid[rank - 1]!) {
      if (token === '') run++;
      else {
        row += (run || '') + token;
        run = 0;
      }
    }
    rows.push(row + (run || ''));
  }
  return rows.join('/');
};

/**
 * A position set up at random: one captain a side at a random square (now and then none
 * for the side to move, as after a winning capture), up to nine teammates a side in
 * random orientations at a random density, a random side to move, pivot runs that are
 * absent, on a piece that side can pivot, or anywhere, and quiet counts around 30.
 */
export const arbitraryPosition: fc.Arbitrary<string> = fc
  .record({
    density: fc.integer({ min: 2, max: 40 }),
    cells: fc.array(fc.tuple(fc.integer({ min: 0, max: 99 }), fc.boolean(), fc.nat(11)), {
      minLength: 81,
      maxLength: 81,
    }),
    captains: fc.tuple(fc.nat(80), fc.nat(80), fc.nat(5), fc.nat(5)),
    whiteToMove: fc.boolean(),
    streaks: fc.tuple(fc.nat(5), fc.nat(5), fc.nat(1000), fc.nat(1000)),
    quiet: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 26, max: 31 })),
    moveNumber: fc.integer({ min: 1, max: 300 }),
    noCaptain: fc.integer({ min: 0, max: 15 }).map((n) => n === 15),
  })
  .map((draw: Draw): string => {
    const grid: string[][] = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ''));
    const counts = { white: 0, black: 0 };
    draw.cells.forEach(([roll, white, cube], sq) => {
      if (roll < 100 - draw.density) return;
      const side = white ? 'white' : 'black';
      if (counts[side] >= 9) return;
      counts[side]++;
      const letters = TEAMMATE_CUBES[cube]!;
      grid[Math.floor(sq / 9)]![sq % 9] = white ? letters : letters.toLowerCase();
    });
    const [whiteCaptain, blackOffset, whiteCube, blackCube] = draw.captains;
    const blackCaptain = (whiteCaptain + 1 + (blackOffset % 80)) % 81;
    const missing = draw.noCaptain ? (draw.whiteToMove ? 'white' : 'black') : null;
    if (missing !== 'white') grid[Math.floor(whiteCaptain / 9)]![whiteCaptain % 9] = `*${CAPTAIN_CUBES[whiteCube]}`;
    if (missing !== 'black')
      grid[Math.floor(blackCaptain / 9)]![blackCaptain % 9] = `*${CAPTAIN_CUBES[blackCube]!.toLowerCase()}`;
    /** The squares of the side's pieces that can pivot (not under shelter). */
    const pivotable = (white: boolean) => {
      const found: string[] = [];
      grid.forEach((row, r) =>
        row.forEach((token, file) => {
          const letters = token.replace('*', '');
          if (letters === '' || (letters === letters.toUpperCase()) !== white || /^[Aa]/.test(letters)) return;
          found.push(`${FILES[file]}${r + 1}`);
        }),
      );
      return found;
    };
    const streak = (mode: number, choice: number, white: boolean): string => {
      if (mode <= 1) return '-';
      const count = 1 + (choice % 2);
      if (mode === 5) return `${FILES[choice % 9]}${1 + (Math.floor(choice / 9) % 9)}:${count}`;
      const squares = pivotable(white);
      return squares.length ? `${squares[choice % squares.length]}:${count}` : '-';
    };
    const pivots = `${streak(draw.streaks[0], draw.streaks[2], true)},${streak(draw.streaks[1], draw.streaks[3], false)}`;
    return `${boardText(grid)} ${draw.whiteToMove ? 'w' : 'b'} ${pivots} ${draw.quiet} ${draw.moveNumber}`;
  });
