import { describe, expect, it } from 'vitest';
import { createGame, getGame, play } from '../client.ts';
import { d1Moves } from '../rooms.ts';

describe('concurrent submissions', () => {
  it('accepts exactly one of 50 simultaneous submissions of the same ply, and D1 gets one row', async () => {
    const created = await createGame();
    const moves = ['Fa3a4', 'Fb3b4', 'Fa3a5', 'Fe3e4', 'Fe3e5'];
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => play(created, 'light', moves[i % moves.length]!, 0)),
    );
    const accepted = replies.filter((reply) => reply.status === 200);
    expect(accepted).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status !== 200);
    for (const reply of refused) {
      expect(reply.status).toBe(409);
      expect(['ERR_STALE_PLY', 'ERR_ALREADY_PLAYED']).toContain(reply.body.error.code);
    }
    const state = await getGame(created.id);
    expect(state.ply).toBe(1);
    expect(state.moves).toEqual([accepted[0]!.body.lastMove.notation]);
    expect(await d1Moves(created.id)).toEqual(state.moves);
  });

  it('keeps both sides in order when they race each other', async () => {
    const created = await createGame();
    const replies = await Promise.all([
      play(created, 'light', 'Fa3a4', 0),
      play(created, 'dark', 'Ff3f4', 1),
      play(created, 'dark', 'Ff3f4', 0),
    ]);
    const state = await getGame(created.id);
    // Whatever the order of arrival, the history is a legal sequence with no gap.
    expect(state.moves.length).toBe(replies.filter((reply) => reply.status === 200).length);
    expect(state.moves[0]).toBe('Fa3a4');
    expect(await d1Moves(created.id)).toEqual(state.moves);
  });
});
