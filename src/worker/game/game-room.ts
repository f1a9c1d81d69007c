/**
 * One Durable Object per game: the source of truth. It runs the engine, enforces turn
 * order and every rule, commits each change in one synchronous transaction, tells the
 * connected pages, and publishes the history to D1 from an outbox.
 *
 * Every method that changes the game does all its reads and writes synchronously: an
 * await on D1 or fetch would let another request in between (docs/platform.md), so
 * nothing is awaited while game state is held. How the stored game changes is in
 * room-rules.ts; this class checks, commits and tells.
 */
import { afterMovesText } from '../../shared/move-words.ts';
import { migrateRoom, openRoomDb, type RoomDb } from './room-db.ts';
import { DurableObject } from 'cloudflare:workers';
import type { Game, GameOutcome } from '../../engine/game.ts';
import { GAMES } from '../../engine/games.ts';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import type { Env } from '../platform/env.ts';
import { endVacation, nextClockTime, startVacation, tickClock } from './clock.ts';
import { HistorySync, summaryOfRoom } from './history-sync.ts';
import { DELIVERY_DELAY_MS, NoticeOutbox } from './notice-outbox.ts';
import { channelsFor } from './channels/index.ts';
import type { NoticeBodies, NoticeKind } from './notice.ts';
import { HookStore } from './hook-store.ts';
import { PushStore } from './push-store.ts';
import { checkPushKeys, readPushSubscription } from './channels/push-subscription.ts';
import { shownUrl } from './channels/hook-url.ts';
import { hookViews, keepHook, prepareHook, removeHook, type HookView, type NewHookView } from './chat-hooks.ts';
import { verifyEndpoint } from './channels/hook-verification.ts';
import { configuredOrigin } from '../http/origin.ts';
import { recipientOf } from '../mail/recipient.ts';
import { legalMovesNear } from './legal-hints.ts';
import {
  RoomStore,
  type Notice,
  type Notify,
  type RoomRating,
  type RoomRecord,
  type SeatPlayer,
} from './room-store.ts';
import { RatingSync, planRating } from './rating-sync.ts';
import { TournamentReport } from './tournament-report.ts';
import {
  answerDraw,
  answeredOffer,
  newRoom,
  noteOffer,
  offeredThisMove,
  otherSide,
  roomAfterEnd,
  roomAfterMove,
  sideName,
  stamped,
  takenBackSince,
  type CreateRoom,
  type DrawAction,
  type OfferKind,
} from './room-rules.ts';
import { seatOf } from './seats.ts';
import { EARLIER_POSITIONS, acceptsDraw, computerDue, computerMove, computerOf, moveBudget } from './computer-seat.ts';
import type { GameStates, LiveHub } from './live-hub.ts';
import { checkBranches } from './analysis.ts';
import { SeatStore } from './seat-store.ts';
import { answerMove, checkLines, type Lines } from './forecast.ts';
import { ForecastStore } from './forecast-store.ts';
import { answerTakeback, roomAfterTakeback, takebackOf, type TakebackAction } from './takeback.ts';
import { TakebackStore } from './takeback-store.ts';
import { MessageStore } from './message-store.ts';
import { checkReminders, reminderLeads, remindersView, type RemindersView } from './reminders.ts';
import { MessageAnnouncer } from './message-announcer.ts';
import { admitMessage, messageView, readersOf, type AdmittedMessage, type MessageRefusal } from './messages.ts';
import { MESSAGES_PER_GAME, type MessageView, type MessagesView } from '../../shared/player-messages.ts';
import {
  answerRematch,
  rematchAfter,
  rematchInit,
  rematchOf,
  rematchView,
  seriesView,
  type RematchAction,
} from './rematch.ts';
import { rematchSeats, rematchToken } from './rematch-seats.ts';
import type { RematchView, SeriesView } from '../../shared/game-state.ts';
import type { FlatBranch } from '../../shared/analysis-flat.ts';
import { lastMoveOf, recordOf, viewState, type GameState, type LastMove } from './view.ts';

export type { CreateRoom, DrawAction } from './room-rules.ts';
export type RoomError = EngineError;
export type RoomResult<T> = Result<T, RoomError>;
export type VacationAction = 'start' | 'end';

/** Why connected pages get a new state. */
type UpdateReason =
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

/** A command read from an emailed reply, already matched to its seat by a signed address. */
export interface EmailCommand {
  readonly messageId: string;
  /** A short digest of the Message-ID: names the answer email. */
  readonly messageKey: string;
  /** The sender as the From header gives it, lowercased. */
  readonly from: string;
  readonly side: string;
  /** The ply of the email being answered. */
  readonly ply: number;
  /** The game's takebacks when that email was written (reply-address.ts): 0 for none. */
  readonly line?: number;
  /** The offer that email was about (reply-address.ts), which a bare `accept` or `decline` answers. */
  readonly about?: OfferKind;
  readonly command:
    | { readonly kind: 'move'; readonly text: string }
    | { readonly kind: 'resign' }
    | { readonly kind: 'draw' }
    | { readonly kind: 'accept' | 'decline'; readonly what?: OfferKind }
    | null;
  /** A message to the opponent the reply carried (reply-text.ts), or null. */
  readonly message?: string | null;
  /** Why no command could be read, for the answer. */
  readonly problem: string | null;
  /** Threading headers for the answer. */
  readonly subject: string;
}

/** What became of an emailed reply: answered (by email), ignored as a repeat, or refused outright. */
export type EmailOutcome =
  | { readonly status: 'answered'; readonly played: boolean }
  | { readonly status: 'duplicate' }
  | { readonly status: 'refused'; readonly reason: string };

/** A seat's own settings, for the page of the player holding its token. */
export interface SeatSettings {
  readonly side: string;
  readonly name: string;
  readonly email: boolean;
  readonly notify: Notify;
}

interface Loaded {
  room: RoomRecord;
  game: Game;
  position: unknown;
  lastMove: LastMove | null;
}

const notFound = () => failure('ERR_GAME_NOT_FOUND', 'there is no game with this id; check the link');

const HOUR_MS = 3_600_000;
/** Verification posts one game may send an hour (addHook). */
const VERIFICATIONS_PER_HOUR = 5;

