/**
 * A game's chat channels (docs/api.md "Chat channels"), with either seat's token: add one
 * by its URL, list them, remove one. The URL itself is checked by the game's object
 * (game/channels/hook-url.ts), which knows the server's settings.
 */
import { Hono } from 'hono';
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import type { Env } from '../../platform/env.ts';
import { limitBody } from '../../http/body.ts';
import { unwrap } from '../../http/errors.ts';
import { jsonBody } from '../../http/validators.ts';
import { seatRequest } from './games-routes.ts';

type App = { Bindings: Env };

/** `{"url": "https://…"}` and nothing else. */
export const readHookRequest = (body: unknown): Result<string, EngineError> => {
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    typeof (body as { url?: unknown }).url !== 'string'
  )
    return failure(
      'ERR_FIELD',
      'the body must be {"url": "https://…"}: a Discord or Slack webhook URL, or your own endpoint',
    );
  const extra = Object.keys(body).filter((key) => key !== 'url');
  if (extra.length)
    return failure('ERR_FIELD', `unknown field ${JSON.stringify(extra[0]!.slice(0, 40))}; allowed: url`);
  return ok((body as { url: string }).url);
};

export const hookApi = new Hono<App>()
  .get('/:id/webhooks', seatRequest, async (c) =>
    c.json({ webhooks: unwrap(await c.get('room').chatHooks(c.get('tokenHash'))) }),
  )
  .post('/:id/webhooks', limitBody, seatRequest, jsonBody<string, { url: string }>(readHookRequest), async (c) =>
    c.json(unwrap(await c.get('room').addHook(c.get('tokenHash'), c.req.valid('json'))), 201),
  )
  .delete('/:id/webhooks/:hookId', limitBody, seatRequest, async (c) =>
    c.json({ webhooks: unwrap(await c.get('room').removeHook(c.get('tokenHash'), c.req.param('hookId'))) }),
  );
