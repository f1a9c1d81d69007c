/** Bots for tests: an owner makes one through the API, and the bot reads its stream as a program would. */
import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { BASE, call } from '../client.ts';
import { newPlayer, uniqueName, type TestPlayer } from '../player-helpers.ts';

export const as = (player: TestPlayer) => ({ headers: { Origin: BASE, Cookie: player.cookie } });

export interface TestBot {
  readonly name: string;
  readonly token: string;
  readonly owner: TestPlayer;
}

export const newBot = async (owner?: TestPlayer, body: Record<string, unknown> = {}): Promise<TestBot> => {
  const who = owner ?? (await newPlayer('Owner'));
  const name = uniqueName('Bot');
  const made = await call('POST', '/api/bots', { body: { name, description: 'plays for tests', ...body }, ...as(who) });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { name, token: made.body.token, owner: who };
};

export const asBot = (bot: TestBot, method: string, path: string, body?: unknown) =>
  call(method, `/api/bot${path}`, { token: bot.token, ...(body === undefined ? {} : { body }) });

/** A bot's stream, read a line at a time; `next` skips keep-alive lines and waits at most `ms`. */
export const openStream = async (token: string, since?: number) => {
  const response = await exports.default.fetch(
    new Request(`${BASE}/api/bot/stream${since === undefined ? '' : `?since=${since}`}`, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/application\/x-ndjson/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const next = async (ms = 10_000): Promise<any> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = buffered.indexOf('\n');
      if (end >= 0) {
        const line = buffered.slice(0, end).trim();
        buffered = buffered.slice(end + 1);
        if (line) return JSON.parse(line);
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event on the stream in time');
      const read = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
      ]);
      if (read === null) throw new Error('no event on the stream in time');
      if (read.done) throw new Error('the stream ended');
      buffered += read.value;
    }
  };
  /** Events read past while looking for another type, still to be asked for. */
  const pending: any[] = [];
  /** The next event of `type`, in order; events of other types wait for their own question. */
  const nextOf = async (type: string, ms = 10_000): Promise<any> => {
    const waiting = pending.findIndex((event) => event.type === type);
    if (waiting >= 0) return pending.splice(waiting, 1)[0];
    const deadline = Date.now() + ms;
    for (;;) {
      const event = await next(Math.max(1, deadline - Date.now()));
      if (event.type === type) return event;
      pending.push(event);
    }
  };
  return { next, nextOf, close: () => reader.cancel().catch(() => {}) };
};
