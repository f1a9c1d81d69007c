/** The games API: create, read, play, resign, draw, vacation, record, list, live. */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { RECENT_GAMES_ORDER, recentGames } from '../../db/history.ts';
import { decodeCursor } from '../../db/page-cursor.ts';
import type { Env } from '../../platform/env.ts';
import { limitBody } from '../../http/body.ts';
import { ApiError, unwrap } from '../../http/errors.ts';
import { jsonBody } from '../../http/validators.ts';
import { SEAT_TOKEN, hashToken } from '../../http/tokens.ts';
import { readAction, readCreateRequest, readMoveRequest, readNotify, type CreateRequest } from '../game-request.ts';
import type { FormBody } from '../../../shared/api-contract.ts';
import type { DrawAction } from '../room/room-rules.ts';
import type { Notify } from '../room/room-record.ts';
import { startGame } from '../new-game.ts';
import { ownSiteSession } from '../../session/signed-in.ts';

/** Most moves one read lists: a long game's list is read a stretch at a time (`last`, `/moves`). */
const MOST_MOVES_READ = 1_000;
/** Moves a `/moves` read lists when it names no limit. */
const MOVES_PAGE = 300;

/** A query's whole number from `min` to `max` (at most nine digits), or null. */
const wholeNumberIn = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

const readDrawAction = (body: unknown) => readAction(body, ['offer', 'accept', 'decline'] as const);
type VacationAction = 'start' | 'end';
const readVacationAction = (body: unknown) => readAction<VacationAction>(body, ['start', 'end']);
import { publicOrigin } from '../../http/origin.ts';
import { requestClientKey } from '../../http/client-address.ts';
import { liveHub, readRoom, requestedRoom, type RoomStub } from '../objects.ts';
import { takeCreation } from '../../http/create-limiter.ts';
import { GAME_HEADER } from '../live-hub.ts';
import { pageSocket } from '../../sockets/page-socket.ts';

type App = { Bindings: Env };

/** The seat token's hash from `Authorization: Bearer <token>`; the token itself goes no further. */
const tokenHash = async (header: string | undefined): Promise<string> => {
  if (!header)
    throw new ApiError(
      'ERR_TOKEN_MISSING',
      'send your seat token as "Authorization: Bearer <token>"; it is the secret part of your link',
    );
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match || !SEAT_TOKEN.test(match[1]!))
    throw new ApiError(
      'ERR_TOKEN',
      'this token is not a seat of this game; use the secret link you were given for your side',
    );
  return hashToken(match[1]!);
};

/**
 * A request by a seat: the game's object (404 for an id no game can have) and the hash of
 * the seat's token (401 without one), checked in that order before any body is read.
 */
export const seatRequest = createMiddleware<App & { Variables: { room: RoomStub; tokenHash: string } }>(
  async (c, next) => {
    c.set('room', requestedRoom(c.env, c.req.param('id') ?? ''));
    c.set('tokenHash', await tokenHash(c.req.header('Authorization')));
    await next();
  },
);

