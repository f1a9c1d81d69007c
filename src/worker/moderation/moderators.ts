/**
 * Who moderates (docs/moderation.md): the addresses in the deploy-time setting MODERATORS,
 * separated by commas or spaces. A moderator is a signed-in address on that list, player
 * name or not; nobody else reaches /mod.
 */
import type { Env } from '../platform/env.ts';

/** The moderators' addresses, lowercased. */
export const moderatorsOf = (env: Env): ReadonlySet<string> =>
  new Set(
    (env.MODERATORS ?? '')
      .split(/[\s,]+/)
      .map((address) => address.trim().toLowerCase())
      .filter((address) => address.includes('@')),
  );
