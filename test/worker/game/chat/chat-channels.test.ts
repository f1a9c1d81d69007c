/**
 * Chat channels: Discord, Slack and generic JSON endpoints. The services are the one part
 * outside this machine, so local stand-in receivers take their place and check what they
 * receive: each service's payload, the signature of generic posts (verified with Web
 * Crypto, as a receiver would), retries after 429 and 5xx, never a post twice, and a
 * channel that answers 404 removed with the seat that added it told.
 */
import { runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, createGame, getGame, play, type Created } from '../../client.ts';
import { createConfirmedGame, deliver, someLegalMove } from '../../mail-helpers.ts';
import { roomStub } from '../../rooms.ts';

const DISCORD = `https://discord.com/api/webhooks/123456789012345678/${'a'.repeat(68)}`;
const SLACK = 'https://hooks.slack.com/services/T0001ABCD/B0001ABCD/abcdefghijklmnopqrstuvwx';
const ENDPOINT = 'https://hooks.example.com/orrery/inbox';

interface Received {
  readonly url: string;
  readonly body: any;
  readonly text: string;
  readonly headers: Headers;
}

/**
 * Stand-in receivers at the given URLs: each answers from its script (then 204), and
 * records every request. A generic endpoint's verification post is kept apart and
 * answered with its challenge, as a receiver that agrees to the posts would, unless
 * `verify` answers it otherwise.
 */
const standIns = (
  scripts: Record<string, (() => Response)[]> = {},
  verify: (body: any, text: string) => Response = (body) => Response.json({ challenge: body.challenge }),
) => {
  const received: Received[] = [];
  const verifications: Received[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (![DISCORD, SLACK, ENDPOINT].includes(request.url)) return realFetch(input, init);
    expect(request.redirect).toBe('manual');
    const text = await request.text();
    const body = JSON.parse(text);
    const each = { url: request.url, body, text, headers: request.headers };
    if (body.type === 'orrery.verification') {
      verifications.push(each);
      return verify(body, text);
    }
    received.push(each);
    const next = scripts[request.url]?.shift();
    return next ? next() : new Response(null, { status: 204 });
  });
  return { received, verifications, to: (url: string) => received.filter((each) => each.url === url) };
};

afterEach(() => vi.restoreAllMocks());

const addHook = (created: Created, url: string, token = created.tokens.light) =>
  call('POST', `/api/games/${created.id}/webhooks`, { token, body: { url } });

const playOne = async (created: Created, side: 'light' | 'dark') => {
  const state = await getGame(created.id);
  const reply = await play(created, side, someLegalMove('adomoc', state.variant, state.position), state.ply);
  expect(reply.status).toBe(200);
  return reply.body;
};

/** Every delivery of a chat kind; runs what is due first. */
const deliveries = (id: string, channel: string) => roomStub(id).deliveries(channel);

/** Makes every waiting delivery due now: time travel for backoffs. */
const makeDueNow = (id: string) =>
  runInDurableObject(roomStub(id), (_instance, state) => {
    state.storage.sql.exec(`UPDATE mail_outbox SET due_at = 0 WHERE state = 'pending'`);
  });

