/**
 * Changing a player's name after it was chosen, which only a moderator's forced rename
 * opens (moderation/actions.ts): to a neutral name, and then once to a name the player
 * chooses. The look-alike key stays unique, so a change to a name that passes for a taken
 * one is refused as choosing it would be (player-records.ts).
 */
import { eq } from 'drizzle-orm';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import type { PlayerName } from '../../shared/player-name.ts';
import { database } from './database.ts';
import { players } from './schema.ts';

export const renamePlayer = async (
  d1: D1Database,
  playerId: string,
  name: PlayerName,
): Promise<Result<PlayerName, EngineError>> => {
  try {
    const changed = await database(d1)
      .update(players)
      .set({ name: name.name, nameKey: name.key })
      .where(eq(players.id, playerId))
      .returning({ id: players.id });
    if (!changed.length) return failure('ERR_PLAYER_NOT_FOUND', 'there is no such player');
    return ok(name);
  } catch (error) {
    if (!String(error).includes('UNIQUE')) throw error;
    return failure(
      'ERR_NAME_TAKEN',
      `"${name.name}" is taken, or looks too much like a name that is (letters of other scripts, 0 for o, 1 for l and spaces count as the same): choose another`,
    );
  }
};
