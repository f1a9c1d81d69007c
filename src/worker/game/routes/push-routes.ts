/**
 * Web push (docs/api.md "Notifications"): the server's public key for browsers to
 * subscribe with, and, with a seat's token, a browser's subscription added or removed.
 * The subscription itself is checked by the game's object (game/channels/push-subscription.ts),
 * which knows the server's settings.
 */
import { Hono } from 'hono';
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { vapidOf } from '../channels/vapid.ts';
import type { Env } from '../../platform/env.ts';
import { limitBody } from '../../http/body.ts';
import { ApiError, unwrap } from '../../http/errors.ts';
import { jsonBody } from '../../http/validators.ts';
import { seatRequest } from './games-routes.ts';

type App = { Bindings: Env };

/** `{"endpoint": "…"}`: the browser whose notifications stop. */
export const readPushRemoval = (body: unknown): Result<string, EngineError> => {
  const endpoint = (body as { endpoint?: unknown } | null)?.endpoint;
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    typeof endpoint !== 'string' ||
    endpoint === ''
  )
    return failure('ERR_FIELD', 'the body must be {"endpoint": "…"}: the endpoint of the subscription to remove');
  return ok(endpoint);
};

export const pushKeyApi = new Hono<App>().get('/key', async (c) => {
  const setup = await vapidOf(c.env);
  if (!setup.ok) throw new ApiError('ERR_PUSH_OFF', 'this server sends no notifications (it has no VAPID keys)');
  return c.json({ publicKey: setup.vapid.publicKey });
});

export const pushApi = new Hono<App>()
  .post(
    '/:id/push',
    limitBody,
    seatRequest,
    // The browser's PushSubscription as its toJSON() gives it; the game's push feature reads it.
    jsonBody((body) => ok(body)),
    async (c) => c.json(unwrap(await c.get('room').addPush(c.get('tokenHash'), c.req.valid('json'))), 201),
  )
  .delete('/:id/push', limitBody, seatRequest, jsonBody<string, { endpoint: string }>(readPushRemoval), async (c) =>
    c.json(unwrap(await c.get('room').removePush(c.get('tokenHash'), c.req.valid('json')))),
  );
