import { describe, expect, it } from 'vitest';
import { dateTimeText } from '../../src/shared/dates.ts';
import { clockHtml } from '../../src/shared/game-panel.ts';
import { adomocGame } from '../../src/engine/adomoc/game.ts';
import { stateView } from './state-view.ts';

const deadline = '2026-11-24T18:00:00.000Z';
const now = Date.parse('2026-11-20T12:00:00Z');

describe('dates as people read them', () => {
  it('writes every time with the zone it is in, by abbreviation or by offset', () => {
    expect(dateTimeText(deadline, { timeZone: 'UTC', now })).toBe('Tue 24 Nov, 18:00 UTC');
    expect(dateTimeText(deadline, { timeZone: 'Europe/Paris', now })).toBe('Tue 24 Nov, 19:00 CET');
    expect(dateTimeText(deadline, { timeZone: 'America/New_York', now })).toBe('Tue 24 Nov, 13:00 GMT-5');
    // A zone half an hour off, past midnight: the day moves with the clock.
    expect(dateTimeText('2026-11-24T20:00:00.000Z', { timeZone: 'Asia/Kolkata', now })).toBe(
      'Wed 25 Nov, 01:30 GMT+5:30',
    );
    // Summer time is named as such, not as the zone's winter offset.
    expect(dateTimeText('2026-07-01T12:00:00.000Z', { timeZone: 'Europe/London', now })).toBe('Wed 1 Jul, 13:00 BST');
  });

  it('adds the year only when it is not the current one', () => {
    expect(dateTimeText('2027-01-04T09:05:00.000Z', { timeZone: 'UTC', now })).toBe('Mon 4 Jan 2027, 09:05 UTC');
    expect(dateTimeText('2027-01-04T09:05:00.000Z', { timeZone: 'UTC' })).toBe('Mon 4 Jan, 09:05 UTC');
  });

  it('gives back text that is not a date unchanged', () => {
    expect(dateTimeText('soon', { timeZone: 'UTC' })).toBe('soon');
  });

  it('shows a running clock’s deadline in the zone it is given, named', () => {
    const state = stateView({
      toMove: 'light',
      ply: 4,
      clock: { daysPerMove: 3, vacationDays: 10, deadline, paused: false, pausedLeftMs: null, vacations: {} },
    });
    const html = clockHtml(state, adomocGame, now, 'Asia/Tokyo');
    expect(html).toContain(`<time datetime="${deadline}">Wed 25 Nov, 03:00 GMT+9</time>`);
  });
});
