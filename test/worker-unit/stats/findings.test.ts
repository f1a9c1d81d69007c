/** The designer's findings in words, checked on constructed statistics. */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games.ts';
import type { VariantStatRow } from '../../../src/worker/db/schema.ts';
import { findingsOf } from '../../../src/worker/stats/findings.ts';
import { variantStats } from '../../../src/worker/stats/variant-summary.ts';

const adomoc = GAMES.get('adomoc')!;

/** A variant's counters: `first`, `second`, `draws` games of `plies` plies each, ended as `reason` (draws by agreement). */
const counters = (variant: string, first: number, second: number, draws: number, plies = 40): VariantStatRow[] => {
  const row = (kind: VariantStatRow['kind'], key: string, count: number): VariantStatRow => ({
    game: 'adomoc',
    variant,
    scope: 'all',
    kind,
    key,
    count,
  });
  return [
    row('result', 'first', first),
    row('result', 'second', second),
    row('result', 'draw', draws),
    row('ending', 'centred', first + second),
    row('ending', 'agreement', draws),
    row('length', String(plies), first + second + draws),
  ].filter((each) => each.count > 0);
};

describe('findings in words', () => {
  it('says the first side’s score with its interval, the draws, the lengths and the commonest ending', () => {
    // 60 wins, 20 draws, 20 losses: 70% ± 1.96 × 0.4 / √99 = 7.9%.
    const findings = findingsOf(adomoc, [variantStats('adomoc', 'standard', counters('standard', 60, 20, 20))]);
    expect(findings).toEqual([
      'Light scores 70% ± 8% of Standard games (100 games; a win 1, a draw ½): an edge for Light.',
      '20% of Standard games are drawn; they last a median of 40 plies, half of them between 40 and 40.',
      'Standard games most often end by a centring (80%).',
    ]);
  });

  it('says no edge when the interval holds a half, too few below ten games, and compares the variants’ draws', () => {
    const findings = findingsOf(adomoc, [
      variantStats('adomoc', 'standard', counters('standard', 10, 10, 0)),
      variantStats('adomoc', 'infinite', counters('infinite', 3, 2, 0)),
      variantStats('adomoc', 'altogether', counters('altogether', 5, 5, 10)),
    ]);
    // 10 wins, 10 losses: 50% ± 1.96 × 0.5 / √19 = 22.5%, shown as 22%.
    expect(findings[0]).toBe(
      'Light scores 50% ± 22% of Standard games (20 games; a win 1, a draw ½): no clear edge either way.',
    );
    expect(findings).toContain('Infinite: 5 finished games so far, too few to say more.');
    expect(findings.at(-1)).toBe('Altogether draws most (50% of its games), Standard least (0%).');
  });

  it('says nothing of a variant without games', () => {
    expect(findingsOf(adomoc, [variantStats('adomoc', 'standard', [])])).toEqual([]);
  });
});
