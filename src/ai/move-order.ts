/**
 * How the search (search.ts) orders a position's moves: each move's worth and index packed
 * into one number, and the best picked one at a time before the rest are sorted.
 */
/**
 * Move ordering's packing (ordered): worths are whole numbers below ORDER_BEST (hints up
 * to about 10^8, killers and history below 10^6), the table's move is ORDER_BEST, and a
 * position has fewer than ORDER_SLOTS moves; every packed number stays an exact integer.
 */
export const ORDER_BEST = 1e10;
export const ORDER_TOP = 2e10;
export const ORDER_SLOTS = 1 << 16;
/** A ply's order buffer holds this many moves at first (more than either game's positions have). */
export const ORDER_BUFFER = 256;
/**
 * Moves picked one at a time, each the best of those left, before the rest are sorted at
 * once (nextIndex): most nodes are cut off after their first move or two, and sorting all
 * of a position's moves up front was a tenth of the search's time.
 */
const PICKED_ONE_BY_ONE = 6;

/**
 * The index of the n-th move in order from a buffer `ordered` filled, called for n = 0, 1, 2…
 * in turn: the same order as sorting the whole buffer, as every packed number differs.
 */
export const nextIndex = (packed: Float64Array, n: number): number => {
  if (n < PICKED_ONE_BY_ONE) {
    let at = n;
    let least = packed[n]!;
    for (let i = n + 1; i < packed.length; i++)
      if (packed[i]! < least) {
        least = packed[i]!;
        at = i;
      }
    packed[at] = packed[n]!;
    packed[n] = least;
  } else if (n === PICKED_ONE_BY_ONE) packed.subarray(n).sort();
  // The index is the packed number's low part; floor and a product, as `%` on doubles is
  // a call into the runtime's fmod.
  const value = packed[n]!;
  return value - Math.floor(value / ORDER_SLOTS) * ORDER_SLOTS;
};
