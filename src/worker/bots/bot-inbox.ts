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
import { setBotPaused, setPushOperational } from '../db/bot-records.ts';
import { outcomeOf, postEvent, PUSH_ATTEMPTS, retryDelay } from './push-delivery.ts';
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

/** A hosted bot's endpoint (docs/bots.md, "Push"): its URL, checked as chat channels' are, and its secret. */
interface PushEndpoint {
  readonly url: string;
  readonly secret: string;
}

/** An event waiting to be pushed: how often it was tried, and when next. */
interface PendingPush {
  readonly event: BotEvent;
  readonly attempts: number;
  readonly nextAt: number;
}

const OUT = 'out:';
/** Posts one alarm makes at most, oldest first; the rest wait for the next. */
const PUSHES_PER_ALARM = 25;

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
    if (this.ctx.storage.kv.get<PushEndpoint>('push')) {
      this.ctx.storage.kv.put(`${OUT}${key(id)}`, { event, attempts: 0, nextAt: Date.now() } satisfies PendingPush);
      void this.ctx.storage.setAlarm(Date.now());
    }
    return event;
  }

  /** Sets the bot's push endpoint, pings it at once, and answers whether it took the ping. */
  async setPush(botId: string, endpoint: PushEndpoint): Promise<{ operational: boolean; status: number | null }> {
    this.ctx.storage.kv.put('bot', botId);
    this.ctx.storage.kv.put('push', endpoint);
    return this.ping(botId);
  }

  async clearPush(botId: string): Promise<void> {
    this.ctx.storage.kv.delete('push');
    for (const [name] of this.ctx.storage.kv.list({ prefix: OUT })) this.ctx.storage.kv.delete(name);
    this.ctx.storage.kv.delete('operational');
    await setPushOperational(this.env.DB, botId, null);
  }

  /** The bot's account erased with its owner's (docs/privacy.md): its events and endpoint go, and its stream ends. */
  async erase(): Promise<void> {
    if (this.keepalive) clearInterval(this.keepalive);
    this.keepalive = null;
    await this.writer?.close().catch(() => undefined);
    this.writer = null;
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  /** The endpoint as its owner sees it (never the secret), or null. */
  async pushStatus(): Promise<{ url: string; operational: boolean | null; waiting: number } | null> {
    const push = this.ctx.storage.kv.get<PushEndpoint>('push');
    if (!push) return null;
    return {
      url: push.url,
      operational: this.ctx.storage.kv.get<boolean>('operational') ?? null,
      waiting: [...this.ctx.storage.kv.list({ prefix: OUT })].length,
    };
  }

  /** The health ping: one signed `{"type": "ping"}`, whose answer sets the "operational" flag. */
  async ping(botId: string): Promise<{ operational: boolean; status: number | null }> {
    const push = this.ctx.storage.kv.get<PushEndpoint>('push');
    if (!push) return { operational: false, status: null };
    const now = Date.now();
    const status = await postEvent(
      push.url,
      push.secret,
      JSON.stringify({ type: 'ping', at: new Date(now).toISOString() }),
      now,
    );
    const operational = outcomeOf(status) === 'delivered';
    await this.markOperational(botId, operational);
    return { operational, status };
  }

  private async markOperational(botId: string, operational: boolean): Promise<void> {
    if (this.ctx.storage.kv.get<boolean>('operational') === operational) return;
    this.ctx.storage.kv.put('operational', operational);
    await setPushOperational(this.env.DB, botId, operational);
  }

  /** Pushes the events due, oldest first; each taken, dropped, or tried again later with backoff. */
  override async alarm(): Promise<void> {
    const push = this.ctx.storage.kv.get<PushEndpoint>('push');
    const botId = this.ctx.storage.kv.get<string>('bot');
    if (!push || !botId) return;
    const now = Date.now();
    let next = Number.POSITIVE_INFINITY;
    let sent = 0;
    for (const [name, pending] of this.ctx.storage.kv.list<PendingPush>({ prefix: OUT })) {
      if (pending.nextAt > now || sent >= PUSHES_PER_ALARM) {
        next = Math.min(next, Math.max(pending.nextAt, now + 1));
        continue;
      }
      sent++;
      const outcome = outcomeOf(await postEvent(push.url, push.secret, JSON.stringify(pending.event), Date.now()));
      const attempts = pending.attempts + 1;
      if (outcome === 'retry' && attempts < PUSH_ATTEMPTS) {
        const nextAt = Date.now() + retryDelay(attempts);
        this.ctx.storage.kv.put(name, { ...pending, attempts, nextAt });
        next = Math.min(next, nextAt);
      } else this.ctx.storage.kv.delete(name);
      await this.markOperational(botId, outcome === 'delivered');
    }
    if (Number.isFinite(next)) await this.ctx.storage.setAlarm(next);
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
