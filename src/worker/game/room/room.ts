/**
 * The core every feature of a game's object shares (room-context.ts says what it offers
 * and why): the game loaded once per object lifetime, the one seat check, committing a
 * change and telling the seats and the pages of it, and the one alarm.
 */
import type { Game, GameOutcome } from '../../../engine/game.ts';
import { GAMES } from '../../../engine/games.ts';
import { failure, ok } from '../../../engine/result.ts';
import type { Env } from '../../platform/env.ts';
import { channelsFor } from '../channels/index.ts';
import { dropHook } from '../chat/chat-channels.ts';
import { nextClockTime } from '../clock/clock-rules.ts';
import { runClock } from '../clock/clock.ts';
import { computerDue } from '../computer/computer-seat.ts';
import { ForecastStore } from '../conditional/forecast-store.ts';
import { HistorySync, summaryOfRoom } from './history-sync.ts';
import { EXPLORER_PLIES } from '../../../explorer/opening-path.ts';
import { HookStore } from '../chat/hook-store.ts';
import type { LiveHub } from '../live-hub.ts';
import { MessageAnnouncer } from '../messages/message-announcer.ts';
import { MessageFilters } from '../messages/message-filters.ts';
import { MessageStore } from '../messages/message-store.ts';
import { NoticeOutbox } from './notice-outbox.ts';
import { PushStore } from '../push/push-store.ts';
import { RatingSync } from '../ratings/rating-sync.ts';
import { withRatingPlan } from '../ratings/ratings.ts';
import { reminderLeads } from '../reminders/reminder-rules.ts';
import { migrateRoom, openRoomDb } from './room-db.ts';
import type { RoomRecord, StoredMove } from './room-record.ts';
import { roomAfterEnd, stamped } from './room-rules.ts';
import { RoomStore } from './room-store.ts';
import { SeatStore } from '../notes/seat-store.ts';
import { tellBots } from '../bots/bot-report.ts';
import { InboundLog } from '../email/inbound-log.ts';
import { seatOf } from './seats.ts';
import { TakebackStore } from '../takebacks/takeback-store.ts';
import { TournamentReport } from '../tournament/tournament-report.ts';
import { lastMoveOf, viewState, type GameState, type LastMove } from './view.ts';
import {
  gameNotFound,
  notASeat,
  type InTransaction,
  type Loaded,
  type RoomContext,
  type RoomResult,
  type RoomStores,
  type SeatWhen,
  type Seated,
  type UpdateReason,
} from './room-context.ts';

