import { describe, expect, test } from 'vitest';
import { orrery } from './run-orrery.ts';

describe('orrery perft', () => {
  test.each([
    [1, 23],
    [2, 635],
    [3, 31656],
  ])('the start position at depth %i gives %i', (depth, nodes) => {
    const run = orrery('perft', String(depth));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^perft ${depth} \\(standard\\): ${nodes} in \\d+ ms\\n$`));
  });

  test('--divide lists the count below each move, adding up to the total', () => {
    const run = orrery('perft', '2', '--divide');
    const lines = run.stdout.trimEnd().split('\n');
    const counts = lines.slice(0, -1).map((line) => line.split(/\s+/));
    expect(counts).toHaveLength(23);
    expect(counts[0]).toEqual(['F^c3c4', expect.stringMatching(/^\d+$/)]);
    expect(counts.reduce((sum, [, count]) => sum + Number(count), 0)).toBe(635);
    expect(lines.at(-1)).toMatch(/^perft 2 \(standard\): 635 from 23 moves in \d+ ms$/);
  });

  test('takes a position after the depth', () => {
    const run = orrery('perft', '1', '1SS^S1mss^ss/MSMMMS2mm/1FF^1Ffm^f^mf/10/2F4M^2/s4F1f1f/10/10 - d f2i2 11');
    expect(run.stdout).toMatch(/^perft 1 \(standard\): 87 in/);
  });
});
