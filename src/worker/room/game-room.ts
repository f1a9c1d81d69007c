/**
 * One Durable Object per game: the source of truth. It runs the engine, enforces turn
 * order and every rule, commits each change in one synchronous transaction, tells the
 * connected pages, and publishes the history to D1 from an outbox.
 *
 * Every method that changes the game does all its reads and writes synchronously: an
 * await on D1 or fetch would let another request in between (see PLATFORM.md), so
 * nothing is awaited while game state is held.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Game } from '../../engine/game.ts';
import { GAMES } from '../../engine/games.ts';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import type { Env } from '../env.ts';
import { afterMove, endVacation, nextClockTime, startClock, startVacation, stopClock, tickClock, type ClockSettings } from './clock.ts';
import { HistorySync, summaryOfRoom } from './history-sync.ts';
import { RoomStore, type Notice, type RoomRecord, type Seat, type StoredResult } from './room-store.ts';
import { viewState, type GameState, type LastMove } from './view.ts';

export type RoomError = EngineError;
export type RoomResult<T> = Result<T, RoomError>;

export interface CreateRoom {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  /** Starting position in the game's notation; checked already by the Worker. */
  readonly position: string | null;
  readonly seats: Readonly<Record<string, Seat>>;
  readonly clock: ClockSettings | null;
  readonly origin: string;
}

export type DrawAction = 'offer' | 'accept' | 'decline';
export type VacationAction = 'start' | 'end';

/** Why connected pages get a new state. */
type UpdateReason = 'move' | 'resign' | 'draw' | 'timeout' | 'clock' | 'vacation';

interface Loaded {
  room: RoomRecord;
  game: Game;
  position: unknown;
  lastMove: LastMove | null;
}

const notFound = () => failure('ERR_GAME_NOT_FOUND', 'there is no game with this id; check the link');

/** Constant-time comparison of two hex digests, so timing tells nothing about a seat token. */
const sameDigest = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
};

