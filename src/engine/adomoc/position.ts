/**
 * A position: what is on the 81 spaces, whose turn it is, the reverse-origination bar
 * and the round number. Positions are values: play() returns a new one and never
 * changes the old.
 */
import { squareAt } from './board.ts';
import { DARK, FOOT, MOON, PRIME, SQUARE_COUNT, SUN, type Breed, type Square } from './types.ts';

/**
 * The bar left by an origination on the last move: the piece now on `originated` may
 * not, this turn, land on `originator` (the space of the piece that sent it there).
 */
export interface ReverseBar {
  readonly originator: Square;
  readonly originated: Square;
}

export interface Position {
  /** 81 piece codes, index CENTRE (80) being the centre. Never mutated once built. */
  readonly board: Uint8Array;
  readonly turn: Breed;
  readonly reverse: ReverseBar | null;
  /** The round of the move to be played: starts at 1, goes up after Dark moves. */
  readonly round: number;
}

export const emptyBoard = (): Uint8Array => new Uint8Array(SQUARE_COUNT);

/** Suns on cycle 1, moons on 2, feet on 3; primes on columns c and h. Light moves first. */
export const startPosition = (): Position => {
  const board = emptyBoard();
  for (let column = 0; column < 10; column++) {
    const dark = column >= 5 ? DARK : 0;
    const prime = column === 2 || column === 7 ? PRIME : 0;
    board[squareAt(column, 1)] = SUN | prime | dark;
    board[squareAt(column, 2)] = MOON | prime | dark;
    board[squareAt(column, 3)] = FOOT | prime | dark;
  }
  return { board, turn: 'light', reverse: null, round: 1 };
};

export const samePosition = (a: Position, b: Position): boolean =>
  a.turn === b.turn &&
  a.round === b.round &&
  a.reverse?.originator === b.reverse?.originator &&
  a.reverse?.originated === b.reverse?.originated &&
  a.board.every((code, sq) => b.board[sq] === code);
