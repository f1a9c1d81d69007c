/**
 * The search's history table: how much each move (by its key, a whole number from 0 to
 * 2^31 - 1) has caused cut-offs. The same counts a Map would keep, on typed arrays with
 * open addressing: asked for every move of every position the search expands, a Map's
 * lookup was a fortieth of the search's time.
 */
const EMPTY = -1;
const FIRST_BITS = 10;

export interface MoveHistory {
  /** The move's count, 0 if it has none. */
  get(key: number): number;
  add(key: number, amount: number): void;
}

export const moveHistory = (): MoveHistory => {
  let bits = FIRST_BITS;
  let keys = new Int32Array(1 << bits).fill(EMPTY);
  let counts = new Float64Array(1 << bits);
  let size = 0;

  /** The slot holding `key`, or the empty one where it would go. */
  const slotOf = (key: number): number => {
    const mask = keys.length - 1;
    let slot = Math.imul(key, 0x9e3779b1) >>> (32 - bits);
    while (keys[slot] !== EMPTY && keys[slot] !== key) slot = (slot + 1) & mask;
    return slot;
  };

  /** Twice the room, every count moved over: kept under half full, a probe ends soon. */
  const grow = () => {
    const oldKeys = keys;
    const oldCounts = counts;
    bits++;
    keys = new Int32Array(1 << bits).fill(EMPTY);
    counts = new Float64Array(1 << bits);
    for (let i = 0; i < oldKeys.length; i++)
      if (oldKeys[i] !== EMPTY) {
        const slot = slotOf(oldKeys[i]!);
        keys[slot] = oldKeys[i]!;
        counts[slot] = oldCounts[i]!;
      }
  };

  return {
    get: (key) => counts[slotOf(key)]!,
    add(key, amount) {
      const slot = slotOf(key);
      counts[slot]! += amount;
      if (keys[slot] !== EMPTY) return;
      keys[slot] = key;
      if (++size * 2 > keys.length) grow();
    },
  };
};
