import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ABANDONED_MAX, BAR_DAYS, WINDOW_DAYS, barredUntil } from '../../src/rating/abandonment.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('keeping abandoners out of rated play', () => {
  it('bars a player with three games lost on time in thirty days, for two weeks after the last', () => {
    const losses = [NOW - 20 * DAY, NOW - 9 * DAY, NOW - 2 * DAY];
    expect(barredUntil(losses, NOW)).toBe(NOW - 2 * DAY + BAR_DAYS * DAY);
    // Two are bad luck.
    expect(barredUntil(losses.slice(1), NOW)).toBeNull();
    // The oldest falls out of the window: no bar.
    expect(barredUntil([NOW - 31 * DAY, NOW - 9 * DAY, NOW - 2 * DAY], NOW)).toBeNull();
    // The bar ends two weeks after the last loss.
    expect(barredUntil(losses, NOW - 2 * DAY + BAR_DAYS * DAY)).toBeNull();
  });

  it('is never longer than the bar, and never without enough recent losses', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 * DAY }), { maxLength: 12 }), (ages) => {
        const losses = ages.map((age) => NOW - age);
        const until = barredUntil(losses, NOW);
        const recent = ages.filter((age) => age < WINDOW_DAYS * DAY);
        if (recent.length < ABANDONED_MAX) expect(until).toBeNull();
        if (until !== null) {
          expect(until).toBeGreaterThan(NOW);
          expect(until).toBeLessThanOrEqual(NOW + BAR_DAYS * DAY);
          expect(until).toBe(NOW - Math.min(...recent) + BAR_DAYS * DAY);
        }
      }),
    );
  });
});
