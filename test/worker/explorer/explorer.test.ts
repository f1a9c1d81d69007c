/**
 * The opening explorer (src/worker/explorer): a game's opening is counted when its end is
 * published, once, and only for public games from the usual start; counts on a small
 * constructed set (a resignation, a timeout, an agreed draw, a game kept private), the
 * tables against a full recount over random games, the games listed and the computer's
 * evaluation, and bad requests.
 */
import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games.ts';
import { openingPath } from '../../../src/explorer/opening-path.ts';
import { call, createGame, getGame, play, type Created, type Side } from '../client.ts';
import { someLegalMove } from '../mail-helpers.ts';
import { claim, newPlayer, playPlies } from '../player-helpers.ts';
import { editStoredGame, roomStub } from '../rooms.ts';

const synced = async (created: Created): Promise<void> => {
  const { pending } = await roomStub(created.id).syncHistory();
  expect(pending).toBe(false);
};

const resign = async (created: Created, side: Side): Promise<void> => {
  const reply = await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens[side] });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  await synced(created);
};

const explore = async (path: string, moves: readonly string[]) => {
  const reply = await call('GET', `/api/explore/${path}?moves=${encodeURIComponent(moves.join(' '))}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

/** The row of `move` in an answer, as [games, first wins, draws, second wins]; zeros when absent. */
const row = (answer: any, move: string): number[] => {
  const found = answer.next.find((next: any) => next.move === move);
  return found ? [found.games, found.firstWins, found.draws, found.secondWins] : [0, 0, 0, 0];
};

const minus = (after: number[], before: number[]) => after.map((value, index) => value - before[index]!);

/** Plays the moves with these picks among the legal ones (mail-helpers.ts someLegalMove), each side in turn. */
const playPicks = async (created: Created, picks: readonly number[]): Promise<void> => {
  for (const pick of picks) {
    const state = await getGame(created.id);
    if (state.status !== 'finished') {
      const reply = await play(
        created,
        state.toMove,
        someLegalMove(state.game, state.variant, state.position, pick),
        state.ply,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
  }
};

describe('the opening explorer', () => {
  it('counts each public game from the usual start once, with its result, and lists it', async () => {
    const variant = { game: 'adomoc', variant: 'altogether' };
    const engine = GAMES.get('adomoc')!;
    // The moves playPlies makes (the first legal move, then the second, …), by hand.
    const path: string[] = [];
    let position = engine.startPosition('altogether');
    for (let step = 0; step < 3; step++) {
      const move = someLegalMove('adomoc', 'altogether', engine.makePosition(position), step);
      path.push(move);
      const parsed = engine.parseMove(position, 'altogether', move);
      if (!parsed.ok) throw new Error(move);
      const played = engine.play(position, 'altogether', parsed.value);
      if (!played.ok) throw new Error(move);
      position = played.value.position;
    }
    const [a, b, c] = path as [string, string, string];
    const before = [
      row(await explore('adomoc/altogether', []), a),
      row(await explore('adomoc/altogether', [a]), b),
      row(await explore('adomoc/altogether', [a, b]), c),
    ];

    // Light resigns after a b: Dark wins.
    const resigned = await createGame(variant);
    await playPlies(resigned, 2);
    await resign(resigned, 'light');
    // Dark runs out of time after a b c: Light wins.
    const timed = await createGame({ ...variant, clock: { daysPerMove: 3 } });
    await playPlies(timed, 3);
    await editStoredGame(timed.id, (room) => ({ ...room, clock: { ...room.clock, deadline: Date.now() - 1 } }));
    await runDurableObjectAlarm(roomStub(timed.id));
    expect((await getGame(timed.id)).result).toEqual({ winner: 'light', reason: 'time' });
    await synced(timed);
    // A draw agreed after a.
    const drawn = await createGame(variant);
    await playPlies(drawn, 1);
    await call('POST', `/api/games/${drawn.id}/draw`, { token: drawn.tokens.dark, body: { action: 'offer' } });
    const accepted = await call('POST', `/api/games/${drawn.id}/draw`, {
      token: drawn.tokens.light,
      body: { action: 'accept' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    await synced(drawn);
    // Kept private: counted nowhere, listed nowhere.
    const hidden = await createGame({ ...variant, public: false });
    await playPlies(hidden, 3);
    await resign(hidden, 'dark');
    // A change to a finished game publishes it again: it is not counted again.
    const rematch = await call('POST', `/api/games/${resigned.id}/rematch`, {
      token: resigned.tokens.light,
      body: { action: 'offer' },
    });
    expect(rematch.status, JSON.stringify(rematch.body)).toBe(200);
    await synced(resigned);

    const start = await explore('adomoc/altogether', []);
    const afterA = await explore('adomoc/altogether', [a]);
    const afterAB = await explore('adomoc/altogether', [a, b]);
    // [games, Light wins, draws, Dark wins]
    expect(minus(row(start, a), before[0]!)).toEqual([3, 1, 1, 1]);
    expect(minus(row(afterA, b), before[1]!)).toEqual([2, 1, 0, 1]);
    expect(minus(row(afterAB, c), before[2]!)).toEqual([1, 1, 0, 0]);
    expect(afterA.moves).toEqual([a]);
    expect(afterA.toMove).toBe('dark');

    // The games that reached a position, newest first; the private one nowhere.
    const ids = (answer: any, list: 'newest' | 'highestRated') => answer[list].map((game: any) => game.id);
    expect(ids(start, 'newest').slice(0, 3)).toEqual([drawn.id, timed.id, resigned.id]);
    expect(ids(afterAB, 'newest')).toEqual(expect.arrayContaining([timed.id, resigned.id]));
    expect(ids(afterAB, 'newest')).not.toContain(drawn.id);
    for (const answer of [start, afterA, afterAB]) expect(JSON.stringify(answer)).not.toContain(hidden.id);
    const page = await call('GET', `/explore/adomoc/altogether?moves=${encodeURIComponent(a)}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`/g/${drawn.id}`);
    expect(page.body).not.toContain(hidden.id);
    expect(page.body).toContain(`?moves=${encodeURIComponent(`${a} ${b}`)}`);
    // The move that led here is marked on the board, as the game page marks a last move; at the start, none.
    expect(page.body).toContain('orrery-fill-last-move');
    expect((await call('GET', '/explore/adomoc/altogether')).body).not.toContain('orrery-fill-last-move');

    // The same position pasted as a position, or as a numbered record, is the same place.
    const pasted = (await call('GET', `/api/explore/adomoc/altogether?position=${encodeURIComponent(afterA.position)}`))
      .body;
    expect(pasted.next).toEqual(afterA.next);
    expect(pasted.moves).toBeNull();
    const record = (await call('GET', `/api/explore/adomoc/altogether?moves=${encodeURIComponent(`1. ${a} ${b}`)}`))
      .body;
    expect(record.key).toBe(afterAB.key);
  });

  it('lists rated games by their players’ rating, and gives the computer’s evaluation', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const rated = await createGame({ game: 'adix' });
    expect((await claim(rated, 'white', ann)).status).toBe(200);
    expect((await claim(rated, 'black', bob)).status).toBe(200);
    await playPlies(rated, 4);
    await resign(rated, 'black');
    const rating = await roomStub(rated.id).rateNow();
    if (rating?.status !== 'rated') throw new Error('the game was not rated');
    await synced(rated);
    const start = await explore('adix/standard', []);
    expect(start.highestRated[0]).toMatchObject({ id: rated.id, rating: 1500 });
    expect(start.evaluation).toMatchObject({ best: expect.any(String), depth: expect.any(Number) });
    // Searched once, then kept by the position's key.
    const kept = await env.DB.prepare('SELECT best FROM explorer_evaluations WHERE key = ?').bind(start.key).first();
    expect(kept).toEqual({ best: start.evaluation.best });
    // A position no game reached is not searched, and nothing is kept of it.
    const engine = GAMES.get('adix')!;
    const unplayed = engine.makePosition(engine.startPosition('standard')).replace(/ 1$/, ' 9');
    const answer = (await call('GET', `/api/explore/adix/standard?position=${encodeURIComponent(unplayed)}`)).body;
    expect(answer).toMatchObject({ games: 0, next: [], newest: [], evaluation: null });
    expect(
      await env.DB.prepare('SELECT 1 FROM explorer_evaluations WHERE key = ?').bind(answer.key).first(),
    ).toBeNull();
  });

  it('keeps its tables equal to a full recount of the finished public games in D1', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 8; i++) {
      const created = await createGame({ game: i % 2 ? 'adix' : 'adomoc', public: i !== 5 });
      const sides = Object.keys(created.tokens) as Side[];
      await playPicks(
        created,
        Array.from({ length: 2 + (random() % 5) }, () => random() % 3),
      );
      await resign(created, sides[random() % 2]!);
    }
    const { results: finished } = await env.DB.prepare(
      "SELECT id, game, variant, winner FROM games WHERE status = 'finished' AND public = 1 AND start IS NULL",
    ).all<{ id: string; game: string; variant: string; winner: string | null }>();
    const moves = new Map<string, number[]>();
    const reached = new Set<string>();
    for (const game of finished) {
      const engine = GAMES.get(game.game)!;
      const first = engine.toMove(engine.startPosition(game.variant));
      const notation = (
        await env.DB.prepare('SELECT notation FROM moves WHERE game_id = ? ORDER BY ply')
          .bind(game.id)
          .all<{ notation: string }>()
      ).results.map((move) => move.notation);
      for (const step of openingPath(engine, game.variant, notation)) {
        reached.add(`${step.key} ${game.id}`);
        if (step.move === null) continue;
        const key = `${step.key} ${step.move}`;
        const counts = moves.get(key) ?? [0, 0, 0, 0];
        counts[0]!++;
        counts[game.winner === null ? 3 : game.winner === first ? 1 : 2]!++;
        moves.set(key, counts);
      }
    }
    const table = await env.DB.prepare('SELECT * FROM explorer_moves').all<any>();
    expect(
      new Map(
        table.results.map((each) => [
          `${each.key} ${each.move}`,
          [each.games, each.first_wins, each.second_wins, each.draws],
        ]),
      ),
    ).toEqual(moves);
    const games = await env.DB.prepare('SELECT key, game_id FROM explorer_games').all<any>();
    expect(new Set(games.results.map((each) => `${each.key} ${each.game_id}`))).toEqual(reached);
  });

  it('refuses what it cannot read with the engine’s code, and what is not there with 404', async () => {
    const cases: [string, number, string][] = [
      ['/api/explore/chess/standard', 404, 'ERR_NOT_FOUND'],
      ['/api/explore/adomoc/blitz', 404, 'ERR_NOT_FOUND'],
      ['/api/explore/adomoc/standard?moves=Fa3a4&position=x', 400, 'ERR_QUERY'],
      ['/api/explore/adomoc/standard?moves=Fa3a9', 422, ''],
      ['/api/explore/adomoc/standard?position=nonsense', 422, ''],
      [`/api/explore/adomoc/standard?moves=${'x'.repeat(4_001)}`, 400, 'ERR_QUERY'],
      ['/api/explore/adomoc/standard?moves=%5BVariant%20%22infinite%22%5D%0A', 422, 'ERR_TAG_VARIANT'],
    ];
    for (const [path, status, code] of cases) {
      const reply = await call('GET', path);
      expect(reply.status, path).toBe(status);
      if (code) expect(reply.body.error.code, path).toBe(code);
    }
    expect((await call('GET', '/explore/adomoc/standard?moves=Fa3a9')).status).toBe(422);
  });
});