export const gamesApi = new Hono<App>()
  .post('/', limitBody, jsonBody<CreateRequest, FormBody>(readCreateRequest), async (c) => {
    unwrap(await takeCreation(c.env, requestClientKey(c.req.raw.headers)));
    const request = c.req.valid('json');
    // A creator signed in as a seat's address asked for the game: that seat hears of it at once.
    const session = await ownSiteSession(c);
    const { id, links, tokens, state } = await startGame(
      c.env,
      publicOrigin(c),
      request,
      null,
      session ? [session.email] : [],
    );
    c.header('Location', `/api/games/${id}`);
    return c.json({ id, game: request.game.id, variant: request.variant, links, tokens, state }, 201);
  })
  .get('/', async (c) => {
    const status = c.req.query('status');
    if (status !== undefined && status !== 'ongoing' && status !== 'finished')
      throw new ApiError('ERR_QUERY', 'status must be "ongoing" or "finished" (or left out for both)');
    const limitText = c.req.query('limit') ?? '20';
    const limit = Number(limitText);
    if (!/^\d+$/.test(limitText) || limit < 1 || limit > 100)
      throw new ApiError('ERR_QUERY', 'limit must be a whole number from 1 to 100');
    const cursorText = c.req.query('cursor');
    const cursor = cursorText === undefined ? null : unwrap(decodeCursor(cursorText, RECENT_GAMES_ORDER));
    const page = await recentGames(c.env.DB, { ...(status ? { status } : {}), limit, cursor });
    return c.json({ games: page.items, next: page.next, previous: page.previous });
  })
  .get('/:id', async (c) => {
    const lastText = c.req.query('last');
    const sinceText = c.req.query('since');
    if (lastText !== undefined) {
      if (sinceText !== undefined)
        throw new ApiError('ERR_QUERY', 'ask for the moves after a ply (since) or the last moves (last), not both');
      const last = wholeNumberIn(lastText, 0, MOST_MOVES_READ);
      if (last === null)
        throw new ApiError(
          'ERR_QUERY',
          `last must be a whole number from 0 to ${MOST_MOVES_READ}: how many of the latest moves to list`,
        );
      return c.json(unwrap(await readRoom(c.env, c.req.param('id'), async (room) => room.latest(last))));
    }
    const since = wholeNumberIn(sinceText ?? '0', 0, 999_999_999);
    if (since === null) throw new ApiError('ERR_QUERY', 'since must be a ply number: the moves after it are listed');
    return c.json(unwrap(await readRoom(c.env, c.req.param('id'), async (room) => room.state(since))));
  })
  .get('/:id/moves', async (c) => {
    const beforeText = c.req.query('before');
    const before = beforeText === undefined ? null : wholeNumberIn(beforeText, 0, 999_999_999);
    if (beforeText !== undefined && before === null)
      throw new ApiError('ERR_QUERY', 'before must be a ply number: the moves up to it are listed');
    const limit = wholeNumberIn(c.req.query('limit') ?? String(MOVES_PAGE), 1, MOST_MOVES_READ);
    if (limit === null) throw new ApiError('ERR_QUERY', `limit must be a whole number from 1 to ${MOST_MOVES_READ}`);
    return c.json(unwrap(await readRoom(c.env, c.req.param('id'), async (room) => room.movesBefore(before, limit))));
  })
  .post('/:id/moves', limitBody, seatRequest, jsonBody(readMoveRequest), async (c) => {
    const { move, ply, takebacks } = c.req.valid('json');
    return c.json(unwrap(await c.get('room').move(c.get('tokenHash'), move, ply, takebacks)));
  })
  .post('/:id/resign', limitBody, seatRequest, async (c) =>
    c.json(unwrap(await c.get('room').resign(c.get('tokenHash')))),
  )
  .post('/:id/draw', limitBody, seatRequest, jsonBody<DrawAction, { action: DrawAction }>(readDrawAction), async (c) =>
    c.json(unwrap(await c.get('room').draw(c.get('tokenHash'), c.req.valid('json')))),
  )
  .post(
    '/:id/vacation',
    limitBody,
    seatRequest,
    jsonBody<VacationAction, { action: VacationAction }>(readVacationAction),
    async (c) => c.json(unwrap(await c.get('room').vacation(c.get('tokenHash'), c.req.valid('json')))),
  )
  .get('/:id/seat', seatRequest, async (c) => c.json(unwrap(await c.get('room').seatSettings(c.get('tokenHash')))))
  .post('/:id/notifications', limitBody, seatRequest, jsonBody<Notify, { notify: Notify }>(readNotify), async (c) =>
    c.json(unwrap(await c.get('room').setNotify({ tokenHash: c.get('tokenHash') }, c.req.valid('json')))),
  )
  .get('/:id/positions/:ply', async (c) => {
    const plyText = c.req.param('ply');
    if (!/^\d{1,9}$/.test(plyText))
      throw new ApiError('ERR_PLY', 'the ply must be a whole number: 0 for the start, n for the position after move n');
    return c.json(unwrap(await readRoom(c.env, c.req.param('id'), async (room) => room.positionAt(Number(plyText)))));
  })
  .get('/:id/record', async (c) => {
    const id = c.req.param('id');
    const record = unwrap(await readRoom(c.env, id, async (room) => room.record()));
    return c.text(record, 200, { 'Content-Disposition': `inline; filename="orrery-${id}.txt"` });
  })
  .get('/:id/live', async (c) => {
    const id = c.req.param('id');
    requestedRoom(c.env, id);
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket')
      throw new ApiError('ERR_UPGRADE', 'this address takes WebSocket connections only (send Upgrade: websocket)');
    // Watchers listen to the game's live hub, through a socket whose frames nothing reads.
    const headers = new Headers(c.req.raw.headers);
    headers.set(GAME_HEADER, id);
    return pageSocket(await liveHub(c.env, id).fetch(new Request(c.req.raw, { headers })));
  });
