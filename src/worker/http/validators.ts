/**
 * Request validators as middleware: a body is read, checked and typed before the handler
 * runs, which then takes the value with `c.get('body')`. A body that does not pass is
 * answered by `app.onError` with the validator's code and message.
 */
import { createMiddleware } from 'hono/factory';
import type { EngineError, Result } from '../../engine/result.ts';
import { readJson } from './body.ts';
import { unwrap } from './errors.ts';

export const jsonBody = <T>(read: (body: unknown) => Result<T, EngineError>) =>
  createMiddleware<{ Variables: { body: T } }>(async (c, next) => {
    c.set('body', unwrap(read(await readJson(c))));
    await next();
  });
