/**
 * Messages between the two seats: sent and listed with a seat's token, verbatim and only
 * to the seats (never in the state, the page, the live feed's words or a chat channel),
 * paced per seat, refused with stable codes that change nothing, emailed to the other
 * seat, and carried by emailed replies below a move or alone.
 */
import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX_CHARS } from '../../../../src/shared/player-messages.ts';
import {
  decideMessage,
  MESSAGE_BURST,
  MESSAGE_INTERVAL_MS,
} from '../../../../src/worker/game/messages/message-rate.ts';
import { BASE, call, createGame, getGame, play, type Created } from '../../client.ts';
import {
  createConfirmedGame,
  deliver,
  lastEmailTo,
  outboxTo,
  receive,
  replyMessage,
  someLegalMove,
} from '../../mail-helpers.ts';
import { roomStub } from '../../rooms.ts';
import { runInDurableObject } from 'cloudflare:test';
import { ANNOUNCE_AGAIN_AFTER_MS } from '../../../../src/worker/game/messages/message-announcer.ts';

afterEach(() => vi.restoreAllMocks());

const send = (created: Created, side: 'light' | 'dark', text: unknown, token = created.tokens[side]) =>
  call('POST', `/api/games/${created.id}/messages`, { token, body: { text } });

const list = (created: Created, side: 'light' | 'dark', query = '') =>
  call('GET', `/api/games/${created.id}/messages${query}`, { token: created.tokens[side] });

const HOSTILE = '<script>alert("x")</script> & "quotes"\r\nline two\tand a tab — ünïcödé 🎉';

