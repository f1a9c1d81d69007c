import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, createGame, getGame, play, type Created } from '../../client.ts';
import { d1Moves, d1Summary, roomStub } from '../../rooms.ts';
import { someLegalMove } from '../../mail-helpers.ts';

const takeback = (created: Created, side: 'light' | 'dark', action: string) =>
  call('POST', `/api/games/${created.id}/takeback`, { token: created.tokens[side], body: { action } });

/** Plays the engine's `pick`-th legal move for `side`; returns its notation. */
const playSome = async (created: Created, side: 'light' | 'dark', pick = 0): Promise<string> => {
  const state = await getGame(created.id);
  const move = someLegalMove('adomoc', state.variant, state.position, pick);
  const reply = await play(created, side, move, state.ply);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.lastMove.notation;
};

describe('takebacks', () => {
  it('takes the last move back when the opponent accepts, and D1 follows', async () => {
    const created = await createGame();
    const first = await playSome(created, 'light');
    const second = await playSome(created, 'dark');
    expect(await d1Moves(created.id)).toEqual([first, second]);
    const asked = await takeback(created, 'dark', 'offer');
    expect(asked.status).toBe(200);
    expect(asked.body.takebackOffer).toBe('dark');
    const accepted = await takeback(created, 'light', 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      ply: 1,
      toMove: 'dark',
      moves: [first],
      movesFrom: 0,
      takebackOffer: null,
      takebacks: 1,
      // A new turn for the asker: the request it made is forgotten with the move.
      offered: { draw: [], takeback: [] },
    });
    expect(accepted.body.lastMove.notation).toBe(first);
    // D1 no longer lists the move, and takes the one played instead.
    expect(await d1Moves(created.id)).toEqual([first]);
    expect(await d1Summary(created.id)).toMatchObject({ ply: 1, toMove: 'dark' });
    const instead = await playSome(created, 'dark', 3);
    expect(await d1Moves(created.id)).toEqual([first, instead]);
    // The object's own storage agrees after a restart.
    await evictDurableObject(roomStub(created.id));
    expect(await getGame(created.id)).toMatchObject({ ply: 2, moves: [first, instead] });
    const record = await call('GET', `/api/games/${created.id}/record`);
    expect(record.body).toContain(instead);
  });

  it('refuses a move made on the position from before a takeback and another move at the same ply', async () => {
    const created = await createGame();
    await playSome(created, 'light');
    await playSome(created, 'dark');
    // Light's page loaded now, at ply 2 with no takebacks; then, elsewhere, dark asks to
    // take its move back, light grants it on another device and dark plays another.
    const stale = await getGame(created.id);
    expect(stale.takebacks).toBe(0);
    await takeback(created, 'dark', 'offer');
    await takeback(created, 'light', 'accept');
    await playSome(created, 'dark', 3);
    const now = await getGame(created.id);
    expect(now).toMatchObject({ ply: stale.ply, takebacks: 1 });
    expect(now.position).not.toBe(stale.position);
    const move = someLegalMove('adomoc', now.variant, now.position, 0);
    const refused = await call('POST', `/api/games/${created.id}/moves`, {
      token: created.tokens.light,
      body: { move, ply: stale.ply, takebacks: stale.takebacks },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('ERR_STALE_PLY');
    expect(refused.body.error.message).toMatch(/taken back since you loaded the game/);
    expect(await getGame(created.id)).toMatchObject({ ply: now.ply, version: now.version });
    const garbled = await call('POST', `/api/games/${created.id}/moves`, {
      token: created.tokens.light,
      body: { move, ply: now.ply, takebacks: 'one' },
    });
    expect(garbled.status).toBe(400);
    expect(garbled.body.error.message).toMatch(/takebacks, when given, must be a whole number/);
    const played = await call('POST', `/api/games/${created.id}/moves`, {
      token: created.tokens.light,
      body: { move, ply: now.ply, takebacks: now.takebacks },
    });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    expect(played.body).toMatchObject({ ply: now.ply + 1, takebacks: 1 });
  });

  it('refuses conditional moves saved on the position from before a takeback', async () => {
    const created = await createGame();
    await playSome(created, 'light');
    const stale = await getGame(created.id);
    await takeback(created, 'light', 'offer');
    await takeback(created, 'dark', 'accept');
    await playSome(created, 'light', 2);
    const now = await getGame(created.id);
    expect(now).toMatchObject({ ply: stale.ply, takebacks: 1, toMove: 'dark' });
    const theirs = someLegalMove('adomoc', now.variant, now.position, 0);
    const save = (takebacks: number) =>
      call('PUT', `/api/games/${created.id}/conditional`, {
        token: created.tokens.light,
        body: { ply: now.ply, takebacks, lines: [[theirs, 'Fa3a4']] },
      });
    const refused = await save(stale.takebacks);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('ERR_STALE_PLY');
    expect(refused.body.error.message).toMatch(/taken back since you loaded the game/);
    const kept = await call('GET', `/api/games/${created.id}/conditional`, { token: created.tokens.light });
    expect(kept.body.lines).toEqual([]);
  });

  it('takes back a move D1 had not yet received, without it ever reaching D1', async () => {
    const created = await createGame();
    const first = await playSome(created, 'light');
    await takeback(created, 'light', 'offer');
    await takeback(created, 'dark', 'accept');
    expect(await d1Moves(created.id)).toEqual([]);
    expect((await getGame(created.id)).moves).toEqual([]);
    expect(first).toBeTruthy();
  });

  it('lapses when the opponent moves instead, and is declined or withdrawn like a draw offer', async () => {
    const created = await createGame();
    expect((await takeback(created, 'light', 'offer')).body.error.code).toBe('ERR_NO_MOVE_TO_TAKE_BACK');
    await playSome(created, 'light');
    expect((await takeback(created, 'dark', 'offer')).body.error.code).toBe('ERR_NO_MOVE_TO_TAKE_BACK');
    expect((await takeback(created, 'dark', 'accept')).body.error.code).toBe('ERR_NO_TAKEBACK');
    await takeback(created, 'light', 'offer');
    const twice = await takeback(created, 'light', 'offer');
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('ERR_TAKEBACK_ASKED');
    expect((await takeback(created, 'light', 'accept')).body.error.code).toBe('ERR_OWN_TAKEBACK');
    const declined = await takeback(created, 'dark', 'decline');
    expect(declined.body).toMatchObject({ ply: 1, takebackOffer: null, offered: { draw: [], takeback: ['light'] } });
    // Once a move: asking again would only send the opponent another notice.
    const again = await takeback(created, 'light', 'offer');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ERR_OFFERED_THIS_MOVE');
    expect((await getGame(created.id)).takebackOffer).toBeNull();
    await playSome(created, 'dark');
    await playSome(created, 'light');
    // A withdrawn request counts as made too.
    await takeback(created, 'light', 'offer');
    expect((await takeback(created, 'light', 'decline')).body.takebackOffer).toBeNull();
    expect((await takeback(created, 'light', 'offer')).body.error.code).toBe('ERR_OFFERED_THIS_MOVE');
    await playSome(created, 'dark');
    await playSome(created, 'light');
    await takeback(created, 'light', 'offer');
    await playSome(created, 'dark');
    const state = await getGame(created.id);
    expect(state).toMatchObject({ ply: 6, takebackOffer: null });
    expect((await takeback(created, 'light', 'offer')).body.error.code).toBe('ERR_NO_MOVE_TO_TAKE_BACK');
    const bad = await call('POST', `/api/games/${created.id}/takeback`, {
      token: created.tokens.dark,
      body: { action: 'undo' },
    });
    expect(bad.status).toBe(400);
    await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.light });
    expect((await takeback(created, 'dark', 'offer')).status).toBe(410);
  });

  it('keeps the clock and conditional moves consistent', async () => {
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 2 } });
    const first = await playSome(created, 'light');
    await playSome(created, 'dark', 5);
    await takeback(created, 'dark', 'offer');
    const accepted = await takeback(created, 'light', 'accept');
    // Dark moves again, with a fresh turn on the clock.
    expect(accepted.body).toMatchObject({ toMove: 'dark', moves: [first] });
    expect(Date.parse(accepted.body.clock.deadline)).toBeGreaterThan(Date.now() + 2 * 86_400_000 - 60_000);
    // Light's conditional moves, standing when light's own move is taken back, go with it.
    await playSome(created, 'dark', 2);
    const state = await getGame(created.id);
    const lightMove = await playSome(created, 'light', 1);
    const afterLight = afterMove(state.position, lightMove);
    const darkReply = someLegalMove('adomoc', 'standard', afterLight, 0);
    const saved = await call('PUT', `/api/games/${created.id}/conditional`, {
      token: created.tokens.light,
      body: {
        ply: state.ply + 1,
        lines: [[darkReply, someLegalMove('adomoc', 'standard', afterMove(afterLight, darkReply), 0)]],
      },
    });
    expect(saved.status).toBe(200);
    await takeback(created, 'light', 'offer');
    await takeback(created, 'dark', 'accept');
    const lines = await call('GET', `/api/games/${created.id}/conditional`, { token: created.tokens.light });
    expect(lines.body.lines).toEqual([]);
    expect((await getGame(created.id)).toMove).toBe('light');
  });
});

import { GAMES } from '../../../../src/engine/games.ts';

function afterMove(position: string, move: string): string {
  const adomoc = GAMES.get('adomoc')!;
  const parsed = adomoc.parsePosition(position);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const read = adomoc.parseMove(parsed.value, 'standard', move);
  if (!read.ok) throw new Error(read.error.message);
  const played = adomoc.play(parsed.value, 'standard', read.value);
  if (!played.ok) throw new Error(played.error.message);
  return adomoc.makePosition(played.value.position);
}
