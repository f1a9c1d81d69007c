/** How a game ends: who won and why. */
import { captainSquare } from './material.ts';
import { hasLegalMove } from './moves.ts';
import { QUIET_LIMIT, type Position } from './position.ts';
import { BLACK, opposite, type Side } from './types.ts';

export const END_REASONS = [
  'captain-captured',
  'last-teammate-captured',
  'no-moves',
  'no-slides',
  'resignation',
  'agreement',
  'time',
] as const;
/**
 * captain-captured and last-teammate-captured: the winning capture; no-moves: the
 * player to move had no legal action (a loss); no-slides: 30 plies in a row without a
 * slide (a draw); resignation, agreement and time are decided by players or clocks,
 * not by the board.
 */
export type EndReason = (typeof END_REASONS)[number];

export interface Outcome {
  /** null for a draw. */
  readonly winner: Side | null;
  readonly reason: EndReason;
}

/**
 * The outcome the board itself decides, or null while the game goes on: the 30-ply draw
 * first, then a missing captain, then a player to move with no legal action. The capture
 * of a last teammate cannot be read from the board (a side may be set up with none), so
 * only play() reports it.
 */
export const outcomeOf = (position: Position): Outcome | null => {
  if (position.quiet >= QUIET_LIMIT) return { winner: null, reason: 'no-slides' };
  if (captainSquare(position.board, 0) < 0) return { winner: 'black', reason: 'captain-captured' };
  if (captainSquare(position.board, BLACK) < 0) return { winner: 'white', reason: 'captain-captured' };
  if (!hasLegalMove(position)) return { winner: opposite(position.turn), reason: 'no-moves' };
  return null;
};