describe('messages between the seats', () => {
  it('keeps each message verbatim for both seats and shows it to nobody else', async () => {
    const created = await createGame();
    const sent = await send(created, 'light', HOSTILE);
    expect(sent.status).toBe(201);
    const text = HOSTILE.replace('\r\n', '\n');
    expect(sent.body).toMatchObject({ seq: 1, side: 'light', text });
    expect(new Date(sent.body.sent).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await send(created, 'dark', '  Thanks!  \n\n\n\nGood luck.  ')).body).toMatchObject({
      seq: 2,
      side: 'dark',
      text: 'Thanks!\n\nGood luck.',
    });

    for (const side of ['light', 'dark'] as const) {
      const listed = await list(created, side);
      expect(listed.status).toBe(200);
      expect(listed.body.messages.map((m: { text: string }) => m.text)).toEqual([text, 'Thanks!\n\nGood luck.']);
      expect(listed.body.left).toBe(1998);
    }
    expect((await list(created, 'light', '?after=1')).body.messages).toHaveLength(1);
    expect((await list(created, 'light', '?after=2')).body.messages).toEqual([]);

    // Watchers have no token; a token of another game is no seat of this one.
    const other = await createGame();
    for (const [token, code] of [
      [undefined, 'ERR_TOKEN_MISSING'],
      [other.tokens.light, 'ERR_TOKEN'],
    ] as const) {
      const read = await call('GET', `/api/games/${created.id}/messages`, token ? { token } : {});
      expect(read).toMatchObject({ status: 401, body: { error: { code } } });
      const wrote = await call('POST', `/api/games/${created.id}/messages`, {
        ...(token ? { token } : {}),
        body: { text: 'hello' },
      });
      expect(wrote).toMatchObject({ status: 401, body: { error: { code } } });
    }
    expect((await list(created, 'light')).body.messages).toHaveLength(2);

    // Nothing public carries them: the state, the game page, the record, the embed.
    for (const path of [`/api/games/${created.id}`, `/g/${created.id}`, `/api/games/${created.id}/record`]) {
      const answer = await call('GET', path);
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      expect(body).not.toContain('Good luck');
      expect(body).not.toContain('alert(');
    }
  });

  it('tells live pages only that a message arrived, never who wrote it or what', async () => {
    const created = await createGame();
    const response = await exports.default.fetch(
      new Request(`${BASE}/api/games/${created.id}/live`, { headers: { Upgrade: 'websocket' } }),
    );
    const socket = response.webSocket!;
    const frames: string[] = [];
    socket.addEventListener('message', (event) => frames.push(event.data as string));
    socket.accept();
    await send(created, 'dark', 'a secret plan');
    const signal = () => frames.map((frame) => JSON.parse(frame)).find((frame) => frame.type === 'message');
    await expect.poll(signal, { timeout: 5_000 }).toEqual({ type: 'message', seq: 1 });
    expect(frames.join('')).not.toContain('secret');
    socket.close();
  });

  it.each([
    ['an empty text', '', 400, 'ERR_MESSAGE_EMPTY'],
    ['only spaces and line breaks', ' \n\t\n ', 400, 'ERR_MESSAGE_EMPTY'],
    ['one character too many', 'x'.repeat(MESSAGE_MAX_CHARS + 1), 413, 'ERR_MESSAGE_TOO_LONG'],
    ['a control character', 'bell\u0007', 400, 'ERR_MESSAGE'],
    ['a number', 42, 400, 'ERR_FIELD'],
  ])('refuses %s with a code that says so, and keeps nothing', async (_what, text, status, code) => {
    const created = await createGame();
    const refused = await send(created, 'light', text);
    expect(refused).toMatchObject({ status, body: { error: { code } } });
    expect(refused.body.error.message.length).toBeGreaterThan(20);
    expect((await list(created, 'dark')).body.messages).toEqual([]);
  });

  it('counts characters as people see them, and refuses other fields and bad queries', async () => {
    const created = await createGame();
    // 500 emoji are 1,000 UTF-16 units but 500 characters.
    expect((await send(created, 'light', '🎉'.repeat(MESSAGE_MAX_CHARS))).status).toBe(201);
    const extra = await call('POST', `/api/games/${created.id}/messages`, {
      token: created.tokens.light,
      body: { text: 'hi', to: 'everyone' },
    });
    expect(extra).toMatchObject({ status: 400, body: { error: { code: 'ERR_FIELD' } } });
    expect(extra.body.error.message).toContain('allowed: text');
    expect((await list(created, 'light', '?after=-1')).body.error.code).toBe('ERR_QUERY');
    expect((await list(created, 'light')).body.messages).toHaveLength(1);
  });

  it('reads a long conversation a page at a time: the latest, then older ones before a number', async () => {
    const created = await createGame();
    // 250 messages, written straight into the game's storage: the pace would take hours.
    await runInDurableObject(roomStub(created.id), async (_instance, state) => {
      for (let i = 1; i <= 250; i++)
        state.storage.sql.exec(
          'INSERT INTO messages (side, text, sent_at, allowance) VALUES (?, ?, ?, 0)',
          i % 2 ? 'light' : 'dark',
          `Message ${i}`,
          Date.now(),
        );
    });
    const texts = (reply: { body: { messages: { text: string }[] } }) => reply.body.messages.map((m) => m.text);
    const latest = await list(created, 'dark', '?last=100');
    expect(latest.status).toBe(200);
    expect(texts(latest)).toEqual(Array.from({ length: 100 }, (_, i) => `Message ${151 + i}`));
    expect(latest.body.older).toBe(151);
    const before = await list(created, 'dark', `?last=100&before=${latest.body.older}`);
    expect(texts(before)).toEqual(Array.from({ length: 100 }, (_, i) => `Message ${51 + i}`));
    const first = await list(created, 'dark', `?last=100&before=${before.body.older}`);
    expect(texts(first)).toEqual(Array.from({ length: 50 }, (_, i) => `Message ${1 + i}`));
    expect(first.body.older).toBeNull();
    // Catching up after a number reads on as before, with no `older`.
    const after = await list(created, 'dark', '?after=245');
    expect([texts(after).length, after.body.older]).toEqual([5, null]);
    for (const query of ['?last=0', '?last=501', '?last=10&after=3', '?before=9', '?last=10&before=x'])
      expect([query, (await list(created, 'dark', query)).body.error?.code]).toEqual([query, 'ERR_QUERY']);
  });

  it(`lets a seat send ${MESSAGE_BURST} in a row, then answers 429 with Retry-After, per seat`, async () => {
    const created = await createGame();
    for (let index = 0; index < MESSAGE_BURST; index++)
      expect((await send(created, 'light', `message ${index}`)).status).toBe(201);
    const limited = await send(created, 'light', 'one too many');
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'ERR_RATE_LIMITED' } } });
    const wait = Number(limited.headers.get('Retry-After'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(10);
    expect(limited.body.error.message).toContain(`try again in ${wait} s`);
    // The other seat has its own pace.
    expect((await send(created, 'dark', 'my turn to talk')).status).toBe(201);
    expect((await list(created, 'dark')).body.messages).toHaveLength(MESSAGE_BURST + 1);
  });

  it('takes messages after the end of the game, and refuses them in a game against the computer', async () => {
    const created = await createGame();
    await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.dark });
    expect((await getGame(created.id)).status).toBe('finished');
    expect((await send(created, 'light', 'Good game!')).status).toBe(201);

    const computer = await createGame({ game: 'adomoc', players: { dark: { computer: { level: 1 } } } });
    expect(await send(computer, 'light', 'hello?')).toMatchObject({
      status: 409,
      body: { error: { code: 'ERR_MESSAGE_COMPUTER' } },
    });
  });
});

