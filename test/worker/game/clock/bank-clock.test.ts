/**
 * A game with a bank clock (the correspondence Fischer clock) through the API: the state
 * says the bank and each side's time, a move banks what was left plus the increment up to
 * the most, the page says it in words, the alarm ends the game on time as with any clock,
 * and challenges take a bank too. Bad banks are refused and make nothing.
 */
import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../../src/worker/game/clock/clock-rules.ts';
import { BASE, call, createGame, getGame, play } from '../../client.ts';
import { createConfirmedGame, deliver, outboxTo, someLegalMove } from '../../mail-helpers.ts';
import { newPlayer } from '../../player-helpers.ts';
import { editStoredGame, roomStub } from '../../rooms.ts';

const BANK = { bankDays: 2, incrementDays: 1, maxDays: 3 };

describe('a bank clock', () => {
  it('starts each side with its bank, banks the time left plus the increment at most the most, and says so', async () => {
    const before = Date.now();
    const created = await createGame({ game: 'adomoc', clock: { ...BANK, vacationDays: 5 } });
    const state = await getGame(created.id);
    expect(state.clock).toMatchObject({
      bank: { startDays: 2, incrementDays: 1, maxDays: 3 },
      daysPerMove: 1,
      vacationDays: 5,
    });
    expect(state.clock.banksMs.dark).toBe(2 * DAY_MS);
    expect(Date.parse(state.clock.deadline)).toBeGreaterThanOrEqual(before + 2 * DAY_MS);

    // Half a day passes, and Light moves: 1.5 days left, +1 = 2.5.
    await editStoredGame(created.id, (room) => ({
      ...room,
      clock: { ...room.clock, deadline: room.clock.deadline - DAY_MS / 2 },
    }));
    const move = someLegalMove('adomoc', state.variant, state.position);
    const played = await play(created, 'light', move, 0);
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    const after = await getGame(created.id);
    expect(Math.abs(after.clock.banksMs.light - 2.5 * DAY_MS)).toBeLessThan(60_000);
    expect(after.clock.banksMs.dark).toBeLessThanOrEqual(2 * DAY_MS);
    expect(after.clock.banksMs.dark).toBeGreaterThan(2 * DAY_MS - 60_000);

    // Dark, given a day more (3 left), moves: 3 + 1 is kept at the most, 3.
    await editStoredGame(created.id, (room) => ({
      ...room,
      clock: { ...room.clock, deadline: room.clock.deadline + DAY_MS },
    }));
    const darkMove = someLegalMove('adomoc', after.variant, after.position);
    expect((await play(created, 'dark', darkMove, 1)).status).toBe(200);
    const third = await getGame(created.id);
    expect(third.clock.banksMs.dark).toBe(3 * DAY_MS);

    // The page says the time left with the terms.
    const page = (await call('GET', `/g/${created.id}`)).body as string;
    expect(page).toMatch(/left for Light, \+1 day per move, at most 3/);
  });

  it('says the bank in the emails: your move, and the reminder', async () => {
    const bob = `bob-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await createConfirmedGame({
      game: 'adomoc',
      clock: BANK,
      players: { light: { name: 'Ann' }, dark: { name: 'Bob', email: bob } },
    });
    const state = await getGame(created.id);
    expect((await play(created, 'light', someLegalMove('adomoc', state.variant, state.position), 0)).status).toBe(200);
    await deliver(created.id);
    const yourMove = (await outboxTo(bob)).find((email) => email.subject.includes('Your move'));
    expect(yourMove?.text.replace(/\s+/g, ' ')).toMatch(
      /your bank has 1 day 23 hours left, \+1 day per move, at most 3\./,
    );
    // A few hours are left: the reminder says the bank.
    await editStoredGame(created.id, (room) => ({
      ...room,
      clock: { ...room.clock, deadline: Date.now() + 5 * 3_600_000 },
    }));
    await runDurableObjectAlarm(roomStub(created.id));
    await deliver(created.id);
    const warning = (await outboxTo(bob)).find((email) => email.subject.startsWith('Your time against'));
    expect(warning?.text.replace(/\s+/g, ' ')).toMatch(
      /Your bank has 4 hours \d+ minutes left, \+1 day per move, at most 3\./,
    );
  });

  it('ends the game on time from the alarm', async () => {
    const created = await createGame({ game: 'adomoc', clock: BANK });
    await editStoredGame(created.id, (room) => ({ ...room, clock: { ...room.clock, deadline: Date.now() - 1 } }));
    await runDurableObjectAlarm(roomStub(created.id));
    expect(await getGame(created.id)).toMatchObject({
      status: 'finished',
      result: { winner: 'dark', reason: 'time' },
    });
  });

  it('is offered in challenges, in their words', async () => {
    const ann = await newPlayer('Ann');
    const posted = await call('POST', '/api/challenges', {
      body: { game: 'adomoc', clock: { bankDays: 7, incrementDays: 1, maxDays: 10 } },
      headers: { Origin: BASE, Cookie: ann.cookie },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.challenge.clock).toMatchObject({ bank: { startDays: 7, incrementDays: 1, maxDays: 10 } });
    const play = (await call('GET', '/play')).body as string;
    expect(play).toContain('7 days to start, +1 day a move, at most 10');
  });

  it('refuses a bank that cannot be, saying why, and makes no game', async () => {
    for (const clock of [
      { bankDays: 0, incrementDays: 1, maxDays: 3 },
      { bankDays: 5, incrementDays: 1, maxDays: 3 },
      { bankDays: 2, incrementDays: 1.5, maxDays: 3 },
      { bankDays: 2, incrementDays: 1 },
      { bankDays: 2, incrementDays: 1, maxDays: 3, daysPerMove: 2 },
    ]) {
      const reply = await call('POST', '/api/games', { body: { game: 'adomoc', clock } });
      expect(reply.status, JSON.stringify(clock)).toBe(400);
      expect(reply.body.error.code).toBe('ERR_CLOCK');
    }
  });
});
