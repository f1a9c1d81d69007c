/** The lobby's shards: a challenge's id names its poster's shard, and posters spread over every shard. */
import { describe, expect, it } from 'vitest';
import {
  LOBBY_SHARDS,
  challengeIdIn,
  shardOfChallenge,
  shardOfPlayer,
} from '../../../src/worker/lobby/lobby-shards.ts';
import { LOBBY_HUBS, hubOfClient } from '../../../src/worker/lobby/lobby-hubs.ts';
import { GAME_ID, newGameId } from '../../../src/worker/http/tokens.ts';

describe('the lobby in shards', () => {
  it('gives a challenge an id that names the shard it was posted in, and is still an id', () => {
    for (let shard = 0; shard < LOBBY_SHARDS; shard++)
      for (let i = 0; i < 50; i++) {
        const id = challengeIdIn(shard, newGameId());
        expect(id).toMatch(GAME_ID);
        expect(shardOfChallenge(id)).toBe(shard);
      }
  });

  it('spreads players over every shard, and addresses over every hub, about evenly', () => {
    const players = new Array(LOBBY_SHARDS).fill(0);
    const hubs = new Map<string, number>();
    for (let i = 0; i < 8_000; i++) {
      players[shardOfPlayer(crypto.randomUUID())]++;
      const hub = hubOfClient(`198.51.${i >> 8}.${i & 255}`);
      hubs.set(hub, (hubs.get(hub) ?? 0) + 1);
    }
    for (const count of players) expect(count).toBeGreaterThan(800);
    expect(hubs.size).toBe(LOBBY_HUBS);
    for (const count of hubs.values()) expect(count).toBeGreaterThan(1_500);
    expect(hubOfClient('203.0.113.7')).toBe(hubOfClient('203.0.113.7'));
  });
});
