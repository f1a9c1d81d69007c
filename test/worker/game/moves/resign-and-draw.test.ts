import { describe, expect, it } from 'vitest';
import { call, createGame, getGame, play } from '../../client.ts';
import { d1Summary, d1Moves } from '../../rooms.ts';

const draw = (id: string, token: string, action: string) =>
  call('POST', `/api/games/${id}/draw`, { token, body: { action } });

describe('resigning and drawing', () => {
  it('ends the game when a player resigns, on either turn', async () => {
    const created = await createGame();
    await play(created, 'light', 'Fa3a4', 0);
    const resigned = await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.light });
    expect(resigned.status).toBe(200);
    expect(resigned.body).toMatchObject({
      status: 'finished',
      result: { winner: 'dark', reason: 'resignation' },
      toMove: null,
    });
    const twice = await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.dark });
    expect(twice.status).toBe(410);
    expect((await play(created, 'dark', 'Ff3f4', 1)).status).toBe(410);
    await d1Moves(created.id);
    expect(await d1Summary(created.id)).toMatchObject({ status: 'finished', winner: 'dark', reason: 'resignation' });
    const record = await call('GET', `/api/games/${created.id}/record`);
    expect(record.body).toContain('[Result "dark"]');
    expect(record.body).toContain('[Termination "resignation"]');
  });

  it('offers, declines, withdraws and accepts draws', async () => {
    const created = await createGame();
    const { id, tokens } = created;
    expect((await draw(id, tokens.light, 'accept')).body.error.code).toBe('ERR_NO_DRAW_OFFER');
    const offered = await draw(id, tokens.light, 'offer');
    expect(offered.status).toBe(200);
    expect(offered.body.drawOffer).toBe('light');
    expect((await draw(id, tokens.light, 'offer')).body.error.code).toBe('ERR_DRAW_OFFERED');
    expect((await draw(id, tokens.light, 'accept')).body.error.code).toBe('ERR_OWN_DRAW_OFFER');
    const declined = await draw(id, tokens.dark, 'decline');
    expect(declined.body).toMatchObject({ drawOffer: null, offered: { draw: ['light'], takeback: [] } });
    // Once a move: offering again at once would only send the opponent another notice.
    const again = await draw(id, tokens.light, 'offer');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'ERR_OFFERED_THIS_MOVE' });
    expect(again.body.error.message).toMatch(/again after the next move/);
    expect((await getGame(id)).drawOffer).toBeNull();

    // After the next move it may; a withdrawn offer counts as made.
    expect((await play(created, 'light', 'Fa3a4', 0)).body.offered).toEqual({ draw: [], takeback: [] });
    expect((await draw(id, tokens.light, 'offer')).body.drawOffer).toBe('light');
    expect((await draw(id, tokens.light, 'decline')).body.drawOffer).toBeNull();
    expect((await draw(id, tokens.light, 'offer')).body.error.code).toBe('ERR_OFFERED_THIS_MOVE');

    // An offer stands through the offerer's own move and lapses when the other side moves instead.
    await draw(id, tokens.dark, 'offer');
    const stands = await play(created, 'dark', 'Ff3f4', 1);
    expect(stands.body).toMatchObject({ drawOffer: 'dark', offered: { draw: ['dark'], takeback: [] } });
    expect((await play(created, 'light', 'Fa4a5', 2)).body).toMatchObject({ drawOffer: null, offered: { draw: [] } });
    // Standing through its maker's move, it still counts as made: declined, it waits for the next move.
    await draw(id, tokens.dark, 'offer');
    await play(created, 'dark', 'Fg3g4', 3);
    await draw(id, tokens.light, 'decline');
    expect((await draw(id, tokens.dark, 'offer')).body.error.code).toBe('ERR_OFFERED_THIS_MOVE');

    await draw(id, tokens.light, 'offer');
    const accepted = await draw(id, tokens.dark, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'finished',
      result: { winner: null, reason: 'agreement' },
      drawOffer: null,
    });
    expect((await draw(id, tokens.dark, 'offer')).status).toBe(410);
    const record = await call('GET', `/api/games/${id}/record`);
    expect(record.body).toContain('[Result "draw"]');
    expect(record.body.trim().endsWith('--')).toBe(true);
  });

  it('treats an offer to a player who has been offered one as acceptance', async () => {
    const created = await createGame();
    await draw(created.id, created.tokens.light, 'offer');
    const both = await draw(created.id, created.tokens.dark, 'offer');
    expect(both.body).toMatchObject({ status: 'finished', result: { winner: null, reason: 'agreement' } });
  });

  it('refuses draw and resign requests without the right token, changing nothing', async () => {
    const created = await createGame();
    expect((await call('POST', `/api/games/${created.id}/resign`)).status).toBe(401);
    expect((await draw(created.id, 'A'.repeat(43), 'offer')).status).toBe(401);
    expect(
      (await call('POST', `/api/games/${created.id}/draw`, { token: created.tokens.light, body: { action: 'maybe' } }))
        .status,
    ).toBe(400);
    const state = await getGame(created.id);
    expect(state).toMatchObject({ status: 'ongoing', drawOffer: null });
  });
});