export class Room implements RoomContext {
  readonly env: Env;
  readonly storage: DurableObjectStorage;
  readonly stores: RoomStores;
  readonly outbox: NoticeOutbox;
  readonly tell: RoomContext['tell'];
  readonly history: HistorySync;
  readonly ratings: RatingSync;
  readonly tournamentReport: TournamentReport;
  private loaded: Loaded | null = null;
  /** The last message committed and not yet signalled to the pages. */
  private pendingMessage: number | null = null;
  private hub: DurableObjectStub<LiveHub> | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    this.env = env;
    this.storage = ctx.storage;
    const db = openRoomDb(ctx.storage);
    const store = new RoomStore(ctx.storage, db);
    const takebacks = new TakebackStore(db);
    this.stores = {
      room: store,
      forecasts: new ForecastStore(db),
      takebacks,
      messages: new MessageStore(db),
      announcer: new MessageAnnouncer(ctx.storage),
      filters: new MessageFilters(ctx.storage),
      hooks: new HookStore(db),
      pushes: new PushStore(db),
      seats: new SeatStore(db),
      inbound: new InboundLog(db),
    };
    this.ratings = new RatingSync(env.DB);
    this.tournamentReport = new TournamentReport(ctx.storage, env);
    // An existing game's tables are brought up to date before any request reads them.
    if (store.exists()) void ctx.blockConcurrencyWhile(() => migrateRoom(db));
    this.history = new HistorySync(
      store,
      env,
      () => {
        const loaded = this.load();
        return loaded
          ? summaryOfRoom(loaded.room, loaded.game.toMove(loaded.position), () =>
              store.positionsBetween(1, EXPLORER_PLIES).map((move) => move.notation),
            )
          : null;
      },
      () => this.scheduleAlarm(),
      takebacks,
    );
    const channels = channelsFor({
      env,
      hooks: this.stores.hooks,
      pushes: this.stores.pushes,
      current: () => this.load(),
      moveAt: (ply) => {
        const loaded = this.load();
        const stored = store.moveAt(ply);
        return loaded && stored ? lastMoveOf(loaded.game, stored) : null;
      },
    });
    this.outbox = new NoticeOutbox(
      store,
      channels,
      (delivery, reason) => dropHook(this, delivery.hook, reason),
      // A message the reader has already seen on the game page is not announced to them.
      (delivery) =>
        delivery.notice.kind === 'message' &&
        this.stores.announcer.readUpTo(delivery.side) >= (delivery.notice.body as { seq: number }).seq
          ? 'the reader has seen it on the game page'
          : null,
    );
    this.tell = (room, kind, side, body, now, recipients, suffix) =>
      this.outbox.queue(room, kind, side, body, now, recipients, suffix);
    this.migrate = () => migrateRoom(db);
  }

  /** Brings a new game's tables into being (create). */
  readonly migrate: () => Promise<void>;

  /** Takes a game just made as the one loaded. */
  adopt(loaded: Loaded): void {
    this.loaded = loaded;
  }

  load(): Loaded | null {
    if (this.loaded) return this.loaded;
    const store = this.stores.room;
    const room = store.loadRoom();
    if (!room) return null;
    const game = GAMES.get(room.game);
    if (!game) throw new Error(`stored game ${room.id} is of unknown kind "${room.game}"`);
    const position = game.parsePosition(room.position);
    if (!position.ok) throw new Error(`stored position of ${room.id} does not parse: ${position.error.message}`);
    const stored = room.ply > 0 ? store.moveAt(room.ply) : null;
    this.loaded = { room, game, position: position.value, lastMove: stored ? this.lastMoveOf(game, stored) : null };
    // History left unpublished by an earlier life of this object goes out from the alarm.
    if (store.hasUnpublishedMoves() || store.publishedVersion() < room.version) this.history.noteChange(Date.now());
    // Whatever an earlier life left due (history, mail, a rating, a report, the computer's turn) gets its alarm.
    void this.scheduleAlarm();
    return this.loaded;
  }

  seat(tokenHash: string, when: SeatWhen): RoomResult<Seated> {
    const loaded = this.load();
    if (!loaded) return gameNotFound();
    const side = seatOf(loaded.room, tokenHash);
    if (!side) return notASeat();
    if (when === 'any') return ok({ loaded, side });
    runClock(this, loaded, Date.now());
    const { result } = loaded.room;
    if (loaded.room.status === 'finished')
      return failure(
        'ERR_GAME_OVER',
        `the game is over${result ? ` (${loaded.game.describeOutcome(result)})` : ''}; nothing more can be played`,
      );
    return ok({ loaded, side });
  }

  view(since = 0): GameState {
    const { room, game, position, lastMove } = this.loaded!;
    const from = Math.min(Math.max(0, since), room.ply);
    return viewState(room, game.toMove(position), this.stores.room.notationSince(from), from, lastMove, Date.now());
  }

  /** At a cost that does not grow with the game; a move and the conditional reply played with it arrive together. */
  update(since?: number): GameState {
    const { room, game, position, lastMove } = this.loaded!;
    const last = lastMove ? lastMove.ply - 1 : 0;
    const from = since === undefined ? last : Math.max(0, Math.min(since, last));
    return viewState(
      room,
      game.toMove(position),
      from === last ? (lastMove ? [lastMove.notation] : []) : this.stores.room.notationSince(from),
      from,
      lastMove,
      Date.now(),
    );
  }

  lastMoveOf(game: Game, stored: StoredMove): LastMove {
    const move = lastMoveOf(game, stored);
    return this.stores.forecasts.playedFromForecast(stored.ply) ? { ...move, conditional: true } : move;
  }

  change(loaded: Loaded, room: RoomRecord, reason?: UpdateReason, also?: InTransaction, by?: string): void {
    const now = Date.now();
    const updated = stamped(room, now);
    this.stores.room.transaction(() => {
      this.stores.room.saveRoom(updated);
      also?.(updated, now);
    });
    loaded.room = updated;
    this.afterChange(reason, undefined, by);
  }

  finish(loaded: Loaded, result: GameOutcome, reason: UpdateReason, also: InTransaction | null = null, by?: string) {
    const now = Date.now();
    const ended = roomAfterEnd(loaded.room, loaded.game.toMove(loaded.position), result, now);
    const updated = this.stores.room.transaction(() => {
      const rated = withRatingPlan(this, ended);
      this.stores.room.saveRoom(rated);
      this.stores.forecasts.clearAll();
      also?.(rated, now);
      this.tell(rated, 'game-over', null, { result }, now, Object.keys(rated.seats));
      return rated;
    });
    loaded.room = updated;
    this.afterChange(reason, undefined, by);
  }

  /**
   * The pages watching the game are connected to its live hub (live-hub.ts), not to this
   * object; one stub, so the updates arrive in order. Not awaited: a move never waits for
   * its watchers.
   */
  private tellWatchers(text: string): void {
    const id = this.loaded?.room.id;
    if (!id) return;
    this.hub ??= this.env.LIVE_HUBS.get(this.env.LIVE_HUBS.idFromName(id)) as DurableObjectStub<LiveHub>;
    this.hub
      .broadcast(text)
      .catch((error: unknown) => console.warn(`live: telling the watchers failed: ${String(error)}`));
  }

  afterChange(reason?: UpdateReason, since?: number, by?: string): void {
    if (reason)
      this.tellWatchers(JSON.stringify({ type: 'update', reason, by: by ?? null, state: this.update(since) }));
    if (this.loaded) tellBots(this.env, this.loaded.room, reason ?? null, by ?? null, () => this.view(0));
    this.signalMessage();
    this.history.noteChange(Date.now());
    void this.scheduleAlarm();
  }

  messageAdded(seq: number): void {
    this.pendingMessage = seq;
  }

  /**
   * Pages hear only that there is a new message, never who wrote it or what: watchers
   * share the feed. A seat's page then asks for it with its token.
   */
  private signalMessage(): void {
    if (this.pendingMessage === null) return;
    this.tellWatchers(JSON.stringify({ type: 'message', seq: this.pendingMessage }));
    this.pendingMessage = null;
  }

  afterMessage(): void {
    this.signalMessage();
    void this.scheduleAlarm();
  }

  /** The clock's next moment, D1's next publish, the next email, the computer's turn, the rating or the tournament's report, whichever is first. */
  async scheduleAlarm(): Promise<void> {
    const loaded = this.load();
    if (!loaded) return;
    const { room } = loaded;
    const times = [
      room.status === 'ongoing' && room.clock
        ? nextClockTime(room.clock, reminderLeads(room, loaded.game.toMove(loaded.position)))
        : null,
      this.history.dueAt(),
      this.outbox.dueAt(),
      // The computer thinks in the alarm, after the request that made it due has answered.
      computerDue(room, loaded.game.toMove(loaded.position)) !== null ? Date.now() : null,
      this.ratings.dueAt(room),
      this.tournamentReport.dueAt(room),
    ].filter((time) => time !== null);
    const next = times.length ? Math.min(...times) : null;
    const current = await this.storage.getAlarm();
    if (next === null) {
      if (current !== null) await this.storage.deleteAlarm();
    } else if (current !== next) await this.storage.setAlarm(next);
  }
}
