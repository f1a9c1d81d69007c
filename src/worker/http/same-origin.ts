/** Refusing state-changing requests that another site's page makes a visitor's browser send. */
import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { Env } from '../env.ts';
import { ApiError } from './errors.ts';

type App = { Bindings: Env };

/**
 * State-changing form posts under /me come from our own pages only (hono/csrf: the
 * Origin header, or Sec-Fetch-Site, must say same origin), so another site cannot sign
 * a visitor in or out. /mail/unsubscribe is elsewhere and keeps taking RFC 8058 posts.
 */
export const sameOrigin: MiddlewareHandler<App> = async (c, next) => {
  try {
    await csrf()(c, async () => {});
  } catch (error) {
    if (error instanceof HTTPException && error.status === 403)
      throw new ApiError(
        'ERR_CROSS_SITE',
        "this form can only be sent from Orrery's own pages; open /me and use the form there",
      );
    throw error;
  }
  await next();
};
