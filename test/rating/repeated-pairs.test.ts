/** The repeated-pair rules (src/rating/repeated-pairs.ts): the weights, the discount and the flag. */
import { describe, expect, it } from 'vitest';
import { discounted, pairWeight, tradesResults } from '../../src/rating/repeated-pairs.ts';

describe('games between the same two players', () => {
  it('count for half as much each time, then nothing', () => {
    expect([0, 1, 2, 3, 4, 9].map(pairWeight)).toEqual([1, 0.5, 0.25, 0.125, 0, 0]);
  });

  it('move a rating only part of the way', () => {
    const before = { rating: 1500, deviation: 350, volatility: 0.06 };
    const after = { rating: 1662, deviation: 290, volatility: 0.06 };
    expect(discounted(before, after, 0.5)).toEqual({ rating: 1581, deviation: 320, volatility: 0.06 });
    expect(discounted(before, after, 0)).toEqual(before);
  });

  it.each([
    [[1, 1, 1], true],
    [[0, 0, 0, 0], true],
    [[1, 0, 1, 0], true],
    [[1, 1], false],
    [[1, 0, 1], false],
    [[1, 0.5, 1], false],
    [[1, 0, 0, 1], false],
  ])('flags %j: %s', (scores, flagged) => {
    expect(tradesResults(scores)).toBe(flagged);
  });
});
