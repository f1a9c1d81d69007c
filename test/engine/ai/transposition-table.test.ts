import { describe, expect, it } from 'vitest';
import { TranspositionTable } from '../../../src/ai/transposition-table.ts';
import { seededRandom } from '../random.ts';

interface Entry {
  depth: number;
  score: number;
  bound: number;
  best: number;
}

/** The Map the table replaced, written as the search wrote it. */
const mapTable = (limit: number) => {
  const map = new Map<number, Entry>();
  return {
    map,
    trim() {
      if (map.size <= limit) return;
      let surplus = Math.ceil(limit / 2);
      for (const old of map.keys()) {
        map.delete(old);
        if (--surplus <= 0) break;
      }
    },
    store(key: number, entry: Entry) {
      map.delete(key);
      map.set(key, entry);
    },
  };
};

describe('TranspositionTable', () => {
  it('keeps, replaces and trims entries as the Map it replaced did', () => {
    const limit = 300;
    const table = new TranspositionTable(limit);
    const model = mapTable(limit);
    const random = seededRandom(11);
    // Keys up to 2^53, a third of them sharing their low 32 bits (the same slot) with another.
    const pool = Array.from(
      { length: 1_500 },
      () => Math.floor(random() * 2 ** 21) * 2 ** 32 + Math.floor(random() * 2 ** 32),
    );
    for (let i = 0; i < 500; i++) pool.push(((pool[i]! + 2 ** 32 * (i + 1)) % 2 ** 53) + 0);
    for (let step = 0; step < 20_000; step++) {
      const key = pool[Math.floor(random() * random() * pool.length)]!;
      const entry = {
        depth: Math.floor(random() * 64),
        score: Math.round((random() - 0.5) * 2_000_000),
        bound: Math.floor(random() * 3),
        best: Math.floor(random() * 100) - 1,
      };
      // As the search: trimmed before a position's entry is written, never before the root's.
      if (random() < 0.9) {
        table.trim();
        model.trim();
      }
      table.store(key, entry.depth, entry.score, entry.bound, entry.best);
      model.store(key, entry);
      if (step % 1_000 === 999) {
        expect(table.size).toBe(model.map.size);
        for (const probe of pool) {
          const expected = model.map.get(probe);
          expect(table.find(probe)).toBe(expected !== undefined);
          if (expected)
            expect({ depth: table.depth, score: table.score, bound: table.bound, best: table.best }).toEqual(expected);
        }
      }
    }
  });
});
