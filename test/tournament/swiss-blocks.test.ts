/**
 * Swiss pairing with players kept apart by a block (the first criterion, swiss-criteria.ts):
 * a blocked pair meets only when no pairing of the field keeps every such pair apart.
 * Worked examples, then random fields and blocks against an exhaustive count, made here
 * without the pairing's code, of the fewest blocked pairs any pairing must make.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { pairSwiss } from '../../src/tournament/swiss.ts';
import type { EntrantId, PairedRound } from '../../src/tournament/types.ts';
import { valueOf } from '../engine/results.ts';
import { field, ranked } from './fields.ts';

const key = (a: EntrantId, b: EntrantId) => (a < b ? `${a} ${b}` : `${b} ${a}`);

const meetings = (round: PairedRound): string[] => round.pairings.map((pairing) => key(pairing.first, pairing.second));

/** The fewest blocked pairs a pairing of `ids` (a bye for one when odd) must make: every pairing tried. */
const fewestAcross = (ids: readonly EntrantId[], apart: ReadonlySet<string>): number => {
  if (ids.length < 2) return 0;
  const [first, ...rest] = ids as [EntrantId, ...EntrantId[]];
  let best = Number.POSITIVE_INFINITY;
  // An odd field: the first may take the bye.
  if (ids.length % 2 === 1) best = fewestAcross(rest, apart);
  for (const partner of rest) {
    const others = rest.filter((id) => id !== partner);
    best = Math.min(best, (apart.has(key(first, partner)) ? 1 : 0) + fewestAcross(others, apart));
  }
  return best;
};

describe('Swiss pairing across blocks', () => {
  test('a blocked pair that top half against bottom half would pair is paired apart', () => {
    const entrants = ranked(4);
    // Unblocked: e1–e3 and e2–e4.
    expect(meetings(valueOf(pairSwiss({ entrants, rounds: [], round: 1 })))).toEqual(['e1 e3', 'e2 e4']);
    const apart = valueOf(pairSwiss({ entrants, rounds: [], round: 1, apart: [['e3', 'e1']] }));
    expect(meetings(apart)).not.toContain('e1 e3');
    expect(meetings(apart)).toHaveLength(2);
    // Given up only when no pairing keeps it: two entrants left are paired all the same.
    const left = valueOf(
      pairSwiss({ entrants: ranked(3), rounds: [], round: 1, absent: ['e3'], apart: [['e1', 'e2']] }),
    );
    expect(meetings(left)).toEqual(['e1 e2']);
  });

  test('a block comes before a rematch: the pair that met already meets again rather than the blocked one', () => {
    const entrants = ranked(4);
    const rounds = [
      {
        round: 1,
        games: [
          { first: 'e1', second: 'e3', result: 'first' as const },
          { first: 'e2', second: 'e4', result: 'first' as const },
        ],
        bye: null,
      },
      {
        round: 2,
        games: [
          { first: 'e1', second: 'e2', result: 'first' as const },
          { first: 'e3', second: 'e4', result: 'first' as const },
        ],
        bye: null,
      },
    ];
    // Round 3 has one pairing without a rematch: e1–e4 and e2–e3. Blocking e1–e4 forces a rematch instead.
    const paired = valueOf(pairSwiss({ entrants, rounds, round: 3, apart: [['e4', 'e1']] }));
    expect(meetings(paired)).not.toContain('e1 e4');
  });

  test('random fields and blocks: no pairing of the field makes fewer blocked pairs', () => {
    fc.assert(
      fc.property(
        field(3, 9).chain((entrants) =>
          fc.tuple(
            fc.constant(entrants),
            fc.uniqueArray(
              fc
                .tuple(fc.nat(entrants.length - 1), fc.nat(entrants.length - 1))
                .filter(([a, b]) => a !== b)
                .map(([a, b]) => [entrants[a]!.id, entrants[b]!.id] as const),
              { maxLength: 12, selector: ([a, b]) => key(a, b) },
            ),
          ),
        ),
        ([entrants, pairs]) => {
          const apart = new Set(pairs.map(([a, b]) => key(a, b)));
          const paired = valueOf(pairSwiss({ entrants, rounds: [], round: 1, apart: pairs }));
          const across = meetings(paired).filter((meeting) => apart.has(meeting)).length;
          expect(across).toBe(
            fewestAcross(
              entrants.map((entrant) => entrant.id),
              apart,
            ),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
