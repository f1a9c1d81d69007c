/** The clock's arithmetic on its own: pure functions of the clock and the time. */
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  afterMove,
  endVacation,
  nextClockTime,
  startClock,
  startVacation,
  tickClock,
  warningLead,
} from '../../../../src/worker/game/clock/clock-rules.ts';

const settings = { daysPerMove: 3, vacationDays: 2 };
const T0 = Date.UTC(2026, 10, 21);

describe('clock arithmetic', () => {
  it('warns a day before the deadline, or a quarter of the period when that is shorter', () => {
    expect(warningLead({ daysPerMove: 7, vacationDays: 0 })).toBe(DAY_MS);
    expect(warningLead({ daysPerMove: 2, vacationDays: 0 })).toBe(DAY_MS / 2);
    const clock = startClock(settings, ['light', 'dark'], 'light', T0);
    expect(clock.deadline).toBe(T0 + 3 * DAY_MS);
    expect(nextClockTime(clock)).toBe(T0 + 3 * DAY_MS - warningLead(settings));
    expect(tickClock(clock, 'light', T0 + DAY_MS).events).toEqual([]);
    const warned = tickClock(clock, 'light', T0 + 2.5 * DAY_MS);
    expect(warned.events).toEqual([
      { type: 'clock-warning', side: 'light', deadline: T0 + 3 * DAY_MS, lead: warningLead(settings) },
    ]);
    expect(tickClock(warned.clock, 'light', T0 + 2.6 * DAY_MS).events).toEqual([]);
    expect(tickClock(warned.clock, 'light', T0 + 3 * DAY_MS).events).toEqual([{ type: 'time-out', side: 'light' }]);
  });

  it('sends chosen reminders one by one, several due together as one, and afresh after a move', () => {
    const HOUR = 3_600_000;
    const chosen = [2 * HOUR, DAY_MS];
    const clock = startClock(settings, ['light', 'dark'], 'light', T0);
    const deadline = T0 + 3 * DAY_MS;
    expect(nextClockTime(clock, chosen)).toBe(deadline - DAY_MS);
    const first = tickClock(clock, 'light', deadline - 20 * HOUR, chosen);
    expect(first.events).toEqual([{ type: 'clock-warning', side: 'light', deadline, lead: DAY_MS }]);
    expect(nextClockTime(first.clock, chosen)).toBe(deadline - 2 * HOUR);
    expect(tickClock(first.clock, 'light', deadline - 3 * HOUR, chosen).events).toEqual([]);
    const second = tickClock(first.clock, 'light', deadline - HOUR, chosen);
    expect(second.events).toEqual([{ type: 'clock-warning', side: 'light', deadline, lead: 2 * HOUR }]);
    expect(nextClockTime(second.clock, chosen)).toBe(deadline);
    // Both due at once (an alarm that ran late): one reminder, the shortest.
    expect(tickClock(clock, 'light', deadline - HOUR, chosen).events).toEqual([
      { type: 'clock-warning', side: 'light', deadline, lead: 2 * HOUR },
    ]);
    // A move: the next turn's reminders start again.
    const next = afterMove(second.clock, 'light', 'dark', deadline - HOUR);
    expect(nextClockTime(next, chosen)).toBe(deadline - HOUR + 3 * DAY_MS - DAY_MS);
    // None chosen: only the deadline; reminders as long as the turn are never sent.
    expect(nextClockTime(clock, [])).toBe(deadline);
    expect(nextClockTime(clock, [3 * DAY_MS])).toBe(deadline);
    // A game stored before reminders, warned this turn: nothing more before the deadline.
    expect(nextClockTime({ ...clock, warned: true }, chosen)).toBe(deadline);
  });

  it('pauses for vacation and gives back exactly the time that was left', () => {
    const clock = startClock(settings, ['light', 'dark'], 'light', T0);
    const away = startVacation(clock, 'light', 'light', T0 + DAY_MS);
    if (!away.ok) throw new Error(away.error.message);
    expect(away.value.deadline).toBeNull();
    expect(away.value.pausedLeftMs).toBe(2 * DAY_MS);
    const back = endVacation(away.value, 'light', 'light', T0 + 1.5 * DAY_MS);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.deadline).toBe(T0 + 3.5 * DAY_MS);
    expect(back.value.vacations.light).toEqual({ leftMs: 1.5 * DAY_MS, since: null });
  });

  it('ends a vacation that runs out at the moment it ran out, from the tick', () => {
    const clock = startClock(settings, ['light', 'dark'], 'light', T0);
    const away = startVacation(clock, 'light', 'light', T0);
    if (!away.ok) throw new Error(away.error.message);
    expect(nextClockTime(away.value)).toBe(T0 + 2 * DAY_MS);
    const ticked = tickClock(away.value, 'light', T0 + 5 * DAY_MS);
    // Back at T0 + 2 days with the full 3 days: the deadline is T0 + 5 days, which is now.
    expect(ticked.clock.vacations.light).toEqual({ leftMs: 0, since: null });
    expect(ticked.events).toEqual([{ type: 'time-out', side: 'light' }]);
  });

  it('starts the next turn paused for a player away, and brings a player who moves back', () => {
    const clock = startClock(settings, ['light', 'dark'], 'light', T0);
    const darkAway = startVacation(clock, 'dark', 'light', T0);
    if (!darkAway.ok) throw new Error(darkAway.error.message);
    const moved = afterMove(darkAway.value, 'light', 'dark', T0 + DAY_MS);
    expect(moved).toMatchObject({ deadline: null, pausedLeftMs: 3 * DAY_MS });
    const answered = afterMove(moved, 'dark', 'light', T0 + 1.5 * DAY_MS);
    expect(answered.vacations.dark).toEqual({ leftMs: 0.5 * DAY_MS, since: null });
    expect(answered.deadline).toBe(T0 + 4.5 * DAY_MS);
  });
});
