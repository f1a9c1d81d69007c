/**
 * One Durable Object per bot: its inbox. Its games (game/bots/bot-report.ts) and the
 * challenges sent to it put events here, each numbered, and the bot reads them on one
 * long-lived NDJSON stream however many games it plays (the check-in model: never a
 * connection per game). A bot that loses its connection opens the stream again with the
 * number of the last event it read and gets what came after; the last EVENTS_KEPT events
 * are kept for that, and an older number gets a `gap` event (read your games again).
 *
 * One stream at a time: a new one replaces the old, which is told so and closed, since a
 * bot that reconnects after its network dropped may leave a dead stream behind.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../platform/env.ts';
import type { BotGameChange, BotGameListener } from '../game/bots/bot-report.ts';
import type { Challenge } from '../lobby/challenge.ts';
import type { BotChallengeListener } from '../lobby/bot-challenges.ts';
import { eventsOf, type BotEvent, type BotEventBody } from './bot-events.ts';
import { BOT_LIMITS } from './bot-limits.ts';
import { setBotPaused } from '../db/bot-records.ts';
import { tellOwnerOfPause } from './tell-owner.ts';

const EVENTS_KEPT = 1_000;
/** An empty line this often keeps proxies from closing a quiet stream, and finds a dead one. */
const KEEPALIVE_MS = 20_000;
const EVENT = 'event:';
const VERSION = 'version:';
const ONGOING = 'ongoing:';
/** The bot's side in a game, and the salt its seat token derives from. */
export interface BotSeat {
  readonly side: string;
  readonly salt: string | null;
}

const key = (id: number) => `${EVENT}${String(id).padStart(12, '0')}`;

export class BotInbox extends DurableObject<Env> implements BotGameListener, BotChallengeListener {
  private writer: WritableStreamDefaultWriter<Uint8Array> | null = null;
  private keepalive: ReturnType<typeof setInterval> | null = null;
  private readonly encoder = new TextEncoder();

  private append(body: BotEventBody): BotEvent {
    const id = (this.ctx.storage.kv.get<number>('last') ?? 0) + 1;
    const event: BotEvent = { id, at: new Date().toISOString(), ...body };
    this.ctx.storage.kv.put('last', id);
    this.ctx.storage.kv.put(key(id), event);
    if (id > EVENTS_KEPT) this.ctx.storage.kv.delete(key(id - EVENTS_KEPT));
    this.send(event);
    return event;
  }

  private send(line: unknown): void {
    const writer = this.writer;
    if (!writer) return;
    writer.write(this.encoder.encode(`${JSON.stringify(line)}\n`)).catch(() => this.drop(writer));
  }

  private drop(writer: WritableStreamDefaultWriter<Uint8Array>): void {
    if (this.writer !== writer) return;
    this.writer = null;
    if (this.keepalive !== null) clearInterval(this.keepalive);
    this.keepalive = null;
  }

  async gameChanged(change: BotGameChange): Promise<void> {
    this.ctx.storage.kv.put('bot', change.botId);
    const seen = this.ctx.storage.kv.get<number>(`${VERSION}${change.gameId}`);
    if (seen !== undefined && change.state.version <= seen) return;
    this.ctx.storage.kv.put(`${VERSION}${change.gameId}`, change.state.version);
    if (change.state.status === 'finished') this.ctx.storage.kv.delete(`${ONGOING}${change.gameId}`);
    else this.ctx.storage.kv.put(`${ONGOING}${change.gameId}`, { side: change.side, salt: change.salt });
    for (const body of eventsOf(change, seen !== undefined)) this.append(body);
    if (change.state.status === 'finished' && seen !== undefined) {
      const { result } = change.state;
      const lostOnTime = result?.reason === 'time' && result.winner !== change.side;
      const count = lostOnTime ? this.count('timeouts') + 1 : 0;
      this.ctx.storage.kv.put('timeouts', count);
      if (count >= BOT_LIMITS.timeoutsInARow)
        await this.pause(`lost ${count} games in a row on time: is its program running?`);
    }
  }

