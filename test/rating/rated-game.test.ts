import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEWCOMER, type Score } from '../../src/rating/glicko2.ts';
import {
  MIN_MOVES_EACH,
  PERIOD_DAYS,
  decideRating,
  idlePeriods,
  ratePair,
  scoreOf,
  type RatedSeat,
} from '../../src/rating/rated-game.ts';

const DAY = 86_400_000;

const ratingArb = fc.record({
  rating: fc.double({ min: 600, max: 2800, noNaN: true }),
  deviation: fc.double({ min: 30, max: 350, noNaN: true }),
  volatility: fc.double({ min: 0.03, max: 0.1, noNaN: true }),
});
const standingArb = fc.record({
  rating: ratingArb,
  lastRatedAt: fc.option(fc.integer({ min: 0, max: 1_000 * DAY }), { nil: null }),
});
const scoreArb = fc.constantFrom<Score>(0, 0.5, 1);
const NOW = 1_000 * DAY;

const seatArb = (side: string) =>
  fc.record({
    side: fc.constant(side),
    player: fc.option(fc.constantFrom('p1', 'p2', 'p3'), { nil: null }),
    computer: fc.boolean(),
    moves: fc.integer({ min: 0, max: 6 }),
  });

describe('which games are rated', () => {
  it('exactly those between two different players, no computer, each side with two moves or more', () => {
    fc.assert(
      fc.property(seatArb('light'), seatArb('dark'), (a: RatedSeat, b: RatedSeat) => {
        const decision = decideRating([a, b]);
        const expected =
          !a.computer &&
          !b.computer &&
          a.player !== null &&
          b.player !== null &&
          a.player !== b.player &&
          a.moves >= MIN_MOVES_EACH &&
          b.moves >= MIN_MOVES_EACH;
        expect(decision.rated).toBe(expected);
        if (decision.rated) expect(decision.players).toEqual({ light: a.player, dark: b.player });
      }),
    );
  });

  it('gives the first reason that applies', () => {
    const seat = (side: string, player: string | null, moves = 2, computer = false): RatedSeat => ({
      side,
      player,
      moves,
      computer,
    });
    expect(decideRating([seat('light', 'a'), seat('dark', null, 2, true)])).toEqual({
      rated: false,
      reason: 'computer',
    });
    expect(decideRating([seat('light', 'a'), seat('dark', null)])).toEqual({ rated: false, reason: 'unclaimed' });
    expect(decideRating([seat('light', 'a'), seat('dark', 'a')])).toEqual({ rated: false, reason: 'same-player' });
    expect(decideRating([seat('light', 'a', 2), seat('dark', 'b', 1)])).toEqual({ rated: false, reason: 'short' });
  });
});

describe('rating a pair', () => {
  it('never lowers a winner or raises a loser, and keeps every rating finite and every deviation within 350', () => {
    fc.assert(
      fc.property(standingArb, standingArb, scoreArb, (a, b, score) => {
        const [after, otherAfter] = ratePair(a, b, score, NOW);
        for (const rating of [after, otherAfter]) {
          expect(Number.isFinite(rating.rating)).toBe(true);
          expect(rating.deviation).toBeGreaterThan(0);
          expect(rating.deviation).toBeLessThanOrEqual(350);
          expect(rating.volatility).toBeGreaterThan(0);
        }
        if (score === 1) {
          expect(after.rating).toBeGreaterThanOrEqual(a.rating.rating);
          expect(otherAfter.rating).toBeLessThanOrEqual(b.rating.rating);
        }
        if (score === 0) {
          expect(after.rating).toBeLessThanOrEqual(a.rating.rating);
          expect(otherAfter.rating).toBeGreaterThanOrEqual(b.rating.rating);
        }
      }),
    );
  });

  it('is the same game seen from either side', () => {
    fc.assert(
      fc.property(standingArb, standingArb, scoreArb, (a, b, score) => {
        const [first, second] = ratePair(a, b, score, NOW);
        const [secondAgain, firstAgain] = ratePair(b, a, (1 - score) as Score, NOW);
        expect(firstAgain.rating).toBeCloseTo(first.rating, 9);
        expect(secondAgain.rating).toBeCloseTo(second.rating, 9);
      }),
    );
  });

  it('moves two players with equal deviations by equal and opposite amounts', () => {
    fc.assert(
      fc.property(ratingArb, fc.double({ min: 600, max: 2800, noNaN: true }), scoreArb, (a, otherRating, score) => {
        const b = { ...a, rating: otherRating };
        const [first, second] = ratePair(
          { rating: a, lastRatedAt: null },
          { rating: b, lastRatedAt: null },
          score,
          NOW,
        );
        expect(first.rating - a.rating).toBeCloseTo(-(second.rating - b.rating), 6);
      }),
    );
  });

  it('moves a rating further after a long absence', () => {
    const settled = { rating: 1700, deviation: 60, volatility: 0.06 };
    const opponent = { rating: NEWCOMER, lastRatedAt: null };
    const [recent] = ratePair({ rating: settled, lastRatedAt: NOW - DAY }, opponent, 1, NOW);
    const [back] = ratePair({ rating: settled, lastRatedAt: NOW - 400 * DAY }, opponent, 1, NOW);
    expect(back.rating - 1700).toBeGreaterThan(recent.rating - 1700);
  });

  it('counts idle periods in whole stretches of PERIOD_DAYS', () => {
    expect(idlePeriods(null, NOW)).toBe(0);
    expect(idlePeriods(NOW - (PERIOD_DAYS * DAY - 1), NOW)).toBe(0);
    expect(idlePeriods(NOW - PERIOD_DAYS * DAY, NOW)).toBe(1);
    expect(idlePeriods(NOW + DAY, NOW)).toBe(0);
    expect(scoreOf('light', 'light')).toBe(1);
    expect(scoreOf('light', 'dark')).toBe(0);
    expect(scoreOf('light', null)).toBe(0.5);
  });
});
