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
import type { MessageRead } from '../messages/messages.ts';

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

/** Messages one read gives at most: a game holds up to 2,000. */
const MESSAGES_READ_MAX = 500;

const wholeNumber = (value: string): number | null =>
  /^\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;

/**
 * `?after=N`: the messages after the N-th (absent: all); or `?last=N` (1 to 500), the N
 * latest, and with `&before=S` the N before number S: a long conversation a page at a time.
 */
const readWhich = (query: (name: string) => string | undefined): MessageRead => {
  const [after, last, before] = [query('after'), query('last'), query('before')];
  if (last === undefined) {
    if (before !== undefined)
      throw new ApiError('ERR_QUERY', 'before comes with last: ?last=100&before=S reads the 100 messages before S');
    if (after === undefined) return { after: 0 };
    const from = wholeNumber(after);
    if (from === null)
      throw new ApiError('ERR_QUERY', 'after must be a whole number: the seq of the last message you have');
    return { after: from };
  }
  if (after !== undefined)
    throw new ApiError('ERR_QUERY', 'ask for the messages after one (after) or the latest (last), not both');
  const count = wholeNumber(last);
  if (count === null || count < 1 || count > MESSAGES_READ_MAX)
    throw new ApiError(
      'ERR_QUERY',
      `last must be a whole number from 1 to ${MESSAGES_READ_MAX}: how many messages to read`,
    );
  const until = before === undefined ? null : wholeNumber(before);
  if (before !== undefined && until === null)
    throw new ApiError('ERR_QUERY', 'before must be a whole number: the `older` of an earlier read');
  return { last: count, before: until };
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
    const read = readWhich((name) => c.req.query(name));
    const seen = c.req.query('seen');
    if (seen !== undefined && seen !== '1')
      throw new ApiError('ERR_QUERY', 'seen takes 1 (send it when the player has the messages in view) or nothing');
    return c.json(unwrap(await c.get('room').messages(c.get('tokenHash'), read, seen === '1')));
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
