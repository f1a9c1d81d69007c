/**
 * What every feature of a game's object works with: the game as loaded, the stores in the
 * object's storage, and the few steps every change goes through (check the seat, commit,
 * tell the seats, tell the pages, set the alarm). The game's object (game-room.ts) makes
 * one Room (room.ts) and hands it to each feature; a feature imports this interface, never
 * the class, so features and the core never import each other.
 *
 * Every step here is synchronous except scheduleAlarm: a feature does all its reads and
 * writes while it holds the game, with nothing awaited in between (docs/platform.md).
 */
import type { Game, GameOutcome } from '../../../engine/game.ts';
import { failure, type EngineError, type Result } from '../../../engine/result.ts';
import type { Env } from '../../platform/env.ts';
import type { ForecastStore } from '../conditional/forecast-store.ts';
import type { HookStore } from '../chat/hook-store.ts';
import type { MessageAnnouncer } from '../messages/message-announcer.ts';
import type { MessageFilters } from '../messages/message-filters.ts';
import type { MessageStore } from '../messages/message-store.ts';
import type { NoticeOutbox } from './notice-outbox.ts';
import type { PushStore } from '../push/push-store.ts';
import type { RoomRecord, StoredMove } from './room-record.ts';
import type { RoomStore } from './room-store.ts';
import type { SeatStore } from '../notes/seat-store.ts';
import type { TakebackStore } from '../takebacks/takeback-store.ts';
import type { GameState, LastMove } from './view.ts';
import type { HistorySync } from './history-sync.ts';
import type { InboundLog } from '../email/inbound-log.ts';
import type { RatingSync } from '../ratings/rating-sync.ts';
import type { TournamentReport } from '../tournament/tournament-report.ts';

export type RoomError = EngineError;
export type RoomResult<T> = Result<T, RoomError>;

export const gameNotFound = () => failure('ERR_GAME_NOT_FOUND', 'there is no game with this id; check the link');

export const notASeat = () =>
  failure('ERR_TOKEN', 'this token is not a seat of this game; use the secret link you were given for your side');

/** The game as the object holds it between requests: parsed once per object lifetime, never by replaying moves. */
export interface Loaded {
  room: RoomRecord;
  game: Game;
  position: unknown;
  lastMove: LastMove | null;
}

/** A seat found by its token: the game and the side the token plays. */
export interface Seated {
  readonly loaded: Loaded;
  readonly side: string;
}

/**
 * When a seat may act: `playing`, only while the game goes on (its clock brought up to
 * now first, so a deadline just passed counts before the alarm runs); `any`, also after
 * the end (notes, analysis, messages and rematches outlive the game).
 */
export type SeatWhen = 'playing' | 'any';

/** Why connected pages get a new state. */
export type UpdateReason =
  | 'move'
  | 'resign'
  | 'draw'
  | 'timeout'
  | 'clock'
  | 'vacation'
  | 'takeback'
  | 'rematch'
  | 'player'
  | 'rating';

/** More to commit in the transaction that makes a change: an emailed reply's answer, a notice. */
export type InTransaction = (room: RoomRecord, now: number) => void;

/** The stores in the game object's own SQLite, one a feature (schema.ts). */
export interface RoomStores {
  readonly room: RoomStore;
  readonly forecasts: ForecastStore;
  readonly takebacks: TakebackStore;
  readonly messages: MessageStore;
  readonly announcer: MessageAnnouncer;
  readonly filters: MessageFilters;
  readonly hooks: HookStore;
  readonly pushes: PushStore;
  readonly seats: SeatStore;
  readonly inbound: InboundLog;
}

export interface RoomContext {
  readonly env: Env;
  readonly storage: DurableObjectStorage;
  readonly stores: RoomStores;
  readonly outbox: NoticeOutbox;
  /** Publishing the game to D1, rating it and reporting it to its tournament: each from the alarm, retried until done. */
  readonly history: HistorySync;
  readonly ratings: RatingSync;
  readonly tournamentReport: TournamentReport;

  /** The game, or null when this object holds none. */
  load(): Loaded | null;
  /** The seat of the token (one check for every request a seat makes), or ERR_GAME_NOT_FOUND, ERR_TOKEN, ERR_GAME_OVER. */
  seat(tokenHash: string, when: SeatWhen): RoomResult<Seated>;

  /** The state with the moves after ply `since`. */
  view(since?: number): GameState;
  /** The state with the last move only (with `since`, the moves after it): what every change sends. */
  update(since?: number): GameState;
  /** A stored move as pages see it, and whether it was played from conditional moves. */
  lastMoveOf(game: Game, stored: StoredMove): LastMove;

  /** Queues a notice for `recipients` on every channel, inside the caller's transaction (notice-outbox.ts). */
  readonly tell: NoticeOutbox['queue'];
  /** Commits `room` (stamped with a new version), and `also` in the same transaction; then afterChange. */
  change(loaded: Loaded, room: RoomRecord, reason?: UpdateReason, also?: InTransaction, by?: string): void;
  /** Ends the game with `result` in one transaction (its rating decided, its conditional moves dropped, the seats told). */
  finish(loaded: Loaded, result: GameOutcome, reason: UpdateReason, also?: InTransaction | null, by?: string): void;
  /**
   * After every committed change: tell the pages (`by`: the seat that made it), and set the
   * alarm that publishes it to D1.
   */
  afterChange(reason?: UpdateReason, since?: number, by?: string): void;
  /** A message was committed: the pages hear that there is one with the next change, or now with afterMessage. */
  messageAdded(seq: number): void;
  afterMessage(): void;
  /** One alarm serves all: sets it to the first moment any feature is due. */
  scheduleAlarm(): Promise<void>;
}
