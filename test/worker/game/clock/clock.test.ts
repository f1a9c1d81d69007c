import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, createGame, getGame, play } from '../../client.ts';
import { DAY_MS, warningLead } from '../../../../src/worker/game/clock/clock-rules.ts';
import { clockAlarmTime, d1Summary, d1Moves, editStoredGame, roomStub } from '../../rooms.ts';

const vacation = (id: string, token: string, action: string) =>
  call('POST', `/api/games/${id}/vacation`, { token, body: { action } });

describe('clocks, from the alarm', () => {
  it('sets the deadline and the alarm for the warning, warns, then ends the game on time', async () => {
    const before = Date.now();
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 3 } });
    const state = await getGame(created.id);
    const deadline = Date.parse(state.clock.deadline);
    expect(deadline).toBeGreaterThanOrEqual(before + 3 * DAY_MS);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);
    expect(await clockAlarmTime(created.id)).toBe(deadline - warningLead({ daysPerMove: 3, vacationDays: 0 }));

    // Time passes: an hour is left.
    await editStoredGame(created.id, (room) => ({
      ...room,
      clock: { ...room.clock, deadline: Date.now() + 60 * 60 * 1000 },
    }));
    expect(await runDurableObjectAlarm(roomStub(created.id))).toBe(true);
    const notices = await roomStub(created.id).notices();
    expect(notices.filter((notice) => notice.kind === 'clock-warning')).toEqual([
      expect.objectContaining({ side: 'light', ply: 0 }),
    ]);
    expect((await getGame(created.id)).status).toBe('ongoing');
    // Warned once per turn: the next alarm is the deadline itself.
    const warnedDeadline = Date.parse((await getGame(created.id)).clock.deadline);
    expect(await clockAlarmTime(created.id)).toBe(warnedDeadline);

    // The deadline passes with nobody loading the page.
    await editStoredGame(created.id, (room) => ({ ...room, clock: { ...room.clock, deadline: Date.now() - 1 } }));
    await runDurableObjectAlarm(roomStub(created.id));
    const over = await getGame(created.id);
    expect(over).toMatchObject({ status: 'finished', result: { winner: 'dark', reason: 'time' } });
    expect(over.clock.deadline).toBeNull();
    expect((await play(created, 'light', 'Fa3a4', 0)).status).toBe(410);
    await d1Moves(created.id);
    expect(await d1Summary(created.id)).toMatchObject({ status: 'finished', reason: 'time', winner: 'dark' });
  });

  it('refuses a move sent after the deadline even before the alarm has run', async () => {
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 2 } });
    await editStoredGame(created.id, (room) => ({ ...room, clock: { ...room.clock, deadline: Date.now() - 1000 } }));
    const late = await play(created, 'light', 'Fa3a4', 0);
    expect(late.status).toBe(410);
    expect(late.body.error.message).toContain('ran out of time');
    expect(await getGame(created.id)).toMatchObject({
      status: 'finished',
      ply: 0,
      result: { winner: 'dark', reason: 'time' },
    });
  });

  it('gives each move a fresh period and a fresh warning', async () => {
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 1 } });
    await editStoredGame(created.id, (room) => ({ ...room, clock: { ...room.clock, deadline: Date.now() + 1000 } }));
    await runDurableObjectAlarm(roomStub(created.id));
    const moved = await play(created, 'light', 'Fa3a4', 0);
    expect(moved.status).toBe(200);
    const deadline = Date.parse(moved.body.clock.deadline);
    expect(deadline).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
    expect(await clockAlarmTime(created.id)).toBe(deadline - warningLead({ daysPerMove: 1, vacationDays: 0 }));
  });

  it('pauses a player\u2019s clock on vacation, resumes it after, and ends vacations that run out', async () => {
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 3, vacationDays: 2 } });
    const { id, tokens } = created;
    const start = await getGame(id);
    const left = Date.parse(start.clock.deadline) - Date.now();

    const away = await vacation(id, tokens.light, 'start');
    expect(away.status).toBe(200);
    expect(away.body.clock).toMatchObject({ deadline: null, paused: true });
    expect(away.body.clock.vacations.light.active).toBe(true);
    expect((await vacation(id, tokens.light, 'start')).body.error.code).toBe('ERR_ALREADY_ON_VACATION');
    // The alarm now waits for the vacation to run out, not for a deadline.
    expect(await clockAlarmTime(id)).toBe(Date.parse(away.body.clock.vacations.light.until));

    const back = await vacation(id, tokens.light, 'end');
    expect(back.body.clock.paused).toBe(false);
    const resumed = Date.parse(back.body.clock.deadline) - Date.now();
    expect(Math.abs(resumed - left)).toBeLessThan(5_000);
    expect(back.body.clock.vacations.light.daysLeft).toBeGreaterThan(1.99);
    expect((await vacation(id, tokens.light, 'end')).body.error.code).toBe('ERR_NOT_ON_VACATION');

    // Away again, and the whole allowance is spent: the alarm ends the vacation and the clock runs.
    await vacation(id, tokens.light, 'start');
    await editStoredGame(id, (room) => ({
      ...room,
      clock: {
        ...room.clock,
        vacations: {
          ...room.clock.vacations,
          light: { ...room.clock.vacations.light, since: Date.now() - 3 * DAY_MS },
        },
      },
    }));
    await runDurableObjectAlarm(roomStub(id));
    const spent = await getGame(id);
    expect(spent.clock.vacations.light).toMatchObject({ active: false, daysLeft: 0 });
    expect(spent.clock.paused).toBe(false);
    expect(spent.clock.deadline).not.toBeNull();
    expect((await vacation(id, tokens.light, 'start')).body.error.code).toBe('ERR_NO_VACATION_LEFT');
  });

  it('starts the turn paused for a player who is away when it comes, and ends the vacation of a player who moves', async () => {
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 2, vacationDays: 5 } });
    const { id, tokens } = created;
    expect((await vacation(id, tokens.dark, 'start')).body.clock.paused).toBe(false);
    const moved = await play(created, 'light', 'Fa3a4', 0);
    expect(moved.body.clock).toMatchObject({ deadline: null, paused: true, pausedLeftMs: 2 * DAY_MS });
    const answered = await play(created, 'dark', 'Ff3f4', 1);
    expect(answered.body.clock.vacations.dark.active).toBe(false);
    expect(answered.body.clock.paused).toBe(false);
  });

  it('has no vacation in a game without a clock', async () => {
    const created = await createGame();
    expect((await vacation(created.id, created.tokens.light, 'start')).body.error.code).toBe('ERR_NO_CLOCK');
    expect((await getGame(created.id)).clock).toBeNull();
  });
});
