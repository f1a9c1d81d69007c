/**
 * Board pictures and oEmbed, for links that unfurl and games shown on other sites.
 *
 *   GET /g/:id/board.png   1200×630: the board between the players and the state of play
 *                          (?size=square: the board alone, 1200×1200)
 *   GET /g/:id/board.svg   the board alone (?size=card: the 1200×630 picture)
 *       both take ?ply=N (the position after N moves; 0 is the start), ?flip=1 (seen
 *       from the second side), ?theme=dark. The last move is highlighted.
 *   GET /g/:id/game.gif    the game as an animated GIF (game-gif.ts): ?from=, ?to=, ?delay=
 *   GET /oembed?url=…&format=json&maxwidth=&maxheight=
 *
 * A picture with ?ply never changes: it is immutable for browsers and rendered once into
 * the Worker's cache. Without ?ply a picture is good for a minute to browsers, and kept in
 * the cache under the current ply, so it too is rendered once per move. X-Render says
 * whether an answer was drawn now ("fresh") or came from the cache ("cache").
 */
import { Hono, type Context } from 'hono';
import type { Env } from '../../platform/env.ts';
import { ApiError, unwrap } from '../../http/errors.ts';
import { publicOrigin } from '../../http/origin.ts';
import { requestedRoom } from '../objects.ts';
import {
  CURRENT,
  IMMUTABLE,
  drawPicture,
  etagOf,
  pictureKey,
  readImageOptions,
  type ImageFormat,
} from './board-image.ts';
import { currentState, currentView, viewAtPly, type BoardView } from './board-view.ts';
import { drawGameGif, gifRange, readGifOptions, takeGifDraw } from './game-gif.ts';
import { requestClientKey } from '../../http/client-address.ts';
import { embedSize, gameIdOfLink, oembedAnswer } from './oembed.ts';

type App = { Bindings: Env };

/** Work after the answer: the cache write. Outside a request (never in practice) it is awaited. */
const later = async (c: Context<App>, work: Promise<unknown>): Promise<void> => {
  const guarded = work.catch((error: unknown) => console.error('board picture cache', error));
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    await guarded;
  }
};

/** The cached answer under `key`, if any; the cache is a speed-up, so its failures are not the reader's. */
const fromCache = async (key: string): Promise<Response | undefined> => {
  try {
    return await caches.default.match(key);
  } catch {
    return undefined;
  }
};

const answered = (response: Response, cacheControl: string, source: 'cache' | 'fresh'): Response => {
  const out = new Response(response.body, response);
  out.headers.set('Cache-Control', cacheControl);
  out.headers.set('X-Render', source);
  out.headers.set('X-Content-Type-Options', 'nosniff');
  return out;
};

const boardPicture = async (c: Context<App>, format: ImageFormat) => {
  const id = c.req.param('id') ?? '';
  const room = requestedRoom(c.env, id);
  const options = readImageOptions((name) => c.req.query(name), format);
  const origin = new URL(c.req.url).origin;

  let key: string;
  let view: () => Promise<BoardView>;
  if (options.ply !== null) {
    const ply = options.ply;
    key = pictureKey(origin, id, format, options, ply, null);
    view = async () => {
      return unwrap(await viewAtPly(room, ply));
    };
  } else {
    const state = unwrap(await currentState(room));
    key = pictureKey(origin, id, format, options, state.ply, state.status);
    view = () => currentView(room, state);
  }
  const cacheControl = options.ply === null ? CURRENT : IMMUTABLE;
  return servePicture(c, key, cacheControl, async (etag) => drawPicture(await view(), options, format, etag));
};

/**
 * A picture under its cache key: 304 for its ETag, the cached copy, or drawn now and
 * cached.
 */
const servePicture = async (
  c: Context<App>,
  key: string,
  cacheControl: string,
  draw: (etag: string) => Promise<Response>,
): Promise<Response> => {
  const etag = await etagOf(key);
  if (c.req.header('If-None-Match') === etag)
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': cacheControl } });
  const hit = await fromCache(key);
  if (hit) return answered(hit, cacheControl, 'cache');
  const drawn = await draw(etag);
  await later(c, caches.default.put(key, drawn.clone()));
  return answered(drawn, cacheControl, 'fresh');
};

/** GIFs drawn differently get new addresses: raise this when the drawing changes. */
const GIF_VERSION = 2;

const gamePicture = async (c: Context<App>) => {
  const id = c.req.param('id') ?? '';
  const room = requestedRoom(c.env, id);
  const options = readGifOptions((name) => c.req.query(name));
  const range = gifRange(options, unwrap(await currentState(room)).ply);
  const query = new URLSearchParams({
    from: String(range.from),
    to: String(range.to),
    delay: String(options.delay),
    theme: options.theme,
    flip: options.flipped ? '1' : '0',
    v: String(GIF_VERSION),
  });
  const key = `${new URL(c.req.url).origin}/g/${id}/game.gif?${query}`;
  // The positions up to a given ply never change; without ?to the GIF follows the game.
  const cacheControl = options.to === null ? CURRENT : IMMUTABLE;
  return servePicture(c, key, cacheControl, async (etag) => {
    // Only a drawing counts: the cache serves every client without limit.
    await takeGifDraw(c.env, requestClientKey(c.req.raw.headers));
    const bytes = await drawGameGif(room, options, range);
    return new Response(bytes, {
      headers: {
        'Content-Type': 'image/gif',
        'Content-Disposition': `inline; filename="orrery-${id}-${range.from}-${range.to}.gif"`,
        'Cache-Control': cacheControl,
        ETag: etag,
      },
    });
  });
};

export const boardRoutes = new Hono<App>()
  .get('/g/:id/board.png', (c) => boardPicture(c, 'png'))
  .get('/g/:id/board.svg', (c) => boardPicture(c, 'svg'))
  .get('/g/:id/game.gif', (c) => gamePicture(c))
  .get('/oembed', async (c) => {
    const link = c.req.query('url');
    if (!link) throw new ApiError('ERR_QUERY', 'url must be the link of a game on this site, such as https://…/g/<id>');
    const format = c.req.query('format') ?? 'json';
    if (format !== 'json') throw new ApiError('ERR_FORMAT', `only format=json is offered, not "${format}"`);
    const origin = publicOrigin(c);
    const hosts = [new URL(origin).host, new URL(c.req.url).host];
    const id = gameIdOfLink(link, hosts);
    if (!id) throw new ApiError('ERR_NOT_FOUND', 'this url is not the link of a game on this site');
    const size = embedSize(c.req.query('maxwidth'), c.req.query('maxheight'));
    const state = unwrap(await currentState(requestedRoom(c.env, id)));
    return c.json(oembedAnswer(origin, state, size), 200, {
      'Cache-Control': CURRENT,
      'Access-Control-Allow-Origin': '*',
    });
  });
