/**
 * Who moderates (docs/moderation.md): the addresses in the deploy-time setting MODERATORS,
 * separated by commas or spaces. A moderator is a signed-in address on that list, player
 * name or not; nobody else reaches /mod.
 */
import type { Context } from 'hono';
import type { Env } from '../platform/env.ts';
import { signedIn } from '../session/signed-in.ts';

type App = { Bindings: Env };

/** The moderators' addresses, lowercased. */
export const moderatorsOf = (env: Env): ReadonlySet<string> =>
  new Set(
    (env.MODERATORS ?? '')
      .split(/[\s,]+/)
      .map((address) => address.trim().toLowerCase())
      .filter((address) => address.includes('@')),
  );

/** The signed-in moderator's address, or null: signed out, or not on the list. */
export const moderatorOf = async <E extends App>(c: Context<E>): Promise<string | null> => {
  const who = await signedIn(c);
  return who && moderatorsOf(c.env).has(who.email.toLowerCase()) ? who.email.toLowerCase() : null;
};
