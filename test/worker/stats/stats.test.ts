/**
 * The statistics of each variant (src/worker/stats): counted once when a game ends, in
 * the batch that publishes its end, and only for public games from the usual start; the
 * counters on a small constructed set, and all of them against a full recount of D1.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games.ts';
import { call, createGame, getGame, type Created, type Side } from '../client.ts';
import { claim, newPlayer, playPlies } from '../player-helpers.ts';
import { roomStub } from '../rooms.ts';

const synced = async (created: Created): Promise<void> => {
  const { pending } = await roomStub(created.id).syncHistory();
  expect(pending).toBe(false);
};

const resign = async (created: Created, side: Side): Promise<void> => {
  const reply = await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens[side] });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  await synced(created);
};

const stats = async (path: string) => {
  const reply = await call('GET', `/api/stats/${path}`);
  expect(reply.status).toBe(200);
  return reply.body;
};

type Counts = Record<string, number>;

/** The counters of a scope as `kind:key` → count, for comparing. */
const countsOf = (scope: any): Counts => ({
  'result:first': scope.firstWins,
  'result:second': scope.secondWins,
  'result:draw': scope.draws,
  ...Object.fromEntries(scope.endings.map((ending: any) => [`ending:${ending.reason}`, ending.games])),
});

const delta = (before: Counts, after: Counts): Counts =>
  Object.fromEntries(
    [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .map((key) => [key, (after[key] ?? 0) - (before[key] ?? 0)] as const)
      .filter(([, change]) => change !== 0),
  );

describe('statistics per variant', () => {
  it('counts each public game from the usual start once, when it ends', async () => {
    const before = await stats('adomoc/infinite');
    const variant = { game: 'adomoc', variant: 'infinite' };

    const resigned = await createGame(variant);
    await playPlies(resigned, 3);
    await resign(resigned, 'light');

    const drawn = await createGame(variant);
    await playPlies(drawn, 2);
    const offer = await call('POST', `/api/games/${drawn.id}/draw`, {
      token: drawn.tokens.light,
      body: { action: 'offer' },
    });
    expect(offer.status).toBe(200);
    const accept = await call('POST', `/api/games/${drawn.id}/draw`, {
      token: drawn.tokens.dark,
      body: { action: 'accept' },
    });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
    await synced(drawn);

    const hidden = await createGame({ ...variant, public: false });
    await resign(hidden, 'light');
    const elsewhere = await createGame({ ...variant, position: (await getGame(drawn.id)).position });
    await resign(elsewhere, 'dark');

    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const rated = await createGame(variant);
    expect((await claim(rated, 'light', ann)).status).toBe(200);
    expect((await claim(rated, 'dark', bob)).status).toBe(200);
    await playPlies(rated, 4);
    await resign(rated, 'dark');
    // Rated a little after its end: then counted in its rating band (both players at 1500).
    expect((await roomStub(rated.id).rateNow())?.status).toBe('rated');
    // A rated game kept private counts in no band.
    const [cy, di] = [await newPlayer('Cy'), await newPlayer('Di')];
    const ratedHidden = await createGame({ ...variant, public: false });
    expect((await claim(ratedHidden, 'light', cy)).status).toBe(200);
    expect((await claim(ratedHidden, 'dark', di)).status).toBe(200);
    await playPlies(ratedHidden, 4);
    await resign(ratedHidden, 'dark');
    expect((await roomStub(ratedHidden.id).rateNow())?.status).toBe('rated');

    // A change to a finished game (a rematch offered) publishes it again: it is not counted again.
    const rematch = await call('POST', `/api/games/${resigned.id}/rematch`, {
      token: resigned.tokens.light,
      body: { action: 'offer' },
    });
    expect(rematch.status, JSON.stringify(rematch.body)).toBe(200);
    await synced(resigned);

    const after = await stats('adomoc/infinite');
    expect(after.all.games - before.all.games).toBe(3);
    expect(delta(countsOf(before.all), countsOf(after.all))).toEqual({
      'result:first': 1,
      'result:second': 1,
      'result:draw': 1,
      'ending:resignation': 2,
      'ending:agreement': 1,
    });
    expect(after.rated.games - before.rated.games).toBe(1);
    expect(delta(countsOf(before.rated), countsOf(after.rated))).toEqual({
      'result:first': 1,
      'ending:resignation': 1,
    });
    const band = (answer: any) => answer.bands.find((each: any) => each.band === 1400) ?? { games: 0, firstWins: 0 };
    expect(band(after).games - band(before).games).toBe(1);
    expect(band(after).firstWins - band(before).firstWins).toBe(1);
    const page = await call('GET', '/stats/adomoc/infinite');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Games finished');
    expect(page.body).toContain(`<td>${after.all.games}</td>`);
  });

  it('keeps counters equal to a full recount of the finished public games in D1', async () => {
    for (let i = 0; i < 6; i++) {
      const created = await createGame({ game: i % 2 ? 'adix' : 'adomoc' });
      const sides = Object.keys(created.tokens) as Side[];
      await playPlies(created, i);
      await resign(created, sides[i % 3 === 0 ? 0 : 1]!);
    }
    const { results } = await env.DB.prepare(
      "SELECT game, variant, winner, reason, ply FROM games WHERE status = 'finished' AND public = 1 AND start IS NULL",
    ).all<{ game: string; variant: string; winner: string | null; reason: string; ply: number }>();
    const recount = new Map<string, Counts>();
    const lengths = new Map<string, number[]>();
    for (const row of results) {
      const game = GAMES.get(row.game)!;
      const first = game.toMove(game.startPosition(row.variant));
      const key = `${row.game}/${row.variant}`;
      const counts = recount.get(key) ?? {};
      const result = row.winner === null ? 'draw' : row.winner === first ? 'first' : 'second';
      counts[`result:${result}`] = (counts[`result:${result}`] ?? 0) + 1;
      counts[`ending:${row.reason}`] = (counts[`ending:${row.reason}`] ?? 0) + 1;
      recount.set(key, counts);
      lengths.set(key, [...(lengths.get(key) ?? []), row.ply]);
    }
    expect(recount.size).toBeGreaterThan(1);
    for (const [key, counts] of recount) {
      const scope = (await stats(key)).all;
      const served = Object.fromEntries(Object.entries(countsOf(scope)).filter(([, count]) => count !== 0));
      expect(served, key).toEqual(counts);
      const sorted = lengths.get(key)!.sort((a, b) => a - b);
      expect(scope.plies.min, key).toBe(sorted[0]);
      expect(scope.plies.max, key).toBe(sorted[sorted.length - 1]);
    }
  });

  it("answers 404 for a game or variant there is not, and gives a game's variants side by side", async () => {
    for (const path of ['/api/stats/chess', '/api/stats/adomoc/blitz', '/stats/chess']) {
      const reply = await call('GET', path);
      expect(reply.status, path).toBe(404);
    }
    const overview = await stats('adix');
    expect(overview.variants.map((each: any) => each.variant)).toEqual(
      GAMES.get('adix')!.variants.map((each) => each.id),
    );
    expect(overview.findings).toEqual(expect.any(Array));
    const page = await call('GET', '/stats/adomoc');
    expect(page.status).toBe(200);
    expect(page.body).toContain('statistics across variants');
  });
});