const emailGame = async () => {
  const tag = crypto.randomUUID().slice(0, 8);
  const ann = `ann-${tag}@example.com`;
  const bob = `bob-${tag}@example.com`;
  const created = await createConfirmedGame({
    game: 'adomoc',
    players: { light: { name: 'Ann', email: ann }, dark: { name: 'Bob', email: bob } },
  });
  await deliver(created.id);
  return { created, ann, bob, address: (await lastEmailTo(ann)).replyTo! };
};

describe('messages by email', () => {
  it('emails a message to the other seat, escaped, with how to answer by reply; never to a chat channel', async () => {
    const { created, ann, bob } = await emailGame();
    const realFetch = globalThis.fetch;
    const posted: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith('https://hooks.example.com/')) return realFetch(input, init);
      const text = await request.text();
      // The endpoint agrees to the posts (chat-channels.test.ts checks the handshake).
      const body = JSON.parse(text);
      if (body.type === 'orrery.verification') return Response.json({ challenge: body.challenge });
      posted.push(text);
      return new Response(null, { status: 204 });
    });
    const hook = await call('POST', `/api/games/${created.id}/webhooks`, {
      token: created.tokens.light,
      body: { url: 'https://hooks.example.com/orrery' },
    });
    expect(hook.status).toBe(201);
    await send(created, 'light', HOSTILE);
    await deliver(created.id);
    const email = await lastEmailTo(bob);
    expect(email.subject).toBe('Ann wrote to you (Adomoc)');
    expect(email.html).toContain('&lt;script&gt;alert(');
    expect(email.html).not.toContain('<script>');
    expect(email.text).toContain('line two');
    expect(email.text).toContain('message:');
    expect(email.replyTo).toMatch(new RegExp(`^move\\+${created.id}\\.dark\\.0\\.`));
    // The writer is not emailed their own message.
    expect((await outboxTo(ann)).some((each) => each.subject.includes('wrote to you'))).toBe(false);
    // The chat channel got nothing about it (no post at all: nothing else happened).
    expect(await roomStub(created.id).deliveries('webhook')).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('announces one message at a time: the next wait on the page until the reader has seen them, written, or a day has passed', async () => {
    const { created, ann, bob } = await emailGame();
    const emailed = async (to: string, from: string) =>
      (await outboxTo(to)).filter((each) => each.subject === `${from} wrote to you (Adomoc)`).map((each) => each.text);
    // Each side sends at most a burst here, so no test waits on the pace.
    const sends = async (side: 'light' | 'dark', ...texts: string[]) => {
      for (const text of texts) expect((await send(created, side, text)).status).toBe(201);
      await deliver(created.id);
    };
    await sends('light', 'One', 'Two');
    const first = await emailed(bob, 'Ann');
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('One');
    expect(first[0]!.replace(/\s+/g, ' ')).toContain('further messages from Ann wait on the game page');
    // A page in a hidden tab reads them without `seen`: that is not catching up.
    expect((await list(created, 'dark')).body.messages.map((m: { text: string }) => m.text)).toEqual(['One', 'Two']);
    await sends('light', 'Three');
    expect(await emailed(bob, 'Ann')).toHaveLength(1);
    // Bob has them in view: the next one is emailed, and the one after waits again.
    expect((await list(created, 'dark', '?seen=1')).status).toBe(200);
    await sends('light', 'Four');
    expect((await emailed(bob, 'Ann')).at(-1)).toContain('Four');
    // Writing back is catching up too: Bob writes (and Ann is told), and Ann's next is emailed.
    await sends('dark', 'Hello');
    await sends('light', 'Five');
    expect(await emailed(bob, 'Ann')).toHaveLength(3);
    expect((await emailed(bob, 'Ann')).at(-1)).toContain('Five');
    // Ann wrote after Bob's Hello, so Bob's next is announced to her; the one after waits...
    await sends('dark', 'Again', 'Third');
    expect((await emailed(ann, 'Bob')).map((text) => text.includes('Third'))).toEqual([false, false]);
    // ...until a day has passed, whatever became of the last one.
    await runInDurableObject(roomStub(created.id), async (_instance, state) => {
      state.storage.kv.put('message-announced:light', Date.now() - ANNOUNCE_AGAIN_AFTER_MS - 1);
    });
    await sends('dark', 'Fourth');
    expect((await emailed(ann, 'Bob')).at(-1)).toContain('Fourth');
    expect((await list(created, 'dark', '?seen=yes')).body.error.code).toBe('ERR_QUERY');
  });

  it('does not announce a message the reader saw on the game page before its email went', async () => {
    const { created, bob } = await emailGame();
    const emailed = async () =>
      (await outboxTo(bob)).filter((each) => each.subject === 'Ann wrote to you (Adomoc)').map((each) => each.text);
    // Bob's page has the game in view: the message arrives live and is read there at once.
    expect((await send(created, 'light', 'Seen live')).status).toBe(201);
    expect((await list(created, 'dark', '?seen=1')).body.messages.at(-1).text).toBe('Seen live');
    const log = await roomStub(created.id).deliverMail();
    expect(await emailed()).toEqual([]);
    expect(log.find((entry) => entry.key.endsWith('.message.m1'))).toMatchObject({
      side: 'dark',
      state: 'skipped',
      detail: 'the reader has seen it on the game page',
    });
    // A page in a hidden tab (no `seen`), or none at all: the next one is emailed.
    expect((await send(created, 'light', 'Not seen')).status).toBe(201);
    expect((await list(created, 'dark')).status).toBe(200);
    await deliver(created.id);
    expect(await emailed()).toHaveLength(1);
    expect((await emailed())[0]).toContain('Not seen');
  });

  it('sends the lines below an emailed move as a message, never the quote or the signature', async () => {
    const { created, ann, bob, address } = await emailGame();
    const state = await getGame(created.id);
    const move = someLegalMove('adomoc', state.variant, state.position, 2);
    const body = [
      move,
      'Your opening surprised me.',
      '',
      'Let us see how this goes!',
      '',
      '-- ',
      'Ann, sent from a very long signature with Fb2b3 in it',
      '',
      'On Sat, 21 Nov 2026 at 10:00, Orrery <games@orrery.test> wrote:',
      '> Your move in round 1',
      '> Or reply with your move',
    ].join('\r\n');
    expect((await receive(replyMessage({ from: ann, to: address, body }), { from: ann, to: address })).rejected).toBe(
      null,
    );
    expect(await getGame(created.id)).toMatchObject({ ply: 1, moves: [move] });
    const listed = await list(created, 'dark');
    expect(listed.body.messages).toMatchObject([
      { side: 'light', text: 'Your opening surprised me.\n\nLet us see how this goes!' },
    ]);
    await deliver(created.id);
    // The confirmation quotes the message as it was sent.
    const confirmation = (await lastEmailTo(ann)).text;
    expect(confirmation).toContain('Your message to Bob was sent with it, as we read it:');
    expect(confirmation).toContain('Your opening surprised me.\n\nLet us see how this goes!');
    const toBob = await outboxTo(bob);
    expect(toBob.some((each) => each.subject === 'Ann wrote to you (Adomoc)')).toBe(true);
  });

  it('takes a reply of "message: …" as a message alone, also after the end, and answers it', async () => {
    const { created, ann, bob, address } = await emailGame();
    const body = ['Message: Sorry, I am slow this week.', 'I will move on Sunday.', '', '> quoted'].join('\r\n');
    await receive(replyMessage({ from: ann, to: address, body }), { from: ann, to: address });
    expect((await getGame(created.id)).ply).toBe(0);
    expect((await list(created, 'dark')).body.messages).toMatchObject([
      { side: 'light', text: 'Sorry, I am slow this week.\nI will move on Sunday.' },
    ]);
    await deliver(created.id);
    expect((await lastEmailTo(ann)).subject).toBe('Your message to Bob was sent (Adomoc)');
    expect((await lastEmailTo(bob)).subject).toBe('Ann wrote to you (Adomoc)');

    await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.dark });
    await receive(replyMessage({ from: ann, to: address, body: 'message\r\nGood game, Bob.' }), {
      from: ann,
      to: address,
    });
    expect((await list(created, 'dark')).body.messages.at(-1)).toMatchObject({ text: 'Good game, Bob.' });
  });

  it('sends the message of a resent email once', async () => {
    const { created, ann, address } = await emailGame();
    const raw = replyMessage({ from: ann, to: address, body: 'message: only once, please' });
    await receive(raw, { from: ann, to: address });
    await receive(raw, { from: ann, to: address });
    expect((await list(created, 'dark')).body.messages).toMatchObject([{ text: 'only once, please' }]);
  });

  it('plays nothing and sends nothing when the message cannot go, and says why', async () => {
    const { created, ann, address } = await emailGame();
    const state = await getGame(created.id);
    const move = someLegalMove('adomoc', state.variant, state.position);
    const long = `${move}\r\n${'x'.repeat(MESSAGE_MAX_CHARS + 1)}`;
    await receive(replyMessage({ from: ann, to: address, body: long }), { from: ann, to: address });
    expect((await getGame(created.id)).ply).toBe(0);
    expect((await list(created, 'light')).body.messages).toEqual([]);
    await deliver(created.id);
    const answer = await lastEmailTo(ann);
    expect(answer.text).toContain('Your message was not sent');
    expect(answer.text).toContain(`at most ${MESSAGE_MAX_CHARS} characters`);

    await receive(replyMessage({ from: ann, to: address, body: 'message:\r\n\r\n> quoted' }), {
      from: ann,
      to: address,
    });
    await deliver(created.id);
    expect((await lastEmailTo(ann)).text).toContain('had no message after it');
    expect((await list(created, 'light')).body.messages).toEqual([]);

    // An illegal move with a message: neither goes.
    await receive(replyMessage({ from: ann, to: address, body: 'Zz9z9\r\nhello' }), { from: ann, to: address });
    expect((await getGame(created.id)).ply).toBe(0);
    expect((await list(created, 'light')).body.messages).toEqual([]);
    // The page's move still works afterwards: nothing was left half done.
    expect((await play(created, 'light', move, 0)).status).toBe(200);
  });
});

