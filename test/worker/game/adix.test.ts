import { describe, expect, it } from 'vitest';
import { adixGame } from '../../../src/engine/adix/game.ts';
import { call, createGame, getGame, play, type Side } from '../client.ts';
import { d1Moves, d1Summary } from '../rooms.ts';
import { randomMove, seededRandom } from '../random-moves.ts';

describe('ADIX games on the same server', () => {
  it('creates an ADIX game with white and black seats and plays it', async () => {
    const created = await createGame({ game: 'adix', players: { white: { name: 'Wanda' }, black: { name: 'Boris' } } });
    expect(Object.keys(created.tokens).sort()).toEqual(['black', 'white']);
    expect(created.links.white).toContain('#white=');
    let state = await getGame(created.id);
    expect(state).toMatchObject({
      game: 'adix',
      variant: 'standard',
      toMove: 'white',
      ply: 0,
      players: { white: { name: 'Wanda' }, black: { name: 'Boris' } },
    });
    expect(state.position).toBe(adixGame.makePosition(adixGame.startPosition('standard')));
    const random = seededRandom(5);
    for (let i = 0; i < 30 && state.status === 'ongoing'; i++) {
      const reply = await play(
        created,
        state.toMove as Side,
        randomMove(adixGame, state.position, 'standard', random),
        state.ply,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      state = await getGame(created.id);
    }
    expect(await d1Moves(created.id)).toEqual(state.moves);
    const record = await call('GET', `/api/games/${created.id}/record`);
    expect(record.body).toContain('[Game "ADIX"]');
    const replayed = adixGame.replayRecord(record.body);
    expect(replayed.ok && replayed.value.notation).toEqual(state.moves);
  });

  it('answers ADIX moves with ADIX reasons, and a Light seat does not exist', async () => {
    const created = await createGame({ game: 'adix' });
    const illegal = await play(created, 'white', 'Fe3-e4', 0);
    expect(illegal.status).toBe(422);
    expect(illegal.body.error.code).toMatch(/^ERR_/);
    expect(illegal.body.error.message.length).toBeGreaterThan(10);
    expect((await play(created, 'white', '^e3/e4', 0)).status).toBe(200);
    const wrongSides = await call('POST', '/api/games', {
      body: { game: 'adix', players: { light: { name: 'Ann' } } },
    });
    expect(wrongSides.status).toBe(400);
    expect(wrongSides.body.error.message).toContain('white');
  });

  it('ends the game when the last teammate is captured, though the position alone could not say so', async () => {
    const created = await createGame({ game: 'adix', position: '4*pfc4/9/9/4cfp4/9/4PFC4/9/9/4*PFC4 w -,- 0 5' });
    const reply = await play(created, 'white', 'Pe4XCe6#', 0);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'finished', result: { winner: 'white' } });
    expect((await play(created, 'black', '*Pe9-d9', 1)).status).toBe(410);
    await d1Moves(created.id);
    expect(await d1Summary(created.id)).toMatchObject({ status: 'finished', winner: 'white' });
  });

  it('plays the rulebook game to its end by capturing the captain', async () => {
    const created = await createGame({ game: 'adix' });
    const moves = '^e3/e4 ^b8/a8 ^h2/h3 Ca8XFe4 Fh3-h6 Ce4) Fh6/h7 ^e7/e8 ^c1/c2 Ce4XFc2 Ph7XCc2 Fe8X*Pe1#'.split(' ');
    let ply = 0;
    for (const move of moves) {
      const reply = await play(created, ply % 2 === 0 ? 'white' : 'black', move, ply);
      expect(reply.status, `${move}: ${JSON.stringify(reply.body)}`).toBe(200);
      ply++;
    }
    const state = await getGame(created.id);
    expect(state).toMatchObject({ status: 'finished', result: { winner: 'black' }, moves });
  });
});
