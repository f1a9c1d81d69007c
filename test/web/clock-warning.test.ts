import { describe, expect, it } from 'vitest';
import type { ClockView } from '../../src/shared/game-state.ts';
import { clockWarning } from '../../src/web/play/clock-warning.ts';
import { stateView } from '../shared/state-view.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const HOUR = 3_600_000;
const clock = (leftMs: number): ClockView => ({
  daysPerMove: 3,
  vacationDays: 0,
  deadline: new Date(NOW + leftMs).toISOString(),
  paused: false,
  pausedLeftMs: null,
  vacations: {},
});

describe('the clock read out when it runs low', () => {
  it('warns the side to move under a day, an hour and ten minutes, each with its own key', () => {
    expect(clockWarning(stateView({ clock: clock(30 * HOUR) }), 'light', NOW)).toBeNull();
    const day = clockWarning(stateView({ clock: clock(20 * HOUR) }), 'light', NOW);
    expect(day?.text).toBe('Your clock: 20 hours left to play your move.');
    const hour = clockWarning(stateView({ clock: clock(HOUR / 2) }), 'light', NOW);
    expect(hour?.text).toBe('Your clock: 30 minutes left to play your move.');
    expect(hour?.key).not.toBe(day?.key);
    const last = clockWarning(stateView({ clock: clock(HOUR / 10) }), 'light', NOW);
    expect(last?.key).not.toBe(hour?.key);
  });

  it('says nothing to the other seat, a watcher, a game without a clock, or after the end', () => {
    expect(clockWarning(stateView({ clock: clock(HOUR / 2) }), 'dark', NOW)).toBeNull();
    expect(clockWarning(stateView({ clock: clock(HOUR / 2) }), null, NOW)).toBeNull();
    expect(clockWarning(stateView({}), 'light', NOW)).toBeNull();
    expect(clockWarning(stateView({ clock: clock(HOUR / 2), status: 'finished' }), 'light', NOW)).toBeNull();
  });
});