export class GameRoom extends DurableObject<Env> implements GameStates {
  private readonly store: RoomStore;
  private readonly history: HistorySync;
  private readonly outbox: NoticeOutbox;
  private readonly hooks: HookStore;
  private readonly pushes: PushStore;
  private readonly seatStore: SeatStore;
  private readonly forecasts: ForecastStore;
  private readonly takebacks: TakebackStore;
  private readonly messageStore: MessageStore;
  private readonly announcer: MessageAnnouncer;
  private readonly ratings: RatingSync;
  private readonly tournamentReport: TournamentReport;
  private loaded: Loaded | null = null;
  /** The new game of an accepted rematch being made, shared by every request that waits on it. */
  private startingRematch: Promise<RoomResult<null>> | null = null;
  private hub: DurableObjectStub<LiveHub> | null = null;
  private readonly db: RoomDb;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db = openRoomDb(ctx.storage);
    this.store = new RoomStore(ctx.storage, this.db);
    this.seatStore = new SeatStore(this.db);
    this.forecasts = new ForecastStore(this.db);
    this.takebacks = new TakebackStore(this.db);
    this.messageStore = new MessageStore(this.db);
    this.announcer = new MessageAnnouncer(ctx.storage);
    this.ratings = new RatingSync(env.DB);
    this.tournamentReport = new TournamentReport(ctx.storage, env);
    // An existing game's tables are brought up to date before any request reads them.
    if (this.store.exists()) void ctx.blockConcurrencyWhile(() => migrateRoom(this.db));
    this.history = new HistorySync(
      this.store,
      env,
      () => {
        const loaded = this.load();
        return loaded ? summaryOfRoom(loaded.room, loaded.game.toMove(loaded.position)) : null;
      },
      () => this.scheduleAlarm(),
      this.takebacks,
    );
    this.hooks = new HookStore(this.db);
    this.pushes = new PushStore(this.db);
    const channels = channelsFor({
      env,
      hooks: this.hooks,
      pushes: this.pushes,
      current: () => this.load(),
      moveAt: (ply) => {
        const loaded = this.load();
        const stored = this.store.moveAt(ply);
        return loaded && stored ? lastMoveOf(loaded.game, stored) : null;
      },
    });
    this.outbox = new NoticeOutbox(
      this.store,
      channels,
      (delivery, reason) => this.dropHook(delivery.hook, reason),
      // A message the reader has already seen on the game page is not announced to them.
      (delivery) =>
        delivery.notice.kind === 'message' &&
        this.announcer.readUpTo(delivery.side) >= (delivery.notice.body as { seq: number }).seq
          ? 'the reader has seen it on the game page'
          : null,
    );
  }

  // ---- lifecycle ------------------------------------------------------------------

  /** The game, parsed once per object lifetime (not per request, and never by replaying moves). */
  private load(): Loaded | null {
    if (this.loaded) return this.loaded;
    const room = this.store.loadRoom();
    if (!room) return null;
    const game = GAMES.get(room.game);
    if (!game) throw new Error(`stored game ${room.id} is of unknown kind "${room.game}"`);
    const position = game.parsePosition(room.position);
    if (!position.ok) throw new Error(`stored position of ${room.id} does not parse: ${position.error.message}`);
    const stored = room.ply > 0 ? this.store.moveAt(room.ply) : null;
    this.loaded = { room, game, position: position.value, lastMove: stored ? this.lastMoveOf(game, stored) : null };
    // History left unpublished by an earlier life of this object goes out from the alarm.
    if (this.store.hasUnpublishedMoves() || this.store.publishedVersion() < room.version)
      this.history.noteChange(Date.now());
    if (
      this.history.dueAt() !== null ||
      this.outbox.dueAt() !== null ||
      this.ratings.dueAt(room) !== null ||
      this.tournamentReport.dueAt(room) !== null ||
      computerDue(room, game.toMove(position.value)) !== null
    )
      void this.scheduleAlarm();
    return this.loaded;
  }

  async create(init: CreateRoom): Promise<RoomResult<GameState>> {
    if (this.store.loadRoom()) return failure('ERR_GAME_EXISTS', 'a game with this id exists already');
    const game = GAMES.get(init.game);
    if (!game) return failure('ERR_GAME', `unknown game "${init.game}"`);
    const parsed = init.position === null ? ok(game.startPosition(init.variant)) : game.parsePosition(init.position);
    if (!parsed.ok) return parsed;
    const now = Date.now();
    const room = newRoom(init, game, parsed.value, now);
    const first = game.toMove(parsed.value);
    await migrateRoom(this.db);
    this.store.transaction(() => {
      this.store.saveRoom(room);
      this.tell(room, 'your-move', first, { first: true }, now, [first]);
      this.tell(room, 'game-started', otherSide(game, first), { first }, now, [otherSide(game, first)]);
    });
    this.loaded = { room, game, position: parsed.value, lastMove: null };
    this.afterChange();
    return ok(this.view());
  }

  // ---- reading --------------------------------------------------------------------

  /** The state with the moves after ply `since`. */
  private view(since = 0): GameState {
    const { room, game, position, lastMove } = this.loaded!;
    const from = Math.min(Math.max(0, since), room.ply);
    return viewState(room, game.toMove(position), this.store.notationSince(from), from, lastMove, Date.now());
  }

  /**
   * The state with the last move only: what every change sends, at a cost that does not
   * grow with the game. With `since`, the moves after it: a move and the conditional
   * reply played with it arrive together.
   */
  private update(since?: number): GameState {
    const { room, game, position, lastMove } = this.loaded!;
    const last = lastMove ? lastMove.ply - 1 : 0;
    const from = since === undefined ? last : Math.max(0, Math.min(since, last));
    return viewState(
      room,
      game.toMove(position),
      from === last ? (lastMove ? [lastMove.notation] : []) : this.store.notationSince(from),
      from,
      lastMove,
      Date.now(),
    );
  }

  /** A stored move as pages see it, and whether it was played from conditional moves. */
  private lastMoveOf(game: Game, stored: Parameters<typeof lastMoveOf>[1]): LastMove {
    const move = lastMoveOf(game, stored);
    return this.forecasts.playedFromForecast(stored.ply) ? { ...move, conditional: true } : move;
  }

  async state(since = 0): Promise<RoomResult<GameState>> {
    if (!this.load()) return notFound();
    return ok(this.view(since));
  }

  /** The position after ply `ply` (0: the start), for boards of earlier positions. */
  async positionAt(
    ply: number,
  ): Promise<RoomResult<{ game: string; variant: string; position: string; ply: number; lastMove: LastMove | null }>> {
    const loaded = this.load();
    if (!loaded) return notFound();
    const { room, game } = loaded;
    if (!Number.isInteger(ply) || ply < 0 || ply > room.ply)
      return failure('ERR_PLY', `ply must be a whole number from 0 to ${room.ply}`);
    const stored = ply > 0 ? this.store.moveAt(ply) : null;
    return ok({
      game: room.game,
      variant: room.variant,
      position: stored ? stored.position : room.start,
      ply,
      lastMove: stored ? this.lastMoveOf(game, stored) : null,
    });
  }

  /**
   * The positions after plies `from` to `to`, each with the move that led to it, and the
   * position before `from` (null at the start): the frames of the animated picture.
   */
  async positionsBetween(
    from: number,
    to: number,
  ): Promise<
    RoomResult<{
      game: string;
      before: string | null;
      plies: { ply: number; position: string; notation: string | null }[];
    }>
  > {
    const loaded = this.load();
    if (!loaded) return notFound();
    const { room } = loaded;
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || from > to || to > room.ply)
      return failure('ERR_PLY', `plies must be whole numbers with 0 ≤ from ≤ to ≤ ${room.ply}`);
    const rows = this.store.positionsBetween(Math.max(1, from - 1), to);
    const positionAt = (ply: number) => (ply === 0 ? room.start : rows[ply - Math.max(1, from - 1)]!.position);
    const plies = [];
    for (let ply = from; ply <= to; ply++)
      plies.push({
        ply,
        position: positionAt(ply),
        notation: ply === 0 ? null : rows[ply - Math.max(1, from - 1)]!.notation,
      });
    return ok({ game: room.game, before: from === 0 ? null : positionAt(from - 1), plies });
  }

  async record(): Promise<RoomResult<string>> {
    const loaded = this.load();
    if (!loaded) return notFound();
    return ok(recordOf(loaded.room, loaded.game, this.store.notationSince(0)));
  }

  /** Notices kept for the mail sender, oldest first. */
  async notices(): Promise<Notice[]> {
    if (!this.load()) return [];
    return this.store.notices();
  }

  // ---- changes --------------------------------------------------------------------

  /** The seat of the token, in a game still going on; a deadline just passed counts even before the alarm runs. */
  private seated(tokenHash: string): RoomResult<{ loaded: Loaded; side: string }> {
    const loaded = this.load();
    if (!loaded) return notFound();
    const side = seatOf(loaded.room, tokenHash);
    if (!side)
      return failure(
        'ERR_TOKEN',
        'this token is not a seat of this game; use the secret link you were given for your side',
      );
    this.runClock(loaded, Date.now());
    const { result } = loaded.room;
    if (loaded.room.status === 'finished')
      return failure(
        'ERR_GAME_OVER',
        `the game is over${result ? ` (${loaded.game.describeOutcome(result)})` : ''}; nothing more can be played`,
      );
    return ok({ loaded, side });
  }

  /**
   * Plays `text` for the token's seat when `ply` moves have been played (and, when given,
   * `takebacks` moves taken back): once, whatever the retries.
   */
  async move(tokenHash: string, text: string, ply: number, takebacks?: number): Promise<RoomResult<GameState>> {
    const seat = this.seated(tokenHash);
    if (!seat.ok) return seat;
    const { room } = seat.value.loaded;
    // Same ply, other position: the opponent took a move back and played another since.
    if (takenBackSince(room, takebacks))
      return failure(
        'ERR_STALE_PLY',
        'a move has been taken back since you loaded the game, so this ply holds another position now: reload it and play from the current position',
      );
    const played = this.play(seat.value.loaded, seat.value.side, text, ply, null);
    return played.ok ? ok(this.update(ply)) : played;
  }

  /** The move itself, for a seat already identified (by token, or by a signed email address). */
  private play(
    loaded: Loaded,
    side: string,
    text: string,
    ply: number,
    answer: ((room: RoomRecord, now: number) => void) | null,
  ): RoomResult<string> {
    const { room, game, position } = loaded;
    if (ply !== room.ply) {
      const repeated = ply < room.ply ? this.alreadyPlayed(loaded, side, text, ply) : null;
      if (repeated)
        return failure('ERR_ALREADY_PLAYED', `${repeated} was already played as move ${ply + 1}; nothing changed`);
      return failure(
        'ERR_STALE_PLY',
        `the game is at ply ${room.ply}, not ${ply}: reload it and play from the current position`,
      );
    }
    const toMove = game.toMove(position);
    if (toMove !== side) return failure('ERR_NOT_YOUR_TURN', `it is ${sideName(game, toMove)}'s turn, not yours`);
    const move = game.parseMove(position, room.variant, text);
    if (!move.ok) return move;
    const played = game.play(position, room.variant, move.value);
    if (!played.ok) return played;
    const now = Date.now();
    const { outcome, events } = played.value;
    const updated = roomAfterMove(room, game, side, played.value.position, outcome, now);
    const stored = {
      ply: updated.ply,
      side,
      notation: game.makeMove(position, move.value),
      position: updated.position,
      events: JSON.stringify(events),
      playedAt: now,
    };
    const next = game.toMove(played.value.position);
    // The conditional reply, if the next seat left one: played in this same transaction.
    const forecast = outcome
      ? ({ step: 'none' } as const)
      : answerMove(game, room.variant, this.forecasts.forecast(next), room.ply, stored.notation, played.value.position);
    const reply =
      forecast.step === 'reply'
        ? (() => {
            const after = roomAfterMove(updated, game, next, forecast.position, forecast.outcome, now);
            const move = {
              ply: after.ply,
              side: next,
              notation: forecast.reply,
              position: after.position,
              events: JSON.stringify(forecast.events),
              playedAt: now,
            };
            return { room: after, move, position: forecast.position, outcome: forecast.outcome, rest: forecast.rest };
          })()
        : null;
    let final = reply ? reply.room : updated;
    const ended = reply ? reply.outcome : outcome;
    this.store.transaction(() => {
      this.store.addMove(stored);
      if (reply) {
        this.store.addMove(reply.move);
        this.forecasts.markPlayed(reply.move.ply, next);
      }
      if (ended) final = this.withRatingPlan(final);
      this.store.saveRoom(final);
      answer?.(final, now);
      if (forecast.step !== 'none') this.forecasts.save(next, final.ply, reply?.rest ?? [], now);
      if (ended) {
        this.forecasts.clearAll();
        const last = reply ? reply.move.notation : stored.notation;
        this.tell(
          final,
          'game-over',
          null,
          { notation: last, result: ended, conditional: !!reply },
          now,
          Object.keys(final.seats),
        );
      } else if (reply)
        this.tell(final, 'your-move', side, { notation: reply.move.notation, conditional: true }, now, [side]);
      else this.tell(final, 'your-move', next, { notation: stored.notation }, now, [next]);
      if (reply || forecast.step === 'dropped')
        this.tell(
          final,
          'conditional-played',
          next,
          {
            opponentMove: stored.notation,
            reply: reply ? reply.move.notation : null,
            left: reply?.rest.length ?? 0,
            problem: forecast.step === 'dropped' ? `${forecast.reply}: ${forecast.reason}` : null,
          },
          now,
          [next],
        );
    });
    const lastMove = reply ? { ...lastMoveOf(game, reply.move), conditional: true } : lastMoveOf(game, stored);
    Object.assign(loaded, { room: final, position: reply ? reply.position : played.value.position, lastMove });
    this.afterChange('move', room.ply, side);
    return ok(stored.notation);
  }

  /** The notation, when this seat's `text` at `ply` is the move already recorded there (a retry). */
  private alreadyPlayed(loaded: Loaded, side: string, text: string, ply: number): string | null {
    const { room, game } = loaded;
    const played = this.store.moveAt(ply + 1);
    if (!played || played.side !== side) return null;
    const before = game.parsePosition(ply === 0 ? room.start : (this.store.moveAt(ply)?.position ?? ''));
    if (!before.ok) return null;
    const move = game.parseMove(before.value, room.variant, text);
    return move.ok && game.makeMove(before.value, move.value) === played.notation ? played.notation : null;
  }

  async resign(tokenHash: string): Promise<RoomResult<GameState>> {
    const seat = this.seated(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    this.finish(loaded, { winner: otherSide(loaded.game, side), reason: 'resignation' }, 'resign', null, side);
    return ok(this.update());
  }

  async draw(tokenHash: string, action: DrawAction): Promise<RoomResult<GameState>> {
    const seat = this.seated(tokenHash);
    if (!seat.ok) return seat;
    const answered = this.answerDraw(seat.value.loaded, seat.value.side, action, null);
    return answered.ok ? ok(this.update()) : answered;
  }

  private answerDraw(
    loaded: Loaded,
    side: string,
    action: DrawAction,
    answer: ((room: RoomRecord, now: number) => void) | null,
  ): RoomResult<null> {
    const decided = answerDraw(loaded.room.drawOffer, side, action, offeredThisMove(loaded.room, 'draw', side));
    if (!decided.ok) return decided;
    if (decided.value.agreed) this.finish(loaded, { winner: null, reason: 'agreement' }, 'draw', answer, side);
    else {
      const offered = decided.value.drawOffer === side && loaded.room.drawOffer !== side;
      const other = otherSide(loaded.game, side);
      // Declined by the other seat (not withdrawn by the one who offered): the offerer hears.
      const declined = loaded.room.drawOffer === other && decided.value.drawOffer === null;
      this.change(
        loaded,
        offered
          ? noteOffer({ ...loaded.room, drawOffer: side }, 'draw', side)
          : { ...loaded.room, drawOffer: decided.value.drawOffer },
        'draw',
        (room, now) => {
          answer?.(room, now);
          // An offer waits for an answer: no move is played for either seat meanwhile.
          if (offered) {
            this.forecasts.clearAll();
            this.tell(room, 'draw-offered', side, {}, now, [other]);
          }
          if (declined) this.tell(room, 'draw-declined', side, {}, now, [other]);
        },
        side,
      );
    }
    return ok(null);
  }

  // ---- a seat's own notes and analysis (seat-store.ts) -------------------------------

  /** The seat of the token, at any time (notes and analysis outlive the game). */
  private seatAnyTime(tokenHash: string): RoomResult<{ loaded: Loaded; side: string }> {
    const loaded = this.load();
    if (!loaded) return notFound();
    const side = seatOf(loaded.room, tokenHash);
    if (!side)
      return failure(
        'ERR_TOKEN',
        'this token is not a seat of this game; use the secret link you were given for your side',
      );
    return ok({ loaded, side });
  }

  async notes(tokenHash: string): Promise<RoomResult<{ text: string; updatedAt: number | null }>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const notes = this.seatStore.notes(seat.value.side);
    return ok({ text: notes?.text ?? '', updatedAt: notes?.updatedAt ?? null });
  }

  async saveNotes(tokenHash: string, text: string): Promise<RoomResult<{ text: string; updatedAt: number | null }>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const now = Date.now();
    this.seatStore.saveNotes(seat.value.side, text, now);
    return ok({ text, updatedAt: text === '' ? null : now });
  }

  async analysis(tokenHash: string): Promise<RoomResult<{ branches: FlatBranch[]; updatedAt: number | null }>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const kept = this.seatStore.analysis(seat.value.side);
    return ok({ branches: kept?.branches ?? [], updatedAt: kept?.updatedAt ?? null });
  }

  /** Replaces the seat's analysis with `branches`, every move checked by the engine first. */
  async saveAnalysis(
    tokenHash: string,
    branches: readonly FlatBranch[],
  ): Promise<RoomResult<{ branches: FlatBranch[]; updatedAt: number | null }>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const { room, game } = seat.value.loaded;
    const checked = checkBranches(
      game,
      room.variant,
      room.ply,
      (ply) => (ply === 0 ? room.start : this.store.moveAt(ply)!.position),
      branches,
    );
    if (!checked.ok) return checked;
    const now = Date.now();
    this.seatStore.saveAnalysis(seat.value.side, checked.value, now);
    return ok({ branches: checked.value, updatedAt: checked.value.length ? now : null });
  }

  // ---- takebacks (takeback.ts, takeback-store.ts) -----------------------------------

  /**
   * Asks to take back the seat's last move, withdraws or declines the request, or accepts
   * it: then the move leaves the game in one transaction (its row, its unpublished
   * history, every conditional move), D1 follows from the outbox, and the asker moves
   * again with a fresh turn on the clock.
   */
  async takeback(tokenHash: string, action: TakebackAction): Promise<RoomResult<GameState>> {
    const seat = this.seated(tokenHash);
    if (!seat.ok) return seat;
    const answered = this.takebackBy(seat.value.loaded, seat.value.side, action);
    return answered.ok ? ok(answered.value === 'taken' ? this.view() : this.update()) : answered;
  }

  /**
   * A takeback request or answer by a seat already identified (a person's token, their
   * emailed reply, or the computer); `answer` commits with it (an email's confirmation).
   */
  private takebackBy(
    loaded: Loaded,
    side: string,
    action: TakebackAction,
    answer: ((room: RoomRecord, now: number) => void) | null = null,
  ): RoomResult<'changed' | 'taken'> {
    const { room, game, lastMove } = loaded;
    const decided = answerTakeback(room, lastMove?.side ?? null, side, action);
    if (!decided.ok) return decided;
    const asker = decided.value.kind === 'asked' ? side : takebackOf(room)!;
    const other = otherSide(game, asker);
    if (decided.value.kind !== 'accepted') {
      const asked = decided.value.kind === 'asked';
      this.change(
        loaded,
        asked ? noteOffer({ ...room, takebackOffer: side }, 'takeback', side) : { ...room, takebackOffer: null },
        'takeback',
        (updated, now) => {
          answer?.(updated, now);
          if (asked) this.tell(updated, 'takeback-asked', side, { move: lastMove?.notation ?? '' }, now, [other]);
          else if (decided.value.kind === 'declined')
            this.tell(updated, 'takeback-answered', side, { accepted: false }, now, [asker]);
        },
        side,
      );
      return ok('changed');
    }
    const taken = room.ply;
    const before = taken > 1 ? this.store.moveAt(taken - 1) : null;
    const previous = { ply: taken - 1, position: before ? before.position : room.start };
    const position = game.parsePosition(previous.position);
    if (!position.ok) throw new Error(`stored position before ply ${taken} of ${room.id} does not parse`);
    const now = Date.now();
    const updated = roomAfterTakeback(room, previous, asker, side, now);
    this.store.transaction(() => {
      this.takebacks.takeBack(taken);
      this.store.saveRoom(updated);
      this.forecasts.clearAll();
      this.forecasts.forgetAfter(previous.ply);
      answer?.(updated, now);
      this.tell(updated, 'takeback-answered', side, { accepted: true, move: lastMove?.notation ?? '' }, now, [asker]);
    });
    Object.assign(loaded, {
      room: updated,
      position: position.value,
      lastMove: before ? this.lastMoveOf(game, before) : null,
    });
    // The pages get the whole move list: theirs is one move too long.
    this.afterChange('takeback', 0, side);
    return ok('taken');
  }

  // ---- rematches (rematch.ts, rematch-seats.ts) --------------------------------------

  /**
   * Offers, accepts, declines or withdraws a rematch of a finished game. On acceptance the
   * decision is committed first, with the new game as it is to be made; then the new
   * game's object makes it, and only then are the pages told, so a page that follows the
   * new id finds the game there. A repeated accept, or a retry after a failure, finishes
   * the same new game: there is never a second.
   */
  async rematch(tokenHash: string, action: RematchAction): Promise<RoomResult<GameState>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    this.runClock(loaded, Date.now());
    const swap = (held: string) => otherSide(loaded.game, held);
    // The seats' tokens are made before deciding: nothing is awaited between deciding and committing.
    const made = action === 'decline' ? null : await rematchSeats(loaded.room, swap, this.env.SIGNING_SECRET);
    const { room } = loaded;
    const decided = answerRematch(room, side, action, computerOf(room)?.side ?? null);
    if (!decided.ok) return decided;
    const { kind } = decided.value;
    if (kind === 'offered' || kind === 'withdrawn' || kind === 'declined') {
      // An offer is told to the other seat where it hears of its games: it may be long gone from the page.
      const other = otherSide(loaded.game, side);
      const tell =
        kind === 'offered'
          ? (updated: RoomRecord, now: number) => this.tell(updated, 'rematch-offered', side, {}, now, [other])
          : undefined;
      this.change(loaded, { ...room, rematch: rematchAfter(room, side, kind) }, 'rematch', tell);
      return ok(this.update());
    }
    if (kind === 'accepted') {
      if (!made?.ok) return made ?? failure('ERR_INTERNAL', 'no seats were made for the rematch');
      const { id, seats, salts } = made.value;
      const pending = rematchInit(room, id, seats, swap);
      this.change(loaded, {
        ...room,
        rematch: { offer: null, next: id, last: { event: 'accepted', side }, pending, salts },
      });
    }
    const started = await this.startRematch(loaded);
    return started.ok ? ok(this.update()) : started;
  }

  /** Has the new game's object make the accepted rematch (once, however many requests wait on it), then tells the pages. */
  private startRematch(loaded: Loaded): Promise<RoomResult<null>> {
    this.startingRematch ??= (async (): Promise<RoomResult<null>> => {
      const pending = loaded.room.rematch?.pending;
      if (!pending) return ok(null);
      try {
        const created = await (
          this.env.GAME_ROOMS.get(this.env.GAME_ROOMS.idFromName(pending.id)) as DurableObjectStub<GameRoom>
        ).create(pending);
        // A game there already is this one, made by an earlier try whose answer was lost.
        if (!created.ok && created.error.code !== 'ERR_GAME_EXISTS') return created;
        await this.carryJoins(loaded.room, pending.id);
      } catch (error) {
        console.warn(`rematch: making game ${pending.id} failed: ${String(error)}`);
        return failure('ERR_REMATCH_PENDING', 'the new game could not be made just now; ask again in a moment');
      }
      const { room } = loaded;
      this.change(loaded, { ...room, rematch: { ...rematchOf(room), pending: null } }, 'rematch');
      return ok(null);
    })().finally(() => {
      this.startingRematch = null;
    });
    return this.startingRematch;
  }

  /**
   * An address that joined this game's emails joins its rematch's (mail/recipient.ts): the
   * player asked for the series. One that never joined gets the new game's invitation.
   */
  private async carryJoins(room: RoomRecord, next: string): Promise<void> {
    const addresses = new Set(Object.values(room.seats).flatMap((seat) => (seat.email ? [seat.email] : [])));
    await Promise.all(
      [...addresses].map(async (address) => {
        const recipient = await recipientOf(this.env.RECIPIENTS, address);
        if (await recipient.hasJoined(room.id)) await recipient.join(next);
      }),
    );
  }

  /**
   * The rematch as the token's seat sees it: the offer, the series, and once the new game
   * exists, that player's seat in it (the other side) with its token, which only the
   * holder of this seat's token is given.
   */
  async rematchSeat(tokenHash: string): Promise<
    RoomResult<{
      rematch: RematchView | null;
      series: SeriesView | null;
      next: { id: string; side: string; token: string } | null;
    }>
  > {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    if (loaded.room.rematch?.pending) {
      const started = await this.startRematch(loaded);
      if (!started.ok) return started;
    }
    const { room, game } = loaded;
    const { next: id, pending, salts } = rematchOf(room);
    const newSide = otherSide(game, side);
    const secret = this.env.SIGNING_SECRET;
    const token = id && !pending && secret ? await rematchToken(secret, id, newSide, salts) : null;
    return ok({
      rematch: rematchView(room),
      series: seriesView(room),
      next: id && token ? { id, side: newSide, token } : null,
    });
  }

  // ---- conditional moves (forecast.ts, forecast-store.ts) -----------------------------

  /** The seat's conditional moves; only that seat sees them. */
  async conditional(
    tokenHash: string,
  ): Promise<RoomResult<{ ply: number; lines: string[][]; updatedAt: number | null }>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const { room } = seat.value.loaded;
    const kept = this.forecasts.forecast(seat.value.side);
    return ok(kept ?? { ply: room.ply, lines: [], updatedAt: null });
  }

  /**
   * Replaces the seat's conditional moves with `lines`, saved when `ply` moves had been
   * played: each line starts with the opponent's next move, every move checked by the
   * engine. A save that names a ply the game has passed is refused, so a forecast never
   * answers a move its owner had not seen.
   */
  async saveConditional(
    tokenHash: string,
    ply: number,
    lines: Lines,
    takebacks?: number,
  ): Promise<RoomResult<{ ply: number; lines: string[][]; updatedAt: number | null }>> {
    const seat = this.seated(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    const { room, game, position } = loaded;
    if (ply !== room.ply || takenBackSince(room, takebacks))
      return failure(
        'ERR_STALE_PLY',
        ply !== room.ply
          ? `the game is at ply ${room.ply}, not ${ply}: the position has changed since; look at it again and save your conditional moves anew`
          : 'a move has been taken back since you loaded the game, so the position has changed: look at it again and save your conditional moves anew',
      );
    if (lines.length > 0 && game.toMove(position) === side)
      return failure(
        'ERR_YOUR_TURN',
        'it is your turn: play your move; conditional moves answer your opponent while you wait for them',
      );
    const checked = checkLines(game, room.variant, position, lines);
    if (!checked.ok) return checked;
    const now = Date.now();
    this.forecasts.save(side, room.ply, checked.value, now);
    return ok({ ply: room.ply, lines: checked.value, updatedAt: checked.value.length ? now : null });
  }

  async clearConditional(tokenHash: string): Promise<RoomResult<{ ply: number; lines: string[][]; updatedAt: null }>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    this.forecasts.clear(seat.value.side);
    return ok({ ply: seat.value.loaded.room.ply, lines: [], updatedAt: null });
  }

  // ---- email ------------------------------------------------------------------------

  /** The settings of the token's seat (any time, also after the game). */
  async seatSettings(tokenHash: string): Promise<RoomResult<SeatSettings>> {
    const loaded = this.load();
    if (!loaded) return notFound();
    const side = seatOf(loaded.room, tokenHash);
    if (!side)
      return failure(
        'ERR_TOKEN',
        'this token is not a seat of this game; use the secret link you were given for your side',
      );
    return ok(this.settingsOf(loaded.room, side));
  }

  /** Settings by side, for pages reached through a signed email link. */
  async seatSettingsOf(side: string): Promise<RoomResult<SeatSettings>> {
    const loaded = this.load();
    if (!loaded) return notFound();
    if (!loaded.room.seats[side]) return failure('ERR_FIELD', `this game has no side "${side}"`);
    return ok(this.settingsOf(loaded.room, side));
  }

  private settingsOf(room: RoomRecord, side: string): SeatSettings {
    const seat = room.seats[side]!;
    return { side, name: seat.name, email: seat.email !== null, notify: seat.notify ?? 'move' };
  }

  /** How a seat hears of the game by email; by token, or by side for a signed email link. */
  async setNotify(
    who: { readonly tokenHash: string } | { readonly side: string },
    notify: Notify,
  ): Promise<RoomResult<SeatSettings>> {
    const loaded = this.load();
    if (!loaded) return notFound();
    const side = 'side' in who ? (loaded.room.seats[who.side] ? who.side : null) : seatOf(loaded.room, who.tokenHash);
    if (!side)
      return failure(
        'ERR_TOKEN',
        'this token is not a seat of this game; use the secret link you were given for your side',
      );
    const seat = loaded.room.seats[side]!;
    if (!seat.email) return failure('ERR_NO_EMAIL', 'this seat has no email address, so there is nothing to send');
    if ((seat.notify ?? 'move') !== notify)
      this.change(loaded, { ...loaded.room, seats: { ...loaded.room.seats, [side]: { ...seat, notify } } });
    return ok(this.settingsOf(loaded.room, side));
  }

  /**
   * Acts on an emailed reply exactly as the HTTP API would on the seat's behalf, and
   * queues the answer (confirmation or the problem) in the same transaction, so a
   * reply is acted on and answered once, whatever the retries.
   */
  async emailCommand(email: EmailCommand): Promise<EmailOutcome> {
    const loaded = this.load();
    if (!loaded) return { status: 'refused', reason: 'there is no such game' };
    const seat = loaded.room.seats[email.side];
    if (!seat?.email) return { status: 'refused', reason: 'that seat takes no email' };
    if (seat.email.toLowerCase() !== email.from)
      return {
        status: 'refused',
        reason: `only the player of this seat can reply to its emails, from the address the game has for them`,
      };
    if (this.store.messageSeen(email.messageId)) return { status: 'duplicate' };
    const { side, command } = email;
    // The player answered the game's email: they have caught up with its messages.
    this.announcer.caughtUp(side);
    // Runs inside the transaction that acts on the reply: acting, answering and
    // remembering the Message-ID commit together or not at all.
    const reply =
      <K extends 'move-confirmed' | 'reply-problem'>(kind: K, body: Omit<NoticeBodies[K], 'subject' | 'inReplyTo'>) =>
      (room: RoomRecord, now: number) => {
        this.store.markMessageSeen(email.messageId, now);
        const answering = { ...body, subject: email.subject, inReplyTo: email.messageId } as NoticeBodies[K];
        this.tell(room, kind, side, answering, now, [side], email.messageKey);
      };
    const problem = (
      message: string,
      extra: Omit<NoticeBodies['reply-problem'], 'subject' | 'inReplyTo' | 'problem'> = {},
    ): EmailOutcome => {
      const room = this.loaded!.room;
      this.store.transaction(() => reply('reply-problem', { problem: message, ...extra })(room, Date.now()));
      this.afterChange();
      return { status: 'answered', played: false };
    };
    // A message the reply carries goes only with the command, when it is played; a
    // message that cannot go stops the whole reply, so nothing happens by halves.
    const note = email.message ? admitMessage(this.messageStore, loaded.room, side, email.message, Date.now()) : null;
    if (note && !note.ok)
      return problem(`your message was not sent: ${note.error.message}; nothing was played`, { code: note.error.code });
    const admitted = note?.value ?? null;
    if (!command && admitted) {
      const { room } = loaded;
      const now = Date.now();
      this.store.transaction(() => {
        this.addMessage(room, side, admitted, now);
        reply('move-confirmed', { action: 'message', message: admitted.text })(room, now);
      });
      this.afterMessage();
      return { status: 'answered', played: false };
    }
    if (!command) return problem(email.problem ?? 'the reply had no move in it');
    const confirm = (body: Omit<NoticeBodies['move-confirmed'], 'subject' | 'inReplyTo'>) => {
      const answer = reply('move-confirmed', admitted ? { ...body, message: admitted.text } : body);
      return (room: RoomRecord, now: number) => {
        answer(room, now);
        if (admitted) this.addMessage(room, side, admitted, now);
      };
    };
    this.runClock(loaded, Date.now());
    const { room, game } = loaded;
    if (room.status === 'finished')
      return problem(
        `the game is over${room.result ? ` (${game.describeOutcome(room.result)})` : ''}; nothing more can be played`,
      );
    if (command.kind === 'move') {
      if (email.ply !== room.ply && game.toMove(loaded.position) === side)
        return problem(
          `you replied to the email sent ${afterMovesText(email.ply)}, but the game has moved on and stands ${afterMovesText(room.ply)}; reply to the latest email or play on the game page`,
        );
      // The same ply after a takeback is another position: the email showed the one before it.
      if ((email.line ?? 0) !== (room.takenBack ?? 0) && game.toMove(loaded.position) === side)
        return problem(
          'you replied to an email about a position that has changed since: a move was taken back; reply to the latest email or play on the game page',
        );
      const played = this.play(loaded, side, command.text, room.ply, confirm({ move: command.text }));
      if (played.ok) return { status: 'answered', played: true };
      return problem(played.error.message, {
        move: command.text,
        code: played.error.code,
        legal: legalMovesNear(game, loaded.position, room.variant, command.text),
      });
    }
    if (command.kind === 'resign') {
      this.finish(
        loaded,
        { winner: otherSide(game, side), reason: 'resignation' },
        'resign',
        confirm({ action: 'resign' }),
        side,
      );
      return { status: 'answered', played: true };
    }
    if (command.kind === 'draw') {
      const offered = this.answerDraw(loaded, side, 'offer', confirm({ action: 'draw' }));
      return offered.ok ? { status: 'answered', played: true } : problem(offered.error.message);
    }
    const what = answeredOffer(room, side, command.what, email.about, { ply: email.ply, line: email.line ?? 0 });
    if (!what.ok) return problem(what.error.message);
    // Declining one's own offer withdraws it, and the answer says so.
    const own = (what.value === 'takeback' ? (room.takebackOffer ?? null) : room.drawOffer) === side;
    const word = command.kind === 'decline' && own ? 'withdraw' : command.kind;
    const action = what.value === 'takeback' ? `${word}-takeback` : word;
    const answered =
      what.value === 'takeback'
        ? this.takebackBy(loaded, side, command.kind, confirm({ action }))
        : this.answerDraw(loaded, side, command.kind, confirm({ action }));
    return answered.ok ? { status: 'answered', played: true } : problem(answered.error.message);
  }

  // ---- messages between the seats (messages.ts, message-store.ts) --------------------

  /**
   * The game's messages after `after`, to either seat (at any time, also after the end).
   * `seen`: the seat's page has them in view, so its next message is announced again
   * (message-announcer.ts); a page in a hidden tab reads without it. Not a pure read, then:
   * never through the retrying reads of objects.ts (harmless if it were: clearing twice is once).
   */
  async messages(tokenHash: string, after = 0, seen = false): Promise<RoomResult<MessagesView>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const list = this.messageStore.since(Math.max(0, after));
    if (seen) {
      this.announcer.caughtUp(seat.value.side);
      // The page holds every message up to the last it asked from, and now these.
      const last = list.at(-1)?.seq ?? Math.min(Math.max(0, after), this.messageStore.lastSeq());
      this.announcer.read(seat.value.side, last);
    }
    return ok({
      messages: list.map(messageView),
      left: Math.max(0, MESSAGES_PER_GAME - this.messageStore.count()),
    });
  }

  /** Sends a message from the token's seat to the other, on its channels and to its page. */
  async sendMessage(tokenHash: string, text: string): Promise<Result<MessageView, MessageRefusal>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    const now = Date.now();
    const admitted = admitMessage(this.messageStore, loaded.room, side, text, now);
    if (!admitted.ok) return admitted;
    const seq = this.store.transaction(() => this.addMessage(loaded.room, side, admitted.value, now));
    this.afterMessage();
    return ok(messageView({ seq, side, text: admitted.value.text, sentAt: now }));
  }

  /** The last message committed and not yet signalled to the pages. */
  private pendingMessage: number | null = null;

  /** Keeps the message and tells the other seat, inside the caller's transaction; its number. */
  private addMessage(room: RoomRecord, side: string, message: AdmittedMessage, now: number): number {
    const { seq } = this.messageStore.add(side, message.text, now, message.allowance);
    // Announced to a reader a channel reaches, and only if they have caught up since the
    // last one announced to them (message-announcer.ts); writing is catching up.
    this.announcer.caughtUp(side);
    const reached = (reader: string) =>
      (!!room.seats[reader]?.email && room.seats[reader]?.notify !== 'none') || this.pushes.hasAny(reader);
    const announced = readersOf(room, side).filter((reader) => reached(reader) && this.announcer.announce(reader, now));
    this.tell(room, 'message', side, { seq, text: message.text }, now, announced, `m${seq}`);
    this.pendingMessage = seq;
    return seq;
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

  private afterMessage(): void {
    this.signalMessage();
    void this.scheduleAlarm();
  }

  // ---- reminders before the deadline (reminders.ts, clock.ts) -------------------------

  async reminders(tokenHash: string): Promise<RoomResult<RemindersView>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const { room } = seat.value.loaded;
    if (!room.clock) return failure('ERR_NO_CLOCK', 'this game has no clock, so there is no deadline to remind you of');
    return ok(remindersView(room, seat.value.side, room.clock.settings));
  }

  /** The seat's reminders (seconds before its deadline), or null for the game's default. */
  async setReminders(tokenHash: string, before: readonly number[] | null): Promise<RoomResult<RemindersView>> {
    const seat = this.seated(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    const { room } = loaded;
    if (!room.clock) return failure('ERR_NO_CLOCK', 'this game has no clock, so there is no deadline to remind you of');
    const checked = checkReminders(before, room.clock.settings);
    if (!checked.ok) return checked;
    const seats = { ...room.seats, [side]: { ...room.seats[side]!, remind: checked.value } };
    this.change(loaded, { ...room, seats });
    return ok(remindersView(loaded.room, side, room.clock.settings));
  }

  /** Queues a notice for `recipients` on every channel (notice-outbox.ts), inside the caller's transaction. */
  private tell<K extends NoticeKind>(
    room: RoomRecord,
    kind: K,
    side: string | null,
    body: NoticeBodies[K],
    now: number,
    recipients: readonly string[],
    suffix = '',
  ): void {
    this.outbox.queue(room, kind, side, body, now, recipients, suffix);
  }

  // ---- chat channels (chat-hooks.ts, channels/) ---------------------------------------

  /**
   * Adds a chat channel for the token's seat; the answer carries a generic endpoint's
   * secret, once. A generic endpoint is kept only once it has answered its verification
   * post, and a game sends at most VERIFICATIONS_PER_HOUR of those: adding an address
   * again and again is no way round the handshake's purpose.
   */
  async addHook(tokenHash: string, url: string): Promise<RoomResult<NewHookView>> {
    const seat = this.seated(tokenHash);
    if (!seat.ok) return seat;
    const now = Date.now();
    const prepared = prepareHook(this.hooks, this.env, seat.value.side, url, now);
    if (!prepared.ok) return prepared;
    const hook = prepared.value;
    if (hook.kind === 'webhook') {
      const recent = (this.ctx.storage.kv.get<number[]>('hook-verifications') ?? []).filter((at) => at > now - HOUR_MS);
      if (recent.length >= VERIFICATIONS_PER_HOUR)
        return failure(
          'ERR_RATE_LIMITED',
          `this game has sent ${VERIFICATIONS_PER_HOUR} verification posts in the last hour; try again later`,
        );
      this.ctx.storage.kv.put('hook-verifications', [...recent, now]);
      const { id } = seat.value.loaded.room;
      const game = { id, url: `${configuredOrigin(this.env) ?? ''}/g/${id}` };
      const verified = await verifyEndpoint(hook.url, hook.secret ?? '', game);
      if (!verified.ok) return verified;
    }
    return keepHook(this.hooks, hook);
  }

  /** The game's chat channels, to either seat. */
  async chatHooks(tokenHash: string): Promise<RoomResult<HookView[]>> {
    const seat = this.seatAnyTime(tokenHash);
    return seat.ok ? ok(hookViews(this.hooks)) : seat;
  }

  async removeHook(tokenHash: string, id: string): Promise<RoomResult<HookView[]>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    return removeHook(this.hooks, this.store, id);
  }

  // ---- web push (game/channels/push-channel.ts) ------------------------------------------

  /** Turns notifications on for the token's seat in one browser; how many browsers the seat has now. */
  async addPush(tokenHash: string, subscription: unknown): Promise<RoomResult<{ browsers: number }>> {
    const seat = this.seated(tokenHash);
    if (!seat.ok) return seat;
    const read = readPushSubscription(
      subscription,
      ['on', 'true', '1'].includes((this.env.PUSH_SERVICE_LOCAL ?? '').trim().toLowerCase()),
    );
    if (!read.ok) return read;
    const checked = await checkPushKeys(read.value);
    if (!checked.ok) return checked;
    return ok({ browsers: await this.pushes.add(seat.value.side, checked.value, Date.now()) });
  }

  /** Turns notifications off for the token's seat in the browser of `endpoint`. */
  async removePush(tokenHash: string, endpoint: string): Promise<RoomResult<{ browsers: number }>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const { side } = seat.value;
    if (!(await this.pushes.remove(side, endpoint)))
      return failure('ERR_PUSH_NOT_FOUND', 'this seat gets no notifications at that endpoint; nothing to remove');
    return ok({ browsers: this.pushes.ofSide(side).length });
  }

  /**
   * A channel that is gone or kept failing: removed, its posts dropped, and the seat that
   * added it told (only that seat: the other never chose it, and a channel added again and
   * again to fail must not become a way to send it notice after notice).
   */
  private dropHook(id: string | null, reason: string): void {
    const loaded = this.load();
    const hook = id ? this.hooks.get(id) : null;
    if (!loaded || !hook) return;
    const removed = removeHook(this.hooks, this.store, hook.id);
    if (!removed.ok) return;
    this.store.transaction(() =>
      this.tell(
        loaded.room,
        'chat-removed',
        null,
        { channel: shownUrl(hook.url), reason },
        Date.now(),
        hook.addedBy in loaded.room.seats ? [hook.addedBy] : [],
        `hook-${hook.id}`,
      ),
    );
    void this.scheduleAlarm();
  }

  /** Every delivery of one channel kind and what became of it (for tests and operators). */
  async deliveries(channel: string): Promise<ReturnType<RoomStore['deliveryLog']>> {
    if (!this.load()) return [];
    await this.outbox.deliver(Date.now() + DELIVERY_DELAY_MS);
    await this.scheduleAlarm();
    return this.store.deliveryLog(channel);
  }

  async vacation(tokenHash: string, action: VacationAction): Promise<RoomResult<GameState>> {
    const seat = this.seated(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    const { room, game, position } = loaded;
    if (!room.clock) return failure('ERR_NO_CLOCK', 'this game has no clock, so there is nothing to pause');
    const now = Date.now();
    const toMove = game.toMove(position);
    const clock =
      action === 'start' ? startVacation(room.clock, side, toMove, now) : endVacation(room.clock, side, toMove, now);
    if (!clock.ok) return clock;
    this.change(loaded, { ...room, clock: clock.value }, 'vacation', undefined, side);
    return ok(this.update());
  }

  private change(
    loaded: Loaded,
    room: RoomRecord,
    reason?: UpdateReason,
    also?: (room: RoomRecord, now: number) => void,
    by?: string,
  ): void {
    const now = Date.now();
    const updated = stamped(room, now);
    this.store.transaction(() => {
      this.store.saveRoom(updated);
      also?.(updated, now);
    });
    loaded.room = updated;
    this.afterChange(reason, undefined, by);
  }

  private finish(
    loaded: Loaded,
    result: GameOutcome,
    reason: UpdateReason,
    also: ((room: RoomRecord, now: number) => void) | null = null,
    by?: string,
  ): void {
    const now = Date.now();
    const ended = roomAfterEnd(loaded.room, loaded.game.toMove(loaded.position), result, now);
    const updated = this.store.transaction(() => {
      const rated = this.withRatingPlan(ended);
      this.store.saveRoom(rated);
      this.forecasts.clearAll();
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

  /**
   * After every committed change: tell the pages, and set the alarm that publishes it to D1.
   * `by` is the seat that made the change (none for the clock's own): a page announces it
   * in words, and "the offer is gone" reads differently when the other seat did it.
   */
  private afterChange(reason?: UpdateReason, since?: number, by?: string): void {
    if (reason)
      this.tellWatchers(JSON.stringify({ type: 'update', reason, by: by ?? null, state: this.update(since) }));
    this.signalMessage();
    this.history.noteChange(Date.now());
    void this.scheduleAlarm();
  }

  // ---- alarm: clocks and history ----------------------------------------------------

  /** One alarm serves all: the clock's next moment, D1's next publish or the next email, whichever is first. */
  private async scheduleAlarm(): Promise<void> {
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
    const current = await this.ctx.storage.getAlarm();
    if (next === null) {
      if (current !== null) await this.ctx.storage.deleteAlarm();
    } else if (current !== next) await this.ctx.storage.setAlarm(next);
  }

  override async alarm(): Promise<void> {
    const loaded = this.load();
    if (!loaded) return;
    // The computer's move first: its clock must not run out while its reply is due.
    this.playComputer(loaded);
    this.runClock(loaded, Date.now());
    // History first: a slow email service must not hold up D1.
    await this.history.publish();
    await this.rateIfDue(loaded);
    await this.tournamentReport.run(loaded.room);
    await this.outbox.deliver();
    await this.scheduleAlarm();
  }

  /** Tells the game's tournament its result now if that is due (for tests and operators); whether it has it. */
  async reportToTournament(): Promise<boolean> {
    const loaded = this.load();
    if (!loaded) return false;
    const done = await this.tournamentReport.run(loaded.room);
    await this.scheduleAlarm();
    return done;
  }

  /** Sends every email queued (not those waiting out a retry's backoff), for tests and operators; the log of every email of the game. */
  async deliverMail(): Promise<
    { key: string; side: string; state: string; attempts: number; detail: string | null }[]
  > {
    if (!this.load()) return [];
    // Twice: a first call may join a run the alarm started with an earlier horizon.
    await this.outbox.deliver(Date.now() + DELIVERY_DELAY_MS);
    await this.outbox.deliver(Date.now() + DELIVERY_DELAY_MS);
    await this.scheduleAlarm();
    return this.store.deliveryLog('email');
  }

  /**
   * What the computer owes the game, done now: an answer to a person's draw offer (by its
   * evaluation) or takeback request (granted: a game against the computer is for
   * learning), then its move. Each step commits like a person's request; a step that
   * makes the computer due again (a conditional reply of the person's) loops once more.
   */
  private playComputer(loaded: Loaded): void {
    const computer = computerOf(loaded.room);
    if (!computer) return;
    const budget = moveBudget(this.env.COMPUTER_MOVE_MS);
    for (let step = 0; step < 4; step++) {
      const { room, game, position } = loaded;
      const due = computerDue(room, game.toMove(position));
      if (due === null) return;
      const done =
        due === 'draw'
          ? this.answerDraw(
              loaded,
              computer.side,
              acceptsDraw(game, room, position, budget) ? 'accept' : 'decline',
              null,
            )
          : due === 'takeback'
            ? this.takebackBy(loaded, computer.side, 'accept')
            : this.play(
                loaded,
                computer.side,
                computerMove(game, room, position, computer.level, budget, this.earlierPositions(room)).notation,
                room.ply,
                null,
              );
      // The computer's own choices are legal by construction: a refusal is a bug to see.
      if (!done.ok) throw new Error(`the computer's ${due} in ${room.id} was refused: ${done.error.message}`);
    }
  }

  /** The game's last positions before the current one (the start, if it is among them), for the computer. */
  private earlierPositions(room: RoomRecord): string[] {
    const from = Math.max(1, room.ply - EARLIER_POSITIONS);
    const rows = this.store.positionsBetween(from, room.ply - 1).map((row) => row.position);
    return from === 1 ? [room.start, ...rows] : rows;
  }

  /** Brings the clock up to `now`: vacations that ran out, a warning, or the end on time. */
  private runClock(loaded: Loaded, now: number): void {
    const { room, game, position } = loaded;
    if (room.status !== 'ongoing' || !room.clock) return;
    const leads = reminderLeads(room, game.toMove(position));
    const ticked = tickClock(room.clock, game.toMove(position), now, leads);
    if (ticked.clock === room.clock && ticked.events.length === 0) return;
    const timedOut = ticked.events.find((event) => event.type === 'time-out');
    // The computer never runs out of time: its move is due at once, and the alarm plays it.
    if (timedOut && timedOut.side === computerOf(room)?.side) return;
    if (timedOut) {
      loaded.room = { ...room, clock: ticked.clock };
      this.finish(loaded, { winner: otherSide(game, timedOut.side), reason: 'time' }, 'timeout');
      return;
    }
    const updated = stamped({ ...room, clock: ticked.clock }, now);
    this.store.transaction(() => {
      this.store.saveRoom(updated);
      // A chosen reminder's key names its lead: a turn may have several.
      for (const event of ticked.events)
        if (event.type === 'clock-warning')
          this.tell(
            updated,
            'clock-warning',
            event.side,
            event,
            now,
            [event.side],
            leads ? `r${event.lead / 1000}` : '',
          );
    });
    loaded.room = updated;
    this.afterChange('clock');
  }

  // ---- players and ratings (rating-sync.ts) -------------------------------------------

  /** A game that has just ended, with whether it is rated; called inside the ending transaction. */
  private withRatingPlan(room: RoomRecord): RoomRecord {
    if (room.status !== 'finished' || room.rating) return room;
    return { ...room, rating: planRating(room, this.store.movesBySide()) };
  }

  /** Writes a pending rating to D1 and records that it is done; a failure is retried from the alarm. */
  private async rateIfDue(loaded: Loaded): Promise<void> {
    if (loaded.room.rating?.status !== 'pending') return;
    const changes = await this.ratings.run(loaded.room);
    if (changes && loaded.room.rating?.status === 'pending')
      this.change(loaded, { ...loaded.room, rating: { status: 'rated', changes } }, 'rating');
  }

  /** Rates the game now if it is due (for tests and operators); whether it is rated, and how. */
  async rateNow(): Promise<RoomRating | null> {
    const loaded = this.load();
    if (!loaded) return null;
    await this.rateIfDue(loaded);
    await this.scheduleAlarm();
    return loaded.room.rating ?? null;
  }

  /**
   * Puts the token's seat on a signed-in player's page (the Worker has checked the
   * player's session). Once claimed, a seat stays its player's; one player cannot hold
   * both seats. A claim after the end puts the game on the page, but a game is rated
   * only as it was when it ended.
   */
  async claimSeat(tokenHash: string, player: SeatPlayer): Promise<RoomResult<{ side: string; player: SeatPlayer }>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    const { room } = loaded;
    const held = room.seats[side]!;
    if (held.player?.id === player.id) return ok({ side, player: held.player });
    if (held.player)
      return failure(
        'ERR_SEAT_CLAIMED',
        `this seat is on ${held.player.name}'s page already; a seat belongs to one player`,
      );
    if (Object.entries(room.seats).some(([other, taken]) => other !== side && taken.player?.id === player.id))
      return failure(
        'ERR_BOTH_SEATS',
        'the other seat of this game is on your page already: one player cannot hold both seats',
      );
    this.change(loaded, { ...room, seats: { ...room.seats, [side]: { ...held, player } } }, 'player', undefined, side);
    return ok({ side, player });
  }

  /** The player who claimed the token's seat, if any. */
  async seatPlayer(tokenHash: string): Promise<RoomResult<{ side: string; player: SeatPlayer | null }>> {
    const seat = this.seatAnyTime(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    return ok({ side, player: loaded.room.seats[side]!.player ?? null });
  }

  /** Waits until D1 holds everything committed so far (for tests and operators). */
  async syncHistory(): Promise<{ pending: boolean }> {
    const loaded = this.load();
    if (!loaded) return { pending: false };
    await this.history.publish();
    await this.scheduleAlarm();
    return { pending: this.store.hasUnpublishedMoves() || this.store.publishedVersion() < loaded.room.version };
  }
}
