/**
 * Ratings in workerd: a game between two signed-in players is rated when it ends, in the
 * game's object, and written to D1 once whatever happens again (the end processed twice,
 * the object's record of it lost, two games of one player ending together); games
 * against the computer, short games and games without two players are not rated.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, createGame, getGame, type Created, type Side } from '../../client.ts';
import { alarmTime, editStoredGame, roomStub } from '../../rooms.ts';
import { evictDurableObject, runDurableObjectAlarm } from 'cloudflare:test';
import { claim, newPlayer, playPlies, type TestPlayer } from '../../player-helpers.ts';
import { rateGame } from '../../../../src/rating/glicko2.ts';

const rows = async (gameId: string) =>
  (
    await env.DB.prepare('SELECT * FROM rating_changes WHERE game_id = ? ORDER BY player_id')
      .bind(gameId)
      .all<Record<string, any>>()
  ).results;

const profile = async (player: TestPlayer) =>
  (await call('GET', `/api/players/${encodeURIComponent(player.name)}`, { headers: { Cookie: player.cookie } })).body;

/** A game with both seats claimed (the first side's by `first`), `plies` played, then `loser` resigns. */
const claimedGame = async (
  first: TestPlayer,
  second: TestPlayer,
  plies: number,
  loser: 'first' | 'second' = 'second',
  body: Record<string, unknown> = { game: 'adomoc' },
): Promise<Created> => {
  const created = await createGame(body);
  const sides = Object.keys(created.tokens) as Side[];
  expect((await claim(created, sides[0]!, first)).status).toBe(200);
  expect((await claim(created, sides[1]!, second)).status).toBe(200);
  await playPlies(created, plies);
  const token = created.tokens[sides[loser === 'first' ? 0 : 1]!];
  const resigned = await call('POST', `/api/games/${created.id}/resign`, { token });
  expect(resigned.status).toBe(200);
  return created;
};

describe('a rated game', () => {
  it('rates both players when it ends, from the published Glicko-2 arithmetic, and shows it on their pages', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const created = await claimedGame(ann, bob, 4);
    const rated = await roomStub(created.id).rateNow();
    const [winner, loser] = rateGame(
      { rating: 1500, deviation: 350, volatility: 0.06 },
      { rating: 1500, deviation: 350, volatility: 0.06 },
      1,
    );
    expect(rated).toEqual({
      status: 'rated',
      changes: { light: { before: 1500, after: winner.rating }, dark: { before: 1500, after: loser.rating } },
    });
    expect((await getGame(created.id)).players).toEqual({
      light: { name: 'Light', player: ann.name, rating: { before: 1500, after: Math.round(winner.rating) } },
      dark: { name: 'Dark', player: bob.name, rating: { before: 1500, after: Math.round(loser.rating) } },
    });
    const written = await rows(created.id);
    expect(written).toHaveLength(2);
    for (const row of written) expect(row).toMatchObject({ game: 'adomoc', variant: 'standard', seq: 1 });
    const annPage = await profile(ann);
    expect(annPage.ratings).toEqual([
      expect.objectContaining({
        game: 'adomoc',
        variant: 'standard',
        rating: Math.round(winner.rating),
        games: 1,
        provisional: true,
        start: 1500,
        history: [expect.objectContaining({ rating: Math.round(winner.rating), gameId: created.id })],
      }),
    ]);
    await roomStub(created.id).syncHistory();
    const ownPage = await profile(ann);
    expect(ownPage.finished[0]).toMatchObject({
      id: created.id,
      result: 'won',
      opponent: { player: bob.name },
      rating: { before: 1500, after: winner.rating },
    });
    // Bob looks at Ann's page: her record against him.
    const seenByBob = (
      await call('GET', `/api/players/${encodeURIComponent(ann.name)}`, { headers: { Cookie: bob.cookie } })
    ).body;
    expect(seenByBob.againstYou).toEqual({ you: bob.name, wins: 1, draws: 0, losses: 0 });
    expect(ownPage.againstYou).toBeNull();
    const page = await call('GET', `/p/${encodeURIComponent(ann.name)}`, { headers: { Cookie: bob.cookie } });
    expect(page.body).toContain('class="rating-chart"');
    // A provisional rating carries its question mark, explained in its title and a note.
    expect(page.body).toContain(`${Math.round(winner.rating)}<abbr title="provisional`);
    expect(page.body).toContain('A question mark after a rating means it is provisional');
    expect(page.body).toContain(`Against you (${bob.name}): ${ann.name} won 1, drew 0, lost 0.`);
  });

  it('is rated from the alarm without anyone asking', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const created = await claimedGame(ann, bob, 4, 'first');
    await expect.poll(async () => (await rows(created.id)).length, { timeout: 10_000 }).toBe(2);
  });

  it('keeps Adomoc’s variants and ADIX apart', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const infinite = await claimedGame(ann, bob, 4, 'second', { game: 'adomoc', variant: 'infinite' });
    const adix = await claimedGame(ann, bob, 4, 'first', { game: 'adix' });
    await roomStub(infinite.id).rateNow();
    await roomStub(adix.id).rateNow();
    const ratings = (await profile(ann)).ratings;
    expect(ratings.map((entry: any) => [entry.game, entry.variant, entry.games])).toEqual([
      ['adix', 'standard', 1],
      ['adomoc', 'infinite', 1],
    ]);
    expect(ratings[0].rating).toBeLessThan(1500);
    expect(ratings[1].rating).toBeGreaterThan(1500);
  });
});

