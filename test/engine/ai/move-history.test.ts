import { describe, expect, it } from 'vitest';
import { moveHistory } from '../../../src/ai/move-history.ts';
import { seededRandom } from '../random.ts';

describe('moveHistory', () => {
  it('keeps the same counts as a Map, past many growths', () => {
    const history = moveHistory();
    const expected = new Map<number, number>();
    const random = seededRandom(7);
    for (let i = 0; i < 20_000; i++) {
      // Move keys as the games pack them (up to 23 bits), many repeated.
      const key = Math.floor(random() * random() * 2 ** 23);
      const amount = 1 + Math.floor(random() * 64);
      history.add(key, amount);
      expected.set(key, (expected.get(key) ?? 0) + amount);
    }
    for (const [key, count] of expected) expect(history.get(key)).toBe(count);
    expect(history.get(2 ** 23 + 5)).toBe(0);
    expect(history.get(0)).toBe(expected.get(0) ?? 0);
  });
});