const hmacHex = async (secret: string, body: string): Promise<string> => {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return [...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

describe('adding chat channels', () => {
  it.each([
    ['not a URL', 'ERR_HOOK_URL'],
    ['http://hooks.example.com/x', 'ERR_HOOK_NOT_HTTPS'],
    ['https://user:secret@hooks.example.com/x', 'ERR_HOOK_CREDENTIALS'],
    ['https://hooks.example.com:8443/x', 'ERR_HOOK_PORT'],
    ['https://127.0.0.1/x', 'ERR_HOOK_PRIVATE'],
    ['https://10.0.0.7/x', 'ERR_HOOK_PRIVATE'],
    ['https://2130706433/x', 'ERR_HOOK_PRIVATE'],
    ['https://[::1]/x', 'ERR_HOOK_PRIVATE'],
    ['https://localhost/x', 'ERR_HOOK_PRIVATE'],
    ['https://printer.local/x', 'ERR_HOOK_PRIVATE'],
    ['https://intranet/x', 'ERR_HOOK_PRIVATE'],
    ['https://metadata.google.internal/x', 'ERR_HOOK_PRIVATE'],
    ['https://discord.com/channels/1/2', 'ERR_HOOK_SHAPE'],
    [`${DISCORD}?wait=true`, 'ERR_HOOK_SHAPE'],
    ['https://hooks.slack.com/workflows/T1/A1/1/x', 'ERR_HOOK_SHAPE'],
    [`https://example.com/${'x'.repeat(520)}`, 'ERR_HOOK_URL'],
  ])('refuses %s with %s, and adds nothing', async (url, code) => {
    const created = await createGame();
    const reply = await addHook(created, url);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe(code);
    expect(reply.body.error.message.length).toBeGreaterThan(20);
    const listed = await call('GET', `/api/games/${created.id}/webhooks`, { token: created.tokens.dark });
    expect(listed.body.webhooks).toEqual([]);
  });

  it('keeps a generic endpoint only once it has answered its verification post with the challenge', async () => {
    const created = await createGame();
    const answers: ((body: any, text: string) => Response)[] = [
      () => new Response(null, { status: 204 }),
      () => new Response('no', { status: 403 }),
      // An echo of the whole post is no agreement.
      (_body, text) => new Response(text, { headers: { 'Content-Type': 'application/json' } }),
      (body) => Response.json({ challenge: body.challenge, more: true }),
      (body) => new Response(`${body.challenge}\n`),
    ];
    const receivers = standIns({}, (body, text) => answers.shift()!(body, text));
    for (const expected of [/with its challenge/, /HTTP 403/, /with its challenge/, /with its challenge/]) {
      const refused = await addHook(created, ENDPOINT);
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('ERR_HOOK_UNVERIFIED');
      expect(refused.body.error.message).toMatch(expected);
      expect(refused.body.error.message).toContain('nothing was added');
    }
    expect(
      (await call('GET', `/api/games/${created.id}/webhooks`, { token: created.tokens.light })).body.webhooks,
    ).toEqual([]);
    // The challenge alone, as text: kept. The post was signed with the secret the answer gives.
    const added = await addHook(created, ENDPOINT);
    expect(added.status).toBe(201);
    const last = receivers.verifications.at(-1)!;
    expect(last.body).toMatchObject({ type: 'orrery.verification', game: { id: created.id } });
    expect(last.body.challenge).toMatch(/^[0-9a-f]{36}$/);
    expect(last.headers.get('X-Orrery-Signature')).toBe(`sha256=${await hmacHex(added.body.secret, last.text)}`);
    // Each try was a fresh challenge, and nothing but the verifications was posted.
    expect(new Set(receivers.verifications.map((each) => each.body.challenge)).size).toBe(5);
    expect(receivers.received).toEqual([]);
    // Five verification posts an hour a game: a sixth address is not even tried.
    await call('DELETE', `/api/games/${created.id}/webhooks/${added.body.id}`, { token: created.tokens.light });
    const limited = await addHook(created, ENDPOINT);
    expect([limited.status, limited.body.error.code]).toEqual([429, 'ERR_RATE_LIMITED']);
    expect(receivers.verifications).toHaveLength(5);
    // Discord and Slack need none: their URL is the secret that lets anyone post.
    expect((await addHook(created, DISCORD)).status).toBe(201);
    expect(receivers.verifications).toHaveLength(5);
  });

  it('reads the kind from the URL, shows each channel to both seats in part, and removes it for either', async () => {
    standIns();
    const created = await createGame();
    const discord = await addHook(created, DISCORD);
    expect(discord.status).toBe(201);
    expect(discord.body).toMatchObject({ kind: 'discord', addedBy: 'light', failures: 0 });
    expect(discord.body.secret).toBeUndefined();
    const generic = await addHook(created, ENDPOINT, created.tokens.dark);
    expect(generic.body).toMatchObject({ kind: 'webhook', addedBy: 'dark' });
    expect(generic.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect((await addHook(created, SLACK)).body.kind).toBe('slack');

    const listed = await call('GET', `/api/games/${created.id}/webhooks`, { token: created.tokens.dark });
    expect(listed.body.webhooks.map((hook: any) => hook.kind)).toEqual(['discord', 'webhook', 'slack']);
    const shown = JSON.stringify(listed.body);
    expect(shown).not.toContain('a'.repeat(68));
    expect(shown).not.toContain('abcdefghijklmnopqrstuvwx');
    expect(shown).not.toContain(generic.body.secret);

    expect((await addHook(created, DISCORD)).body.error.code).toBe('ERR_HOOK_EXISTS');
    const fourth = await addHook(created, 'https://other.example.org/hook');
    expect([fourth.status, fourth.body.error.code]).toEqual([409, 'ERR_HOOK_LIMIT']);
    expect((await call('GET', `/api/games/${created.id}/webhooks`)).status).toBe(401);

    const removed = await call('DELETE', `/api/games/${created.id}/webhooks/${discord.body.id}`, {
      token: created.tokens.dark,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.webhooks.map((hook: any) => hook.kind)).toEqual(['webhook', 'slack']);
    const again = await call('DELETE', `/api/games/${created.id}/webhooks/${discord.body.id}`, {
      token: created.tokens.dark,
    });
    expect([again.status, again.body.error.code]).toEqual([404, 'ERR_HOOK_NOT_FOUND']);
  });
});

describe('posting to chat channels', () => {
  it("posts each move once, in each service's format, with the game link and that ply's picture", async () => {
    const receivers = standIns();
    const created = await createGame({
      game: 'adomoc',
      players: { light: { name: 'Ann <@everyone>' }, dark: { name: 'Bob *bold*' } },
    });
    await addHook(created, DISCORD);
    await addHook(created, SLACK);
    const { secret } = (await addHook(created, ENDPOINT)).body;
    const moved = await playOne(created, 'light');
    const link = `https://orrery.test/g/${created.id}`;
    const picture = `${link}/board.png?ply=1`;

    for (const channel of ['discord', 'slack', 'webhook'])
      expect((await deliveries(created.id, channel)).map((entry) => entry.state)).toEqual(['sent']);
    expect(receivers.received).toHaveLength(3);

    const [discord] = receivers.to(DISCORD);
    expect(discord!.body.allowed_mentions).toEqual({ parse: [] });
    const embed = discord!.body.embeds[0];
    expect(embed).toMatchObject({ url: link, image: { url: picture } });
    expect(embed.description).toContain(`played ${moved.lastMove.notation}`);
    expect(embed.description).toContain('Ann \\<\\@everyone\\>');
    expect(embed.description).toContain('Bob \\*bold\\* \\(Dark\\) to move.');

    const [slack] = receivers.to(SLACK);
    expect(slack!.body.blocks.map((block: any) => block.type)).toEqual(['header', 'section', 'image']);
    expect(slack!.body.blocks[1].text.text).toContain(`<${link}|Open the game>`);
    expect(slack!.body.blocks[1].text.text).toContain('Ann &lt;@everyone&gt;');
    expect(slack!.body.blocks[2].image_url).toBe(picture);

    const [generic] = receivers.to(ENDPOINT);
    expect(generic!.body).toMatchObject({
      type: 'orrery.notice',
      kind: 'your-move',
      game: { id: created.id, url: link },
      ply: 1,
      move: { side: 'light', notation: moved.lastMove.notation },
      toMove: { side: 'dark' },
      image: picture,
    });
    expect(generic!.headers.get('X-Orrery-Delivery')).toBe(generic!.body.delivery);
    expect(generic!.headers.get('X-Orrery-Signature')).toBe(`sha256=${await hmacHex(secret, generic!.text)}`);
    expect(generic!.headers.get('X-Orrery-Signature')).not.toBe(`sha256=${await hmacHex(`${secret}x`, generic!.text)}`);

    // Delivering again sends nothing: each post is settled once.
    await makeDueNow(created.id);
    await deliveries(created.id, 'webhook');
    expect(receivers.received).toHaveLength(3);
  });

  it('posts the end of the game, with no move when it ended by resignation', async () => {
    const receivers = standIns();
    const created = await createGame();
    await addHook(created, ENDPOINT);
    await playOne(created, 'light');
    expect((await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.dark })).status).toBe(200);
    expect((await deliveries(created.id, 'webhook')).map((entry) => entry.state)).toEqual(['sent', 'sent']);
    const end = receivers.to(ENDPOINT)[1]!.body;
    expect(end).toMatchObject({ kind: 'game-over', over: true, move: null, toMove: null, ply: 1 });
    expect(end.text).toMatch(/^Game over: .+\.$/);
  });

  it("waits as long as Discord's 429 asks, then posts once", async () => {
    const receivers = standIns({
      [DISCORD]: [
        () =>
          Response.json({ message: 'You are being rate limited.', retry_after: 30, global: false }, { status: 429 }),
      ],
    });
    const created = await createGame();
    await addHook(created, DISCORD);
    await playOne(created, 'light');
    const before = Date.now();
    const [first] = await deliveries(created.id, 'discord');
    expect([first!.state, first!.attempts]).toEqual(['pending', 1]);
    const due = await runInDurableObject(roomStub(created.id), (_instance, state) =>
      state.storage.sql.exec<{ due: number }>(`SELECT due_at AS due FROM mail_outbox WHERE channel = 'discord'`).one(),
    );
    expect(due.due).toBeGreaterThanOrEqual(before + 30_000);
    await makeDueNow(created.id);
    const [second] = await deliveries(created.id, 'discord');
    expect([second!.state, second!.attempts]).toEqual(['sent', 2]);
    expect(receivers.to(DISCORD)).toHaveLength(2);
    expect(receivers.to(DISCORD)[0]!.text).toBe(receivers.to(DISCORD)[1]!.text);
  });

  it('tries again after a 5xx, and fails a redirect without following it', async () => {
    const receivers = standIns({
      [SLACK]: [() => new Response('internal error', { status: 503 })],
      [ENDPOINT]: [() => new Response(null, { status: 302, headers: { Location: 'https://10.0.0.1/' } })],
    });
    const created = await createGame();
    await addHook(created, SLACK);
    await addHook(created, ENDPOINT);
    await playOne(created, 'light');
    expect((await deliveries(created.id, 'slack')).map((entry) => entry.state)).toEqual(['pending']);
    const [redirected] = await deliveries(created.id, 'webhook');
    expect(redirected!.state).toBe('failed');
    expect(redirected!.detail).toMatch(/HTTP 302.*redirects are not followed/);
    await makeDueNow(created.id);
    expect((await deliveries(created.id, 'slack')).map((entry) => entry.state)).toEqual(['sent']);
    expect(receivers.to(SLACK)).toHaveLength(2);
    expect(receivers.to(ENDPOINT)).toHaveLength(1);
  });

  it('removes a channel that answers 404, tells the seat that added it by email, and posts there no more', async () => {
    const receivers = standIns({
      [DISCORD]: [() => Response.json({ message: 'Unknown Webhook', code: 10015 }, { status: 404 })],
    });
    const tag = crypto.randomUUID().slice(0, 8);
    const created = await createConfirmedGame({
      game: 'adomoc',
      players: {
        light: { name: 'Ann', email: `ann-${tag}@example.com` },
        dark: { name: 'Bob', email: `bob-${tag}@example.com` },
      },
    });
    await addHook(created, DISCORD);
    await playOne(created, 'light');
    expect((await deliveries(created.id, 'discord')).map((entry) => entry.state)).toEqual(['failed']);
    const listed = await call('GET', `/api/games/${created.id}/webhooks`, { token: created.tokens.light });
    expect(listed.body.webhooks).toEqual([]);
    const told = (await deliver(created.id)).filter((entry) => entry.key.includes('chat-removed'));
    // Only the seat that chose the channel: the other never asked for it.
    expect(told.map((entry) => [entry.side, entry.state])).toEqual([['light', 'sent']]);
    await playOne(created, 'dark');
    await deliveries(created.id, 'discord');
    expect(receivers.to(DISCORD)).toHaveLength(1);
  });
});
