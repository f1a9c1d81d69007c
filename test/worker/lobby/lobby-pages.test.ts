/**
 * The lobby in shards, in workerd: GET /api/challenges and /play a page at a time and
 * filtered, with the reader's own challenges first; each challenge in its poster's shard;
 * changes coalesced on the socket; every hub told.
 */
import { describe, expect, it } from 'vitest';
import { env, exports } from 'cloudflare:workers';
import { BASE, call } from '../client.ts';
import { newPlayer, type TestPlayer } from '../player-helpers.ts';
import { playerByKey } from '../../../src/worker/db/player-records.ts';
import { nameKey } from '../../../src/shared/name-key.ts';
import { lobbyShard, shardOfChallenge, shardOfPlayer } from '../../../src/worker/lobby/lobby-shards.ts';
import { hubOfClient } from '../../../src/worker/lobby/lobby-hubs.ts';
import type { Challenge } from '../../../src/worker/lobby/challenge.ts';

const as = (player: TestPlayer | null) => ({ headers: { Origin: BASE, ...(player ? { Cookie: player.cookie } : {}) } });

const posted = async (player: TestPlayer, body: Record<string, unknown>): Promise<string> => {
  const reply = await call('POST', '/api/challenges', { body, ...as(player) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.challenge.id;
};

/** Every page of the list from `query`, `limit` at a time, as a client walks it. */
const walk = async (query: string, reader: TestPlayer | null = null): Promise<Challenge[][]> => {
  const pages: Challenge[][] = [];
  let cursor: string | null = null;
  do {
    const reply: { status: number; body: any } = await call(
      'GET',
      `/api/challenges?${query}${cursor ? `&cursor=${cursor}` : ''}`,
      as(reader),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    pages.push(reply.body.challenges);
    cursor = reply.body.next;
  } while (cursor && pages.length < 100);
  return pages;
};

const listen = async (client: string): Promise<WebSocket> => {
  const response = await exports.default.fetch(
    new Request(`${BASE}/api/challenges/live`, { headers: { Upgrade: 'websocket', 'CF-Connecting-IP': client } }),
  );
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  return socket;
};

describe('the lobby a page at a time', () => {
  it('walks every open challenge once, newest first, the reader’s own first; and filters them', async () => {
    const [ann, bob, cy] = await Promise.all([newPlayer('Ann'), newPlayer('Bob'), newPlayer('Cy')]);
    const ours = new Set<string>();
    for (let i = 0; i < 3; i++) {
      ours.add(await posted(ann, { game: 'adix' }));
      ours.add(await posted(bob, { game: 'adomoc', rated: false, clock: { daysPerMove: 3, vacationDays: 0 } }));
    }
    ours.add(await posted(cy, { game: 'adomoc', variant: 'infinite' }));
    const pages = await walk('limit=2');
    const seen = pages.flat().map((challenge) => challenge.id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ours) expect(seen).toContain(id);
    expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
    const times = pages.flat().map((challenge) => challenge.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Ann's own head her first page, whatever its length, and are not met again further on.
    const annPages = await walk('limit=1', ann);
    expect(annPages[0]!.slice(0, 3).every((challenge) => challenge.by.name === ann.name)).toBe(true);
    expect(
      annPages
        .slice(1)
        .flat()
        .some((challenge) => challenge.by.name === ann.name),
    ).toBe(false);
    // Filters, the same words as /play's form.
    const only = async (query: string) => (await walk(`limit=100&${query}`)).flat();
    expect((await only('game=adix')).every((challenge) => challenge.game === 'adix')).toBe(true);
    expect((await only('game=adix')).filter((challenge) => ours.has(challenge.id))).toHaveLength(3);
    const infinite = await only('game=adomoc/infinite');
    expect(infinite.every((challenge) => challenge.variant === 'infinite')).toBe(true);
    expect(infinite.filter((challenge) => ours.has(challenge.id))).toHaveLength(1);
    expect(await only('game=adomoc&variant=infinite')).toEqual(infinite);
    const casual = (await only('rated=casual')).filter((challenge) => ours.has(challenge.id));
    expect(casual.map((challenge) => challenge.by.name)).toEqual([bob.name, bob.name, bob.name]);
    expect((await only('clock=3')).filter((challenge) => ours.has(challenge.id))).toHaveLength(3);
    expect((await only('clock=none&game=adix')).filter((challenge) => ours.has(challenge.id))).toHaveLength(3);
    // Each in its poster's shard.
    for (const challenge of pages.flat().filter((item) => ours.has(item.id)))
      expect(shardOfChallenge(challenge.id)).toBe(shardOfPlayer(challenge.by.id));
  });

  it('refuses a filter or cursor it cannot read, saying how, on the API and on /play', async () => {
    for (const query of ['game=chess', 'variant=infinite', 'game=adix/infinite', 'rated=yes', 'clock=0', 'limit=0']) {
      const reply = await call('GET', `/api/challenges?${query}`);
      expect([query, reply.status, reply.body.error.code]).toEqual([query, 400, 'ERR_QUERY']);
    }
    const cursor = await call('GET', '/api/challenges?cursor=nonsense');
    expect([cursor.status, cursor.body.error.code]).toEqual([400, 'ERR_CURSOR']);
    const page = await call('GET', '/play?cursor=nonsense');
    expect(page.status).toBe(400);
    expect(page.body).toContain('href="/play"');
    expect((await call('GET', '/play?game=chess')).status).toBe(400);
  });

  it('pages /play with links that need no script, keeping the filter', async () => {
    const players = await Promise.all(Array.from({ length: 18 }, () => newPlayer('Many')));
    for (const player of players)
      for (let i = 0; i < 3; i++) await posted(player, { game: 'adomoc', variant: 'altogether' });
    const first = await call('GET', '/play?game=adomoc/altogether');
    expect(first.body).toContain('<option value="adomoc/altogether" selected>');
    const more = /id="more-challenges" href="([^"]+)"/.exec(first.body)?.[1]?.replaceAll('&amp;', '&');
    expect(more).toMatch(/^\/play\?game=adomoc%2Faltogether&cursor=/);
    const second = await call('GET', more!);
    expect(second.status).toBe(200);
    expect(second.body).toContain('← Newest challenges');
    const idsOf = (body: string) => [...body.matchAll(/data-challenge-id="(\w+)"/g)].map((match) => match[1]);
    expect(idsOf(first.body)).toHaveLength(50);
    for (const id of idsOf(second.body)) expect(idsOf(first.body)).not.toContain(id);
  });
});

describe('the lobby live', () => {
  it('sends the changes of a short window as one message, to the pages of every hub', async () => {
    const ann = await newPlayer('Ann');
    const annId = (await playerByKey(env.DB, nameKey(ann.name)))!.id;
    // Two addresses that land on different hubs.
    const first = '198.51.100.1';
    let other = 2;
    while (hubOfClient(`198.51.100.${other}`) === hubOfClient(first)) other++;
    const sockets = [await listen(first), await listen(`198.51.100.${other}`)];
    const heard: any[][] = [[], []];
    sockets.forEach((socket, index) =>
      socket.addEventListener('message', (event) => {
        heard[index]!.push(JSON.parse(String(event.data)));
      }),
    );
    const shard = lobbyShard(env, shardOfPlayer(annId));
    const now = Date.now();
    const challenge = (id: string): Challenge => ({
      id,
      game: 'adix',
      variant: 'standard',
      clock: null,
      side: 'random',
      rated: false,
      range: null,
      to: null,
      by: { id: annId, name: ann.name, rating: null },
      createdAt: now,
      expiresAt: now + 86_400_000,
    });
    const request = {
      game: 'adix',
      variant: 'standard',
      clock: null,
      side: 'random',
      rated: false,
      range: null,
      to: null,
    };
    const ids = ['coalesce2aaa', 'coalesce2bbb', 'coalesce2ccc'];
    await Promise.all(ids.map((id) => shard.post(request, challenge(id))));
    // Changes of earlier tests may share a message with these: only these are counted.
    const ours = (changes: any[]) => changes.filter((change) => ids.includes(change.challenge?.id));
    for (const messages of heard) {
      await expect.poll(() => ours(messages.flatMap((message) => message.changes)).length).toBe(3);
      expect(messages.filter((message) => ours(message.changes).length > 0)).toHaveLength(1);
    }
    for (const socket of sockets) socket.close();
  });
});
