/** The chart of lengths: bins of a round width, and a picture named in words with its figures as a table. */
import { describe, expect, it } from 'vitest';
import { lengthBins, lengthChart } from '../../../src/worker/stats/length-chart.ts';

describe('the chart of lengths', () => {
  it('groups lengths in bins of a round width, at most twelve, empty bins kept', () => {
    expect(lengthBins([])).toEqual([]);
    expect(lengthBins([{ plies: 7, games: 3 }])).toEqual([{ from: 7, to: 7, games: 3 }]);
    // 9 to 112 plies: bins of 10, from 0–9 to 110–119.
    const bins = lengthBins([
      { plies: 9, games: 1 },
      { plies: 30, games: 2 },
      { plies: 35, games: 1 },
      { plies: 112, games: 4 },
    ]);
    expect(bins).toHaveLength(12);
    expect(bins[0]).toEqual({ from: 0, to: 9, games: 1 });
    expect(bins[3]).toEqual({ from: 30, to: 39, games: 3 });
    expect(bins[11]).toEqual({ from: 110, to: 119, games: 4 });
    expect(bins.reduce((sum, bin) => sum + bin.games, 0)).toBe(8);
  });

  it('names the picture in one sentence and gives the same figures as a table', () => {
    const chart = lengthChart('all-lengths', [
      { plies: 20, games: 2 },
      { plies: 21, games: 5 },
    ]).toString();
    expect(chart).toContain('role="img" aria-labelledby="all-lengths-caption"');
    expect(chart).toContain('most games lasted 21 plies (5 games)');
    expect(chart).toContain('<td>21</td><td class="number">5</td>');
    expect(lengthChart('x', []).toString()).toBe('');
  });
});