describe('rated once', () => {
  it('writes the rating once even when the end is processed twice, or the object forgets it rated', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const created = await claimedGame(ann, bob, 4);
    const stub = roomStub(created.id);
    const [first, second] = await Promise.all([stub.rateNow(), stub.rateNow()]);
    expect(second).toEqual(first);
    const written = await rows(created.id);
    expect(written).toHaveLength(2);
    // As if the object's record of rating were lost after D1 had it: pending again.
    await editStoredGame(created.id, (room) => ({
      ...room,
      rating: { status: 'pending', players: { light: room.seats.light.player.id, dark: room.seats.dark.player.id } },
    }));
    expect(await roomStub(created.id).rateNow()).toEqual(first);
    expect(await rows(created.id)).toEqual(written);
    expect((await profile(ann)).ratings[0].games).toBe(1);
  });

  it('waits out D1 failing, an eviction included, and then rates the game once', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    await env.DB.exec('ALTER TABLE rating_changes RENAME TO rating_changes_away');
    let created: Created;
    try {
      created = await claimedGame(ann, bob, 4);
      expect(await roomStub(created.id).rateNow()).toMatchObject({ status: 'pending' });
      // A retry is waiting on the alarm, and survives the object's eviction.
      expect(await alarmTime(created.id)).not.toBeNull();
      await evictDurableObject(roomStub(created.id));
    } finally {
      await env.DB.exec('ALTER TABLE rating_changes_away RENAME TO rating_changes');
    }
    await expect
      .poll(
        async () => {
          await runDurableObjectAlarm(roomStub(created.id));
          return (await roomStub(created.id).rateNow())?.status;
        },
        { timeout: 15_000 },
      )
      .toBe('rated');
    expect(await rows(created.id)).toHaveLength(2);
  });

  it('computes again, from the new rating, a game whose player was rated meanwhile', async () => {
    const [ann, bob, cat] = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cat')];
    // Both games end before either is rated; their alarms may race.
    const one = await claimedGame(ann, bob, 4);
    const two = await claimedGame(ann, cat, 4);
    await Promise.all([roomStub(one.id).rateNow(), roomStub(two.id).rateNow()]);
    // One of them lost the race and retries after its backoff.
    await expect
      .poll(async () => {
        await Promise.all([roomStub(one.id).rateNow(), roomStub(two.id).rateNow()]);
        return (await rows(one.id)).length + (await rows(two.id)).length;
      })
      .toBe(4);
    const annRows = (
      await env.DB.prepare(
        'SELECT * FROM rating_changes WHERE player_id = (SELECT id FROM players WHERE name = ?) ORDER BY seq',
      )
        .bind(ann.name)
        .all<Record<string, any>>()
    ).results;
    expect(annRows.map((row) => row.seq)).toEqual([1, 2]);
    // The second game was rated from the first's result, not from 1500 again.
    expect(annRows[1]!.rating_before).toBeCloseTo(annRows[0]!.rating, 9);
    expect(annRows[1]!.rating).toBeGreaterThan(annRows[0]!.rating);
  });
});

describe('unrated games', () => {
  const ratingOf = async (id: string) => {
    await roomStub(id).rateNow();
    return { state: await roomStub(id).rateNow(), rows: await rows(id) };
  };

  it('a game ended before each side made two moves', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const created = await claimedGame(ann, bob, 3);
    expect(await ratingOf(created.id)).toEqual({ state: { status: 'unrated', reason: 'short' }, rows: [] });
  });

  it('a game with a seat played by link alone, even if claimed after the end', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const created = await createGame({ game: 'adomoc' });
    await claim(created, 'light', ann);
    await playPlies(created, 4);
    await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.dark });
    expect((await claim(created, 'dark', bob)).status).toBe(200);
    expect(await ratingOf(created.id)).toEqual({ state: { status: 'unrated', reason: 'unclaimed' }, rows: [] });
  });

  it('a game against the computer', async () => {
    const ann = await newPlayer('Ann');
    const created = await createGame({ game: 'adomoc', players: { dark: { computer: { level: 1 } } } });
    await claim(created, 'light', ann);
    for (let ply = 0; ply < 4; ply += 2) {
      await playPlies(created, 1);
      await expect.poll(async () => (await getGame(created.id)).ply, { timeout: 20_000 }).toBe(ply + 2);
    }
    await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.light });
    expect(await ratingOf(created.id)).toEqual({ state: { status: 'unrated', reason: 'computer' }, rows: [] });
  });

  it('a game that goes on', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const created = await createGame({ game: 'adomoc' });
    await claim(created, 'light', ann);
    await claim(created, 'dark', bob);
    await playPlies(created, 4);
    expect(await roomStub(created.id).rateNow()).toBeNull();
    expect(await rows(created.id)).toEqual([]);
  });
});
