/**
 * A tournament's games are made through the TOURNAMENT_GAMES queue
 * (src/worker/tournaments/tournament-games.ts), not by its alarm one after another: a
 * message delivered again, or twice in one batch, finds its game made and makes no other,
 * and a message for a game no longer to be made is acknowledged and makes nothing.
 */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../client.ts';
import { newPlayer } from '../player-helpers.ts';
import { created, deliverGameMessages, enter, inMs, read, roundMade } from '../tournament-helpers.ts';
import { tournamentObject } from '../../../src/worker/tournaments/tournament-object.ts';
import type { RoundRecord } from '../../../src/worker/tournaments/tournament-record.ts';

const gamesOf = async (id: string): Promise<string[]> =>
  (await read(id)).rounds.flatMap((round: any) => round.games.map((game: any) => game.game));

describe("a tournament's games through the queue", () => {
  it('makes each game once, however often and however many at once its message comes', async () => {
    const players = [await newPlayer('Qa'), await newPlayer('Qb'), await newPlayer('Qc'), await newPlayer('Qd')];
    const id = await created(players[0]!, {
      game: 'adix',
      system: 'round-robin',
      maxEntrants: 4,
      startsAt: inMs(2_500),
    });
    for (const player of players.slice(1)) expect((await enter(player, id)).status).toBe(201);
    for (const round of [1, 2, 3]) await roundMade(id, round);
    const games = await gamesOf(id);
    expect(new Set(games).size).toBe(6);

    // The object forgets it made the first round's games, as if it had restarted before
    // noting them: their messages come again, each twice in one batch.
    const stub = tournamentObject(env, id);
    const firstRound = await runInDurableObject(stub, (_instance, state) => {
      const round = state.storage.kv.get<RoundRecord>('round:0001')!;
      state.storage.kv.put('round:0001', { ...round, games: round.games.map((game) => ({ ...game, started: false })) });
      return round.games.map((game) => game.gameId);
    });
    expect((await read(id)).rounds[0].games.every((game: any) => !game.started)).toBe(true);
    const ids = [...firstRound, ...firstRound, ...games.slice(firstRound.length), 'no-such-game'];
    const result = await deliverGameMessages(id, ids);
    expect(result.retryMessages).toEqual([]);
    expect(result.explicitAcks).toHaveLength(ids.length);

    // The same six games, each noted made once more, and each a real game.
    expect(await gamesOf(id)).toEqual(games);
    expect((await read(id)).rounds[0].games.every((game: any) => game.started)).toBe(true);
    for (const game of firstRound) expect((await call('GET', `/api/games/${game}`)).status).toBe(200);
    for (const player of players) expect((await read(id, player)).you.games).toHaveLength(3);
  });
});
