/**
 * Request validators as middleware: a body is read, checked and typed before the handler
 * runs, which then takes the value with `c.get('body')`. A body that does not pass is
 * answered by `app.onError` with the validator's code and message.
 */
import { createMiddleware } from 'hono/factory';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { readJson, refuseOtherTypes } from './body.ts';
import { unwrap } from './errors.ts';

export const jsonBody = <T>(read: (body: unknown) => Result<T, EngineError>) =>
  createMiddleware<{ Variables: { body: T } }>(async (c, next) => {
    c.set('body', unwrap(read(await readJson(c))));
    await next();
  });

/** `{}`: an action whose URL says everything, sent as JSON like every other (a form cannot). */
const readNothing = (body: unknown): Result<null, EngineError> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0
    ? ok(null)
    : failure('ERR_FIELD', 'the body must be the empty JSON object {}: this request takes no fields');

export const emptyJsonBody = jsonBody(readNothing);

/** A request with no body to read still refuses one that is not JSON, as every route does. */
export const noBodyButJson = createMiddleware(async (c, next) => {
  refuseOtherTypes(c);
  await next();
});
