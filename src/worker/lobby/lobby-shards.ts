/**
 * The lobby in shards (docs/scale.md, "The lobby in shards"): open challenges live in
 * LOBBY_SHARDS objects, a poster's challenges all in the shard their player id hashes to,
 * so no one object carries the site and the rules about one poster (at most three open
 * challenges, withdraw them all) stay a single decision in one object. A challenge's id
 * names its shard in its first letter, so accepting, withdrawing or reading one goes
 * straight to its object. The pages listening live are spread over hubs apart
 * (lobby-hubs.ts).
 */
import type { Env } from '../platform/env.ts';
import type { Lobby } from './lobby.ts';
import { spread } from './lobby-hubs.ts';

export const LOBBY_SHARDS = 8;

/** Game ids' alphabet (http/tokens.ts): 32 letters, so a first letter names one of 8 shards four ways. */
const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export const shardOfPlayer = (playerId: string): number => spread(playerId, LOBBY_SHARDS);

export const shardOfChallenge = (id: string): number => Math.max(0, ID_ALPHABET.indexOf(id[0] ?? 'a')) % LOBBY_SHARDS;

/** A fresh challenge id (`randomId`, 12 letters of the alphabet) turned to name `shard` in its first letter. */
export const challengeIdIn = (shard: number, randomId: string): string => {
  const turn = Math.floor(ID_ALPHABET.indexOf(randomId[0]!) / LOBBY_SHARDS);
  return `${ID_ALPHABET[turn * LOBBY_SHARDS + shard]}${randomId.slice(1)}`;
};

type Lobbies = Pick<Env, 'LOBBY'>;

export const lobbyShard = (env: Lobbies, shard: number): DurableObjectStub<Lobby> =>
  env.LOBBY.get(env.LOBBY.idFromName(`lobby-${shard}`));

/** The shard that holds challenge `id`. */
export const lobbyOfChallenge = (env: Lobbies, id: string): DurableObjectStub<Lobby> =>
  lobbyShard(env, shardOfChallenge(id));

/** The shard that holds `playerId`'s own challenges. */
export const lobbyOfPlayer = (env: Lobbies, playerId: string): DurableObjectStub<Lobby> =>
  lobbyShard(env, shardOfPlayer(playerId));

export const everyLobby = (env: Lobbies): DurableObjectStub<Lobby>[] =>
  Array.from({ length: LOBBY_SHARDS }, (_, shard) => lobbyShard(env, shard));
