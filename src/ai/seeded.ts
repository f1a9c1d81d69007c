/**
 * A small seeded generator (mulberry32): the computer's choices are the same for the same
 * seed, position and budget, so a game against it can be replayed and a test can pin a move.
 */
export interface Seeded {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  below(n: number): number;
}

export const seeded = (seed: number): Seeded => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, below: (n) => Math.floor(next() * n) };
};
