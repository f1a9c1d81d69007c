/**
 * The push API (docs/bots.md, "Push"): a hosted bot's HTTPS endpoint gets each event as a
 * signed POST (HMAC-SHA256 over timestamp, nonce and body), retried with backoff when it
 * fails, and a health ping sets the "operational" flag on the bot's page. Endpoints are
 * checked as strictly as chat channels'. The endpoint is a stand-in behind `fetch`, as
 * for chat channels (test/worker/game/chat/chat-channels.test.ts): nothing here can serve
 * HTTPS on a public name.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signPush, REPLAY_WINDOW_SECONDS } from '../../../src/worker/bots/push-delivery.ts';
import { call } from '../client.ts';
import { newPlayer } from '../player-helpers.ts';
import { as, newBot } from './bot-helpers.ts';

const ENDPOINT = 'https://bot.example.net/orrery';

interface Post {
  readonly body: any;
  readonly text: string;
  readonly headers: Headers;
}

/** The endpoint: answers from `script` in turn (then 204), and keeps every post. */
const standIn = (script: (() => Response)[] = []) => {
  const posts: Post[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== ENDPOINT) return realFetch(input, init);
    expect(request.redirect).toBe('manual');
    const text = await request.text();
    posts.push({ body: JSON.parse(text), text, headers: request.headers });
    return script.shift()?.() ?? new Response(null, { status: 204 });
  });
  return posts;
};

afterEach(() => vi.restoreAllMocks());

describe('the push API', () => {
  it('posts each event signed over timestamp, nonce and body, after a health ping', async () => {
    const posts = standIn();
    const [ann, bot] = [await newPlayer('Ann'), await newBot(undefined, { games: ['adix'] })];
    const set = await call('PUT', `/api/bots/${bot.name}/push`, { body: { url: ENDPOINT }, ...as(bot.owner) });
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    expect(set.body.secret).toMatch(/^obps_/);
    expect(set.body.ping).toEqual({ operational: true, status: 204 });
    expect(set.body.push).toMatchObject({ url: ENDPOINT, operational: true });
    expect(posts[0]!.body.type).toBe('ping');
    expect((await call('GET', `/api/players/${bot.name}`)).body.bot.operational).toBe(true);

    await call('POST', '/api/challenges', { body: { game: 'adix', to: bot.name }, ...as(ann) });
    await expect.poll(() => posts.some((post) => post.body.type === 'challenge')).toBe(true);
    const post = posts.find((each) => each.body.type === 'challenge')!;
    const timestamp = Number(post.headers.get('X-Orrery-Timestamp'));
    const nonce = post.headers.get('X-Orrery-Nonce')!;
    expect(Math.abs(Date.now() / 1000 - timestamp)).toBeLessThan(REPLAY_WINDOW_SECONDS);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(post.headers.get('X-Orrery-Signature')).toBe(
      `sha256=${await signPush(set.body.secret, timestamp, nonce, post.text)}`,
    );
    // A forged or replayed post does not pass: another body, or another time, signs otherwise.
    expect(await signPush(set.body.secret, timestamp + 1, nonce, post.text)).not.toBe(
      post.headers.get('X-Orrery-Signature')!.slice(7),
    );
  });

  it('tries a failing endpoint again with backoff, and marks it not operational when it refuses', async () => {
    const posts = standIn([
      () => new Response(null, { status: 204 }),
      () => new Response('busy', { status: 503 }),
      () => new Response(null, { status: 202 }),
    ]);
    const [ann, bot] = [await newPlayer('Ann'), await newBot(undefined, { games: ['adix'] })];
    await call('PUT', `/api/bots/${bot.name}/push`, { body: { url: ENDPOINT }, ...as(bot.owner) });
    await call('POST', '/api/challenges', { body: { game: 'adix', to: bot.name }, ...as(ann) });
    await expect.poll(() => posts.filter((post) => post.body.type === 'challenge').length).toBe(1);
    // The 503 left it waiting; the inbox's alarm tries again 2 s on, and the 202 takes it.
    const status = await call('GET', `/api/bots/${bot.name}/push`, as(bot.owner));
    expect(status.body.push.waiting).toBe(1);
    await expect.poll(() => posts.filter((post) => post.body.type === 'challenge').length).toBe(2);
    expect((await call('GET', `/api/bots/${bot.name}/push`, as(bot.owner))).body.push).toMatchObject({
      waiting: 0,
      operational: true,
    });

    // A redirect is no answer: the ping fails and the bot's page says it is not answering.
    vi.restoreAllMocks();
    standIn([() => new Response(null, { status: 302, headers: { Location: 'http://10.0.0.1/' } })]);
    const ping = await call('POST', `/api/bots/${bot.name}/push/ping`, { body: {}, ...as(bot.owner) });
    expect(ping.body.ping).toEqual({ operational: false, status: 302 });
    expect((await call('GET', `/api/players/${bot.name}`)).body.bot.operational).toBe(false);
    expect((await call('GET', `/p/${bot.name}`)).body).toContain('not answering');
  });

  it('refuses endpoints as chat channels do, changing nothing', async () => {
    const bot = await newBot();
    for (const [url, code] of [
      ['http://bot.example.net/', 'ERR_HOOK_NOT_HTTPS'],
      ['https://10.0.0.1/', 'ERR_HOOK_PRIVATE'],
      ['https://localhost/', 'ERR_HOOK_PRIVATE'],
      ['https://bot.example.net:8443/', 'ERR_HOOK_PORT'],
      ['https://user:pw@bot.example.net/', 'ERR_HOOK_CREDENTIALS'],
      ['https://127.0.0.1.nip.io/', 'ERR_HOOK_PRIVATE'],
      ['https://hooks.slack.com/services/T0000/B0000/abcdefghijklmnop', 'ERR_HOOK_SHAPE'],
    ] as const) {
      const refused = await call('PUT', `/api/bots/${bot.name}/push`, { body: { url }, ...as(bot.owner) });
      expect(refused.status, url).toBe(400);
      expect(refused.body.error.code, url).toBe(code);
    }
    expect((await call('GET', `/api/bots/${bot.name}/push`, as(bot.owner))).body.push).toBeNull();
    expect((await call('GET', `/api/players/${bot.name}`)).body.bot.operational).toBeNull();
  });
});
