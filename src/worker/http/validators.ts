/**
 * Request validators as middleware: a body is read, checked and typed before the handler
 * runs, which takes the value with `c.req.valid('json')`. A body that does not pass is
 * answered by `app.onError` with the validator's code and message.
 *
 * The middleware carries two types into the route's schema, the way Hono's own
 * `validator()` does: `in`, the JSON a client sends (`Sent`), and `out`, what the handler
 * gets once it is checked (`Out`). The browser's contract (shared/api-contract.ts) is held
 * to `in` when the Worker compiles (api/api-contract-check.ts), so the body a page sends
 * is the one the route reads.
 */
import { createMiddleware } from 'hono/factory';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { readJson, refuseOtherTypes } from './body.ts';
import { unwrap } from './errors.ts';

export type BodyReader<Out> = (body: unknown) => Result<Out, EngineError>;

/**
 * A JSON body read by `read`. `Sent` is the body's wire form; it is `Out` when the reader
 * hands on the body as it came (a move, a list of reminders), and is given when the
 * reader turns fields into something else (a form's fields into a new game's settings).
 */
export const jsonBody = <Out, Sent = Out>(read: BodyReader<Out>) =>
  createMiddleware<object, string, { in: { json: Sent }; out: { json: Out } }>(async (c, next) => {
    // A reader may answer a bare value ("offer"); Hono keeps validated data as given.
    c.req.addValidatedData('json', unwrap(read(await readJson(c))) as object);
    await next();
  });

/** `{}`: a request whose path says everything (accept this challenge, enter this tournament). */
export const emptyBody = jsonBody<Record<string, never>>((body) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0
    ? ok({})
    : failure('ERR_FIELD', 'this request takes an empty JSON object, {}; the address says what it is for'),
);

/** A request with no body to read still refuses one that is not JSON, as every route does. */
export const noBodyButJson = createMiddleware(async (c, next) => {
  refuseOtherTypes(c);
  await next();
});