export class GameRoom extends DurableObject<Env> {
  private readonly store: RoomStore;
  private readonly history: HistorySync;
  private loaded: Loaded | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStore(ctx.storage);
    this.history = new HistorySync(
      this.store,
      env,
      () => {
        const loaded = this.load();
        return loaded ? summaryOfRoom(loaded.room, loaded.game.toMove(loaded.position)) : null;
      },
      () => this.scheduleAlarm(),
    );
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
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
    if (this.store.hasUnpublishedMoves() || this.store.publishedVersion() < room.version) {
      this.history.noteChange(Date.now());
      void this.scheduleAlarm();
    }
    return this.loaded;
  }

  private lastMoveOf(game: Game, stored: { ply: number; side: string; notation: string; events: string; playedAt: number }): LastMove {
    const events = JSON.parse(stored.events) as { type: string }[];
    return {
      ply: stored.ply,
      side: stored.side,
      notation: stored.notation,
      events,
      description: events.map((event) => game.describeEvent(event)).join(' '),
      playedAt: new Date(stored.playedAt).toISOString(),
    };
  }

  async create(init: CreateRoom): Promise<RoomResult<GameState>> {
    if (this.store.exists() && this.store.loadRoom()) return failure('ERR_GAME_EXISTS', 'a game with this id exists already');
    const game = GAMES.get(init.game);
    if (!game) return failure('ERR_GAME', `unknown game "${init.game}"`);
    const parsed = init.position === null ? ok(game.startPosition(init.variant)) : game.parsePosition(init.position);
    if (!parsed.ok) return parsed;
    const now = Date.now();
    const toMove = game.toMove(parsed.value);
    const position = game.makePosition(parsed.value);
    const room: RoomRecord = {
      id: init.id,
      game: game.id,
      variant: init.variant,
      start: position,
      position,
      ply: 0,
      status: 'ongoing',
      result: null,
      seats: init.seats,
      clock: init.clock ? startClock(init.clock, game.sides.map((side) => side.id), toMove, now) : null,
      drawOffer: null,
      origin: init.origin,
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
    this.store.transaction(() => {
      this.store.createSchema();
      this.store.saveRoom(room);
    });
    this.loaded = { room, game, position: parsed.value, lastMove: null };
    this.afterChange();
    return ok(this.view());
  }

  // ---- reading --------------------------------------------------------------------

  private view(since = 0): GameState {
    const { room, game, position, lastMove } = this.loaded!;
    const from = Math.min(Math.max(0, since), room.ply);
    return viewState(room, game.toMove(position), this.store.notationSince(from), from, lastMove, Date.now());
  }

  /** The state with no move list: what every change sends, at a cost that does not grow with the game. */
  private update(): GameState {
    const { room, game, position, lastMove } = this.loaded!;
    return viewState(room, game.toMove(position), lastMove ? [lastMove.notation] : [], lastMove ? lastMove.ply - 1 : 0, lastMove, Date.now());
  }

  async state(since = 0): Promise<RoomResult<GameState>> {
    if (!this.load()) return notFound();
    return ok(this.view(since));
  }

  /** The position after ply `ply` (0: the start), for boards of earlier positions. */
  async positionAt(ply: number): Promise<RoomResult<{ game: string; variant: string; position: string; ply: number; lastMove: LastMove | null }>> {
    const loaded = this.load();
    if (!loaded) return notFound();
    const { room, game } = loaded;
    if (!Number.isInteger(ply) || ply < 0 || ply > room.ply) return failure('ERR_PLY', `ply must be a whole number from 0 to ${room.ply}`);
    const stored = ply > 0 ? this.store.moveAt(ply) : null;
    return ok({ game: room.game, variant: room.variant, position: stored ? stored.position : room.start, ply, lastMove: stored ? this.lastMoveOf(game, stored) : null });
  }

  async record(): Promise<RoomResult<string>> {
    const loaded = this.load();
    if (!loaded) return notFound();
    const { room, game } = loaded;
    const players = Object.fromEntries(Object.entries(room.seats).map(([side, seat]) => [side, seat.name]));
    const text = game.makeRecord(
      {
        variant: room.variant,
        players,
        started: new Date(room.createdAt).toISOString().slice(0, 10),
        ...(room.status === 'finished' ? { ended: new Date(room.updatedAt).toISOString().slice(0, 10) } : {}),
        ...(room.start === game.makePosition(game.startPosition(room.variant)) ? {} : { start: room.start }),
        outcome: room.result,
        extra: { Site: `${room.origin}/g/${room.id}` },
      },
      this.store.notationSince(0),
    );
    return ok(text);
  }

  // ---- seats ----------------------------------------------------------------------

  private seatOf(room: RoomRecord, tokenHash: string): string | null {
    let found: string | null = null;
    // Compare against every seat, always, so the time taken does not depend on which matched.
    for (const [side, seat] of Object.entries(room.seats)) if (sameDigest(seat.tokenHash, tokenHash)) found = side;
    return found;
  }

  private authorise(tokenHash: string): RoomResult<{ loaded: Loaded; side: string }> {
    const loaded = this.load();
    if (!loaded) return notFound();
    const side = this.seatOf(loaded.room, tokenHash);
    if (!side) return failure('ERR_TOKEN', 'this token is not a seat of this game; use the secret link you were given for your side');
    // A deadline that passed moments ago counts even if the alarm has not run yet.
    this.runClock(loaded, Date.now());
    return ok({ loaded, side });
  }

  // ---- changes --------------------------------------------------------------------

  /** Plays `text` for the token's seat when `ply` moves have been played: once, whatever the retries. */
  async move(tokenHash: string, text: string, ply: number): Promise<RoomResult<GameState>> {
    const seat = this.authorise(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    const { room, game, position } = loaded;
    if (room.status === 'finished') return this.gameOver(loaded);
    if (ply !== room.ply) {
      const repeated = ply < room.ply ? this.alreadyPlayed(loaded, side, text, ply) : null;
      if (repeated) return failure('ERR_ALREADY_PLAYED', `${repeated} was already played as move ${ply + 1}; nothing changed`);
      return failure('ERR_STALE_PLY', `the game is at ply ${room.ply}, not ${ply}: reload it and play from the current position`);
    }
    const toMove = game.toMove(position);
    if (toMove !== side) return failure('ERR_NOT_YOUR_TURN', `it is ${this.sideName(game, toMove)}'s turn, not yours`);
    const move = game.parseMove(position, room.variant, text);
    if (!move.ok) return move;
    const notation = game.makeMove(position, move.value);
    const played = game.play(position, room.variant, move.value);
    if (!played.ok) return played;
    const now = Date.now();
    const next = played.value.position;
    const nextSide = game.toMove(next);
    const result: StoredResult | null = played.value.outcome;
    const clock = room.clock && (result ? stopClock(afterMove(room.clock, side, nextSide, now), nextSide, now) : afterMove(room.clock, side, nextSide, now));
    const updated: RoomRecord = {
      ...room,
      position: game.makePosition(next),
      ply: room.ply + 1,
      status: result ? 'finished' : 'ongoing',
      result,
      clock,
      // An offer made to the mover lapses when they move instead of answering; their own stands.
      drawOffer: room.drawOffer === side ? side : null,
      updatedAt: now,
      version: room.version + 1,
    };
    const events = JSON.stringify(played.value.events);
    this.store.transaction(() => {
      this.store.addMove({ ply: updated.ply, side, notation, position: updated.position, events, playedAt: now });
      this.store.saveRoom(updated);
      if (result) this.store.addNotice('game-over', null, updated.ply, { notation, result }, now);
    });
    loaded.room = updated;
    loaded.position = next;
    loaded.lastMove = this.lastMoveOf(game, { ply: updated.ply, side, notation, events, playedAt: now });
    this.afterChange('move');
    return ok(this.update());
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
    const seat = this.authorise(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    if (loaded.room.status === 'finished') return this.gameOver(loaded);
    this.finish(loaded, { winner: this.otherSide(loaded.game, side), reason: 'resignation' }, 'resign');
    return ok(this.update());
  }

  async draw(tokenHash: string, action: DrawAction): Promise<RoomResult<GameState>> {
    const seat = this.authorise(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    const { room } = loaded;
    if (room.status === 'finished') return this.gameOver(loaded);
    if (action === 'offer') {
      if (room.drawOffer === side) return failure('ERR_DRAW_OFFERED', 'you have offered a draw already; wait for the answer');
      if (room.drawOffer !== null) return this.draw(tokenHash, 'accept');
      this.change(loaded, { ...room, drawOffer: side }, 'draw');
      return ok(this.update());
    }
    if (room.drawOffer === null) return failure('ERR_NO_DRAW_OFFER', 'there is no draw offer to answer');
    if (action === 'accept') {
      if (room.drawOffer === side) return failure('ERR_OWN_DRAW_OFFER', 'you cannot accept your own offer; your opponent must');
      this.finish(loaded, { winner: null, reason: 'agreement' }, 'draw');
      return ok(this.update());
    }
    // Declining one's own offer withdraws it.
    this.change(loaded, { ...room, drawOffer: null }, 'draw');
    return ok(this.update());
  }

  async vacation(tokenHash: string, action: VacationAction): Promise<RoomResult<GameState>> {
    const seat = this.authorise(tokenHash);
    if (!seat.ok) return seat;
    const { loaded, side } = seat.value;
    const { room, game, position } = loaded;
    if (room.status === 'finished') return this.gameOver(loaded);
    if (!room.clock) return failure('ERR_NO_CLOCK', 'this game has no clock, so there is nothing to pause');
    const now = Date.now();
    const toMove = game.toMove(position);
    const clock = action === 'start' ? startVacation(room.clock, side, toMove, now) : endVacation(room.clock, side, toMove, now);
    if (!clock.ok) return clock;
    this.change(loaded, { ...room, clock: clock.value }, 'vacation');
    return ok(this.update());
  }

  private change(loaded: Loaded, room: RoomRecord, reason: UpdateReason): void {
    const updated = { ...room, updatedAt: Date.now(), version: room.version + 1 };
    this.store.transaction(() => this.store.saveRoom(updated));
    loaded.room = updated;
    this.afterChange(reason);
  }

  private finish(loaded: Loaded, result: StoredResult, reason: UpdateReason): void {
    const now = Date.now();
    const { room, game, position } = loaded;
    const updated: RoomRecord = {
      ...room,
      status: 'finished',
      result,
      drawOffer: null,
      clock: room.clock && stopClock(room.clock, game.toMove(position), now),
      updatedAt: now,
      version: room.version + 1,
    };
    this.store.transaction(() => {
      this.store.saveRoom(updated);
      this.store.addNotice('game-over', null, updated.ply, { result }, now);
    });
    loaded.room = updated;
    this.afterChange(reason);
  }

  private gameOver(loaded: Loaded) {
    const result = loaded.room.result;
    return failure('ERR_GAME_OVER', `the game is over${result ? ` (${loaded.game.describeOutcome(result)})` : ''}; nothing more can be played`);
  }

  private sideName(game: Game, side: string): string {
    return game.sides.find((info) => info.id === side)?.name ?? side;
  }

  private otherSide(game: Game, side: string): string {
    return game.sides.find((info) => info.id !== side)!.id;
  }

  /** After every committed change: tell the pages, and set the alarm that publishes it to D1. */
  private afterChange(reason?: UpdateReason): void {
    if (reason) this.broadcast({ type: 'update', reason, state: this.update() });
    this.history.noteChange(Date.now());
    void this.scheduleAlarm();
  }

  // ---- alarm: clocks and history retries -------------------------------------------

  private async scheduleAlarm(): Promise<void> {
    const loaded = this.load();
    if (!loaded) return;
    const times: number[] = [];
    const { room } = loaded;
    if (room.status === 'ongoing' && room.clock) {
      const clockTime = nextClockTime(room.clock);
      if (clockTime !== null) times.push(clockTime);
    }
    const publish = this.history.dueAt();
    if (publish !== null) times.push(publish);
    const next = times.length ? Math.min(...times) : null;
    const current = await this.ctx.storage.getAlarm();
    if (next === null) {
      if (current !== null) await this.ctx.storage.deleteAlarm();
    } else if (current !== next) await this.ctx.storage.setAlarm(next);
  }

  override async alarm(): Promise<void> {
    const loaded = this.load();
    if (!loaded) return;
    this.runClock(loaded, Date.now());
    await this.history.publish();
    await this.scheduleAlarm();
  }

  private runClock(loaded: Loaded, now: number): void {
    const { room, game, position } = loaded;
    if (room.status !== 'ongoing' || !room.clock) return;
    const toMove = game.toMove(position);
    const ticked = tickClock(room.clock, toMove, now);
    const timedOut = ticked.events.find((event) => event.type === 'time-out');
    if (timedOut) {
      loaded.room = { ...room, clock: ticked.clock };
      this.finish(loaded, { winner: this.otherSide(game, timedOut.side), reason: 'time' }, 'timeout');
      return;
    }
    if (ticked.clock === room.clock) return;
    const updated = { ...room, clock: ticked.clock, updatedAt: now, version: room.version + 1 };
    this.store.transaction(() => {
      this.store.saveRoom(updated);
      for (const event of ticked.events) this.store.addNotice(event.type, event.side, room.ply, event, now);
    });
    loaded.room = updated;
    this.afterChange('clock');
  }

  /** Waits until D1 holds everything committed so far (for tests and operators). */
  async syncHistory(): Promise<{ pending: boolean }> {
    if (!this.load()) return { pending: false };
    await this.history.publish();
    await this.scheduleAlarm();
    return { pending: this.store.hasUnpublishedMoves() || this.store.publishedVersion() < this.loaded!.room.version };
  }

  /** Notices kept for the mail sender, oldest first. */
  async notices(): Promise<Notice[]> {
    if (!this.load()) return [];
    return this.store.notices();
  }

  // ---- live updates ---------------------------------------------------------------

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket')
      return Response.json({ error: { code: 'ERR_UPGRADE', message: 'this address takes WebSocket connections only' } }, { status: 426 });
    if (!this.load()) return Response.json({ error: { code: 'ERR_GAME_NOT_FOUND', message: 'there is no game with this id; check the link' } }, { status: 404 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    // A page that reconnects says how many moves it has (`?since=`), and gets only the rest.
    const since = Number(new URL(request.url).searchParams.get('since') ?? 0);
    server.send(JSON.stringify({ type: 'state', state: this.view(Number.isSafeInteger(since) ? since : 0) }));
    return new Response(null, { status: 101, webSocket: client });
  }

  private broadcast(message: unknown): void {
    const text = JSON.stringify(message);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
      } catch {
        // A socket closing as we send is not the game's problem; its close event follows.
      }
    }
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Pages only listen; a "sync" asks for the whole state again (after a missed update).
    if (message === 'sync' && this.load()) socket.send(JSON.stringify({ type: 'state', state: this.view() }));
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    // 1005, 1006 and 1015 are reserved for reporting and may not be sent back.
    const answer = code === 1005 || code === 1006 || code === 1015 ? 1000 : code;
    try {
      socket.close(answer, reason);
    } catch {
      // Already closed.
    }
  }
}
