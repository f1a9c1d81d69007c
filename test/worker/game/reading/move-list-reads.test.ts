/**
 * Reading a long game a stretch at a time: the latest moves (`?last=`) and the moves before
 * a ply (`/moves?before=&limit=`), each checked against the whole list, and their bad
 * queries refused with what to send instead.
 */
import { describe, expect, it } from 'vitest';
import { adomocGame } from '../../../../src/engine/adomoc/game.ts';
import { call, createGame, getGame, play } from '../../client.ts';
import { randomMove, seededRandom } from '../../random-moves.ts';

const playedGame = async (plies: number) => {
  const created = await createGame();
  const random = seededRandom(11);
  let state = await getGame(created.id);
  for (let i = 0; i < plies; i++) {
    const reply = await play(
      created,
      state.toMove,
      randomMove(adomocGame, state.position, 'standard', random, true),
      state.ply,
    );
    state = reply.body;
  }
  return { created, whole: (await getGame(created.id)).moves as string[] };
};

describe('a game read a stretch at a time', () => {
  it('lists the latest moves only when asked for the last few', async () => {
    const { created, whole } = await playedGame(12);
    const latest = await call('GET', `/api/games/${created.id}?last=5`);
    expect(latest.status).toBe(200);
    expect(latest.body.moves).toEqual(whole.slice(-5));
    expect(latest.body.movesFrom).toBe(7);
    expect(latest.body.ply).toBe(12);
    const none = await call('GET', `/api/games/${created.id}?last=0`);
    expect(none.body.moves).toEqual([]);
    expect(none.body.movesFrom).toBe(12);
    const more = await call('GET', `/api/games/${created.id}?last=1000`);
    expect(more.body.moves).toEqual(whole);
    expect(more.body.movesFrom).toBe(0);
  });

  it('lists the moves before a ply, a limited stretch, and all of a short game by default', async () => {
    const { created, whole } = await playedGame(12);
    const stretch = await call('GET', `/api/games/${created.id}/moves?before=10&limit=4`);
    expect(stretch.status).toBe(200);
    expect(stretch.body).toEqual({
      game: 'adomoc',
      ply: 12,
      takebacks: 0,
      from: 6,
      before: 10,
      moves: whole.slice(6, 10),
    });
    const first = await call('GET', `/api/games/${created.id}/moves?before=3&limit=300`);
    expect(first.body).toMatchObject({ from: 0, before: 3, moves: whole.slice(0, 3) });
    const all = await call('GET', `/api/games/${created.id}/moves`);
    expect(all.body).toMatchObject({ from: 0, before: 12, moves: whole });
    const start = await call('GET', `/api/games/${created.id}/moves?before=0`);
    expect(start.body).toMatchObject({ from: 0, before: 0, moves: [] });
  });

  it('refuses bad queries with what to send, and unknown games', async () => {
    const { created } = await playedGame(2);
    const id = created.id;
    const refusals: [string, number, string, RegExp][] = [
      [`/api/games/${id}?last=1001`, 400, 'ERR_QUERY', /last must be a whole number from 0 to 1000/],
      [`/api/games/${id}?last=-1`, 400, 'ERR_QUERY', /last must be/],
      [`/api/games/${id}?last=2&since=1`, 400, 'ERR_QUERY', /not both/],
      [`/api/games/${id}?since=x`, 400, 'ERR_QUERY', /since must be a ply number/],
      [`/api/games/${id}/moves?before=3`, 400, 'ERR_PLY', /before must be a whole number from 0 to 2/],
      [`/api/games/${id}/moves?before=1.5`, 400, 'ERR_QUERY', /before must be a ply number/],
      [`/api/games/${id}/moves?limit=0`, 400, 'ERR_QUERY', /limit must be a whole number from 1 to 1000/],
      [`/api/games/${id}/moves?limit=1001`, 400, 'ERR_QUERY', /limit must be/],
      ['/api/games/zzzzzzzzzzzz/moves', 404, 'ERR_GAME_NOT_FOUND', /./],
    ];
    for (const [path, status, code, message] of refusals) {
      const reply = await call('GET', path);
      expect({ path, status: reply.status, code: reply.body.error?.code }).toEqual({ path, status, code });
      expect(reply.body.error.message).toMatch(message);
    }
  });
});
