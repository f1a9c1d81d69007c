/** What the analysis board and its engine worker (engine-worker.ts) say to each other. */

/**
 * Page → worker. `analyse` drops whatever was being searched and deepens on this position
 * until told otherwise; `pause` holds the search where it is (the tab hidden, the reader's
 * Stop), `resume` goes on from there.
 */
export type EngineRequest =
  | {
      readonly type: 'analyse';
      readonly id: number;
      readonly variant: string;
      /** The position in the game's notation. */
      readonly position: string;
      /** How many best lines to find, 1 to 5. */
      readonly lines: number;
    }
  | { readonly type: 'pause' | 'resume' };

/** One of the best lines: its score and its moves in strict notation. */
export interface EngineLine {
  /** For the side to move, in hundredths of a plain piece; beyond ±(WIN − 64) a forced result. */
  readonly score: number;
  readonly pv: readonly string[];
}

/** Worker → page: a few times a second at most, the deepest finished depth's lines and the count so far; then the end. */
export type EngineReply =
  | {
      readonly type: 'info';
      readonly id: number;
      /** The deepest finished depth (0 until the first), and its lines, best first. */
      readonly depth: number;
      readonly lines: readonly EngineLine[];
      readonly nodes: number;
      /** Positions a second while searching (paused time not counted). */
      readonly nps: number;
    }
  | { readonly type: 'done'; readonly id: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
