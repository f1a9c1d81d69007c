/**
 * The blossom algorithm against an exhaustive search over every matching of small
 * random graphs: the same best weight (and, asked for, the same most pairs).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type WeightedEdge, maximumWeightMatching } from '../../src/tournament/matching.ts';

interface Best {
  readonly pairs: number;
  readonly weight: bigint;
}

/** The best matching's size and weight, by trying every one. */
const exhaustive = (n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): Best => {
  const weightOf = new Map<string, bigint>();
  for (const edge of edges) weightOf.set(`${Math.min(edge.a, edge.b)} ${Math.max(edge.a, edge.b)}`, edge.weight);
  const better = (x: Best, y: Best): boolean =>
    maxCardinality ? x.pairs > y.pairs || (x.pairs === y.pairs && x.weight > y.weight) : x.weight > y.weight;
  const search = (v: number, used: number): Best => {
    if (v === n) return { pairs: 0, weight: 0n };
    if (used & (1 << v)) return search(v + 1, used);
    let best = search(v + 1, used | (1 << v));
    for (let w = v + 1; w < n; w++) {
      const weight = weightOf.get(`${v} ${w}`);
      if (weight === undefined || used & (1 << w)) continue;
      const rest = search(v + 1, used | (1 << v) | (1 << w));
      const candidate = { pairs: rest.pairs + 1, weight: rest.weight + weight };
      if (better(candidate, best)) best = candidate;
    }
    return best;
  };
  return search(0, 0);
};

const graph = fc
  .integer({ min: 1, max: 10 })
  .chain((n) =>
    fc.record({
      n: fc.constant(n),
      edges: fc.uniqueArray(
        fc.record({
          a: fc.integer({ min: 0, max: n - 1 }),
          b: fc.integer({ min: 0, max: n - 1 }),
          weight: fc.bigInt({ min: 0n, max: 40n }),
        }),
        { selector: (edge) => `${Math.min(edge.a, edge.b)} ${Math.max(edge.a, edge.b)}`, maxLength: 45 },
      ),
    }),
  )
  .map(({ n, edges }) => ({ n, edges: edges.filter((edge) => edge.a !== edge.b) }));

describe('maximum-weight matching', () => {
  for (const maxCardinality of [false, true]) {
    test(`finds the best matching of random small graphs${maxCardinality ? ', most pairs first' : ''}`, () => {
      fc.assert(
        fc.property(graph, ({ n, edges }) => {
          const mate = maximumWeightMatching(n, edges, maxCardinality);
          let pairs = 0;
          let weight = 0n;
          for (let v = 0; v < n; v++) {
            const w = mate[v]!;
            if (w === -1) continue;
            expect(mate[w]).toBe(v);
            if (v < w) {
              const edge = edges.find((e) => (e.a === v && e.b === w) || (e.a === w && e.b === v));
              expect(edge).toBeDefined();
              pairs++;
              weight += edge!.weight;
            }
          }
          const best = exhaustive(n, edges, maxCardinality);
          expect(weight).toBe(best.weight);
          if (maxCardinality) expect(pairs).toBe(best.pairs);
        }),
        { numRuns: 3000 },
      );
    });
  }

  test('pairs a vertexless or edgeless graph with nobody', () => {
    expect(maximumWeightMatching(0, [], true)).toEqual([]);
    expect(maximumWeightMatching(3, [], true)).toEqual([-1, -1, -1]);
  });
});
