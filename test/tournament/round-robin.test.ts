/**
 * Round robins: the published Berger tables, then for random fields of 3–40 that
 * everyone meets everyone once (twice in a double), sits out as often as everyone else,
 * and moves first about as often as second.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bergerRound, roundRobin } from '../../src/tournament/round-robin.ts';
import { expectError, valueOf } from '../engine/results.ts';
import { field, ranked } from './fields.ts';

const tableText = (seeds: number): string[] =>
  Array.from({ length: seeds - 1 }, (_, r) =>
    bergerRound(seeds, r + 1)
      .map(([a, b]) => `${a}-${b}`)
      .join(' '),
  );

describe('Berger tables', () => {
  test('match the FIDE tables for 3–4 and 5–6 players, board by board', () => {
    expect(tableText(4)).toEqual(['1-4 2-3', '4-3 1-2', '2-4 3-1']);
    expect(tableText(6)).toEqual(['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1']);
  });

  test('match the FIDE table for 7–8 players', () => {
    expect(tableText(8)).toEqual([
      '1-8 2-7 3-6 4-5',
      '8-5 6-4 7-3 1-2',
      '2-8 3-1 4-7 5-6',
      '8-6 7-5 1-4 2-3',
      '3-8 4-2 5-1 6-7',
      '8-7 1-6 2-5 3-4',
      '4-8 5-3 6-2 7-1',
    ]);
  });

  test('seed the field by rating, then id, and give an odd field a bye each round', () => {
    const entrants = [
      { id: 'carol', rating: 1500 },
      { id: 'alice', rating: 1700 },
      { id: 'bob', rating: 1500 },
    ];
    const rounds = valueOf(roundRobin(entrants));
    expect(rounds).toEqual([
      { round: 1, pairings: [{ first: 'bob', second: 'carol' }], bye: 'alice' },
      { round: 2, pairings: [{ first: 'alice', second: 'bob' }], bye: 'carol' },
      { round: 3, pairings: [{ first: 'carol', second: 'alice' }], bye: 'bob' },
    ]);
  });

  test('swap sides in the second cycle of a double round robin', () => {
    const rounds = valueOf(roundRobin(ranked(4), 2));
    expect(rounds).toHaveLength(6);
    expect(rounds[3]!.pairings).toEqual([
      { first: 'e4', second: 'e1' },
      { first: 'e3', second: 'e2' },
    ]);
  });
});

describe('round robin properties', () => {
  for (const cycles of [1, 2] as const) {
    test(`${cycles === 1 ? 'single' : 'double'}: everyone meets everyone ${cycles === 1 ? 'once' : 'twice'}, sides balanced`, () => {
      fc.assert(
        fc.property(field(3, 40), (entrants) => {
          const rounds = valueOf(roundRobin(entrants, cycles));
          const n = entrants.length;
          const even = n % 2 === 0 ? n : n + 1;
          expect(rounds.map((r) => r.round)).toEqual(Array.from({ length: cycles * (even - 1) }, (_, i) => i + 1));
          const meetings = new Map<string, number>();
          const firsts = new Map<string, number>();
          const seconds = new Map<string, number>();
          const byes = new Map<string, number>();
          for (const round of rounds) {
            const present = round.pairings.flatMap((p) => [p.first, p.second]);
            if (round.bye !== null) present.push(round.bye);
            expect(present.sort()).toEqual(entrants.map((e) => e.id).sort());
            expect(round.bye === null).toBe(n % 2 === 0);
            if (round.bye !== null) byes.set(round.bye, (byes.get(round.bye) ?? 0) + 1);
            for (const { first, second } of round.pairings) {
              const key = [first, second].sort().join(' ');
              meetings.set(key, (meetings.get(key) ?? 0) + 1);
              firsts.set(first, (firsts.get(first) ?? 0) + 1);
              seconds.set(second, (seconds.get(second) ?? 0) + 1);
            }
          }
          expect(meetings.size).toBe((n * (n - 1)) / 2);
          for (const count of meetings.values()) expect(count).toBe(cycles);
          for (const { id } of entrants) {
            const difference = (firsts.get(id) ?? 0) - (seconds.get(id) ?? 0);
            if (cycles === 1) expect(Math.abs(difference)).toBeLessThanOrEqual(1);
            else expect(difference).toBe(0);
            if (n % 2 === 1) expect(byes.get(id)).toBe(cycles);
          }
        }),
        { numRuns: 200 },
      );
    });
  }

  test('the same field in another order gives the same tables', () => {
    fc.assert(
      fc.property(field(3, 12), (entrants) => {
        expect(roundRobin([...entrants].reverse())).toEqual(roundRobin(entrants));
      }),
    );
  });
});

describe('round robins refused', () => {
  test.each([
    ['two entrants', ranked(2), 1, 'ERR_TOO_FEW_ENTRANTS'],
    ['no entrants', [], 1, 'ERR_TOO_FEW_ENTRANTS'],
    ['an entrant twice', [...ranked(3), { id: 'e2', rating: 1 }], 1, 'ERR_DUPLICATE_ENTRANT'],
    ['an empty id', [...ranked(3), { id: '', rating: 1 }], 1, 'ERR_ENTRANT_ID'],
    ['a rating that is not a number', [...ranked(3), { id: 'x', rating: Number.NaN }], 1, 'ERR_RATING'],
    ['three cycles', ranked(4), 3, 'ERR_CYCLES'],
  ] as const)('%s', (_, entrants, cycles, code) => {
    const result = roundRobin(entrants, cycles as 1);
    expect(result.ok).toBe(false);
    expectError(result);
    if (!result.ok) expect(result.error.code).toBe(code);
  });
});
