import { describe, expect, it } from 'vitest';
import { createGame, getGame, play } from './client.ts';

describe('smoke', () => {
  it('creates a game and plays a move', async () => {
    const created = await createGame();
    expect(created.links.watch).toMatch(/\/g\/[a-z2-9]{12}$/);
    const first = await getGame(created.id);
    expect(first.ply).toBe(0);
    const reply = await play(created, 'light', first.toMove === 'light' ? 'Fa1-a2' : 'x', 0);
    expect(reply.status).toBe(200);
  });
});
