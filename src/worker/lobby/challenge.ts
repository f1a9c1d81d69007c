/**
 * Open challenges: what one is, and who may take it. A signed-in player with a name posts
 * one (game, variant, clock, the side they want or random, rated or casual, perhaps a
 * rating range, perhaps one named opponent); another takes it, and an ordinary game
 * starts between them. These rules are plain functions of the challenge, the player and
 * the time, so the lobby's object (lobby.ts) and the tests ask the same questions.
 */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import type { ClockSettings } from '../game/clock/clock-rules.ts';

/** A player as a challenge names them: enough to list and to seat them. */
export interface ChallengePlayer {
  readonly id: string;
  readonly name: string;
  /** Set for a bot (docs/bots.md): /play lists its challenges apart, and its seat tells its inbox. */
  readonly bot?: true;
}

export interface RatingRange {
  readonly min: number;
  readonly max: number;
}

export interface Challenge {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  readonly clock: ClockSettings | null;
  /** The side the poster plays, or 'random' (drawn when the challenge is taken). */
  readonly side: string;
  readonly rated: boolean;
  /** The ratings (in this game and variant) a taker must have; null for anyone. */
  readonly range: RatingRange | null;
  /** The one player who may take it; null for an open challenge anyone may take. */
  readonly to: ChallengePlayer | null;
  readonly by: ChallengePlayer & { readonly rating: number | null };
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** What the poster asks for, checked (challenge-request.ts). */
export type ChallengeRequest = Pick<Challenge, 'game' | 'variant' | 'clock' | 'side' | 'rated' | 'range'> & {
  /** A named opponent's name, looked up by the route. */
  readonly to: string | null;
};

/** A taken challenge, as the two players read it afterwards to find their seats. */
export interface TakenChallenge {
  readonly challenge: Challenge;
  readonly gameId: string;
  /** By side: the player in it. */
  readonly players: Readonly<Record<string, ChallengePlayer>>;
  /** By side: the salt its seat token derives from (links.ts), so each player's link can be made again. */
  readonly salts: Readonly<Record<string, string>>;
  readonly takenAt: number;
}

/** Open challenges a player may hold at once: enough to fish in several games, too few to flood the list. */
export const OPEN_CHALLENGES_MAX = 3;
/** How long a challenge waits for a taker. */
export const CHALLENGE_DAYS = 7;
/** How long a taken challenge still answers its players with their seats. */
export const TAKEN_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

export const expiresAt = (now: number): number => now + CHALLENGE_DAYS * DAY;
export const takenUntil = (taken: TakenChallenge): number => taken.takenAt + TAKEN_DAYS * DAY;

export const isOpen = (challenge: Challenge, now: number): boolean => challenge.expiresAt > now;

/** Who may see a challenge in the list: everyone for an open one; a named one, its two players. */
export const visibleTo = (challenge: Challenge, playerId: string | null): boolean =>
  challenge.to === null || playerId === challenge.by.id || playerId === challenge.to.id;

export const canPost = (
  held: readonly Challenge[],
  request: ChallengeRequest,
  by: ChallengePlayer,
): Result<true, EngineError> => {
  if (held.length >= OPEN_CHALLENGES_MAX)
    return failure(
      'ERR_CHALLENGE_LIMIT',
      `you already have ${held.length} open challenges, the most one player may hold; withdraw one or wait for a taker`,
    );
  if (request.to !== null && request.to === by.name)
    return failure('ERR_CHALLENGE_SELF', 'you cannot challenge yourself; name another player, or leave "to" out');
  return ok(true);
};

/**
 * Whether `taker` may take `challenge` now. `rating` is the taker's current rating in the
 * challenge's game and variant (null before their first rated game there, read as the
 * starting rating for a range).
 */
export const canTake = (
  challenge: Challenge,
  taker: ChallengePlayer,
  rating: number | null,
  startingRating: number,
  now: number,
): Result<true, EngineError> => {
  if (!isOpen(challenge, now))
    return failure('ERR_CHALLENGE_EXPIRED', 'this challenge has expired; post one of your own on /play');
  if (taker.id === challenge.by.id)
    return failure('ERR_OWN_CHALLENGE', 'this is your own challenge: another player takes it (you may withdraw it)');
  if (challenge.to !== null && challenge.to.id !== taker.id)
    return failure('ERR_CHALLENGE_NOT_FOR_YOU', `this challenge is for ${challenge.to.name} alone`);
  if (challenge.range) {
    const yours = Math.round(rating ?? startingRating);
    const { min, max } = challenge.range;
    if (yours < min || yours > max)
      return failure(
        'ERR_RATING_RANGE',
        `this challenge asks for a rating from ${min} to ${max}, and yours is ${yours}${rating === null ? ' (the starting rating: you have no rated games in this game yet)' : ''}`,
      );
  }
  return ok(true);
};

/**
 * The poster's side once taken: their choice, or a fair coin for 'random' (`coin` is a
 * number in [0, 1), given so tests can choose it).
 */
export const posterSide = (challenge: Challenge, sides: readonly string[], coin: number): string =>
  challenge.side === 'random' ? sides[coin < 0.5 ? 0 : 1]! : challenge.side;
