import { exports } from 'cloudflare:workers';
import { GifReader } from 'omggif';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../../src/engine/games.ts';
import { BASE, call, createGame, getGame, play, type Created } from '../../client.ts';
import { randomMove, seededRandom } from '../../random-moves.ts';

const fetchBytes = async (path: string) => {
  const response = await exports.default.fetch(new Request(`${BASE}${path}`));
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
};

/** A game of `game` played at random to `plies`. */
const playedGame = async (game: string, plies: number, seed: number, variant?: string): Promise<Created> => {
  const created = await createGame(variant ? { game, variant } : { game });
  const engine = GAMES.get(game)!;
  const random = seededRandom(seed);
  for (let ply = 0; ply < plies; ply++) {
    const state = (await getGame(created.id)) as { position: string; variant: string; toMove: string };
    const move = randomMove(engine, state.position, state.variant, random, true);
    const answer = await play(created, state.toMove as never, move, ply);
    expect(answer.status).toBe(200);
  }
  return created;
};

/** A still PNG (8-bit palette, unfiltered rows, as the Worker writes them) as RGBA. */
const decodePng = async (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Record<string, Uint8Array[]> = {};
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    (chunks[type] ??= []).push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const header = new DataView(chunks.IHDR![0]!.buffer, chunks.IHDR![0]!.byteOffset);
  const [width, height] = [header.getUint32(0), header.getUint32(4)];
  const stream = new Blob(chunks.IDAT!).stream().pipeThrough(new DecompressionStream('deflate'));
  const rows = new Uint8Array(await new Response(stream).arrayBuffer());
  const palette = chunks.PLTE![0]!;
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(rows[y * (width + 1)]).toBe(0);
    for (let x = 0; x < width; x++) {
      const index = rows[y * (width + 1) + 1 + x]!;
      rgba.set([palette[index * 3]!, palette[index * 3 + 1]!, palette[index * 3 + 2]!, 255], (y * width + x) * 4);
    }
  }
  return { width, height, rgba };
};

/** A w × h box of an RGBA image from (left, top). */
const crop = (rgba: Uint8Array, width: number, left: number, top: number, w: number, h: number): Uint8Array => {
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++)
    out.set(rgba.subarray(((top + y) * width + left) * 4, ((top + y) * width + left + w) * 4), y * w * 4);
  return out;
};

/** The board of the still card at a ply: 580 pixels square at (310, 25). */
const stillBoard = async (id: string, ply: number, query = '') => {
  const still = await fetchBytes(`/g/${id}/board.png?ply=${ply}${query}`);
  expect(still.status).toBe(200);
  const { width, rgba } = await decodePng(still.bytes);
  return crop(rgba, width, 310, 25, 580, 580);
};

/** Every frame as shown, each drawn over the ones before (the GIF keeps frames in place). */
const framesOf = (bytes: Uint8Array) => {
  const reader = new GifReader(bytes);
  const screen = new Uint8Array(reader.width * reader.height * 4);
  const shown: Uint8Array[] = [];
  for (let i = 0; i < reader.numFrames(); i++) {
    reader.decodeAndBlitFrameRGBA(i, screen);
    shown.push(crop(screen, reader.width, 10, 10, 580, 580));
  }
  return { reader, shown };
};

