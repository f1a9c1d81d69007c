/** The games API: create, read, play, resign, draw, vacation, record, list, live. */
import { Hono, type Context } from 'hono';
import type { Result } from '../../engine/result.ts';
import { recentGames } from '../db/history.ts';
import type { Env } from '../env.ts';
import type { RoomError } from '../room/game-room.ts';
import { limitBody, readJson } from '../http/body.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import { SEAT_TOKEN, hashToken, newGameId, newSeatToken } from '../tokens.ts';
import { readAction, readCreateRequest, readMoveRequest, readNotify } from './validate.ts';
import { newTokenSalt, seatToken } from '../links.ts';
import { publicOrigin } from '../http/origin.ts';
import { requestClientKey } from '../http/client-address.ts';
import { rateLimiter, requestedRoom } from '../objects.ts';

type App = { Bindings: Env };

/** A room's answer as HTTP: the value as JSON, or the error through the one status map. */
const answer = <T>(c: Context<App>, result: Result<T, RoomError>, status: 200 | 201 = 200) => {
  if (!result.ok) return errorResponse(c, result.error);
  return c.json(result.value as object, status);
};

/** The seat token's hash from `Authorization: Bearer <token>`; the token itself goes no further. */
export const tokenHash = async (c: Context<App>): Promise<string> => {
  const header = c.req.header('Authorization');
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

const clientAddress = (c: Context<App>): string => requestClientKey(c.req.raw.headers);

/** A whole number above zero from a setting, or the default when it is missing or mistyped. */
const setting = (text: string | undefined, fallback: number): number => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
};

const checkCreateLimit = async (c: Context<App>): Promise<void> => {
  const limit = setting(c.env.CREATE_LIMIT, 20);
  const windowSeconds = setting(c.env.CREATE_WINDOW_SECONDS, 3600);
  const limiter = rateLimiter(c.env, clientAddress(c));
  const decision = await limiter.take(limit, windowSeconds * 1000);
  if (!decision.allowed)
    throw new ApiError(
      'ERR_RATE_LIMITED',
      `too many new games from your address: at most ${limit} per ${windowSeconds / 60} minutes; try again in ${decision.retryAfter} s`,
      {
        'Retry-After': String(decision.retryAfter),
      },
    );
};

