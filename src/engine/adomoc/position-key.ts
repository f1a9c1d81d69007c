/**
 * Adomoc's position keys (../position-key.ts): the board, the side to move and the
 * reverse-origination bar; the whole key adds the round.
 */
import { type PositionKey, boardKey, withCounter, zobristTable } from '../position-key.ts';
import type { Position } from './position.ts';
import { SQUARE_COUNT } from './types.ts';

/** Piece codes are below 16 (types.ts). */
const CODES = 16;
const DARK_TO_MOVE = CODES * SQUARE_COUNT;
const ORIGINATOR = DARK_TO_MOVE + 1;
const ORIGINATED = ORIGINATOR + SQUARE_COUNT;
const SIZE = ORIGINATED + SQUARE_COUNT;
const LOW = zobristTable(SIZE, 1);
const HIGH = zobristTable(SIZE, 2);

const repetition = (position: Position): number => {
  let low = 0;
  let high = 0;
  if (position.turn === 'dark') {
    low = LOW[DARK_TO_MOVE]!;
    high = HIGH[DARK_TO_MOVE]!;
  }
  const { reverse } = position;
  if (reverse) {
    low ^= LOW[ORIGINATOR + reverse.originator]! ^ LOW[ORIGINATED + reverse.originated]!;
    high ^= HIGH[ORIGINATOR + reverse.originator]! ^ HIGH[ORIGINATED + reverse.originated]!;
  }
  return boardKey(position.board, LOW, HIGH, low, high);
};

export const adomocPositionKey: PositionKey<Position> = {
  repetition,
  whole: (position, key) => withCounter(key, position.round),
};