describe('GET /g/:id/game.gif', () => {
  it('animates the whole game, each position a frame, its last frame held longer', async () => {
    const game = await playedGame('adomoc', 8, 5);
    const gif = await fetchBytes(`/g/${game.id}/game.gif`);
    expect(gif.status).toBe(200);
    expect(gif.headers.get('Content-Type')).toBe('image/gif');
    expect(gif.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(gif.headers.get('X-Render')).toBe('fresh');
    const { reader, shown } = framesOf(gif.bytes);
    expect([reader.width, reader.height]).toEqual([600, 600]);
    expect(reader.loopCount()).toBe(0);
    expect(reader.numFrames()).toBe(9);
    expect(reader.frameInfo(0).delay).toBe(80);
    expect(reader.frameInfo(4).delay).toBe(80);
    expect(reader.frameInfo(8).delay).toBe(300);
    // Frames after the first are the part that changed, kept over the frame before.
    expect(reader.frameInfo(5).width * reader.frameInfo(5).height).toBeLessThan(600 * 600);
    expect(reader.frameInfo(5).disposal).toBe(1);
    expect(shown[0]).toEqual(await stillBoard(game.id, 0));
    expect(shown[4]).toEqual(await stillBoard(game.id, 4));
    expect(shown[8]).toEqual(await stillBoard(game.id, 8));
    expect(shown[8]).not.toEqual(shown[7]);

    const again = await fetchBytes(`/g/${game.id}/game.gif`);
    expect(again.headers.get('X-Render')).toBe('cache');
    expect(again.bytes).toEqual(gif.bytes);
  });

  it('takes a stretch of plies, a frame delay, the dark theme and the board flipped', async () => {
    const game = await playedGame('adix', 6, 9);
    const gif = await fetchBytes(`/g/${game.id}/game.gif?from=2&to=5&delay=250&theme=dark&flip=1`);
    expect(gif.status).toBe(200);
    expect(gif.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const { reader, shown } = framesOf(gif.bytes);
    expect(reader.numFrames()).toBe(4);
    expect(reader.frameInfo(0).delay).toBe(25);
    expect(reader.frameInfo(3).delay).toBe(300);
    expect(shown[0]).toEqual(await stillBoard(game.id, 2, '&theme=dark&flip=1'));
    expect(shown[3]).toEqual(await stillBoard(game.id, 5, '&theme=dark&flip=1'));
    // A long delay holds the last frame three times as long.
    const slow = framesOf((await fetchBytes(`/g/${game.id}/game.gif?from=5&delay=2000`)).bytes).reader;
    expect(slow.numFrames()).toBe(2);
    expect(slow.frameInfo(1).delay).toBe(600);
  });

  it('refuses what it cannot draw with a clear error, and changes nothing', async () => {
    const game = await playedGame('adomoc', 3, 2);
    const refused = async (query: string, status: number, code: string, words: RegExp) => {
      const answer = await call('GET', `/g/${game.id}/game.gif${query}`);
      expect(answer.status).toBe(status);
      expect(answer.body.error.code).toBe(code);
      expect(answer.body.error.message).toMatch(words);
    };
    await refused('?to=4', 400, 'ERR_PLY', /3 plies/);
    await refused('?from=3&to=1', 400, 'ERR_PLY', /must not be after/);
    await refused('?from=-1', 400, 'ERR_PLY', /whole number/);
    await refused('?delay=50', 400, 'ERR_QUERY', /100 to 5000/);
    await refused('?delay=fast', 400, 'ERR_QUERY', /milliseconds/);
    await refused('?theme=sepia', 400, 'ERR_QUERY', /theme/);
    expect((await call('GET', '/g/nosuchgame1/game.gif')).status).toBe(404);
    expect(((await getGame(game.id)) as { ply: number }).ply).toBe(3);
  });

  it('holds at most 200 positions, and says how to narrow a longer game', async () => {
    const game = await playedGame('adomoc', 200, 3, 'infinite');
    const answer = await call('GET', `/g/${game.id}/game.gif`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('ERR_FRAMES');
    expect(answer.body.error.message).toContain('?from=1&to=200');
    const narrowed = await fetchBytes(`/g/${game.id}/game.gif?from=1&to=200`);
    expect(narrowed.status).toBe(200);
    expect(new GifReader(narrowed.bytes).numFrames()).toBe(200);
    // The game page links to what can be drawn.
    const page = await call('GET', `/g/${game.id}`);
    expect(page.body).toContain(`href="/g/${game.id}/game.gif?from=1&amp;to=200" download>Animated GIF</a>`);
  }, 120_000);
});
