/**
 * The match statistics against values from fishtest's own formulas (stat_util.py:
 * results_to_pdf with its 0.001 floor, stats, LLR_logistic), worked out in Python from
 * the counts below, and one worked by hand.
 */
import { describe, expect, test } from 'vitest';
import {
  eloInterval,
  logLikelihoodRatio,
  resultStats,
  sprtLimits,
  sprtVerdict,
  trinomial,
} from '../../../src/cli/match/match-statistics.ts';

describe('match statistics', () => {
  test('mean and variance of games, by hand: 60 wins, 20 draws, 20 losses', () => {
    const { n, mean, variance } = resultStats(trinomial(60, 20, 20));
    expect(n).toBe(100);
    expect(mean).toBeCloseTo(0.7, 12);
    // (60 × 0.3² + 20 × 0.2² + 20 × 0.7²) / 100
    expect(variance).toBeCloseTo(0.16, 12);
  });

  test.each([
    {
      counts: trinomial(60, 20, 20),
      llr: 3.3355095727450057,
      elo: [147.19071411783776, 86.22501520030423, 218.2517776410748],
    },
    { counts: trinomial(30, 40, 30), llr: -0.275531641374473, elo: [0, -53.157979780053225, 53.157979780053275] },
    {
      counts: trinomial(40, 50, 10),
      llr: 3.8041825578327617,
      elo: [107.53812491703204, 61.254761217858174, 157.87042105613986],
    },
    {
      counts: [2, 10, 30, 12, 6],
      llr: 0.863606742548222,
      elo: [29.02026685944476, -12.10355243871901, 70.97570503455105],
    },
    {
      counts: [0, 5, 20, 20, 5],
      llr: 3.913451560432898,
      elo: [88.73023514465169, 48.3359422178964, 131.63009110670404],
    },
  ])('LLR (elo0 0, elo1 20) and Elo with its 95% interval of $counts as fishtest has them', ({ counts, llr, elo }) => {
    expect(logLikelihoodRatio(counts, 0, 20)).toBeCloseTo(llr, 9);
    const interval = eloInterval(counts);
    expect(interval.elo).toBeCloseTo(elo[0]!, 6);
    expect(interval.low).toBeCloseTo(elo[1]!, 6);
    expect(interval.high).toBeCloseTo(elo[2]!, 6);
  });

  test("Wald's bounds at alpha = beta = 0.05 are ±2.944, and the verdict crosses them", () => {
    const bounds = { elo0: 0, elo1: 20, alpha: 0.05, beta: 0.05 };
    const { lower, upper } = sprtLimits(bounds);
    expect(lower).toBeCloseTo(-2.9444389791664403, 12);
    expect(upper).toBeCloseTo(2.9444389791664403, 12);
    expect(sprtVerdict(3.3355, bounds)).toBe('H1');
    expect(sprtVerdict(-3, bounds)).toBe('H0');
    expect(sprtVerdict(0.86, bounds)).toBe('undecided');
  });
});
