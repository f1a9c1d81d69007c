/**
 * Hostile: floods on the live sockets anyone may open (a game's, the lobby's, a
 * tournament's). A socket is one-way: nothing a page sends is read, so a flood of frames
 * neither closes it, nor gets an answer, nor reaches an object (src/worker/sockets/page-socket.ts);
 * and no burst of upgrades from one address gets past its cap. The timings of the floods
 * are measured by `npm run bench:flood`, not here.
 */
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CLOSE_POLICY, MAX_SOCKETS_PER_CLIENT } from '../../../src/worker/sockets/socket-limits.ts';
import { GAME_HEADER } from '../../../src/worker/game/live-hub.ts';
import { liveHub } from '../../../src/worker/game/objects.ts';
import { BASE, call, createGame, getGame, play } from '../client.ts';
import { someLegalMove } from '../mail-helpers.ts';
import { newPlayer, type TestPlayer } from '../player-helpers.ts';
import { as, created, enter, inMs } from '../tournament-helpers.ts';

const open = async (path: string, client: string) => {
  const response = await exports.default.fetch(
    new Request(`${BASE}${path}`, { headers: { Upgrade: 'websocket', 'CF-Connecting-IP': client } }),
  );
  if (response.status !== 101) return { status: response.status, body: (await response.json()) as unknown } as const;
  const socket = response.webSocket!;
  const received: string[] = [];
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
  socket.addEventListener('message', (event) => received.push(event.data as string));
  socket.accept();
  return { status: 101, socket, received, closed } as const;
};

interface Live {
  readonly socket: WebSocket;
  readonly received: string[];
  /** The code of the close that ended it. */
  readonly closed: Promise<number>;
}

/**
 * Ends a socket from the page's side: the close that comes back carries the page's own
 * code, unless the server closed it first (as it did a flooding socket, with 1008 or 1009).
 */
const endedByPage = async (live: Live): Promise<number> => {
  live.socket.close(1000, 'done');
  return live.closed;
};

const opened = async (path: string, client: string): Promise<Live> => {
  const live = await open(path, client);
  if (!live.socket) throw new Error(`no socket: ${live.status} ${JSON.stringify(live.body)}`);
  return live as Live;
};

/** The flood on one socket: 10,000 syncs and 2,000 frames of a kilobyte, as fast as it takes them. */
const flood = (socket: WebSocket, syncs = 10_000, junk = 2_000): void => {
  for (let i = 0; i < syncs; i++) socket.send('sync');
  for (let i = 0; i < junk; i++) socket.send('x'.repeat(1024));
};

const tournament = async (host: TestPlayer): Promise<string> =>
  created(host, { game: 'adix', system: 'swiss', rounds: 3, maxEntrants: 8, startsAt: inMs(3_600_000) });

