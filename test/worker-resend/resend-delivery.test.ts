/**
 * Mail through Resend's HTTP API (stood in for here: it is the one service outside this
 * machine): the payload and headers, one idempotency key per email kept across retries,
 * retries from the alarm, and moves that never wait for or depend on the email service.
 */
import { runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, getGame, play } from '../worker/client.ts';
import { someLegalMove, createConfirmedGame } from '../worker/mail-helpers.ts';
import { roomStub } from '../worker/rooms.ts';

interface ResendCall {
  readonly key: string | null;
  readonly authorization: string | null;
  readonly body: Record<string, any>;
  readonly status: number;
}

/** Resend's API as the tests need it: fails `failures` times, then accepts; the same key is accepted once. */
const standInResend = (failures: number) => {
  const calls: ResendCall[] = [];
  const accepted = new Map<string, string>();
  let failuresLeft = failures;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith('https://api.resend.com/')) return realFetch(input, init);
    const body = (await request.json()) as Record<string, any>;
    const key = request.headers.get('Idempotency-Key');
    const record = (status: number) =>
      calls.push({ key, authorization: request.headers.get('Authorization'), body, status });
    if (failuresLeft > 0) {
      failuresLeft--;
      record(500);
      return Response.json(
        { statusCode: 500, name: 'internal_server_error', message: 'Something went wrong' },
        { status: 500 },
      );
    }
    record(200);
    const id = accepted.get(key ?? '') ?? crypto.randomUUID();
    if (key) accepted.set(key, id);
    return Response.json({ id });
  });
  return { calls, accepted };
};

afterEach(() => vi.restoreAllMocks());

const newGame = async () => {
  const tag = crypto.randomUUID().slice(0, 8);
  const ann = `ann-${tag}@example.com`;
  const created = await createConfirmedGame({
    game: 'adomoc',
    players: { light: { name: 'Ann', email: ann }, dark: { name: 'Bob', email: `bob-${tag}@example.com` } },
  });
  return { created, ann };
};

/** Makes every queued email due now: time travel for the retry backoff. */
const makeDueNow = (id: string) =>
  runInDurableObject(roomStub(id), (_instance, state) => {
    state.storage.sql.exec(`UPDATE mail_outbox SET due_at = 0 WHERE state = 'pending'`);
  });

describe('mail through Resend', () => {
  it('sends the Resend payload with the reply address, one-click unsubscribe headers and an idempotency key per email', async () => {
    const resend = standInResend(0);
    const { created, ann } = await newGame();
    const log = await roomStub(created.id).deliverMail();
    expect(log.map((entry) => entry.state)).toEqual(['sent', 'sent']);
    const toAnn = resend.calls.find((entry) => entry.body.to?.includes?.(ann) || entry.body.to === ann)!;
    expect(toAnn.authorization).toBe('Bearer re_test_key');
    expect(toAnn.key).toBe(`${created.id}.0.light.your-move`);
    expect(toAnn.body).toMatchObject({ from: 'Orrery <games@orrery.test>' });
    expect(toAnn.body.subject).toMatch(/you play first/i);
    expect(String(toAnn.body.reply_to)).toMatch(new RegExp(`move\\+${created.id}\\.light\\.0\\.`));
    expect(toAnn.body.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(toAnn.body.html).toContain('board.png?ply=0');
    expect(toAnn.body.text).toContain(created.links.light);
  });

  it('keeps playing while Resend fails, then sends each email exactly once when it recovers', async () => {
    const resend = standInResend(3);
    const { created } = await newGame();
    let log = await roomStub(created.id).deliverMail();
    expect(log.map((entry) => [entry.state, entry.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    // A move is played and answered while the email service is down.
    const state = await getGame(created.id);
    expect((await play(created, 'light', someLegalMove('adomoc', state.variant, state.position), 0)).status).toBe(200);
    await makeDueNow(created.id);
    log = await roomStub(created.id).deliverMail();
    await makeDueNow(created.id);
    log = await roomStub(created.id).deliverMail();
    expect(log.filter((entry) => entry.state === 'sent').map((entry) => entry.key)).toEqual([
      `${created.id}.0.dark.game-started`,
      `${created.id}.1.dark.your-move`,
    ]);
    expect(log.find((entry) => entry.key.endsWith('0.light.your-move'))).toMatchObject({ state: 'skipped' });
    // Every attempt of an email carried its one key, and Resend accepted each key once.
    const accepted = resend.calls.filter((entry) => entry.status === 200).map((entry) => entry.key);
    expect(accepted.sort()).toEqual([`${created.id}.0.dark.game-started`, `${created.id}.1.dark.your-move`]);
    const gameStartedAttempts = resend.calls.filter((entry) => entry.key === `${created.id}.0.dark.game-started`);
    expect(gameStartedAttempts.length).toBeGreaterThan(1);
    expect(new Set(gameStartedAttempts.map((entry) => JSON.stringify(entry.body))).size).toBe(1);
  });

  it('retries from the alarm by itself, with backoff', async () => {
    const resend = standInResend(1);
    const { created } = await newGame();
    await roomStub(created.id).deliverMail();
    // The first failure waits about two seconds, then the object's own alarm sends.
    await vi.waitFor(
      async () => {
        const log = await runInDurableObject(roomStub(created.id), (_instance, state) =>
          state.storage.sql.exec<{ state: string }>('SELECT state FROM mail_outbox').toArray(),
        );
        expect(log.every((row) => row.state === 'sent')).toBe(true);
      },
      { timeout: 15_000, interval: 250 },
    );
    expect(resend.calls.filter((entry) => entry.status === 200)).toHaveLength(2);
  });

  it('has no development outbox once a Resend key is set', async () => {
    expect((await call('GET', '/dev/outbox.json')).status).toBe(404);
    expect((await call('GET', '/dev/outbox')).status).toBe(404);
  });
});
