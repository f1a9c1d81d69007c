/**
 * Who is signed in: the "your games" cookie's address, when the cookie is genuine and
 * not revoked since (the address's session generation, kept in its own object, has not
 * moved), and the player of that address once they have chosen a name.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE, readSession, type Session } from './games-session.ts';
import { playerOfEmail } from '../db/player-records.ts';
import type { PlayerRow } from '../db/schema.ts';
import type { Env } from '../platform/env.ts';
import { recipientOf } from '../mail/recipient.ts';

type App = { Bindings: Env };

export const currentSession = async <E extends App>(c: Context<E>): Promise<Session | null> => {
  if (!c.env.SIGNING_SECRET) return null;
  const session = await readSession(c.env.SIGNING_SECRET, getCookie(c, SESSION_COOKIE), Date.now());
  if (!session) return null;
  const { sessionGeneration } = await (await recipientOf(c.env.RECIPIENTS, session.email)).status();
  return sessionGeneration === session.generation ? session : null;
};

/**
 * The session, for a request that uses it only to do more for the player (an open API):
 * none when the browser says another site sent the request (http/same-origin.ts), so no
 * other site can act for them through it.
 */
export const ownSiteSession = async <E extends App>(c: Context<E>): Promise<Session | null> => {
  const origin = c.req.header('Origin');
  if (c.req.header('Sec-Fetch-Site') === 'cross-site' || (origin !== undefined && origin !== new URL(c.req.url).origin))
    return null;
  return currentSession(c);
};

/** The signed-in address and its player (null until a name is chosen); null when nobody is signed in. */
export const signedIn = async <E extends App>(
  c: Context<E>,
): Promise<{ readonly email: string; readonly player: PlayerRow | null } | null> => {
  const session = await currentSession(c);
  if (!session) return null;
  return { email: session.email, player: await playerOfEmail(c.env.DB, session.email) };
};
