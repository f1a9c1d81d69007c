/**
 * Messages between a game's two seats (docs/api.md, "Messages"), with a seat's token:
 * list them, send one. The game's object checks the text, the pace and the seat.
 */
import { Hono } from 'hono';
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import type { Env } from '../../platform/env.ts';
import { limitBody } from '../../http/body.ts';
import { ApiError, unwrap } from '../../http/errors.ts';
import { jsonBody } from '../../http/validators.ts';
import { seatRequest } from './games-routes.ts';
import { mutedAmong } from '../../db/standing.ts';
import type { RoomStub } from '../objects.ts';

type App = { Bindings: Env };

/** `{"text": "…"}` and nothing else. */
export const readMessageRequest = (body: unknown): Result<string, EngineError> => {
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    typeof (body as { text?: unknown }).text !== 'string'
  )
    return failure('ERR_FIELD', 'the body must be {"text": "…"}: your message to your opponent, as plain text');
  const extra = Object.keys(body).filter((key) => key !== 'text');
  if (extra.length)
    return failure('ERR_FIELD', `unknown field ${JSON.stringify(extra[0]!.slice(0, 40))}; allowed: text`);
  return ok((body as { text: string }).text);
};

/** `?after=N`: only the messages after the N-th; absent, all. */
const readAfter = (value: string | undefined): number => {
  if (value === undefined) return 0;
  const after = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(after))
    throw new ApiError('ERR_QUERY', 'after must be a whole number: the seq of the last message you have');
  return after;
};

/** `{"muted": true|false}` and nothing else. */
const readMuteRequest = (body: unknown): Result<boolean, EngineError> => {
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    typeof (body as { muted?: unknown }).muted !== 'boolean' ||
    Object.keys(body).length !== 1
  )
    return failure(
      'ERR_FIELD',
      'the body must be {"muted": true} to hide your opponent\'s messages in this game, or {"muted": false} to show them again',
    );
  return ok((body as { muted: boolean }).muted);
};

/**
 * Tells the game, before its seat's player sends, whether a moderator's mute of them holds
 * (D1 keeps it: moderation/actions.ts). The mute is told to the player's games when it is
 * set, but a game beyond those (an old one, messaged after its end) learns it here, and one
 * told of a mute since lifted hears it is over. The game's object then decides.
 */
const syncSiteMute = async (env: Env, room: RoomStub, tokenHash: string): Promise<void> => {
  const seat = await room.seatPlayer(tokenHash);
  const playerId = seat.ok ? seat.value.player?.id : undefined;
  if (!playerId) return;
  const until = (await mutedAmong(env.DB, [playerId], Date.now())).get(playerId) ?? null;
  await room.setSilenced(playerId, until);
};

export const messageApi = new Hono<App>()
  .get('/:id/messages', seatRequest, async (c) => {
    const after = readAfter(c.req.query('after'));
    const seen = c.req.query('seen');
    if (seen !== undefined && seen !== '1')
      throw new ApiError('ERR_QUERY', 'seen takes 1 (send it when the player has the messages in view) or nothing');
    return c.json(unwrap(await c.get('room').messages(c.get('tokenHash'), after, seen === '1')));
  })
  .post('/:id/messages', limitBody, seatRequest, jsonBody<string, { text: string }>(readMessageRequest), async (c) => {
    await syncSiteMute(c.env, c.get('room'), c.get('tokenHash'));
    const sent = await c.get('room').sendMessage(c.get('tokenHash'), c.req.valid('json'));
    if (!sent.ok) {
      const { code, message, retryAfter } = sent.error;
      throw new ApiError(code, message, retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) });
    }
    return c.json(sent.value, 201);
  })
  .put(
    '/:id/messages/mute',
    limitBody,
    seatRequest,
    jsonBody<boolean, { muted: boolean }>(readMuteRequest),
    async (c) => c.json(unwrap(await c.get('room').muteMessages(c.get('tokenHash'), c.req.valid('json')))),
  );
