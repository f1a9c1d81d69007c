/** Refusing state-changing requests that another site's page makes a visitor's browser send. */
import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { Env } from '../platform/env.ts';
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

/**
 * For JSON requests that act on the signed-in cookie: refused when the browser says they
 * come from another site (Sec-Fetch-Site, or an Origin that is not ours). The cookie is
 * SameSite=Lax, so such a request would not carry it anyway; this says so plainly, and
 * holds if that ever changes. Clients other than browsers send neither header.
 */
export const notCrossSite: MiddlewareHandler<App> = async (c, next) => {
  const site = c.req.header('Sec-Fetch-Site');
  const origin = c.req.header('Origin');
  if (site === 'cross-site' || (origin !== undefined && origin !== new URL(c.req.url).origin))
    throw new ApiError(
      'ERR_CROSS_SITE',
      "this request acts for the signed-in player, so only Orrery's own pages may send it",
    );
  await next();
};
