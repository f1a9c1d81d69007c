/**
 * What a tournament's object keeps (tournament-object.ts), one key each in its key-value
 * storage: the tournament, its entrants and its rounds. Entrants are players, known by
 * their player id; every game of a round is an ordinary game, its id and its seats'
 * token salts fixed before it is made so that making it again after a restart finds the
 * same game and gives the same seat links.
 */
import type { GameResult, TournamentSystem } from '../../tournament/index.ts';
import type { ClockSettings } from '../game/clock/clock-rules.ts';

export const TOURNAMENT_STATUSES = ['open', 'running', 'finished', 'cancelled'] as const;
/** open: taking entries until it starts; running: rounds being played; then finished, or cancelled for too few entrants. */
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** What the player who creates a tournament chooses. */
export interface TournamentSettings {
  readonly game: string;
  readonly variant: string;
  readonly clock: ClockSettings;
  readonly system: TournamentSystem;
  /** Swiss: the rounds to play (no more than the entrants less one, fixed at the start). Round robin: null. */
  readonly rounds: number | null;
  /** Round robin: once (1) or twice (2) through. Swiss: 1. */
  readonly cycles: 1 | 2;
  readonly maxEntrants: number;
  /** Milliseconds since the epoch. */
  readonly startsAt: number;
}

export interface TournamentPlayer {
  readonly id: string;
  readonly name: string;
}

export interface TournamentRecord extends TournamentSettings {
  readonly id: string;
  readonly createdBy: TournamentPlayer;
  readonly createdAt: number;
  readonly status: TournamentStatus;
  /** Why a cancelled tournament was cancelled. */
  readonly cancelled: string | null;
  /** The player who cancelled it (its creator), when it was not cancelled for too few entrants. */
  readonly cancelledBy?: string;
  readonly startedAt: number | null;
  readonly endedAt: number | null;
  /** The origin links in the games' emails use, from the request that created the tournament. */
  readonly origin: string;
  /** Rises with every change; D1's listing follows it. */
  readonly version: number;
}

export interface EntrantRecord extends TournamentPlayer {
  /** Their confirmed address, for the games' own emails; never shown. */
  readonly email: string | null;
  /** Their rating in the game and variant when they entered (null: none yet). */
  readonly rating: number | null;
  /** The rating the field is seeded by, read when the tournament starts. */
  readonly seedRating: number | null;
  readonly joinedAt: number;
  /**
   * When they withdrew from the running tournament (absent: still playing). A withdrawn
   * entrant keeps their place in the standings with the results they had; their
   * unfinished games are resigned and a Swiss pairs them no more.
   */
  readonly withdrawnAt?: number;
}

/** One game of a round. */
export interface RoundGame {
  readonly board: number;
  /** Entrant ids: `first` moves first. */
  readonly first: string;
  readonly second: string;
  readonly gameId: string;
  /** The game's side ids for the entrants: e.g. {first: 'light', second: 'dark'}. */
  readonly sides: { readonly first: string; readonly second: string };
  /** By game side, the salt each seat's token derives from (links.ts). */
  readonly salts: Readonly<Record<string, string>>;
  /** Whether the game's object has been made. */
  readonly started: boolean;
  /**
   * Never made: one of its entrants had withdrawn before it was (a round robin's games
   * made over several passes, or a Swiss round paired just before the withdrawal). It is
   * scored as that entrant's loss, as their resignation would have been, with no game and
   * no rating change; the opponent hears of it in the round's email (tournament-mail.ts).
   */
  readonly forfeited?: boolean;
  readonly result: GameResult | null;
}

export interface RoundRecord {
  readonly round: number;
  readonly games: readonly RoundGame[];
  readonly bye: string | null;
  readonly pairedAt: number;
}

/** Everything the object holds about one tournament, as the Worker reads it. */
export interface TournamentSnapshot {
  readonly tournament: TournamentRecord;
  readonly entrants: readonly EntrantRecord[];
  readonly rounds: readonly RoundRecord[];
}

/** How many rounds the tournament will have once started: Swiss as set, a round robin by its tables. */
export const plannedRounds = (record: TournamentRecord, entrants: number): number =>
  record.system === 'swiss' ? (record.rounds ?? 0) : (entrants % 2 === 0 ? entrants - 1 : entrants) * record.cycles;

/** Whether an entrant has withdrawn from the running tournament. */
export const withdrawn = (entrant: EntrantRecord): boolean => entrant.withdrawnAt !== undefined;

/** Whether a pairing still waits for its game to be made (neither made nor forfeited). */
export const unmade = (game: RoundGame): boolean => !game.started && game.forfeited !== true;

export const roundFinished = (round: RoundRecord): boolean => round.games.every((game) => game.result !== null);

/** What the TOURNAMENT_GAMES queue carries: one paired game to make (tournaments/tournament-games.ts). */
export interface TournamentGameMessage {
  readonly tournament: string;
  readonly gameId: string;
}

/** What became of a try at making a tournament's game: made, no longer to be made, or to try again. */
export type MadeGame = 'made' | 'unwanted' | { readonly retry: string };
