/**
 * Open challenges in workerd: post, list, accept (one game, both seats, on both pages and
 * in both inboxes), withdraw, named challenges, rating ranges, limits, races and the live
 * list. Players sign in for real (player-helpers.ts); the lobby is its real object.
 */
import { describe, expect, it } from 'vitest';
import { env, exports } from 'cloudflare:workers';
import { BASE, call, getGame } from '../client.ts';
import { newPlayer, playPlies, type TestPlayer } from '../player-helpers.ts';
import { roomStub } from '../rooms.ts';
import { deliver, lastEmailTo, outboxTo } from '../mail-helpers.ts';
import { OPEN_CHALLENGES_MAX } from '../../../src/worker/lobby/challenge.ts';
import { lobbyOfChallenge } from '../../../src/worker/lobby/lobby-shards.ts';
import { listenTag } from '../../../src/worker/lobby/listen-tags.ts';
import { playerByKey } from '../../../src/worker/db/player-records.ts';
import { nameKey } from '../../../src/shared/name-key.ts';

/** A request from /play in this player's browser: their cookie, and our own origin as browsers send it. */
const as = (player: TestPlayer | null): { headers: Record<string, string> } => ({
  headers: { Origin: BASE, ...(player ? { Cookie: player.cookie } : {}) },
});

const post = (player: TestPlayer | null, body: Record<string, unknown>) =>
  call('POST', '/api/challenges', { body, ...as(player) });
const accept = (player: TestPlayer | null, id: string) =>
  call('POST', `/api/challenges/${id}/accept`, { body: {}, ...as(player) });
const ANY = { game: null, variant: null, rated: null, clock: null };
const listFor = async (player: TestPlayer | null) =>
  (await call('GET', '/api/challenges', as(player))).body.challenges as { id: string }[];

/** The lobby's live socket, as /play opens it from `client`. */
const listen = async (client: string): Promise<WebSocket> => {
  const response = await exports.default.fetch(
    new Request(`${BASE}/api/challenges/live`, { headers: { Upgrade: 'websocket', 'CF-Connecting-IP': client } }),
  );
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  return socket;
};