describe('the pace of messages', () => {
  const burst = (from: number, at: number): { allowance: number; sent: number } => {
    let allowance = from;
    let sent = 0;
    for (;;) {
      const decision = decideMessage(allowance, at);
      if (!decision.allowed) return { allowance, sent };
      allowance = decision.allowance;
      sent++;
    }
  };

  it('allows a burst, then one every interval, and a full burst again after a quiet spell', () => {
    const start = 1_000_000;
    const first = burst(0, start);
    expect(first.sent).toBe(MESSAGE_BURST);
    expect(decideMessage(first.allowance, start)).toEqual({ allowed: false, retryAfterMs: MESSAGE_INTERVAL_MS });
    expect(decideMessage(first.allowance, start + MESSAGE_INTERVAL_MS - 1).allowed).toBe(false);
    expect(burst(first.allowance, start + MESSAGE_INTERVAL_MS).sent).toBe(1);
    expect(burst(first.allowance, start + 3 * MESSAGE_INTERVAL_MS).sent).toBe(3);
    expect(burst(first.allowance, start + MESSAGE_BURST * MESSAGE_INTERVAL_MS).sent).toBe(MESSAGE_BURST);
    expect(burst(first.allowance, start + 100 * MESSAGE_INTERVAL_MS).sent).toBe(MESSAGE_BURST);
  });
});
