/**
 * Rematches through the API, against the real game objects: offers and their answers,
 * the new game (sides swapped; game, variant, clock and start the same), each player's
 * new seat given only to them, the series score along a chain, and a double accept
 * that makes one game.
 */
import { describe, expect, it } from 'vitest';
import { call, createGame, getGame, play, type Created } from '../../client.ts';
import { editStoredGame } from '../../rooms.ts';
import { createConfirmedGame, deliver, lastEmailTo, someLegalMove } from '../../mail-helpers.ts';

type Seat = 'light' | 'dark';

const rematch = (id: string, token: string, action: string) =>
  call('POST', `/api/games/${id}/rematch`, { token, body: { action } });

const rematchSeat = (id: string, token: string) => call('GET', `/api/games/${id}/rematch`, { token });

const resign = (id: string, token: string) => call('POST', `/api/games/${id}/resign`, { token });

/** A seat of a game as an id and token, which is all a player holds. */
interface Held {
  readonly id: string;
  readonly tokens: Readonly<Record<string, string>>;
}

/** Offers by `by`, accepts by the other, and returns the new game with each player's new token by their new side. */
const playRematch = async (game: Held, by: Seat): Promise<Held> => {
  const other: Seat = by === 'light' ? 'dark' : 'light';
  expect((await rematch(game.id, game.tokens[by]!, 'offer')).status).toBe(200);
  const accepted = await rematch(game.id, game.tokens[other]!, 'accept');
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const next = accepted.body.rematch.next as string;
  const tokens: Record<string, string> = {};
  for (const side of [by, other]) {
    const seat = await rematchSeat(game.id, game.tokens[side]!);
    expect(seat.status).toBe(200);
    expect(seat.body.next).toMatchObject({ id: next, side: side === 'light' ? 'dark' : 'light' });
    tokens[seat.body.next.side] = seat.body.next.token;
  }
  return { id: next, tokens };
};

const finished = async (body: Record<string, unknown> = { game: 'adomoc' }): Promise<Created> => {
  const created = await createGame(body);
  expect((await resign(created.id, created.tokens.light)).status).toBe(200);
  return created;
};

