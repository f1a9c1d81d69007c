/** How a game ends: who won, why, and in the Altogether variant the score. */
import { cycleOf } from './board.ts';
import { hasLegalMove } from './moves.ts';
import type { Position } from './position.ts';
import { CENTRE, DARK, breedOf, opposite, type Breed, type Variant } from './types.ts';

export const END_REASONS = ['centred', 'no-moves', 'resignation', 'agreement', 'time'] as const;
/**
 * centred: a prime sun reached the centre; no-moves: the player to move had no legal
 * move (a forfeit); resignation, agreement and time are decided by players or clocks,
 * not by the board.
 */
export type EndReason = (typeof END_REASONS)[number];

/** A type alias, not an interface, so it fits the generic per-side score record. */
export type Score = {
  readonly light: number;
  readonly dark: number;
};

export interface Outcome {
  /** null for a draw. */
  readonly winner: Breed | null;
  readonly reason: EndReason;
  /** Altogether variant, after centring: each breed's total of cycle numbers. */
  readonly score?: Score;
}

/** Each breed scores the cycle number of every piece it has left; the centred sun scores 9. */
export const altogetherScore = (position: Position): Score => {
  let light = 0;
  let dark = 0;
  for (let sq = 0; sq <= CENTRE; sq++) {
    const code = position.board[sq]!;
    if (!code) continue;
    if (code & DARK) dark += cycleOf(sq);
    else light += cycleOf(sq);
  }
  return { light, dark };
};

/** The outcome the board itself decides, or null while the game goes on. */
export const outcomeOf = (position: Position, variant: Variant): Outcome | null => {
  const centred = position.board[CENTRE]!;
  if (centred) {
    if (variant !== 'altogether') return { winner: breedOf(centred), reason: 'centred' };
    const score = altogetherScore(position);
    const winner = score.light === score.dark ? null : score.light > score.dark ? 'light' : 'dark';
    return { winner, reason: 'centred', score };
  }
  if (!hasLegalMove(position, variant)) return { winner: opposite(position.turn), reason: 'no-moves' };
  return null;
};
