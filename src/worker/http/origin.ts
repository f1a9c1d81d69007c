/**
 * The origin of links in answers and pages: the configured public one, else the
 * request's. Only the requester sees these; emails never use the request's origin
 * (mail/config.ts).
 */
import type { Env } from '../env.ts';
import { configuredOrigin } from '../mail/config.ts';

/** Takes the request's context (any route's: only its bindings and address are read). */
export const publicOrigin = (c: {
  readonly env: Pick<Env, 'PUBLIC_URL'>;
  readonly req: { readonly url: string };
}): string => configuredOrigin(c.env) ?? new URL(c.req.url).origin;
