/**
 * The vocabulary of tournaments, shared by the pairing rules and the standings. Entrants
 * are known by id; every pairing is an ordinary game between two of them, in which one
 * takes the side that moves first (Light in Adomoc, White in ADIX) and the other the
 * side that moves second. Nothing here knows which game is played.
 */
import { type EngineError, failure } from '../engine/result.ts';

export type EntrantId = string;

export interface Entrant {
  readonly id: EntrantId;
  /** The entrant's rating when the tournament began: it orders the field, nothing more. */
  readonly rating: number;
}

export const SIDES = ['first', 'second'] as const;
/** `first` moves first: Light in Adomoc, White in ADIX. */
export type Side = (typeof SIDES)[number];

export const otherSide = (side: Side): Side => (side === 'first' ? 'second' : 'first');

/** One game of a round, before it is played. */
export interface Pairing {
  readonly first: EntrantId;
  readonly second: EntrantId;
}

/** Who won a finished game, or `draw`. */
export type GameResult = Side | 'draw';

/** A game of a round as it stands: `result` stays null while the game is in progress. */
export interface TournamentGame extends Pairing {
  readonly result: GameResult | null;
  /**
   * Not played: one entrant withdrew before the game was made, and `result` is the
   * other's win. It counts its point, but no side and no meeting (FIDE's rules for a
   * game not played), and for the winner it is a point without a game, like a bye.
   */
  readonly forfeited?: boolean;
}

/** A round as the pairing rules make it: its games in board order, and who sits out. */
export interface PairedRound {
  /** Counted from 1. */
  readonly round: number;
  readonly pairings: readonly Pairing[];
  /** The entrant without a game this round (an odd field), if any. */
  readonly bye: EntrantId | null;
}

/** A round as it is being played: what standings and the next Swiss round are made from. */
export interface PlayedRound {
  readonly round: number;
  readonly games: readonly TournamentGame[];
  readonly bye: EntrantId | null;
}

/** The codes of pairing's and standings' failures: one closed set, added to the codes `failure` knows. */
export const TOURNAMENT_FAILURE_CODES = [
  'ERR_TOO_FEW_ENTRANTS',
  'ERR_DUPLICATE_ENTRANT',
  'ERR_ENTRANT_ID',
  'ERR_RATING',
  'ERR_CYCLES',
  'ERR_ROUND_ALREADY_PAIRED',
  'ERR_ROUND_NOT_NEXT',
  'ERR_ROUND_UNFINISHED',
  'ERR_ROUND_NUMBERS',
  'ERR_UNKNOWN_ENTRANT',
  'ERR_PLAYS_TWICE',
] as const;

export type TournamentErrorCode = (typeof TOURNAMENT_FAILURE_CODES)[number];

declare module '../engine/result.ts' {
  interface FailureCodes extends Record<TournamentErrorCode, true> {}
}

export type TournamentError = EngineError<TournamentErrorCode>;

export const tournamentFailure = (code: TournamentErrorCode, message: string) => failure(code, message);

/** The fewest entrants a tournament takes: two would be a match, not a tournament. */
export const MIN_ENTRANTS = 3;

/**
 * The field in seeding order: highest rating first, ties by id (in code-unit order), so
 * the same entrants always give the same order whatever order they were listed in.
 */
export const bySeed = (a: Entrant, b: Entrant): number =>
  b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const seeded = (entrants: readonly Entrant[]): Entrant[] => [...entrants].sort(bySeed);

export const SYSTEMS = ['round-robin', 'swiss'] as const;
export type TournamentSystem = (typeof SYSTEMS)[number];

/**
 * What a bye is worth. A Swiss bye is a free win (1): someone must sit out an odd
 * field's round, and it should not cost them. In a round robin every entrant sits out
 * once (per cycle) when the field is odd, so the bye is a rest worth 0 and a round
 * robin's points are exactly the points won over the board.
 */
export const BYE_POINTS: Readonly<Record<TournamentSystem, number>> = { 'round-robin': 0, swiss: 1 };
