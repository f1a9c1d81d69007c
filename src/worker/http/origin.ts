/**
 * The origin of links in answers and pages: the configured public one, else the
 * request's. Only the requester sees these; emails never use the request's origin
 * (mail/config.ts).
 */
import type { Context } from 'hono';
import type { Env } from '../env.ts';
import { configuredOrigin } from '../mail/config.ts';

export const publicOrigin = (c: Context<{ Bindings: Env }>): string =>
  configuredOrigin(c.env) ?? new URL(c.req.url).origin;
