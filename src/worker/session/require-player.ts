/** The signed-in player with a name, or a refusal that says what to do first (challenges and tournaments). */
import type { Context } from 'hono';
import type { PlayerRow } from '../db/schema.ts';
import type { Env } from '../platform/env.ts';
import { ApiError } from '../http/errors.ts';
import { signedIn } from './signed-in.ts';

/** `why` ends the refusal for a nameless address: "challenges are between named players". */
export const requirePlayer = async <E extends { Bindings: Env }>(c: Context<E>, why: string): Promise<PlayerRow> => {
  const who = await signedIn(c);
  if (!who)
    throw new ApiError(
      'ERR_SIGNED_OUT',
      'you are not signed in: open /me, ask for a sign-in link and use it on this device, then try again',
    );
  if (!who.player) throw new ApiError('ERR_NO_PLAYER_NAME', `choose your player name on /me first: ${why}`);
  return who.player;
};
