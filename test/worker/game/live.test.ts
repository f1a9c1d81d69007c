import { exports } from 'cloudflare:workers';
import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, call, createGame, play } from '../client.ts';
import { roomStub } from '../rooms.ts';

/** Opens the live socket of a game and collects what it sends. */
const connect = async (id: string) => {
  const response = await exports.default.fetch(
    new Request(`${BASE}/api/games/${id}/live`, { headers: { Upgrade: 'websocket' } }),
  );
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const messages: any[] = [];
  const waiters: (() => void)[] = [];
  socket.addEventListener('message', (event) => {
    const text = event.data as string;
    messages.push(text.startsWith('{') ? JSON.parse(text) : text);
    waiters.splice(0).forEach((wake) => wake());
  });
  socket.accept();
  const next = async (count: number) => {
    const until = Date.now() + 5_000;
    while (messages.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} messages, got ${messages.length}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return messages[count - 1];
  };
  return { socket, messages, next };
};

describe('live updates over WebSockets', () => {
  it('sends the state on connecting, then every move, draw offer and resignation to every page', async () => {
    const created = await createGame();
    const watcher = await connect(created.id);
    const player = await connect(created.id);
    expect(await watcher.next(1)).toMatchObject({ type: 'state', state: { ply: 0 } });
    await player.next(1);

    await play(created, 'light', 'Fa3a4', 0);
    for (const page of [watcher, player])
      expect(await page.next(2)).toMatchObject({
        type: 'update',
        reason: 'move',
        by: 'light',
        state: { ply: 1, moves: ['Fa3a4'], lastMove: { notation: 'Fa3a4' } },
      });

    // Each update names the seat that made it: an offer gone reads "declined" or "withdrawn" by who did it.
    const draw = (side: 'light' | 'dark', action: string) =>
      call('POST', `/api/games/${created.id}/draw`, { token: created.tokens[side], body: { action } });
    await draw('dark', 'offer');
    expect(await watcher.next(3)).toMatchObject({
      type: 'update',
      reason: 'draw',
      by: 'dark',
      state: { drawOffer: 'dark' },
    });
    await draw('light', 'decline');
    expect(await watcher.next(4)).toMatchObject({
      type: 'update',
      reason: 'draw',
      by: 'light',
      state: { drawOffer: null },
    });
    await draw('light', 'offer');
    await draw('light', 'decline');
    expect(await watcher.next(6)).toMatchObject({
      type: 'update',
      reason: 'draw',
      by: 'light',
      state: { drawOffer: null },
    });
    await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.dark });
    expect(await watcher.next(7)).toMatchObject({
      type: 'update',
      reason: 'resign',
      by: 'dark',
      state: { status: 'finished', result: { winner: 'light', reason: 'resignation' } },
    });
    watcher.socket.close(1000, 'done');
    player.socket.close(1000, 'done');
  });

  it('keeps sockets through hibernation and eviction, and reads nothing a page sends', async () => {
    const created = await createGame();
    const page = await connect(created.id);
    await page.next(1);
    await evictDurableObject(roomStub(created.id));
    // What older pages sent ("ping", "sync") goes unread: the next thing said is the move.
    page.socket.send('ping');
    page.socket.send('sync');
    await play(created, 'light', 'Fa3a4', 0);
    expect(await page.next(2)).toMatchObject({ type: 'update', state: { ply: 1 } });
    await play(created, 'dark', 'Ff3f4', 1);
    expect(await page.next(3)).toMatchObject({ type: 'update', state: { ply: 2 } });
    page.socket.close(1000, 'done');
  });

  it('sends only the moves a reconnecting page has not seen', async () => {
    const created = await createGame();
    await play(created, 'light', 'Fa3a4', 0);
    await play(created, 'dark', 'Ff3f4', 1);
    const response = await exports.default.fetch(
      new Request(`${BASE}/api/games/${created.id}/live?since=1`, { headers: { Upgrade: 'websocket' } }),
    );
    const socket = response.webSocket!;
    const first = new Promise<any>((resolve) =>
      socket.addEventListener('message', (event) => resolve(JSON.parse(event.data as string)), { once: true }),
    );
    socket.accept();
    expect(await first).toMatchObject({ type: 'state', state: { ply: 2, moves: ['Ff3f4'], movesFrom: 1 } });
    socket.close(1000, 'done');
  });

  it('refuses plain requests and unknown games', async () => {
    const created = await createGame();
    expect((await call('GET', `/api/games/${created.id}/live`)).status).toBe(426);
    const unknown = await exports.default.fetch(
      new Request(`${BASE}/api/games/aaaaaaaaaaaa/live`, { headers: { Upgrade: 'websocket' } }),
    );
    expect(unknown.status).toBe(404);
  });
});
