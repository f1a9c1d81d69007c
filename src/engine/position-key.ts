/**
 * Position keys: a number per position that two different positions share only by a rare
 * accident, made from the board's bytes without building the notation (Zobrist hashing:
 * each piece code on each square has its own random number, XORed together). A key is a
 * whole number below 2^53, two 32-bit halves of which 21 + 32 bits are kept, so that it is
 * an exact number a Map takes as it is.
 *
 * Two positions share a key with a chance of about 2^-53 per pair: over a search that
 * keeps n positions, n^2 / 2^54 (one in about 4,500 for a search of two million distinct
 * positions). The search (src/ai/search.ts) says what a shared key can cost.
 */

/** How far a key goes: every key is a whole number below this. */
export const KEY_LIMIT = 2 ** 53;
const HALF = 2 ** 32;

/** MurmurHash3's finalizer: a 32-bit number mixed so that every input bit moves about half the output bits. */
export const mix32 = (value: number): number => {
  let x = value | 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
};

/**
 * `size` random-looking 32-bit numbers, the same on every run (so a search with a node
 * budget stays deterministic): the index mixed with the seed. mix32 is a bijection, so
 * no two entries of one table are equal.
 */
export const zobristTable = (size: number, seed: number): Int32Array => {
  const table = new Int32Array(size);
  for (let index = 0; index < size; index++) table[index] = mix32(mix32(index ^ Math.imul(seed, 0x9e3779b9)) + seed);
  return table;
};

/** One key from two 32-bit halves: 21 bits of the high half, all of the low one. */
export const joinKey = (high: number, low: number): number => (high >>> 11) * HALF + (low >>> 0);

/**
 * The key of a board of piece codes: each square's code looked up in two tables of
 * `board.length` entries per code (`code * board.length + square`), starting from the
 * halves given (the rest of the position: side to move, bars, counts). An empty square
 * (code 0) adds nothing.
 */
export const boardKey = (
  board: Uint8Array,
  lowTable: Int32Array,
  highTable: Int32Array,
  lowStart: number,
  highStart: number,
): number => {
  const size = board.length;
  let low = lowStart;
  let high = highStart;
  for (let square = 0; square < size; square++) {
    const code = board[square]!;
    if (code !== 0) {
      const at = code * size + square;
      low ^= lowTable[at]!;
      high ^= highTable[at]!;
    }
  }
  return joinKey(high, low);
};

/**
 * A key with a move counter (Adomoc's round, ADIX's move number) folded in: the counter's
 * own mixed key added below 2^53. The same key with different counters gives different
 * keys; the search's table tells positions apart by everything their notation says.
 */
export const withCounter = (key: number, counter: number): number => {
  const sum = key + joinKey(mix32(counter ^ 0x5bd1e995), mix32(counter ^ 0x27d4eb2f));
  return sum >= KEY_LIMIT ? sum - KEY_LIMIT : sum;
};

/** A position's two keys, as each game computes them (src/engine/adomoc/position-key.ts, src/engine/adix/position-key.ts). */
export interface PositionKey<P> {
  /**
   * Everything the position's notation says but its move counter: positions with the same
   * repetition key are the same position reached again (the search's repetitions).
   */
  repetition(position: P): number;
  /** Everything the notation says: `repetition` (given, as it is usually known) with the counter. */
  whole(position: P, repetition: number): number;
}
