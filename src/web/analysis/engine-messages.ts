/** What the analysis board and its engine worker (engine-worker.ts) say to each other. */

/** Page → worker: think about this position until told otherwise (the page ends the worker). */
export interface EngineRequest {
  readonly id: number;
  readonly variant: string;
  /** The position in the game's notation. */
  readonly position: string;
}

/** Worker → page: each finished depth, then the end. */
export type EngineReply =
  | {
      readonly type: 'info';
      readonly id: number;
      readonly depth: number;
      /** For the side to move, in hundredths of a plain piece; beyond ±(WIN − 64) a forced result. */
      readonly score: number;
      readonly nodes: number;
      readonly pv: readonly string[];
    }
  | { readonly type: 'done'; readonly id: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
