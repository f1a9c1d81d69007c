/** A variant's statistics from its counters, checked by hand on small sets. */
import { describe, expect, it } from 'vitest';
import type { VariantStatRow } from '../../../src/worker/db/schema.ts';
import { quantileOf, scoreInterval, variantStats } from '../../../src/worker/stats/variant-summary.ts';

const row = (
  scope: 'all' | 'rated',
  kind: 'result' | 'ending' | 'length' | 'band',
  key: string,
  count: number,
): VariantStatRow => ({
  game: 'adomoc',
  variant: 'standard',
  scope,
  kind,
  key,
  count,
});

describe('variant statistics', () => {
  it('counts results, draws, endings and lengths of a small set', () => {
    // Five games: 2 first-player wins (30 and 40 plies), 1 second-player win (10), 2 draws (20, 20).
    const stats = variantStats('adomoc', 'standard', [
      row('all', 'result', 'first', 2),
      row('all', 'result', 'second', 1),
      row('all', 'result', 'draw', 2),
      row('all', 'ending', 'centred', 1),
      row('all', 'ending', 'resignation', 1),
      row('all', 'ending', 'time', 1),
      row('all', 'ending', 'agreement', 2),
      row('all', 'length', '30', 1),
      row('all', 'length', '40', 1),
      row('all', 'length', '10', 1),
      row('all', 'length', '20', 2),
      row('rated', 'result', 'second', 1),
      row('rated', 'ending', 'time', 1),
      row('rated', 'length', '10', 1),
    ]);
    expect(stats.all).toMatchObject({ games: 5, firstWins: 2, secondWins: 1, draws: 2, drawRate: 0.4 });
    expect(stats.all.firstScore!.value).toBeCloseTo(0.6);
    expect(stats.all.endings).toEqual([
      { reason: 'agreement', games: 2 },
      { reason: 'centred', games: 1 },
      { reason: 'resignation', games: 1 },
      { reason: 'time', games: 1 },
    ]);
    // Sorted lengths 10 20 20 30 40: quartiles at ranks 1, 2, 3 (type 7).
    expect(stats.all.plies).toEqual({ min: 10, q1: 20, median: 20, q3: 30, max: 40 });
    expect(stats.rated).toMatchObject({ games: 1, firstWins: 0, secondWins: 1, draws: 0, drawRate: 0 });
    expect(stats.rated.plies).toEqual({ min: 10, q1: 10, median: 10, q3: 10, max: 10 });
  });

  it('says nothing of a variant with no game', () => {
    const stats = variantStats('adix', 'standard', []);
    expect(stats.all).toEqual({
      games: 0,
      firstWins: 0,
      secondWins: 0,
      draws: 0,
      firstScore: null,
      drawRate: null,
      endings: [],
      plies: null,
      lengths: [],
    });
    expect(stats.bands).toEqual([]);
  });

  it('gives the lengths shortest first, and rated games by rating band apart from the rated scope', () => {
    // Rated: 3 games in the 1400 band (a first-player win, a draw, a second-player win), 2 in 1800 (first wins).
    const stats = variantStats('adomoc', 'standard', [
      row('all', 'length', '30', 2),
      row('all', 'length', '9', 1),
      row('all', 'length', '112', 4),
      row('rated', 'result', 'first', 3),
      row('rated', 'length', '30', 3),
      row('rated', 'band', '1800:first', 2),
      row('rated', 'band', '1400:second', 1),
      row('rated', 'band', '1400:draw', 1),
      row('rated', 'band', '1400:first', 1),
    ]);
    expect(stats.all.lengths).toEqual([
      { plies: 9, games: 1 },
      { plies: 30, games: 2 },
      { plies: 112, games: 4 },
    ]);
    expect(stats.rated).toMatchObject({ games: 3, firstWins: 3, endings: [] });
    expect(stats.bands.map(({ firstScore: _score, ...band }) => band)).toEqual([
      { band: 1400, games: 3, firstWins: 1, secondWins: 1, draws: 1 },
      { band: 1800, games: 2, firstWins: 2, secondWins: 0, draws: 0 },
    ]);
    expect(stats.bands[0]!.firstScore.value).toBeCloseTo(0.5);
    expect(stats.bands[1]!.firstScore).toEqual({ value: 1, low: 1, high: 1 });
  });

  it('gives the first score a 95% interval from the games’ scores', () => {
    // 60 wins, 20 draws, 20 losses: mean 0.7, variance (60 + 5)/100 - 0.49 = 0.16, se = 0.4 / √99.
    const interval = scoreInterval(60, 20, 20)!;
    expect(interval.value).toBeCloseTo(0.7);
    expect(interval.high - interval.value).toBeCloseTo(1.96 * (0.4 / Math.sqrt(99)));
    expect(scoreInterval(1, 0, 0)).toEqual({ value: 1, low: 0.5, high: 1 });
    expect(scoreInterval(0, 0, 0)).toBeNull();
  });

  it('interpolates quantiles between ranks', () => {
    expect(
      quantileOf(
        [
          [10, 1],
          [20, 1],
        ],
        0.5,
      ),
    ).toBe(15);
    expect(quantileOf([[7, 3]], 0.25)).toBe(7);
    expect(
      quantileOf(
        [
          [1, 1],
          [2, 1],
          [3, 1],
          [4, 1],
        ],
        0.25,
      ),
    ).toBe(1.75);
  });
});
