/**
 * Whether a finished game is rated, and the two ratings after it. Pure: the game's
 * object decides when the game ends, and computes the ratings from the players'
 * ratings before it (read from D1) when it writes them (docs/ratings.md).
 *
 * A game is rated when both seats were claimed by two different players, neither is the
 * computer, and each side made at least MIN_MOVES_EACH moves: a game resigned or lost on
 * time before that is an aborted start, not a result.
 */
import { NEWCOMER, idle, rate, type Rating, type Score } from './glicko2.ts';

export const MIN_MOVES_EACH = 2;
/** A correspondence rating period: a player's deviation grows by one period for each of these idle. */
export const PERIOD_DAYS = 30;

export type UnratedReason = 'casual' | 'computer' | 'unclaimed' | 'same-player' | 'short';

export interface RatedSeat {
  readonly side: string;
  /** The claiming player's id, or null for a seat played by link alone. */
  readonly player: string | null;
  readonly computer: boolean;
  /** Moves this side made. */
  readonly moves: number;
}

export type RatingDecision =
  | { readonly rated: true; readonly players: Readonly<Record<string, string>> }
  | { readonly rated: false; readonly reason: UnratedReason };

/** `casual`: the players agreed beforehand (a casual challenge) that the game is not rated. */
export const decideRating = (seats: readonly RatedSeat[], casual = false): RatingDecision => {
  if (casual) return { rated: false, reason: 'casual' };
  if (seats.some((seat) => seat.computer)) return { rated: false, reason: 'computer' };
  const ids = seats.map((seat) => seat.player);
  if (seats.length !== 2 || ids.some((id) => id === null)) return { rated: false, reason: 'unclaimed' };
  if (ids[0] === ids[1]) return { rated: false, reason: 'same-player' };
  if (seats.some((seat) => seat.moves < MIN_MOVES_EACH)) return { rated: false, reason: 'short' };
  return { rated: true, players: Object.fromEntries(seats.map((seat) => [seat.side, seat.player!])) };
};

/** A player's rating before a game, and when they last played a rated one (null: never). */
export interface Standing {
  readonly rating: Rating;
  readonly lastRatedAt: number | null;
}

export const NEW_PLAYER: Standing = { rating: NEWCOMER, lastRatedAt: null };

/** Whole rating periods since the player's last rated game. */
export const idlePeriods = (lastRatedAt: number | null, now: number): number =>
  lastRatedAt === null ? 0 : Math.max(0, Math.floor((now - lastRatedAt) / (PERIOD_DAYS * 86_400_000)));

/** Both ratings after one game, from each player's standing before it; `firstScore` from the first player's side. */
export const ratePair = (first: Standing, second: Standing, firstScore: Score, now: number): [Rating, Rating] => {
  const a = idle(first.rating, idlePeriods(first.lastRatedAt, now));
  const b = idle(second.rating, idlePeriods(second.lastRatedAt, now));
  return [rate(a, [{ opponent: b, score: firstScore }]), rate(b, [{ opponent: a, score: (1 - firstScore) as Score }])];
};

/** The score of `side` in a game won by `winner` (null: a draw). */
export const scoreOf = (side: string, winner: string | null): Score =>
  winner === null ? 0.5 : winner === side ? 1 : 0;
