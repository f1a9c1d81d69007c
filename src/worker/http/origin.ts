/**
 * The origin of links in answers and pages: the configured public one, else the
 * request's. Only the requester sees these; emails never use the request's origin
 * (mail/config.ts).
 */
import type { Env } from '../platform/env.ts';

/** PUBLIC_URL's origin when it is an http(s) URL, else null. */
export const configuredOrigin = (env: Pick<Env, 'PUBLIC_URL'>): string | null => {
  if (!env.PUBLIC_URL) return null;
  try {
    const url = new URL(env.PUBLIC_URL);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** Takes the request's context (any route's: only its bindings and address are read). */
export const publicOrigin = (c: {
  readonly env: Pick<Env, 'PUBLIC_URL'>;
  readonly req: { readonly url: string };
}): string => configuredOrigin(c.env) ?? new URL(c.req.url).origin;