export const gamesApi = new Hono<App>()
  .post('/', limitBody, async (c) => {
    const request = readCreateRequest(await readJson(c));
    if (!request.ok) return errorResponse(c, request.error);
    await checkCreateLimit(c);
    const { game, variant, position, players, clock } = request.value;
    const id = newGameId();
    const secret = c.env.SIGNING_SECRET || null;
    const seatList = await Promise.all(
      game.sides.map(async (side) => {
        // With the secret, a token can be made again from its salt: emails carry the same link.
        const tokenSalt = secret ? newTokenSalt() : null;
        const token = secret && tokenSalt ? await seatToken(secret, id, side.id, tokenSalt) : newSeatToken();
        return {
          side: side.id,
          token,
          seat: { ...players[side.id]!, tokenHash: await hashToken(token), tokenSalt, notify: 'move' as const },
        };
      }),
    );
    const tokens = Object.fromEntries(seatList.map(({ side, token }) => [side, token]));
    const seats = Object.fromEntries(seatList.map(({ side, seat }) => [side, seat]));
    const origin = publicOrigin(c);
    const created = await requestedRoom(c.env, id).create({
      id,
      game: game.id,
      variant,
      position,
      seats,
      clock,
      origin,
    });
    if (!created.ok) return errorResponse(c, created.error);
    // The token rides in the fragment: browsers never send it to the server or in Referer headers.
    const links: Record<string, string> = Object.fromEntries(
      game.sides.map((side) => [side.id, `${origin}/g/${id}#${side.id}=${tokens[side.id]}`]),
    );
    links.watch = `${origin}/g/${id}`;
    c.header('Location', `/api/games/${id}`);
    return c.json({ id, game: game.id, variant, links, tokens, state: created.value }, 201);
  })
  .get('/', async (c) => {
    const status = c.req.query('status');
    if (status !== undefined && status !== 'ongoing' && status !== 'finished')
      throw new ApiError('ERR_QUERY', 'status must be "ongoing" or "finished" (or left out for both)');
    const limitText = c.req.query('limit') ?? '20';
    const limit = Number(limitText);
    if (!/^\d+$/.test(limitText) || limit < 1 || limit > 100)
      throw new ApiError('ERR_QUERY', 'limit must be a whole number from 1 to 100');
    const games = await recentGames(c.env.DB, { ...(status ? { status } : {}), limit });
    return c.json({ games });
  })
  .get('/:id', async (c) => {
    const sinceText = c.req.query('since') ?? '0';
    if (!/^\d{1,9}$/.test(sinceText))
      throw new ApiError('ERR_QUERY', 'since must be a ply number: the moves after it are listed');
    return answer(c, await requestedRoom(c.env, c.req.param('id')).state(Number(sinceText)));
  })
  .post('/:id/moves', limitBody, async (c) => {
    const stub = requestedRoom(c.env, c.req.param('id'));
    const hash = await tokenHash(c);
    const request = readMoveRequest(await readJson(c));
    if (!request.ok) return errorResponse(c, request.error);
    return answer(c, await stub.move(hash, request.value.move, request.value.ply));
  })
  .post('/:id/resign', limitBody, async (c) => {
    const stub = requestedRoom(c.env, c.req.param('id'));
    return answer(c, await stub.resign(await tokenHash(c)));
  })
  .post('/:id/draw', limitBody, async (c) => {
    const stub = requestedRoom(c.env, c.req.param('id'));
    const hash = await tokenHash(c);
    const action = readAction(await readJson(c), ['offer', 'accept', 'decline'] as const);
    if (!action.ok) return errorResponse(c, action.error);
    return answer(c, await stub.draw(hash, action.value));
  })
  .post('/:id/vacation', limitBody, async (c) => {
    const stub = requestedRoom(c.env, c.req.param('id'));
    const hash = await tokenHash(c);
    const action = readAction(await readJson(c), ['start', 'end'] as const);
    if (!action.ok) return errorResponse(c, action.error);
    return answer(c, await stub.vacation(hash, action.value));
  })
  .get('/:id/seat', async (c) => {
    const stub = requestedRoom(c.env, c.req.param('id'));
    return answer(c, await stub.seatSettings(await tokenHash(c)));
  })
  .post('/:id/notifications', limitBody, async (c) => {
    const stub = requestedRoom(c.env, c.req.param('id'));
    const hash = await tokenHash(c);
    const notify = readNotify(await readJson(c));
    if (!notify.ok) return errorResponse(c, notify.error);
    return answer(c, await stub.setNotify({ tokenHash: hash }, notify.value));
  })
  .get('/:id/positions/:ply', async (c) => {
    const plyText = c.req.param('ply');
    if (!/^\d{1,9}$/.test(plyText))
      throw new ApiError('ERR_PLY', 'the ply must be a whole number: 0 for the start, n for the position after move n');
    return answer(c, await requestedRoom(c.env, c.req.param('id')).positionAt(Number(plyText)));
  })
  .get('/:id/record', async (c) => {
    const id = c.req.param('id');
    const record = await requestedRoom(c.env, id).record();
    if (!record.ok) return errorResponse(c, record.error);
    return c.text(record.value, 200, { 'Content-Disposition': `inline; filename="orrery-${id}.txt"` });
  })
  .get('/:id/live', async (c) => {
    const stub = requestedRoom(c.env, c.req.param('id'));
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket')
      throw new ApiError('ERR_UPGRADE', 'this address takes WebSocket connections only (send Upgrade: websocket)');
    const response = await stub.fetch(c.req.raw);
    // A refusal from the object is copied so the app can add its headers; an upgrade passes as it is.
    return response.status === 101 ? response : new Response(response.body, response);
  });
