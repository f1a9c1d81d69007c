/**
 * The largest round robin Orrery takes, in workerd: 16 entrants make 120 games at the
 * start, all from the tournament's alarm. Every pairing is made once as a real game,
 * each entrant plays each other entrant once and moves first in 7 or 8 of their 15
 * games, and a restart of the tournament's object makes none again.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { evictDurableObject, runDurableObjectAlarm } from 'cloudflare:test';
import { call } from '../client.ts';
import { newPlayer } from '../player-helpers.ts';
import { created, enter, inMs, read } from '../tournament-helpers.ts';
import { ROUND_ROBIN_MAX } from '../../../src/worker/tournaments/tournament-limits.ts';
import { tournamentObject } from '../../../src/worker/tournaments/tournament-object.ts';

describe('a full round robin', () => {
  it(`makes every game of ${ROUND_ROBIN_MAX} entrants once, each pair meeting once`, {
    tags: ['soak'],
    timeout: 180_000,
  }, async () => {
    const players = [];
    for (let index = 0; index < ROUND_ROBIN_MAX; index++) players.push(await newPlayer(`P${index}x`));
    const id = await created(players[0]!, {
      game: 'adix',
      system: 'round-robin',
      maxEntrants: ROUND_ROBIN_MAX,
      // Time for fifteen entries before the start, on a machine busy with the browser tests
      // beside this soak case (.ci/run): at 4 s the last entries came too late, refused.
      startsAt: inMs(20_000),
    });
    for (const player of players.slice(1)) expect((await enter(player, id)).status).toBe(201);
    const games = (ROUND_ROBIN_MAX * (ROUND_ROBIN_MAX - 1)) / 2;
    const made = async () =>
      (await read(id)).rounds.flatMap((round: any) => round.games).filter((game: any) => game.started).length;
    await expect.poll(made, { timeout: 90_000, interval: 500 }).toBe(games);

    const view = await read(id);
    expect(view.rounds).toHaveLength(ROUND_ROBIN_MAX - 1);
    const all = view.rounds.flatMap((round: any) => round.games);
    expect(new Set(all.map((game: any) => game.game)).size).toBe(games);
    const pairs = new Set(all.map((game: any) => [game.first.name, game.second.name].sort().join(' v ')));
    expect(pairs.size).toBe(games);
    for (const player of players) {
      const mine = all.filter((game: any) => game.first.name === player.name || game.second.name === player.name);
      expect(mine).toHaveLength(ROUND_ROBIN_MAX - 1);
      const first = mine.filter((game: any) => game.first.name === player.name).length;
      expect([7, 8]).toContain(first);
    }
    // Every one is a real game between its two entrants.
    for (const game of [all[0], all.at(-1)]) {
      const state = (await call('GET', `/api/games/${game.game}`)).body;
      expect(state.players[game.first.side].name).toBe(game.first.name);
      expect(state.players[game.second.side].name).toBe(game.second.name);
    }

    // A restart and its alarm make nothing again.
    const stub = tournamentObject(env, id);
    await evictDurableObject(stub);
    await runDurableObjectAlarm(stub);
    const again = (await read(id)).rounds.flatMap((round: any) => round.games.map((game: any) => game.game));
    expect(again).toEqual(all.map((game: any) => game.game));
  });
});
