/**
 * The search's transposition table: per position key (src/engine/position-key.ts) the
 * depth searched, the score and what kind of bound it is, and the best move's index. It
 * behaves as the Map it replaced (an entry written again counts as written last; when it
 * is full, the half written longest ago goes), so the search finds the same; but it keeps
 * its entries in typed arrays, open addressing with linear probing, instead of an object
 * and a boxed number key per entry, which the garbage collector had to follow.
 */
const FIRST_BITS = 12;

export class TranspositionTable {
  /** Entries kept at most: beyond, `trim` drops the older half. */
  private readonly limit: number;
  private bits = FIRST_BITS;
  /** Key + 1 per slot; 0 an empty slot. Keys are below 2^53, so key + 1 is exact. */
  private keys = new Float64Array(1 << FIRST_BITS);
  private depths = new Int16Array(1 << FIRST_BITS);
  private scores = new Float64Array(1 << FIRST_BITS);
  private bounds = new Uint8Array(1 << FIRST_BITS);
  private bests = new Int32Array(1 << FIRST_BITS);
  /** When each entry was last written (a count of writes). */
  private written = new Float64Array(1 << FIRST_BITS);
  private writes = 0;
  size = 0;

  /** What `find` found (valid until the next `find`). */
  depth = 0;
  score = 0;
  bound = 0;
  best = -1;

  constructor(limit: number) {
    this.limit = limit;
  }

  /** The slot of `key`, or the empty slot where it would go. */
  private slotOf(key: number): number {
    const mask = this.keys.length - 1;
    // The low 32 bits of the key, mixed; its high bits are as random as its low ones.
    let slot = Math.imul(key >>> 0, 0x9e3779b1) >>> (32 - this.bits);
    const stored = key + 1;
    for (;;) {
      const at = this.keys[slot]!;
      if (at === stored || at === 0) return slot;
      slot = (slot + 1) & mask;
    }
  }

  /** Whether `key` has an entry; if it has, its fields are read into depth, score, bound and best. */
  find(key: number): boolean {
    const slot = this.slotOf(key);
    if (this.keys[slot] === 0) return false;
    this.depth = this.depths[slot]!;
    this.score = this.scores[slot]!;
    this.bound = this.bounds[slot]!;
    this.best = this.bests[slot]!;
    return true;
  }

  /** Writes `key`'s entry (replacing any), as the one written last. */
  store(key: number, depth: number, score: number, bound: number, best: number): void {
    let slot = this.slotOf(key);
    if (this.keys[slot] === 0) {
      if ((this.size + 1) * 2 > this.keys.length) {
        this.rebuild(this.bits + 1, -1);
        slot = this.slotOf(key);
      }
      this.keys[slot] = key + 1;
      this.size++;
    }
    this.depths[slot] = depth;
    this.scores[slot] = score;
    this.bounds[slot] = bound;
    this.bests[slot] = best;
    this.written[slot] = ++this.writes;
  }

  /** Over the limit, drops the half written longest ago (the first ceil(limit / 2) in writing order). */
  trim(): void {
    if (this.size <= this.limit) return;
    const times = new Float64Array(this.size);
    let n = 0;
    for (let slot = 0; slot < this.keys.length; slot++) if (this.keys[slot] !== 0) times[n++] = this.written[slot]!;
    times.sort();
    this.rebuild(this.bits, times[Math.ceil(this.limit / 2) - 1]!);
  }

  /** New arrays of 2^bits slots with the entries written after `after`. */
  private rebuild(bits: number, after: number): void {
    const { keys, depths, scores, bounds, bests, written } = this;
    const size = 1 << bits;
    this.bits = bits;
    this.keys = new Float64Array(size);
    this.depths = new Int16Array(size);
    this.scores = new Float64Array(size);
    this.bounds = new Uint8Array(size);
    this.bests = new Int32Array(size);
    this.written = new Float64Array(size);
    this.size = 0;
    for (let old = 0; old < keys.length; old++) {
      if (keys[old] === 0 || written[old]! <= after) continue;
      const slot = this.slotOf(keys[old]! - 1);
      this.keys[slot] = keys[old]!;
      this.depths[slot] = depths[old]!;
      this.scores[slot] = scores[old]!;
      this.bounds[slot] = bounds[old]!;
      this.bests[slot] = bests[old]!;
      this.written[slot] = written[old]!;
      this.size++;
    }
  }
}