const posted = async (player: TestPlayer, body: Record<string, unknown>): Promise<string> => {
  const reply = await post(player, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.challenge.id;
};

describe('open challenges', () => {
  it('starts an ordinary game between the two players when one is accepted', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const reply = await post(ann, { game: 'adomoc', variant: 'infinite', clock: { daysPerMove: 3 }, side: 'light' });
    expect(reply.status).toBe(201);
    expect(reply.headers.get('Location')).toBe(`/api/challenges/${reply.body.challenge.id}`);
    const challenge = reply.body.challenge;
    expect(challenge).toMatchObject({
      game: 'adomoc',
      variant: 'infinite',
      side: 'light',
      rated: true,
      range: null,
      to: null,
      clock: { daysPerMove: 3, vacationDays: 0 },
      by: { name: ann.name, rating: null },
    });
    // Anyone may read the list, signed in or not.
    expect((await listFor(null)).map(({ id }) => id)).toContain(challenge.id);
    expect((await listFor(bob)).map(({ id }) => id)).toContain(challenge.id);

    const taken = await accept(bob, challenge.id);
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const game = taken.body.game;
    expect(game.side).toBe('dark');
    expect(game.link).toMatch(new RegExp(`^${BASE}/g/${game.id}#dark=[\\w-]{43}$`));

    const state = await getGame(game.id);
    expect(state).toMatchObject({ game: 'adomoc', variant: 'infinite', ply: 0, toMove: 'light' });
    expect(state.players.light.name).toBe(ann.name);
    expect(state.players.dark.name).toBe(bob.name);
    expect(state.clock.daysPerMove).toBe(3);

    // The challenge left the list; Ann finds her seat by asking the challenge, and by email.
    expect((await listFor(null)).map(({ id }) => id)).not.toContain(challenge.id);
    const annSide = await call('GET', `/api/challenges/${challenge.id}`, as(ann));
    expect(annSide.body.status).toBe('taken');
    expect(annSide.body.game.side).toBe('light');
    expect(annSide.body.game.link).toMatch(new RegExp(`/g/${game.id}#light=[\\w-]{43}$`));
    // A stranger learns where the game is, never a seat.
    const stranger = await call('GET', `/api/challenges/${challenge.id}`);
    expect(stranger.body.game).toMatchObject({ id: game.id, side: null, link: null });
    await deliver(game.id);
    // Ann moves first: her email is "your move" with her seat's link; Bob's tells him the game began.
    const annMail = await lastEmailTo(ann.email);
    expect(annMail.text).toContain(annSide.body.game.link);
    expect((await lastEmailTo(bob.email)).text).toContain(`/g/${game.id}`);

    // Both seats are on their players' pages from the start, once D1 has the game: no claim needed.
    await roomStub(game.id).syncHistory();
    const seatRows = await env.DB.prepare('SELECT side, player_id FROM seats WHERE game_id = ? ORDER BY side')
      .bind(game.id)
      .all<{ side: string; player_id: string | null }>();
    expect(seatRows.results.map((row) => row.player_id !== null)).toEqual([true, true]);

    // Both seats play: Ann's link moves for Light.
    const token = annSide.body.game.link.split('=')[1];
    const moved = await call('POST', `/api/games/${game.id}/moves`, { token, body: { move: 'F^c3c6', ply: 0 } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    // Taken once: a second taker is told so, and nothing changes.
    const late = await accept(await newPlayer('Cy'), challenge.id);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('ERR_CHALLENGE_TAKEN');
  });

  it('rates the game of a rated challenge, and not of a casual one', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const results = [];
    for (const rated of [true, false]) {
      const id = await posted(ann, { game: 'adix', side: 'white', rated });
      const taken = await accept(bob, id);
      const annSeat = (await call('GET', `/api/challenges/${id}`, as(ann))).body.game;
      const tokens = { white: annSeat.link.split('=')[1], black: taken.body.game.link.split('=')[1] };
      const created = { id: taken.body.game.id, game: 'adix', variant: 'standard', links: {}, tokens } as any;
      await playPlies(created, 4);
      const resigned = await call('POST', `/api/games/${created.id}/resign`, { token: tokens.black });
      expect(resigned.status).toBe(200);
      results.push(await roomStub(created.id).rateNow());
    }
    expect(results[0]).toMatchObject({ status: 'rated' });
    expect(results[1]).toEqual({ status: 'unrated', reason: 'casual' });
  });

  it('gives a challenge to exactly one of two players who accept at once', async () => {
    const ann = await newPlayer('Ann');
    const [bob, cy] = [await newPlayer('Bob'), await newPlayer('Cy')];
    const id = await posted(ann, { game: 'adix' });
    const answers = await Promise.all([accept(bob, id), accept(cy, id)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409]);
    const winner = answers.find(({ status }) => status === 201)!;
    const state = await getGame(winner.body.game.id);
    const names = Object.values(state.players).map((player: any) => player.name);
    expect(names).toContain(ann.name);
  });

  it('refuses what it cannot do, saying why, and keeps the list as it was', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const refusals: [TestPlayer | null, Record<string, unknown>, number, string][] = [
      [null, { game: 'adomoc' }, 401, 'ERR_SIGNED_OUT'],
      [ann, { game: 'chess' }, 400, 'ERR_GAME'],
      [ann, { game: 'adix', variant: 'infinite' }, 400, 'ERR_VARIANT'],
      [ann, { game: 'adix', side: 'light' }, 400, 'ERR_SIDE'],
      [ann, { game: 'adomoc', range: { min: 1800, max: 1200 } }, 400, 'ERR_RANGE'],
      [ann, { game: 'adomoc', range: { min: -5 } }, 400, 'ERR_RANGE'],
      [ann, { game: 'adomoc', rated: 'yes' }, 400, 'ERR_FIELD'],
      [ann, { game: 'adomoc', colour: 'light' }, 400, 'ERR_FIELD'],
      [ann, { game: 'adomoc', clock: { daysPerMove: 0 } }, 400, 'ERR_CLOCK'],
      [ann, { game: 'adomoc', to: 'Nobody by this name' }, 404, 'ERR_PLAYER_NOT_FOUND'],
      [ann, { game: 'adomoc', to: ann.name }, 400, 'ERR_CHALLENGE_SELF'],
    ];
    const before = (await listFor(ann)).length;
    for (const [player, body, status, code] of refusals) {
      const reply = await post(player, body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body.error.code).toBe(code);
      expect(reply.body.error.message.length).toBeGreaterThan(20);
    }
    expect((await listFor(ann)).length).toBe(before);

    // Another site's page cannot act for a signed-in player.
    const crossSite = await call('POST', '/api/challenges', {
      body: { game: 'adomoc' },
      headers: { Cookie: ann.cookie, Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error.code).toBe('ERR_CROSS_SITE');

    const id = await posted(ann, { game: 'adomoc' });
    expect((await accept(ann, id)).body.error.code).toBe('ERR_OWN_CHALLENGE');
    const crossAccept = await call('POST', `/api/challenges/${id}/accept`, {
      body: {},
      headers: { Cookie: bob.cookie, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossAccept.body.error.code).toBe('ERR_CROSS_SITE');
    expect((await accept(null, id)).status).toBe(401);
    // Accepting is `{}` as JSON: a form post or a body with fields is refused and the challenge stays open.
    const asForm = await call('POST', `/api/challenges/${id}/accept`, {
      raw: 'accept=1',
      headers: { Cookie: bob.cookie, 'Content-Type': 'text/plain' },
    });
    expect([asForm.status, asForm.body.error.code]).toEqual([415, 'ERR_MEDIA_TYPE']);
    const withFields = await call('POST', `/api/challenges/${id}/accept`, { body: { side: 'dark' }, ...as(bob) });
    expect([withFields.status, withFields.body.error.code]).toEqual([400, 'ERR_FIELD']);
    expect((await listFor(null)).map((challenge) => challenge.id)).toContain(id);
    expect((await accept(bob, 'zzzzzzzzzzzz')).status).toBe(404);
    expect((await accept(bob, '../../etc')).status).toBe(404);
    const notHers = await call('DELETE', `/api/challenges/${id}`, as(bob));
    expect(notHers.status).toBe(403);
    expect(notHers.body.error.code).toBe('ERR_NOT_YOUR_CHALLENGE');
    const withdrawn = await call('DELETE', `/api/challenges/${id}`, as(ann));
    expect(withdrawn.status).toBe(200);
    expect((await listFor(null)).map((challenge) => challenge.id)).not.toContain(id);
    expect((await accept(bob, id)).body.error.code).toBe('ERR_CHALLENGE_NOT_FOUND');
  });

  it(`lets a player hold ${OPEN_CHALLENGES_MAX} open challenges at once`, async () => {
    const ann = await newPlayer('Ann');
    const ids = [];
    for (let i = 0; i < OPEN_CHALLENGES_MAX; i++) ids.push(await posted(ann, { game: 'adix' }));
    const over = await post(ann, { game: 'adix' });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('ERR_CHALLENGE_LIMIT');
    await call('DELETE', `/api/challenges/${ids[0]}`, as(ann));
    expect((await post(ann, { game: 'adix' })).status).toBe(201);
  });

  it('does not count a challenge refused by the open-challenge cap toward the hourly posts', async () => {
    const ann = await newPlayer('Ann');
    const ids = [];
    for (let i = 0; i < OPEN_CHALLENGES_MAX; i++) ids.push(await posted(ann, { game: 'adix' }));
    // Ten posts an hour: the refusals past the cap would have used up the rest of them.
    for (let i = OPEN_CHALLENGES_MAX; i < 10; i++)
      expect((await post(ann, { game: 'adix' })).body.error.code).toBe('ERR_CHALLENGE_LIMIT');
    await call('DELETE', `/api/challenges/${ids[0]}`, as(ann));
    const again = await post(ann, { game: 'adix' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('takes accepts and withdrawals as JSON only, as every route', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const id = await posted(ann, { game: 'adix' });
    const asText = await call('POST', `/api/challenges/${id}/accept`, {
      raw: '{}',
      headers: { ...as(bob).headers, 'Content-Type': 'text/plain' },
    });
    expect([asText.status, asText.body.error.code]).toEqual([415, 'ERR_MEDIA_TYPE']);
    const withdrawAsForm = await call('DELETE', `/api/challenges/${id}`, {
      raw: 'a=b',
      headers: { ...as(ann).headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect([withdrawAsForm.status, withdrawAsForm.body.error.code]).toEqual([415, 'ERR_MEDIA_TYPE']);
    expect((await listFor(null)).map((challenge) => challenge.id)).toContain(id);
  });

  it('keeps a named challenge between its two players', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const cy = await newPlayer('Cy');
    const id = await posted(ann, { game: 'adomoc', to: bob.name.toUpperCase(), side: 'dark' });
    // Bob hears of it by email, with the way to it.
    await expect
      .poll(async () => (await outboxTo(bob.email)).some((email) => email.subject.includes(ann.name)))
      .toBe(true);
    const told = (await outboxTo(bob.email)).find((email) => email.subject.includes(ann.name))!;
    expect(told.subject).toBe(`${ann.name} challenges you to Adomoc Standard`);
    expect(told.text).toContain(`no clock · ${ann.name} plays Dark, you Light · rated`);
    expect(told.text).toContain('https://orrery.test/play');
    // Nobody else is told.
    expect((await outboxTo(cy.email)).some((email) => email.subject.includes(ann.name))).toBe(false);
    expect((await listFor(null)).map((challenge) => challenge.id)).not.toContain(id);
    expect((await listFor(cy)).map((challenge) => challenge.id)).not.toContain(id);
    expect((await listFor(bob)).map((challenge) => challenge.id)).toContain(id);
    expect((await listFor(ann)).map((challenge) => challenge.id)).toContain(id);
    expect((await call('GET', `/api/challenges/${id}`, as(cy))).status).toBe(404);
    const refused = await accept(cy, id);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ERR_CHALLENGE_NOT_FOR_YOU');
    expect((await accept(bob, id)).status).toBe(201);
    // Another challenge to Bob the same day stands on /play, but is not mailed: naming a
    // player is no way to send them email after email. Cy's reaches him.
    const again = await posted(ann, { game: 'adix', to: bob.name });
    await posted(cy, { game: 'adix', to: bob.name });
    await expect
      .poll(async () => (await outboxTo(bob.email)).some((email) => email.subject.includes(cy.name)))
      .toBe(true);
    // Only challenges count here: the game Bob accepted mails him its first move too, in its own time.
    const challengesFromAnn = (await outboxTo(bob.email)).filter((email) =>
      email.subject.startsWith(`${ann.name} challenges you to `),
    );
    expect(challengesFromAnn).toHaveLength(1);
    expect((await listFor(bob)).map((challenge) => challenge.id)).toContain(again);
  });

  it('keeps a rating range: a newcomer counts as the starting rating', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const high = await posted(ann, { game: 'adix', range: { min: 1600, max: 2400 } });
    const refused = await accept(bob, high);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('ERR_RATING_RANGE');
    expect(refused.body.error.message).toContain('1500');
    // Still open for someone in range.
    expect((await listFor(null)).map((challenge) => challenge.id)).toContain(high);
    const fits = await posted(ann, { game: 'adix', range: { min: 1400, max: 1600 } });
    expect((await accept(bob, fits)).status).toBe(201);
  });

  it('carries each change on the live socket: the challenge added, and its game once taken', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const socket = await listen('203.0.113.9');
    const heard: any[] = [];
    socket.addEventListener('message', (event) => heard.push(JSON.parse(String(event.data))));
    // Only this test's challenge: earlier tests' changes may still be on their way.
    const changes = () =>
      heard.flatMap((message) => message.changes).filter((change) => (change.challenge?.id ?? change.id) === id);
    const id = await posted(ann, { game: 'adomoc' });
    await expect.poll(() => changes().length).toBe(1);
    // What the page needs to draw it, as GET /api/challenges lists it, and its poster's tag.
    const [listed] = (await listFor(null)).filter((challenge) => challenge.id === id);
    const annId = (await playerByKey(env.DB, nameKey(ann.name)))!.id;
    expect(changes()[0]).toEqual({ type: 'added', challenge: listed, by: await listenTag(env, annId) });
    const taken = await accept(bob, id);
    await expect.poll(() => changes()[1]).toEqual({ type: 'removed', id, game: taken.body.game.id });
    expect(heard.every((message) => message.type === 'changes')).toBe(true);
    // Nothing secret rides on the socket: no seat tokens.
    expect(JSON.stringify(heard)).not.toMatch(/#(light|dark)=/);
    socket.close();
    const plain = await call('GET', '/api/challenges/live');
    expect(plain.status).toBe(426);
  });

  it('keeps a taken named challenge between its two players: only their tags on the socket, 404 to anyone else', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const eve = await newPlayer('Eve');
    const socket = await listen('203.0.113.10');
    const heard: string[] = [];
    socket.addEventListener('message', (event) => heard.push(String(event.data)));
    const id = await posted(ann, { game: 'adomoc', to: bob.name });
    const taken = await accept(bob, id);
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    // Posted and taken: each said only to the two players' pages, by their tags…
    const ids = await Promise.all(
      [ann, bob].map(async (player) => (await playerByKey(env.DB, nameKey(player.name)))!.id),
    );
    const tags = await Promise.all(ids.map((playerId) => listenTag(env, playerId)));
    const named = () =>
      heard
        .flatMap((message) => JSON.parse(message).changes)
        .filter((change: any) => change.type === 'named' && change.tags.includes(tags[0]));
    await expect.poll(() => named().length).toBe(2);
    for (const change of named()) expect(change).toEqual({ type: 'named', tags });
    // …so neither its id, its game nor a name went to every listener.
    for (const secret of [id, taken.body.game.id, ann.name, bob.name, ...ids])
      expect(heard.join('\n')).not.toContain(secret);
    socket.close();
    for (const stranger of [null, eve]) {
      const read = await call('GET', `/api/challenges/${id}`, as(stranger));
      expect([read.status, read.body.error?.code]).toEqual([404, 'ERR_CHALLENGE_NOT_FOUND']);
      expect(JSON.stringify(read.body)).not.toContain(bob.name);
    }
    // Its two players still read it, each with their own seat.
    const annRead = await call('GET', `/api/challenges/${id}`, as(ann));
    expect([annRead.status, annRead.body.status]).toEqual([200, 'taken']);
    expect(annRead.body.game.link).toMatch(/#(light|dark)=/);
    expect((await call('GET', `/api/challenges/${id}`, as(bob))).status).toBe(200);
  });

  it('drops challenges once they expire', async () => {
    const ann = await newPlayer('Ann');
    const id = await posted(ann, { game: 'adix' });
    const lobby = lobbyOfChallenge(env, id);
    const inEightDays = Date.now() + 8 * 24 * 3_600_000;
    const asOf = async (now: number) =>
      (await lobby.page({ reader: null, apart: [], filter: ANY, after: null, limit: 100, own: false, now })).others.map(
        (challenge) => challenge.id,
      );
    expect(await asOf(Date.now())).toContain(id);
    expect(await asOf(inEightDays)).not.toContain(id);
    const late = await lobby.take(id, { id: 'someone', name: 'Someone' }, null, 1500, inEightDays);
    expect(late.ok ? null : late.error.code).toBe('ERR_CHALLENGE_EXPIRED');
    expect((await listFor(null)).map((challenge) => challenge.id)).toContain(id);
  });

  it('shows /play to visitors, to players, and live', async () => {
    const ann = await newPlayer('Ann');
    await posted(ann, { game: 'adomoc', variant: 'altogether' });
    const visitor = await call('GET', '/play');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toContain('sign in with your email address');
    expect(visitor.body).toContain('Adomoc Altogether');
    expect(visitor.body).not.toContain('id="challenge-form"');
    const page = await call('GET', '/play', as(ann));
    expect(page.body).toContain('id="challenge-form"');
    expect(page.body).toContain('data-withdraw=');
  });
});