  private count(name: string): number {
    return this.ctx.storage.kv.get<number>(name) ?? 0;
  }

  /**
   * A move the bot sent, legal or refused by the rules (not a stale or repeated one):
   * BOT_LIMITS.illegalInARow refused in a row pause the bot. Answers whether it was paused.
   */
  async noteMove(botId: string, legal: boolean): Promise<boolean> {
    this.ctx.storage.kv.put('bot', botId);
    const count = legal ? 0 : this.count('illegal') + 1;
    this.ctx.storage.kv.put('illegal', count);
    if (count < BOT_LIMITS.illegalInARow) return false;
    this.ctx.storage.kv.put('illegal', 0);
    await this.pause(`sent ${count} illegal moves in a row`);
    return true;
  }

  /** Pauses the bot in D1 (it takes no challenges until its owner resumes it), says why on its stream, and emails its owner. */
  private async pause(reason: string): Promise<void> {
    const botId = this.ctx.storage.kv.get<string>('bot');
    if (!botId) return;
    const now = Date.now();
    await setBotPaused(this.env.DB, botId, reason, now);
    this.append({ type: 'paused', reason });
    await tellOwnerOfPause(this.env, botId, reason, now);
  }

  async challengeReceived(challenge: Challenge): Promise<void> {
    this.append({ type: 'challenge', challenge });
  }

  async challengeGone(challengeId: string, reason: string): Promise<void> {
    this.append({ type: 'challengeGone', challengeId, reason });
  }

  /** The games going on, as this inbox last heard of them: id and the bot's seat. */
  async ongoing(): Promise<({ gameId: string } & BotSeat)[]> {
    return [...this.ctx.storage.kv.list<BotSeat>({ prefix: ONGOING })].map(([name, seat]) => ({
      gameId: name.slice(ONGOING.length),
      ...seat,
    }));
  }

  /** The bot's seat in a game going on, if it plays in it. */
  async seatIn(gameId: string): Promise<BotSeat | null> {
    return this.ctx.storage.kv.get<BotSeat>(`${ONGOING}${gameId}`) ?? null;
  }

  /** `GET` the stream: the events after `?since=N` (or Last-Event-ID), then each as it comes. */
  override async fetch(request: Request): Promise<Response> {
    const asked = new URL(request.url).searchParams.get('since') ?? request.headers.get('Last-Event-ID');
    const since = asked === null ? null : Number(asked);
    const last = this.ctx.storage.kv.get<number>('last') ?? 0;
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    if (this.writer) {
      const old = this.writer;
      this.send({ type: 'replaced', message: 'another stream of this bot opened; this one closes' });
      this.drop(old);
      old.close().catch(() => {});
    }
    const writer = writable.getWriter();
    this.writer = writer;
    this.send({ type: 'hello', lastEventId: last, ongoing: (await this.ongoing()).length });
    if (since !== null && Number.isSafeInteger(since) && since >= 0) {
      if (since < last - EVENTS_KEPT)
        this.send({ type: 'gap', message: 'events were missed beyond what is kept: read GET /api/bot/games again' });
      for (const [, event] of this.ctx.storage.kv.list<BotEvent>({ start: key(since + 1), prefix: EVENT }))
        this.send(event);
    }
    this.keepalive = setInterval(() => {
      if (this.writer !== writer) return;
      writer.write(this.encoder.encode('\n')).catch(() => this.drop(writer));
    }, KEEPALIVE_MS);
    return new Response(readable, {
      headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}

/** The inbox of one bot, by its player id. */
export const botInbox = (env: Pick<Env, 'BOT_INBOXES'>, botId: string): DurableObjectStub<BotInbox> =>
  env.BOT_INBOXES.get(env.BOT_INBOXES.idFromName(botId)) as DurableObjectStub<BotInbox>;
