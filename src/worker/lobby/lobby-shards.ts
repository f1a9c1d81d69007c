/**
 * The lobby in shards (docs/scale.md, "The lobby in shards"): open challenges live in
 * LOBBY_SHARDS objects, a poster's challenges all in the shard their player id hashes to,
 * so no one object carries the site and the rules about one poster (at most three open
 * challenges, withdraw them all) stay a single decision in one object. A challenge's id
 * names its shard in its first letter, so accepting, withdrawing or reading one goes
 * straight to its object. The pages listening live are spread over LOBBY_HUBS hubs by
 * their client's address, so the per-address cap on sockets still holds, and each hub's
 * cap bounds only its share of the readers.
 */
import type { Env } from '../platform/env.ts';
import type { Lobby } from './lobby.ts';

export const LOBBY_SHARDS = 8;
export const LOBBY_HUBS = 4;

/** Game ids' alphabet (http/tokens.ts): 32 letters, so a first letter names one of 8 shards four ways. */
const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** FNV-1a: a stable, even spread of short strings; not a secret. */
const spread = (text: string, buckets: number): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % buckets;
};

export const shardOfPlayer = (playerId: string): number => spread(playerId, LOBBY_SHARDS);

export const shardOfChallenge = (id: string): number => Math.max(0, ID_ALPHABET.indexOf(id[0] ?? 'a')) % LOBBY_SHARDS;

/** A fresh challenge id (`randomId`, 12 letters of the alphabet) turned to name `shard` in its first letter. */
export const challengeIdIn = (shard: number, randomId: string): string => {
  const turn = Math.floor(ID_ALPHABET.indexOf(randomId[0]!) / LOBBY_SHARDS);
  return `${ID_ALPHABET[turn * LOBBY_SHARDS + shard]}${randomId.slice(1)}`;
};

/** The listeners' hub a client's pages use: always the same one for one address. */
export const hubOfClient = (clientKey: string): string => `lobby-${spread(clientKey, LOBBY_HUBS)}`;

export const everyHub = (): string[] => Array.from({ length: LOBBY_HUBS }, (_, index) => `lobby-${index}`);

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
