/**
 * What is left on the board: captains and teammates per side, and whether a capture
 * ends the game (it takes the enemy captain or the enemy's last teammate).
 */
import { BLACK, CAPTAIN, SQUARE_COUNT } from './types.ts';

/** How many teammates of side bit `side` (0 or BLACK) stand on the board. */
export const teammateCount = (board: Uint8Array, side: number): number => {
  let n = 0;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const code = board[sq]!;
    if (code !== 0 && (code & (BLACK | CAPTAIN)) === side) n++;
  }
  return n;
};

/** The square of the captain of side bit `side`, or -1 once it has been captured. */
export const captainSquare = (board: Uint8Array, side: number): number => {
  for (let sq = 0; sq < SQUARE_COUNT; sq++) if ((board[sq]! & (BLACK | CAPTAIN)) === (side | CAPTAIN)) return sq;
  return -1;
};

/**
 * Whether capturing `captured` wins: it is the enemy captain, or a teammate and the
 * enemy's last one. Only the capture itself decides: a side set up with no teammates
 * has not lost by that alone.
 */
export const isDecisiveCapture = (board: Uint8Array, captured: number): boolean =>
  (captured & CAPTAIN) !== 0 || teammateCount(board, captured & BLACK) === 1;
