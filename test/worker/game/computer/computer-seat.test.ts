/**
 * A seat played by the computer: created through the API, answered from the game
 * object's alarm (never inside the person's request), through the same path as any move,
 * and still answered after eviction; resignation, draw offers and takebacks with it.
 */
import { evictDurableObject, runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, createGame, getGame, play, type Created } from '../../client.ts';
import { d1Moves, roomStub } from '../../rooms.ts';
import { createConfirmedGame, deliver, lastEmailTo, someLegalMove } from '../../mail-helpers.ts';

/** Runs the game's alarm until the computer has answered (`ply` reached) or nothing is due. */
const computerAnswers = async (id: string, ply: number) => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const state = await getGame(id);
    if (state.ply >= ply || state.status !== 'ongoing') return state;
    // The alarm may have run by itself already; either way the state is read again.
    await runDurableObjectAlarm(roomStub(id));
  }
  return getGame(id);
};

const playFirstMove = async (created: Created, side: 'light' | 'dark' | 'white' = 'light', pick = 0) => {
  const state = await getGame(created.id);
  const move = someLegalMove(created.game, state.variant, state.position, pick);
  const reply = await play(created, side, move, state.ply);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

describe('a seat played by the computer', () => {
  it('is created without a link, and answers each move from the alarm, into D1', async () => {
    const created = await createGame({ game: 'adomoc', players: { dark: { computer: { level: 2 } } } });
    expect(Object.keys(created.tokens)).toEqual(['light']);
    expect(Object.keys(created.links).sort()).toEqual(['light', 'watch']);
    const start = await getGame(created.id);
    expect(start.players.dark).toEqual({ name: 'Computer (level 2)', computer: { level: 2 } });
    expect(start.players.light).toEqual({ name: 'Light' });

    // The person's answer comes before the computer has thought: ply 1, dark to move.
    const moved = await playFirstMove(created);
    expect(moved).toMatchObject({ ply: 1, toMove: 'dark' });
    const answered = await computerAnswers(created.id, 2);
    expect(answered).toMatchObject({ ply: 2, toMove: 'light', status: 'ongoing' });
    expect(answered.lastMove.side).toBe('dark');
    expect(await d1Moves(created.id)).toEqual(answered.moves);

    // A second round, the same way.
    await playFirstMove(created, 'light', 3);
    expect((await computerAnswers(created.id, 4)).ply).toBe(4);
  });

  it('moves first when it has the first move, in ADIX too', async () => {
    const created = await createGame({ game: 'adix', players: { white: { computer: { level: 1 } } } });
    const state = await computerAnswers(created.id, 1);
    expect(state).toMatchObject({ ply: 1, toMove: 'black' });
    expect(state.lastMove.side).toBe('white');
  });

  it('still answers when the object is evicted while its reply is due', async () => {
    const created = await createGame({ game: 'adomoc', players: { dark: { computer: { level: 1 } } } });
    await playFirstMove(created);
    await evictDurableObject(roomStub(created.id));
    const state = await computerAnswers(created.id, 2);
    expect(state.ply).toBe(2);
    expect(await d1Moves(created.id)).toHaveLength(2);
  });

  it('plays nothing once the person has resigned while its reply was due', async () => {
    const created = await createGame({ game: 'adomoc', players: { dark: { computer: { level: 1 } } } });
    await playFirstMove(created);
    const resigned = await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.light });
    expect(resigned.body).toMatchObject({
      status: 'finished',
      ply: 1,
      result: { winner: 'dark', reason: 'resignation' },
    });
    await runDurableObjectAlarm(roomStub(created.id));
    expect(await getGame(created.id)).toMatchObject({ status: 'finished', ply: 1 });
  });

  it('declines a draw when the game is level, and takes one when it stands worse', async () => {
    const level = await createGame({ game: 'adomoc', players: { dark: { computer: { level: 3 } } } });
    const offered = await call('POST', `/api/games/${level.id}/draw`, {
      token: level.tokens.light,
      body: { action: 'offer' },
    });
    expect(offered.body.drawOffer).toBe('light');
    await runDurableObjectAlarm(roomStub(level.id));
    expect(await getGame(level.id)).toMatchObject({ status: 'ongoing', drawOffer: null, ply: 0 });

    // Dark has lost every plain moon and foot: far behind.
    const position = 'SSS^SSsss^ss/MMM^MM2m^2/FFF^FF2f^2/10/10/10/10/10 - l - 1';
    const behind = await createGame({ game: 'adomoc', position, players: { dark: { computer: { level: 3 } } } });
    await call('POST', `/api/games/${behind.id}/draw`, { token: behind.tokens.light, body: { action: 'offer' } });
    await runDurableObjectAlarm(roomStub(behind.id));
    expect(await getGame(behind.id)).toMatchObject({
      status: 'finished',
      result: { winner: null, reason: 'agreement' },
    });
  });

  it('grants a takeback asked for before its reply', async () => {
    const created = await createGame({ game: 'adomoc', players: { dark: { computer: { level: 1 } } } });
    await playFirstMove(created);
    const asked = await call('POST', `/api/games/${created.id}/takeback`, {
      token: created.tokens.light,
      body: { action: 'offer' },
    });
    expect(asked.body.takebackOffer).toBe('light');
    await runDurableObjectAlarm(roomStub(created.id));
    expect(await getGame(created.id)).toMatchObject({ ply: 0, toMove: 'light', takebackOffer: null, moves: [] });
  });

  it('tells the person by email that the computer played', async () => {
    const address = `ann-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: 'Ann', email: address }, dark: { computer: { level: 1 } } },
    });
    await playFirstMove(created);
    const state = await computerAnswers(created.id, 2);
    await deliver(created.id);
    const email = await lastEmailTo(address);
    expect(email.subject).toContain('Computer (level 1)');
    expect(email.text).toContain(`Computer (level 1) (Dark) played ${state.lastMove.notation}.`);
  });

  it('plays twenty games at once', async () => {
    const games = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2
          ? createGame({ game: 'adix', players: { black: { computer: { level: 2 } } } })
          : createGame({ game: 'adomoc', players: { dark: { computer: { level: 2 } } } }),
      ),
    );
    await Promise.all(games.map((created) => playFirstMove(created, created.game === 'adix' ? 'white' : 'light')));
    const states = await Promise.all(games.map((created) => computerAnswers(created.id, 2)));
    expect(states.map((state) => state.ply)).toEqual(Array(20).fill(2));
    expect(states.every((state) => state.lastMove.side === (state.game === 'adix' ? 'black' : 'dark'))).toBe(true);
  });

  it('refuses a computer seat it cannot make, and says why', async () => {
    const refused = async (players: unknown) => {
      const reply = await call('POST', '/api/games', { body: { game: 'adomoc', players } });
      expect(reply.status).toBe(400);
      return reply.body.error;
    };
    expect(await refused({ dark: { computer: { level: 9 } } })).toMatchObject({ code: 'ERR_COMPUTER' });
    expect((await refused({ dark: { computer: { level: 9 } } })).message).toContain('from 1');
    expect(await refused({ dark: { computer: 'strong' } })).toMatchObject({ code: 'ERR_COMPUTER' });
    expect(await refused({ light: { computer: {} }, dark: { computer: {} } })).toMatchObject({ code: 'ERR_COMPUTER' });
    expect(await refused({ dark: { computer: { level: 2 }, name: 'HAL' } })).toMatchObject({ code: 'ERR_COMPUTER' });
    expect(await refused({ dark: { computer: { level: 2, depth: 9 } } })).toMatchObject({ code: 'ERR_COMPUTER' });
  });
});
