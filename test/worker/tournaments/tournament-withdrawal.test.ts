/**
 * Withdrawing from a running tournament, in workerd: the entrant's unfinished games are
 * resigned by the tournament's alarm through each game's own object (their opponents
 * win, the results come back as any result does), a Swiss pairs them no more, and the
 * standings keep them with what they had, marked as withdrawn. Players sign in for real.
 */
import { describe, expect, it } from 'vitest';
import { env, exports } from 'cloudflare:workers';
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { BASE, call } from '../client.ts';
import { newPlayer } from '../player-helpers.ts';
import { created, enter, inMs, leave, read, roundMade } from '../tournament-helpers.ts';
import { tournamentObject } from '../../../src/worker/tournaments/tournament-object.ts';

/** The game's result as the tournament shows it, once the game has told it. */
const resultOf = async (id: string, round: number, game: string): Promise<string> => {
  let result: string | null = null;
  await expect
    .poll(
      async () => {
        result = (await read(id)).rounds[round - 1].games.find((entry: any) => entry.game === game).result;
        return result;
      },
      { timeout: 15_000, interval: 200 },
    )
    .not.toBeNull();
  return result!;
};

describe('withdrawing from a running tournament', () => {
  it('in a Swiss: the game in play is resigned, the next round pairs the others, the standings keep the player', async () => {
    const players = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy'), await newPlayer('Dee')];
    const [ann, bob, cy, dee] = players as [(typeof players)[0], ...typeof players];
    const id = await created(ann, { game: 'adix', system: 'swiss', rounds: 3, maxEntrants: 4, startsAt: inMs(2_500) });
    for (const player of [bob, cy, dee]) expect((await enter(player!, id)).status).toBe(201);
    const round1 = await roundMade(id, 1);
    const deesGame = round1.games.find((game: any) => game.first.name === dee!.name || game.second.name === dee!.name);
    const deeWasFirst = deesGame.first.name === dee!.name;

    const withdrawn = await leave(dee!, id);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.you).toMatchObject({ entered: true, withdrawn: true });
    // Twice is once.
    expect((await leave(dee!, id)).status).toBe(200);
    // The object may restart before its alarm resigns the game: the withdrawal is stored.
    await evictDurableObject(tournamentObject(env, id));

    // Dee's game ends by Dee's resignation, the opponent winning.
    expect(await resultOf(id, 1, deesGame.game)).toBe(deeWasFirst ? '0-1' : '1-0');
    const state = (await call('GET', `/api/games/${deesGame.game}`)).body;
    expect(state.status).toBe('finished');
    expect(state.result).toMatchObject({
      reason: 'resignation',
      winner: deeWasFirst ? deesGame.second.side : deesGame.first.side,
    });

    // The other game of round 1 ends on its own; round 2 pairs the three still playing: one game and a bye.
    const other = round1.games.find((game: any) => game !== deesGame);
    const loser = players.find((player) => player!.name === other.second.name)!;
    const link = (await read(id, loser)).you.games.find((entry: any) => entry.game === other.game).link;
    expect((await call('POST', `/api/games/${other.game}/resign`, { token: link.split('=')[1] })).status).toBe(200);
    const round2 = await roundMade(id, 2);
    const names = round2.games.flatMap((game: any) => [game.first.name, game.second.name]);
    expect(round2.games).toHaveLength(1);
    expect(names).not.toContain(dee!.name);
    expect(round2.bye).not.toBeNull();
    expect(round2.bye).not.toBe(dee!.name);

    const view = await read(id, dee!);
    expect(view.entrants.find((entrant: any) => entrant.name === dee!.name).withdrawn).toBe(true);
    expect(view.entrants.filter((entrant: any) => entrant.withdrawn)).toHaveLength(1);
    const row = view.standings.find((entry: any) => entry.name === dee!.name);
    expect(row).toMatchObject({ withdrawn: true, points: 0, played: 1 });
    expect(view.you).toMatchObject({ withdrawn: true });

    // A round after the withdrawal still pays no mind to Dee; when every round is over, nothing more can be withdrawn from.
    for (const round of [2, 3]) {
      const games = (await roundMade(id, round)).games;
      for (const game of games) {
        const first = players.find((player) => player!.name === game.first.name)!;
        const seat = (await read(id, first)).you.games.find((entry: any) => entry.game === game.game).link;
        expect((await call('POST', `/api/games/${game.game}/resign`, { token: seat.split('=')[1] })).status).toBe(200);
        await resultOf(id, round, game.game);
      }
    }
    await expect.poll(async () => (await read(id)).tournament.status, { timeout: 15_000 }).toBe('finished');
    const done = await read(id);
    expect(
      done.rounds
        .flatMap((round: any) => round.games.flatMap((game: any) => [game.first.name, game.second.name]))
        .filter((name: string) => name === dee!.name),
    ).toHaveLength(1);
    const over = await leave(ann, id);
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('ERR_TOURNAMENT_OVER');
    expect(over.body.error.message).toMatch(/ended/);
  });

  it('in a round robin: every unfinished game is resigned at once, one ended on the board stays as it was', async () => {
    const players = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy')];
    const [ann, bob, cy] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const id = await created(ann, { game: 'adomoc', system: 'round-robin', maxEntrants: 4, startsAt: inMs(2_500) });
    for (const player of [bob, cy]) expect((await enter(player, id)).status).toBe(201);
    for (const round of [1, 2, 3]) await roundMade(id, round);
    const games = (await read(id)).rounds.flatMap((round: any, index: number) =>
      round.games.map((game: any) => ({ ...game, round: index + 1 })),
    );
    const cyGames = games.filter((game: any) => game.first.name === cy.name || game.second.name === cy.name);
    expect(cyGames).toHaveLength(2);
    // Cy's first game is over before Cy withdraws: Cy won it, and that stands.
    const [won, open] = cyGames as [any, any];
    const beaten = players.find(
      (player) => player.name === (won.first.name === cy.name ? won.second.name : won.first.name),
    )!;
    const link = (await read(id, beaten)).you.games.find((entry: any) => entry.game === won.game).link;
    expect((await call('POST', `/api/games/${won.game}/resign`, { token: link.split('=')[1] })).status).toBe(200);
    const wonResult = await resultOf(id, won.round, won.game);

    expect((await leave(cy, id)).status).toBe(200);
    const cyFirst = open.first.name === cy.name;
    expect(await resultOf(id, open.round, open.game)).toBe(cyFirst ? '0-1' : '1-0');
    const view = await read(id);
    expect(view.rounds[won.round - 1].games[0].result).toBe(wonResult);
    expect(view.standings.find((row: any) => row.name === cy.name)).toMatchObject({
      points: 1,
      played: 2,
      withdrawn: true,
    });
    expect(view.tournament.status).toBe('running');
  });

  it('forfeits a paired game not yet made: no game is made, and the one who withdrew loses it', async () => {
    const players = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy'), await newPlayer('Dee')];
    const [ann, bob, cy, dee] = players as [(typeof players)[0], ...typeof players];
    const id = await created(ann, { game: 'adix', system: 'swiss', rounds: 2, maxEntrants: 4, startsAt: inMs(2_500) });
    for (const player of [bob, cy, dee]) expect((await enter(player!, id)).status).toBe(201);
    await roundMade(id, 1);
    // As if making the round had been cut short before Dee's game (a pass makes at most
    // so many games): the pairing is stored with its id, its game not made yet.
    const stub = tournamentObject(env, id);
    const unmadeId = 'unmadepair23';
    const deeWasFirst = await runInDurableObject(stub, async (_instance, state) => {
      await state.storage.deleteAlarm();
      // Entrants are known by player id, which the public view does not show.
      const [deeId] = [...state.storage.kv.list<any>({ prefix: 'entrant:' })]
        .map(([, entrant]) => entrant)
        .filter((entrant) => entrant.name === dee!.name)
        .map((entrant) => entrant.id as string);
      const stored = state.storage.kv.get<any>('round:0001');
      const index = stored.games.findIndex((game: any) => game.first === deeId || game.second === deeId);
      const games = [...stored.games];
      games[index] = { ...games[index], gameId: unmadeId, started: false };
      state.storage.kv.put('round:0001', { ...stored, games });
      state.storage.kv.put(`game:${unmadeId}`, 1);
      return games[index].first === deeId;
    });

    expect((await leave(dee!, id)).status).toBe(200);
    expect(await resultOf(id, 1, unmadeId)).toBe(deeWasFirst ? '0-1' : '1-0');
    const view = await read(id);
    const pairing = view.rounds[0].games.find((game: any) => game.game === unmadeId);
    expect(pairing).toMatchObject({ started: false, forfeited: true });
    expect((await call('GET', `/api/games/${unmadeId}`)).status).toBe(404);
    const row = view.standings.find((entry: any) => entry.name === dee!.name);
    expect(row).toMatchObject({ withdrawn: true, points: 0 });
    const opponent = deeWasFirst ? pairing.second.name : pairing.first.name;
    const cell = view.crosstable
      .find((entry: any) => entry.name === opponent)
      .cells.find((entry: any) => entry.opponent === dee!.name);
    expect(cell.games).toEqual([{ round: 1, game: unmadeId, score: 1, forfeited: true }]);
    // The opponent's own list has no link to a game that was never made.
    const theirs = players.find((player) => player!.name === opponent)!;
    expect((await read(id, theirs)).you.games.find((entry: any) => entry.game === unmadeId).link).toBeNull();

    // The page says so, with no link to the game that was never made.
    const html = await (await exports.default.fetch(`${BASE}/t/${id}`)).text();
    expect(html).toContain(`Not played: ${dee!.name} withdrew`);
    expect(html).not.toContain(`/g/${unmadeId}`);

    // The round's other game ends on the board; round 2 is paired without Dee.
    const other = view.rounds[0].games.find((game: any) => game.game !== unmadeId);
    const loser = players.find((player) => player!.name === other.second.name)!;
    const link = (await read(id, loser)).you.games.find((entry: any) => entry.game === other.game).link;
    expect((await call('POST', `/api/games/${other.game}/resign`, { token: link.split('=')[1] })).status).toBe(200);
    const round2 = await roundMade(id, 2);
    expect(round2.games.flatMap((game: any) => [game.first.name, game.second.name])).not.toContain(dee!.name);
  });

  it('refuses a player who never entered, and one past the start while the field is being paired, saying why', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const id = await created(ann, {
      game: 'adix',
      system: 'swiss',
      rounds: 2,
      maxEntrants: 4,
      startsAt: inMs(3_600_000),
    });
    const stranger = await leave(bob, id);
    expect(stranger.status).toBe(409);
    expect(stranger.body.error.code).toBe('ERR_NOT_ENTERED');
    // Before the start, leaving removes the entry altogether.
    expect((await enter(bob, id)).status).toBe(201);
    expect((await leave(bob, id)).status).toBe(200);
    expect((await read(id)).entrants.map((entrant: any) => entrant.name)).toEqual([ann.name]);
    // Past the start time, before the alarm has started it: neither removed nor withdrawn yet.
    const starting = await tournamentObject(env, id).leave('no-such-player', Date.now() + 7_200_000);
    expect(starting.ok ? null : starting.error.code).toBe('ERR_NOT_ENTERED');
    const snapshot = await tournamentObject(env, id).read();
    const annId = snapshot.ok ? snapshot.value.entrants[0]!.id : '';
    const refused = await tournamentObject(env, id).leave(annId, Date.now() + 7_200_000);
    expect(refused.ok ? null : refused.error.code).toBe('ERR_TOURNAMENT_STARTING');
    expect((await read(id)).entrants.map((entrant: any) => entrant.name)).toEqual([ann.name]);
  });
});
