/**
 * ADIX's position keys (../position-key.ts): the board, the side to move, each side's run
 * of pivots and the plies since the last slide; the whole key adds the move number.
 */
import { type PositionKey, boardKey, mix32, withCounter, zobristTable } from '../position-key.ts';
import type { PivotStreak, Position } from './position.ts';
import { SQUARE_COUNT } from './types.ts';

/** Piece codes are bytes (types.ts). */
const CODES = 256;
const BLACK_TO_MOVE = CODES * SQUARE_COUNT;
/** A pivot run's entry: `PIVOTS + (side * 3 + count) * SQUARE_COUNT + square` (count 1 or 2 as the rules allow; 0 spare). */
const PIVOTS = BLACK_TO_MOVE + 1;
const SIZE = PIVOTS + 6 * SQUARE_COUNT;
const LOW = zobristTable(SIZE, 3);
const HIGH = zobristTable(SIZE, 4);

/** A run's place in the tables; a run longer than the rules allow (never built) shares the last. */
const pivotAt = (streak: PivotStreak, side: number): number =>
  PIVOTS + (side * 3 + Math.min(streak.count, 2)) * SQUARE_COUNT + streak.square;

const repetition = (position: Position): number => {
  // The quiet count is any whole number (the game is drawn at thirty): mixed, not looked up.
  let low = mix32(position.quiet ^ 0x68e31da4);
  let high = mix32(position.quiet ^ 0x1b56c4e9);
  if (position.turn === 'black') {
    low ^= LOW[BLACK_TO_MOVE]!;
    high ^= HIGH[BLACK_TO_MOVE]!;
  }
  const { white, black } = position.pivots;
  if (white) {
    low ^= LOW[pivotAt(white, 0)]!;
    high ^= HIGH[pivotAt(white, 0)]!;
  }
  if (black) {
    low ^= LOW[pivotAt(black, 1)]!;
    high ^= HIGH[pivotAt(black, 1)]!;
  }
  return boardKey(position.board, LOW, HIGH, low, high);
};

export const adixPositionKey: PositionKey<Position> = {
  repetition,
  whole: (position, key) => withCounter(key, position.moveNumber),
};