describe('rematches', () => {
  it('refuses an offer while the game is going on, with a clear 409, and changes nothing', async () => {
    const created = await createGame();
    const early = await rematch(created.id, created.tokens.light, 'offer');
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('ERR_GAME_NOT_OVER');
    expect(early.body.error.message).toMatch(/once it is over/);
    expect((await getGame(created.id)).rematch).toBeNull();
    expect((await rematchSeat(created.id, created.tokens.light)).body).toEqual({
      rematch: null,
      series: null,
      next: null,
    });
  });

  it('starts a new game with the sides swapped and the same game, variant, clock and start', async () => {
    const position = '10/10/10/M9/1s8/10/10/10 - l - 1';
    const created = await createGame({
      game: 'adomoc',
      variant: 'infinite',
      position,
      clock: { daysPerMove: 3, vacationDays: 7 },
      players: { light: { name: 'Ann' }, dark: { name: 'Bob' } },
    });
    expect((await play(created, 'light', someLegalMove('adomoc', 'infinite', position), 0)).status).toBe(200);
    expect((await resign(created.id, created.tokens.dark)).status).toBe(200);
    const offered = await rematch(created.id, created.tokens.light, 'offer');
    expect(offered.body.rematch).toEqual({
      offer: 'light',
      next: null,
      last: { event: 'offered', side: 'light' },
      offeredBy: ['light'],
    });
    // Before it is accepted there is no new seat to give.
    expect((await rematchSeat(created.id, created.tokens.dark)).body.next).toBeNull();
    const accepted = await rematch(created.id, created.tokens.dark, 'accept');
    expect(accepted.status).toBe(200);
    const next = accepted.body.rematch.next as string;
    expect(next).toMatch(/^[a-z2-9]{12}$/);
    expect(accepted.body.rematch).toMatchObject({ offer: null, last: { event: 'accepted', side: 'dark' } });
    // The finished game counts now: Ann 1 – Bob 0, the first of the series.
    expect(accepted.body.series).toEqual({ game: 1, previous: null, score: { light: 1, dark: 0 } });

    const fresh = await getGame(next);
    expect(fresh).toMatchObject({
      game: 'adomoc',
      variant: 'infinite',
      start: position,
      position,
      ply: 0,
      status: 'ongoing',
      players: { light: { name: 'Bob' }, dark: { name: 'Ann' } },
      clock: { daysPerMove: 3, vacationDays: 7 },
      series: { game: 2, previous: created.id, score: { light: 0, dark: 1 } },
      rematch: null,
    });

    // Each player is given their own new seat, only with their own old token.
    const ann = await rematchSeat(created.id, created.tokens.light);
    const bob = await rematchSeat(created.id, created.tokens.dark);
    expect(ann.body.next).toMatchObject({ id: next, side: 'dark' });
    expect(bob.body.next).toMatchObject({ id: next, side: 'light' });
    expect(ann.body.next.link).toBe(`https://orrery.test/g/${next}#dark=${ann.body.next.token}`);
    expect(ann.body.next.token).not.toBe(bob.body.next.token);
    expect((await rematchSeat(created.id, 'x'.repeat(43))).status).toBe(401);
    expect((await call('GET', `/api/games/${created.id}/rematch`)).status).toBe(401);

    // The new tokens hold their seats; the old ones hold nothing there.
    const seatOfAnn = await call('GET', `/api/games/${next}/seat`, { token: ann.body.next.token });
    expect(seatOfAnn.body.side).toBe('dark');
    expect((await call('GET', `/api/games/${next}/seat`, { token: created.tokens.light })).status).toBe(401);
    const bobMoves = await call('POST', `/api/games/${next}/moves`, {
      token: bob.body.next.token,
      body: { move: someLegalMove('adomoc', 'infinite', position), ply: 0 },
    });
    expect(bobMoves.status).toBe(200);
  });

  it('declines and withdraws offers, with the errors of draw offers', async () => {
    const { id, tokens } = await finished();
    expect((await rematch(id, tokens.dark, 'accept')).body.error.code).toBe('ERR_NO_REMATCH_OFFER');
    expect((await rematch(id, tokens.dark, 'decline')).body.error.code).toBe('ERR_NO_REMATCH_OFFER');
    expect((await rematch(id, tokens.light, 'offer')).body.rematch.offer).toBe('light');
    const twice = await rematch(id, tokens.light, 'offer');
    expect([twice.status, twice.body.error.code]).toEqual([409, 'ERR_REMATCH_OFFERED']);
    expect((await rematch(id, tokens.light, 'accept')).body.error.code).toBe('ERR_OWN_REMATCH_OFFER');
    const declined = await rematch(id, tokens.dark, 'decline');
    expect(declined.body.rematch).toEqual({
      offer: null,
      next: null,
      last: { event: 'declined', side: 'dark' },
      offeredBy: ['light'],
    });
    // Each side offers once: declined, it is the other's to offer now.
    const again = await rematch(id, tokens.light, 'offer');
    expect([again.status, again.body.error.code]).toEqual([409, 'ERR_REMATCH_OFFERED']);
    expect(again.body.error.message).toMatch(/once already; your opponent may still offer one/);
    expect((await rematch(id, tokens.dark, 'offer')).body.rematch.offer).toBe('dark');
    const withdrawn = await rematch(id, tokens.dark, 'decline');
    expect(withdrawn.body.rematch).toEqual({
      offer: null,
      next: null,
      last: { event: 'withdrawn', side: 'dark' },
      offeredBy: ['light', 'dark'],
    });
    expect((await rematch(id, tokens.dark, 'offer')).body.error.code).toBe('ERR_REMATCH_OFFERED');
    expect((await rematch(id, tokens.light, 'accept')).body.error.code).toBe('ERR_NO_REMATCH_OFFER');
    // Bad bodies are refused before anything is read.
    const bad = await call('POST', `/api/games/${id}/rematch`, { token: tokens.light, body: { action: 'maybe' } });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'ERR_FIELD']);
    expect((await getGame(id)).rematch.offer).toBeNull();
  });

  it('offering to a player who has offered is accepting', async () => {
    const { id, tokens } = await finished();
    await rematch(id, tokens.dark, 'offer');
    const both = await rematch(id, tokens.light, 'offer');
    expect(both.status).toBe(200);
    expect(both.body.rematch.next).toMatch(/^[a-z2-9]{12}$/);
  });

  it('makes one game when both accept at once, or one accepts twice', async () => {
    const { id, tokens } = await finished();
    await rematch(id, tokens.light, 'offer');
    const answers = await Promise.all([
      rematch(id, tokens.dark, 'accept'),
      rematch(id, tokens.dark, 'accept'),
      rematch(id, tokens.light, 'offer'),
    ]);
    // The offer that raced the accept is either the acceptance itself or refused as too late.
    const nexts = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.rematch.next);
    expect(nexts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(nexts).size).toBe(1);
    for (const answer of answers.filter((answer) => answer.status !== 200))
      expect(answer.body.error.code).toBe('ERR_REMATCH_STARTED');
    const again = await rematch(id, tokens.dark, 'accept');
    expect(again.body.rematch.next).toBe(nexts[0]);
    const late = await rematch(id, tokens.light, 'decline');
    expect([late.status, late.body.error.code]).toEqual([409, 'ERR_REMATCH_STARTED']);
    // The same seat is given on every ask.
    const first = await rematchSeat(id, tokens.light);
    const second = await rematchSeat(id, tokens.light);
    expect(first.body.next.token).toBe(second.body.next.token);
  });

  it('carries the series score along a chain of rematches, draws as halves', async () => {
    const first = await finished({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    // Game 1: Ann (light) resigned, Bob won.
    const second = await playRematch(first, 'dark');
    expect((await getGame(second.id)).series).toEqual({ game: 2, previous: first.id, score: { light: 1, dark: 0 } });
    // Game 2: Bob is light now; Ann (dark) wins when Bob resigns.
    await resign(second.id, second.tokens.light!);
    expect((await getGame(second.id)).series.score).toEqual({ light: 1, dark: 1 });
    const third = await playRematch(second as Held, 'light');
    // Game 3: Ann is light again; a draw by agreement.
    await call('POST', `/api/games/${third.id}/draw`, { token: third.tokens.light!, body: { action: 'offer' } });
    await call('POST', `/api/games/${third.id}/draw`, { token: third.tokens.dark!, body: { action: 'accept' } });
    const state = await getGame(third.id);
    expect(state.players).toEqual({ light: { name: 'Ann' }, dark: { name: 'Bob' } });
    expect(state.series).toEqual({ game: 3, previous: second.id, score: { light: 1.5, dark: 1.5 } });
  });

  it('counts a game lost on time as over at once, before its alarm has run', async () => {
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 1 } });
    await editStoredGame(created.id, (room) => ({ ...room, clock: { ...room.clock, deadline: Date.now() - 1000 } }));
    const offered = await rematch(created.id, created.tokens.dark, 'offer');
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({ status: 'finished', result: { winner: 'dark', reason: 'time' } });
    const accepted = await rematch(created.id, created.tokens.light, 'accept');
    expect((await getGame(accepted.body.rematch.next)).clock).toMatchObject({ daysPerMove: 1 });
  });

  it('lets a player rematch the computer, which accepts at once and keeps its level', async () => {
    const created = await createGame({ game: 'adomoc', players: { dark: { computer: { level: 2 } } } });
    await resign(created.id, created.tokens.light);
    const offered = await rematch(created.id, created.tokens.light, 'offer');
    expect(offered.status).toBe(200);
    expect(offered.body.rematch).toMatchObject({ offer: null, last: { event: 'accepted', side: 'light' } });
    const next = offered.body.rematch.next as string;
    const fresh = await getGame(next);
    expect(fresh.players.light).toEqual({ name: 'Computer (level 2)', computer: { level: 2 } });
    const seat = await rematchSeat(created.id, created.tokens.light);
    expect(seat.body.next).toMatchObject({ id: next, side: 'dark' });
  });

  it('emails an emailed player the new game with their new seat link', async () => {
    const ann = `ann-${crypto.randomUUID()}@example.com`;
    const created = await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: 'Ann', email: ann }, dark: { name: 'Bob' } },
    });
    await resign(created.id, created.tokens.dark);
    const next = await playRematch(created, 'dark');
    await deliver(next.id);
    const email = await lastEmailTo(ann);
    expect(email.text).toContain(`/g/${next.id}#dark=${next.tokens.dark}`);
  });
});
