/** What the search (search.ts) is asked and what it answers: its limits, options, lines and result. */

export interface SearchLimits {
  /** Stop after this many positions. */
  readonly nodes?: number;
  /** Stop at this time (milliseconds on `now`'s clock). */
  readonly deadline?: number;
  /** Deepest iteration. */
  readonly depth?: number;
}

/** One of the best lines from the root: its score (as SearchInfo's) and its moves. */
export interface SearchLine {
  readonly score: number;
  readonly pv: readonly string[];
}

export interface SearchInfo {
  readonly depth: number;
  /** For the side to move at the root; beyond ±(WIN - MAX_PLY) a forced win or loss. */
  readonly score: number;
  readonly nodes: number;
  readonly ms: number;
  /** The principal variation in strict notation. */
  readonly pv: readonly string[];
  /** The iteration's best lines (`multiPv`, one by default), best first, each with its own first move; the first is score and pv. */
  readonly lines: readonly SearchLine[];
}

export interface SearchOptions {
  readonly limits: SearchLimits;
  /** Milliseconds; `performance.now` by default. */
  readonly now?: () => number;
  /** Told after each finished iteration. */
  readonly onInfo?: (info: SearchInfo) => void;
  /** Asked now and then: true stops the search with what it has. */
  readonly stopped?: () => boolean;
  /** Asked as often as `stopped`: true pauses `searchSteps` there (it yields), to be resumed. */
  readonly pause?: () => boolean;
  /** Per root move: a score offset (a weaker level's blur), by the move's index. */
  readonly rootNoise?: (index: number) => number;
  /** How much worse than level a draw is for the side searching (endScore); 0 by default. */
  readonly contempt?: number;
  /**
   * The game's positions before the root, in the game's notation (any order, the last
   * few dozen are plenty). A line that comes back to one of them, or to a position
   * earlier on the line itself, is scored as a draw: neither game has a repetition rule,
   * but going round in a circle gets nowhere, and without this a side that stands better
   * shuffled one piece to and fro until the 300th ply instead of finding a way on.
   */
  readonly earlier?: readonly string[];
  /** Null-move pruning and late-move reductions (above); by default where the game's evaluation prunes. */
  readonly pruning?: boolean;
  /**
   * How many best lines to find (1 by default): the best `multiPv` root moves are given
   * exact scores, and each finished iteration's info carries them as `lines`.
   */
  readonly multiPv?: number;
}

export interface SearchResult<M> extends SearchInfo {
  readonly move: M;
  readonly notation: string;
  /** Every root move with its last score, best first (for a weaker level's choice). */
  readonly ranked: readonly { readonly move: M; readonly score: number }[];
}
