import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { movesOf } from '../../../src/worker/db/history.ts';
import { adomocGame } from '../../../src/engine/adomoc/game.ts';
import { call, createGame, getGame, play, type Side } from '../client.ts';
import { d1Moves, d1Summary } from '../rooms.ts';
import { randomMove, seededRandom } from '../random-moves.ts';

describe('a game over HTTP', () => {
  it('creates a game with seat links, a watch link and a state without secrets', async () => {
    const reply = await call('POST', '/api/games', {
      body: {
        game: 'adomoc',
        variant: 'infinite',
        players: { light: { name: 'Ann', email: 'ann@example.com' }, dark: { name: 'Bob' } },
        clock: { daysPerMove: 3 },
      },
    });
    expect(reply.status).toBe(201);
    const { id, links, tokens } = reply.body;
    expect(reply.body.game).toBe('adomoc');
    expect(reply.body.variant).toBe('infinite');
    expect(links.watch).toBe(`https://orrery.test/g/${id}`);
    expect(links.light).toBe(`https://orrery.test/g/${id}#light=${tokens.light}`);
    expect(tokens.light).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.light).not.toBe(tokens.dark);
    const state = await getGame(id);
    expect(state).toMatchObject({
      id,
      game: 'adomoc',
      variant: 'infinite',
      toMove: 'light',
      ply: 0,
      status: 'ongoing',
      result: null,
      moves: [],
      drawOffer: null,
    });
    expect(state.players).toEqual({ light: { name: 'Ann' }, dark: { name: 'Bob' } });
    expect(state.clock.daysPerMove).toBe(3);
    const text = JSON.stringify(state);
    expect(text).not.toContain('ann@example.com');
    expect(text).not.toContain(tokens.light);
    expect(text).not.toContain('tokenHash');
  });

  it('plays a whole game to its end, and D1 holds the same history after every move', async () => {
    const created = await createGame({ game: 'adomoc' });
    const random = seededRandom(7);
    let state = await getGame(created.id);
    while (state.status === 'ongoing' && state.ply < 240) {
      const move = randomMove(adomocGame, state.position, 'standard', random);
      const reply = await play(created, state.toMove, move, state.ply);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.lastMove.notation).toBe(move);
      expect(reply.body.ply).toBe(state.ply + 1);
      state = await getGame(created.id);
      expect(await d1Moves(created.id)).toEqual(state.moves);
    }
    if (state.status === 'ongoing') {
      const resigned = await call('POST', `/api/games/${created.id}/resign`, {
        token: created.tokens[state.toMove as Side],
      });
      expect(resigned.status).toBe(200);
      state = await getGame(created.id);
    }
    expect(state.status).toBe('finished');
    expect(state.moves).toHaveLength(state.ply);
    expect(await d1Moves(created.id)).toEqual(state.moves);
    const summary = await d1Summary(created.id);
    expect(summary).toMatchObject({ ply: state.ply, status: state.status });
    const late = await play(created, 'light', state.moves[0], state.ply);
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('ERR_GAME_OVER');
  });

  it('finishes by centring and reports the result in the state, the record and D1', async () => {
    // A state of primes: light's prime sun on c6 may centre.
    const created = await createGame({
      game: 'adomoc',
      position: '10/10/10/10/10/2S^7/10/F^M^8 - l - 12',
      players: { light: { name: 'Ann' }, dark: { name: 'Bob' } },
    });
    const reply = await play(created, 'light', 'S^c6*', 0);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'finished',
      toMove: null,
      result: { winner: 'light', reason: 'centred' },
    });
    const record = await call('GET', `/api/games/${created.id}/record`);
    expect(record.status).toBe(200);
    expect(record.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(record.body).toContain('[Game "Adomoc"]');
    expect(record.body).toContain('[Light "Ann"]');
    expect(record.body).toContain('[Result "light"]');
    const replayed = adomocGame.replayRecord(record.body);
    expect(record.body).toContain('[Position "10/10/10/10/10/2S^7/10/F^M^8 - l - 12"]');
    expect(replayed.ok && replayed.value.notation).toEqual(['S^c6*']);
    expect(replayed.ok && replayed.value.outcome).toEqual({ winner: 'light', reason: 'centred' });
    expect(await d1Moves(created.id)).toHaveLength(1);
    expect(await d1Summary(created.id)).toMatchObject({ status: 'finished', winner: 'light', reason: 'centred' });
  });

  it('publishes moves to D1 from the alarm by itself, a moment after they are played', async () => {
    const created = await createGame();
    await play(created, 'light', 'Fa3a4', 0);
    await play(created, 'dark', 'Ff3f4', 1);
    await expect
      .poll(async () => (await movesOf(env.DB, created.id)).map((row) => row.notation), { timeout: 10_000 })
      .toEqual(['Fa3a4', 'Ff3f4']);
    expect(await d1Summary(created.id)).toMatchObject({ ply: 2, toMove: 'light' });
  });

  it('gives the position after any ply, and says which plies exist', async () => {
    const created = await createGame();
    await play(created, 'light', 'Fa3a4', 0);
    await play(created, 'dark', 'Ff3f4', 1);
    const start = await call('GET', `/api/games/${created.id}/positions/0`);
    expect(start.body).toMatchObject({ ply: 0, position: (await getGame(created.id)).start, lastMove: null });
    const first = await call('GET', `/api/games/${created.id}/positions/1`);
    expect(first.body).toMatchObject({ ply: 1, lastMove: { notation: 'Fa3a4', side: 'light' } });
    expect(first.body.position).not.toBe(start.body.position);
    expect((await call('GET', `/api/games/${created.id}/positions/2`)).body.position).toBe(
      (await getGame(created.id)).position,
    );
    const beyond = await call('GET', `/api/games/${created.id}/positions/3`);
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.code).toBe('ERR_PLY');
    expect((await call('GET', `/api/games/${created.id}/positions/-1`)).status).toBe(400);
    expect(start.headers.get('Cache-Control')).toBe('no-store');
  });

  it('lists recent games from D1, newest first, filtered by status', async () => {
    const a = await createGame({ game: 'adomoc', players: { light: { name: 'Listed A' } } });
    const b = await createGame({ game: 'adomoc', players: { light: { name: 'Listed B' } } });
    await d1Moves(a.id);
    await d1Moves(b.id);
    await call('POST', `/api/games/${a.id}/resign`, { token: a.tokens.dark });
    await d1Moves(a.id);
    const ongoing = await call('GET', '/api/games?status=ongoing&limit=100');
    expect(ongoing.status).toBe(200);
    const ids = ongoing.body.games.map((game: { id: string }) => game.id);
    expect(ids).toContain(b.id);
    expect(ids).not.toContain(a.id);
    const finished = await call('GET', '/api/games?status=finished&limit=100');
    const listed = finished.body.games.find((game: { id: string }) => game.id === a.id);
    expect(listed).toMatchObject({
      game: 'adomoc',
      variant: 'standard',
      status: 'finished',
      ply: 0,
      players: { light: { name: 'Listed A' }, dark: { name: 'Dark' } },
      result: { winner: 'light', reason: 'resignation' },
    });
    const one = await call('GET', '/api/games?limit=1');
    expect(one.body.games).toHaveLength(1);
    expect((await call('GET', '/api/games?limit=0')).status).toBe(400);
    expect((await call('GET', '/api/games?status=won')).body.error.code).toBe('ERR_QUERY');
  });

  it('gives only the moves after a ply when asked, and the move response carries the last move only', async () => {
    const created = await createGame();
    const random = seededRandom(3);
    let state = await getGame(created.id);
    for (let i = 0; i < 6; i++) {
      const reply = await play(
        created,
        state.toMove,
        randomMove(adomocGame, state.position, 'standard', random, true),
        state.ply,
      );
      expect(reply.body.moves).toEqual([reply.body.lastMove.notation]);
      expect(reply.body.movesFrom).toBe(reply.body.ply - 1);
      state = reply.body;
    }
    const whole = await getGame(created.id);
    const tail = await getGame(created.id, '?since=4');
    expect(tail.moves).toEqual(whole.moves.slice(4));
    expect(tail.movesFrom).toBe(4);
  });
});
