/**
 * Whether a position is quiet: the score of its quiescence search (the search's own,
 * src/ai/search.ts, four plies of noisy moves) is its static score. A position in the
 * middle of an exchange, or one with a win in a noisy move, is not: its static score says
 * little of how the game goes on, and fitting weights to it would teach them the exchange.
 */
import type { Evaluation } from '../../src/ai/evaluation.ts';

const QUIESCENCE_DEPTH = 4;
/** Beyond any static score: a finished game in the quiescence search. */
const ENDED = 1_000_000;

const quiescence = <P, M>(
  evaluation: Evaluation<P, M>,
  variant: string,
  position: P,
  alpha: number,
  beta: number,
  depth: number,
  mover: (position: P) => string,
): number => {
  const standPat = evaluation.score(position, variant);
  if (depth === 0 || standPat >= beta) return standPat;
  if (standPat > alpha) alpha = standPat;
  for (const move of evaluation.noisyMoves(position, variant)) {
    const played = evaluation.advance(position, variant, move);
    const score = played.outcome
      ? played.outcome.winner === null
        ? 0
        : played.outcome.winner === mover(position)
          ? ENDED
          : -ENDED
      : -quiescence(evaluation, variant, played.position, -beta, -alpha, depth - 1, mover);
    if (score >= beta) return score;
    if (score > alpha) alpha = score;
  }
  return alpha;
};

/** The position's static score equals its quiescence search's (the side to move's, a full window). */
export const isQuiet = <P, M>(
  evaluation: Evaluation<P, M>,
  variant: string,
  position: P,
  mover: (position: P) => string,
): boolean =>
  quiescence(evaluation, variant, position, -Infinity, Infinity, QUIESCENCE_DEPTH, mover) ===
  evaluation.score(position, variant);
