/**
 * A position: the cubes on the 81 squares, whose turn it is, each side's run of pivots,
 * the plies since the last slide and the move number. Positions are values: play()
 * returns a new one and never changes the old.
 */
import { squareAt } from './board.ts';
import {
  BLACK,
  CAPTAIN,
  PAPER,
  ROCK,
  SCISSORS,
  SHELTER,
  SQUARE_COUNT,
  packCube,
  type Side,
  type Square,
} from './types.ts';

/**
 * The piece a side pivoted on each of its last `count` turns in a row (1 or 2): a third
 * pivot of it in a row is illegal. It changes when that side moves, and is dropped when
 * the opponent captures the piece it names.
 */
export interface PivotStreak {
  readonly square: Square;
  readonly count: number;
}

export interface Pivots {
  readonly white: PivotStreak | null;
  readonly black: PivotStreak | null;
}

/** Pivots in a row of the same piece that bar a further pivot of it. */
export const PIVOT_LIMIT = 2;

/** Plies in a row without a slide that end the game in a draw. */
export const QUIET_LIMIT = 30;

export interface Position {
  /** 81 piece codes, a1 = 0 … i9 = 80. Never mutated once built. */
  readonly board: Uint8Array;
  readonly turn: Side;
  readonly pivots: Pivots;
  /** Plies played since the last slide (a capture is a slide). */
  readonly quiet: number;
  /** The move number of the move to be played: starts at 1, goes up after Black moves. */
  readonly moveNumber: number;
}

export const emptyBoard = (): Uint8Array => new Uint8Array(SQUARE_COUNT);

/** Captain: rock on top, paper facing the players, scissors to the sides. */
export const START_CAPTAIN = CAPTAIN | packCube(ROCK, PAPER, SCISSORS);
/** Teammate: shelter on top (the wall), paper facing the players, scissors to the sides. */
export const START_TEAMMATE = packCube(SHELTER, PAPER, SCISSORS);

const TEAMMATE_SQUARES: readonly (readonly [number, number])[] = [
  [2, 1],
  [6, 1],
  [1, 2],
  [3, 2],
  [5, 2],
  [7, 2],
  [2, 3],
  [4, 3],
  [6, 3],
];

/** The publisher's set-up: captains on e1 and e9, teammates in a wall in front of them. */
export const startPosition = (): Position => {
  const board = emptyBoard();
  board[squareAt(4, 1)] = START_CAPTAIN;
  board[squareAt(4, 9)] = START_CAPTAIN | BLACK;
  for (const [file, rank] of TEAMMATE_SQUARES) {
    board[squareAt(file, rank)] = START_TEAMMATE;
    board[squareAt(file, 10 - rank)] = START_TEAMMATE | BLACK;
  }
  return { board, turn: 'white', pivots: { white: null, black: null }, quiet: 0, moveNumber: 1 };
};

/** The square a side may not pivot this turn (its piece pivoted twice in a row), or -1. */
export const pivotBarOf = (position: Position, side: Side): Square => {
  const streak = position.pivots[side];
  return streak && streak.count >= PIVOT_LIMIT ? streak.square : -1;
};

const sameStreak = (a: PivotStreak | null, b: PivotStreak | null): boolean =>
  a === null || b === null ? a === b : a.square === b.square && a.count === b.count;

export const samePosition = (a: Position, b: Position): boolean =>
  a.turn === b.turn &&
  a.quiet === b.quiet &&
  a.moveNumber === b.moveNumber &&
  sameStreak(a.pivots.white, b.pivots.white) &&
  sameStreak(a.pivots.black, b.pivots.black) &&
  a.board.every((code, sq) => b.board[sq] === code);
