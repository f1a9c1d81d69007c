import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BASE, call, createGame, play } from '../../client.ts';

/** A binary answer: the client helper reads bodies as text. */
const fetchBytes = async (path: string, headers: Record<string, string> = {}) => {
  const response = await exports.default.fetch(new Request(`${BASE}${path}`, { headers }));
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk, which a PNG must put first. */
const pngSize = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.slice(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe('board pictures', () => {
  it('draws the current board as a 1200×630 PNG, then serves it from the cache', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const first = await fetchBytes(`/g/${created.id}/board.png`);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/png');
    expect([...first.bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(first.bytes)).toEqual({ width: 1200, height: 630 });
    expect(first.headers.get('X-Render')).toBe('fresh');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);

    const second = await fetchBytes(`/g/${created.id}/board.png`);
    expect(second.headers.get('X-Render')).toBe('cache');
    expect(second.bytes).toEqual(first.bytes);
    const unchanged = await fetchBytes(`/g/${created.id}/board.png`, { 'If-None-Match': etag! });
    expect(unchanged.status).toBe(304);

    // A move is a new picture: drawn afresh, under a new ETag.
    expect((await play(created, 'light', 'Fa3a6', 0)).status).toBe(200);
    const after = await fetchBytes(`/g/${created.id}/board.png`);
    expect(after.headers.get('X-Render')).toBe('fresh');
    expect(after.headers.get('ETag')).not.toBe(etag);
  });

  it('draws the board alone, square, with ?size=square', async () => {
    const created = await createGame({ game: 'adix' });
    const square = await fetchBytes(`/g/${created.id}/board.png?size=square&theme=dark&flip=1`);
    expect(square.status).toBe(200);
    expect(pngSize(square.bytes)).toEqual({ width: 1200, height: 1200 });
  });

  it('serves an earlier position by ply as an immutable picture, with its last move highlighted', async () => {
    const created = await createGame({ game: 'adomoc' });
    expect((await play(created, 'light', 'Fa3a6', 0)).status).toBe(200);
    expect((await play(created, 'dark', 'Fj3j7', 1)).status).toBe(200);

    const start = await call('GET', `/g/${created.id}/board.svg?ply=0`);
    expect(start.status).toBe(200);
    expect(start.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(start.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(start.body).toContain('<title>a3: light foot</title>');
    expect(start.body).toContain('<title>c1: light sun (prime)</title>');
    expect(start.body).toContain('<title>a6: empty</title>');
    expect(start.body).not.toContain('last move');

    const first = await call('GET', `/g/${created.id}/board.svg?ply=1`);
    expect(first.body).toContain('<title>a6: light foot; last move</title>');
    expect(first.body).toContain('<title>a3: empty, origin space of Light&#39;s feet; last move</title>');

    const current = await call('GET', `/g/${created.id}/board.svg`);
    expect(current.body).toContain('<title>j7: dark foot; last move</title>');
    expect(current.headers.get('Cache-Control')).toBe('public, max-age=60');

    const again = await call('GET', `/g/${created.id}/board.svg?ply=1`);
    expect(again.headers.get('X-Render')).toBe('cache');
    expect(again.body).toBe(first.body);
  });

  it('draws ADIX cubes with their faces and the card with the players', async () => {
    const created = await createGame({
      game: 'adix',
      players: { white: { name: 'Chloé <script>' }, black: { name: 'Dmitri' } },
    });
    const board = await call('GET', `/g/${created.id}/board.svg`);
    expect(board.body).toContain(
      'e1: white captain, rock on top; north paper, east scissors, south paper, west scissors',
    );
    expect(board.body).toContain('<title>c9: black teammate, shelter on top; north paper');
    const card = await call('GET', `/g/${created.id}/board.svg?size=card`);
    expect(card.body).toContain('viewBox="0 0 1200 630"');
    expect(card.body).toContain('Chloé &lt;script&gt;');
    expect(card.body).not.toContain('<script');
    expect(card.body).toContain('White to move');
    // The card counts as the link's title does: the round being played.
    expect(card.body).toContain('Round 1');
    expect(card.body).not.toContain('Move 1');
  });

  it('answers a bad id, ply or option with a JSON error', async () => {
    const missing = await call('GET', '/g/abcdefghjk23/board.png');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('ERR_GAME_NOT_FOUND');
    expect((await call('GET', '/g/not-an-id/board.svg')).status).toBe(404);

    const created = await createGame({ game: 'adomoc' });
    const beyond = await call('GET', `/g/${created.id}/board.png?ply=5`);
    expect(beyond.status).toBe(400);
    expect(beyond.body.error).toEqual({ code: 'ERR_PLY', message: 'ply must be a whole number from 0 to 0' });
    expect((await call('GET', `/g/${created.id}/board.png?ply=-1`)).body.error.code).toBe('ERR_PLY');
    const theme = await call('GET', `/g/${created.id}/board.svg?theme=blue`);
    expect(theme.status).toBe(400);
    expect(theme.body.error.code).toBe('ERR_QUERY');
  });
});

describe('oEmbed', () => {
  it('describes a game as a rich frame of its embed page, with the board as thumbnail', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const link = `${BASE}/g/${created.id}`;
    const reply = await call('GET', `/oembed?url=${encodeURIComponent(link)}&format=json&maxwidth=400`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Orrery',
      width: 400,
      height: 464,
      thumbnail_url: `${BASE}/g/${created.id}/board.png?ply=0`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    // The game page's own title, which names both players.
    expect(reply.body.title).toMatch(/Ann.*Bob/);
    expect(reply.body.html).toBe(
      `<iframe src="${BASE}/g/${created.id}/embed" width="400" height="464" title="${reply.body.title}" style="border:0;max-width:100%" loading="lazy" allowfullscreen></iframe>`,
    );
    // A seat link names the same game; its token is not read.
    const seat = await call('GET', `/oembed?url=${encodeURIComponent(created.links.light)}`);
    expect(seat.status).toBe(200);
  });

  it('offers JSON only, and only for games of this site', async () => {
    const created = await createGame({ game: 'adix' });
    const link = encodeURIComponent(`${BASE}/g/${created.id}`);
    expect((await call('GET', `/oembed?url=${link}&format=xml`)).status).toBe(501);
    expect(
      (await call('GET', `/oembed?url=${encodeURIComponent(`https://elsewhere.example/g/${created.id}`)}`)).status,
    ).toBe(404);
    expect((await call('GET', `/oembed?url=${encodeURIComponent(`${BASE}/about`)}`)).status).toBe(404);
    expect((await call('GET', `/oembed?url=${encodeURIComponent(`${BASE}/g/abcdefghjk23`)}`)).status).toBe(404);
    expect((await call('GET', '/oembed')).status).toBe(400);
  });
});
