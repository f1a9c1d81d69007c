/**
 * Blocking another player (docs/api.md, "Blocks"): a signed-in player with a name blocks
 * one by name, and from then on the blocked player's challenges to them are refused and
 * their open challenges hidden from them (lobby/challenge-routes.ts), the two are not
 * paired in a Swiss round where the field allows another pairing (tournament/swiss.ts),
 * and the blocked player's messages in any game between them are not delivered (the
 * game objects, told here, game/messages/message-filters.ts). Blocks are private: only
 * the blocker sees them, on /me, where they are undone.
 */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { addBlock, blockedBy, gamesBetween, removeBlock, type BlockedPlayer } from '../db/blocks.ts';
import type { Cursor, Page } from '../db/page-cursor.ts';
import type { PlayerRow } from '../db/schema.ts';
import { gameRoom } from '../game/objects.ts';
import type { Env } from '../platform/env.ts';
import { findPlayer } from './player-routes.ts';

const notFound = (name: string) =>
  failure('ERR_PLAYER_NOT_FOUND', `no player is named "${name.slice(0, 40)}"; check the spelling on their page`);

/** Every game between the two hears of the block, so messages in it follow at once. */
const tellGames = async (env: Env, blocker: string, blocked: string, on: boolean): Promise<void> => {
  const ids = await gamesBetween(env.DB, blocker, blocked);
  await Promise.all(ids.map((id) => gameRoom(env, id).setBlock(blocker, blocked, on)));
};

export const blockPlayer = async (
  env: Env,
  blocker: PlayerRow,
  name: string,
  now: number,
): Promise<Result<PlayerRow, EngineError>> => {
  const blocked = await findPlayer(env.DB, name);
  if (!blocked) return notFound(name);
  if (blocked.id === blocker.id) return failure('ERR_BLOCK_SELF', 'you cannot block yourself');
  await addBlock(env.DB, blocker.id, blocked.id, now);
  // Told again on a repeated block too: a game object that missed it the first time catches up.
  await tellGames(env, blocker.id, blocked.id, true);
  return ok(blocked);
};

export const unblockPlayer = async (
  env: Env,
  blocker: PlayerRow,
  name: string,
): Promise<Result<PlayerRow, EngineError>> => {
  const blocked = await findPlayer(env.DB, name);
  if (!blocked) return notFound(name);
  await removeBlock(env.DB, blocker.id, blocked.id);
  await tellGames(env, blocker.id, blocked.id, false);
  return ok(blocked);
};

/** A page of the players `blocker` has blocked, newest block first (db/blocks.ts). */
export const blocksOf = (env: Env, blocker: PlayerRow, cursor: Cursor | null): Promise<Page<BlockedPlayer>> =>
  blockedBy(env.DB, blocker.id, cursor);
