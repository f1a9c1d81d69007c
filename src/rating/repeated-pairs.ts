/**
 * Rated games between the same two players, which two accounts of one person could play
 * to feed one of them points (two moves each and a resignation, again and again by
 * rematch). Within PAIR_WINDOW_DAYS, each rated game of a pair moves the ratings by half
 * as much as the one before (a result repeated tells less each time: 1, ½, ¼, ⅛), and from
 * the PAIR_RATED_MAX-th game on not at all: the game is still recorded as rated, so it
 * counts toward the pair's games, but changes neither rating. Rematches count like any
 * game. A pair is flagged for the operator when its recent games look arranged: one
 * player won all of at least FLAG_AFTER, or the wins went back and forth each game.
 */
import type { Rating } from './glicko2.ts';

export const PAIR_WINDOW_DAYS = 30;
/** From this many earlier rated games of the pair within the window, a game moves no rating. */
export const PAIR_RATED_MAX = 4;
/** Games of a pair (this one included) from which its results are looked at for a flag. */
export const FLAG_AFTER = 3;

/** How much of its rating change a game keeps, after `earlier` rated games of the same pair within the window. */
export const pairWeight = (earlier: number): number => (earlier >= PAIR_RATED_MAX ? 0 : 1 / 2 ** earlier);

/** A rating moved only `weight` of the way from `before` to `after`. */
export const discounted = (before: Rating, after: Rating, weight: number): Rating => ({
  rating: before.rating + (after.rating - before.rating) * weight,
  deviation: before.deviation + (after.deviation - before.deviation) * weight,
  volatility: before.volatility + (after.volatility - before.volatility) * weight,
});

/**
 * Whether a pair's results, oldest first and this game last (1, ½ or 0 for one of the
 * two), look arranged: at least FLAG_AFTER games all won by the same player, or at least
 * FLAG_AFTER + 1 decisive games whose winner changed every game.
 */
export const tradesResults = (scores: readonly number[]): boolean => {
  if (scores.length < FLAG_AFTER) return false;
  if (scores.every((score) => score === 1) || scores.every((score) => score === 0)) return true;
  return (
    scores.length > FLAG_AFTER &&
    scores.every((score) => score !== 0.5) &&
    scores.every((score, index) => index === 0 || score !== scores[index - 1])
  );
};