describe('a flooded live socket', () => {
  it('on a game: is neither closed nor answered, and the next move still reaches it and its neighbours', async () => {
    const game = await createGame();
    const path = `/api/games/${game.id}/live`;
    const flooder = await opened(path, '198.18.0.1');
    const watcher = await opened(path, '198.18.0.2');
    await expect.poll(() => flooder.received.length).toBe(1);
    flood(flooder.socket);
    // Pings too: nothing answers them now (the server beats on its own, page-socket.ts).
    for (let i = 0; i < 100; i++) flooder.socket.send('ping');
    const state = await getGame(game.id);
    expect((await play(game, 'light', someLegalMove('adomoc', state.variant, state.position), 0)).status).toBe(200);
    for (const page of [flooder, watcher])
      await expect.poll(() => page.received.map((text) => JSON.parse(text).type)).toEqual(['state', 'update']);
    for (const page of [flooder, watcher]) expect(await endedByPage(page)).toBe(1000);
  });

  it('on the lobby: is neither closed nor answered, and the next change still reaches it', async () => {
    const ann = await newPlayer('Ann');
    const flooder = await opened('/api/challenges/live', '198.18.0.3');
    flood(flooder.socket);
    // No answer to any of it (the change below is the first thing said).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(flooder.received).toEqual([]);
    const posted = await call('POST', '/api/challenges', { body: { game: 'adomoc' }, ...as(ann) });
    expect(posted.status).toBe(201);
    await expect.poll(() => flooder.received.join()).toContain(`"id":"${posted.body.challenge.id}"`);
    expect(await endedByPage(flooder)).toBe(1000);
  });

  it('on a tournament: is neither closed nor answered, and the next entry still reaches it', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const id = await tournament(ann);
    const flooder = await opened(`/api/tournaments/${id}/live`, '198.18.0.4');
    flood(flooder.socket);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(flooder.received).toEqual([]);
    expect((await enter(bob, id)).status).toBeLessThan(300);
    await expect.poll(() => flooder.received).toContain(JSON.stringify({ type: 'changed' }));
    expect(await endedByPage(flooder)).toBe(1000);
  });

  it(`from ${MAX_SOCKETS_PER_CLIENT} sockets of one address, 2,000 syncs each, leaves every socket open and listening`, async () => {
    const game = await createGame();
    const path = `/api/games/${game.id}/live`;
    const attackers = await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_CLIENT }, () => opened(path, '198.18.0.5')),
    );
    for (const live of attackers) flood(live.socket, 2_000, 0);
    const state = await getGame(game.id);
    expect((await play(game, 'light', someLegalMove('adomoc', state.variant, state.position), 0)).status).toBe(200);
    for (const live of attackers) {
      await expect.poll(() => live.received.length).toBe(2);
      expect(await endedByPage(live)).toBe(1000);
    }
  });
});

describe('the cap of sockets from one address', () => {
  const cases: [string, () => Promise<string>][] = [
    ['a game', async () => `/api/games/${(await createGame()).id}/live`],
    ['the lobby', async () => '/api/challenges/live'],
    ['a tournament', async () => `/api/tournaments/${await tournament(await newPlayer('Host'))}/live`],
  ];
  it.each(cases)('on %s holds against 60 upgrades at once, and frees a place when a page closes', async (_, pathOf) => {
    const path = await pathOf();
    const client = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const all = await Promise.all(Array.from({ length: 60 }, () => open(path, client)));
    const accepted = all.filter((live) => live.status === 101);
    expect(accepted).toHaveLength(MAX_SOCKETS_PER_CLIENT);
    expect(
      all.filter((live) => live.status === 429 && JSON.stringify(live.body).includes('ERR_TOO_MANY_SOCKETS')),
    ).toHaveLength(60 - MAX_SOCKETS_PER_CLIENT);
    // The page's close reaches the object through the relay, and its place is free again.
    accepted[0]!.socket!.close(1000, 'done');
    let again = await open(path, client);
    for (let tries = 0; again.status !== 101 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await open(path, client);
    }
    expect(again.status).toBe(101);
    for (const live of [...accepted, again]) live.socket?.close(1000, 'done');
  });

  it('counts an IPv6 /64 as one address', async () => {
    const path = `/api/games/${(await createGame()).id}/live`;
    const sockets = [];
    for (let i = 1; i <= MAX_SOCKETS_PER_CLIENT; i++)
      sockets.push(await opened(path, `2001:db8:1:2::${i.toString(16)}`));
    const refused = await open(path, '2001:db8:1:2:ffff:ffff:ffff:ffff');
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'ERR_TOO_MANY_SOCKETS' } } });
    // Another client is still welcome.
    const other = await opened(path, '2001:db8:1:3::1');
    for (const live of [...sockets, other]) live.socket.close(1000, 'done');
  });
});

describe('a hub', () => {
  it('closes a socket that sends it anything (only the relay, which sends nothing, holds one)', async () => {
    const game = await createGame();
    const response = await liveHub(env, game.id).fetch(
      new Request(`${BASE}/api/games/${game.id}/live`, { headers: { Upgrade: 'websocket', [GAME_HEADER]: game.id } }),
    );
    const socket = response.webSocket!;
    const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
    socket.accept();
    socket.send('sync');
    expect(await closed).toBe(CLOSE_POLICY);
  });
});
