/**
 * What a seat keeps for itself in a game: private notes and saved analysis
 * (docs/api.md, "Notes and analysis"). The wire format both the server and the browser
 * read, written out here like game-state.ts.
 */

/** Notes are plain text of at most this many bytes (UTF-8). */
export const NOTES_MAX_BYTES = 10 * 1024;

/** A seat's saved analysis holds at most this many moves, all variations together. */
export const ANALYSIS_MAX_MOVES = 5_000;

/** One move of a variation and the moves that may follow it, the first the main continuation. */
export interface AnalysisNode {
  readonly move: string;
  readonly next?: readonly AnalysisNode[];
}

/** Variations from the position after `ply` moves of the game. */
export interface AnalysisBranch {
  readonly ply: number;
  readonly moves: readonly AnalysisNode[];
}

export interface NotesView {
  readonly text: string;
  /** ISO time of the last save; null when nothing was saved. */
  readonly updated: string | null;
}

export interface AnalysisView {
  readonly branches: readonly AnalysisBranch[];
  /** Moves in all branches together, and the most a seat may keep. */
  readonly moves: number;
  readonly limit: number;
  readonly updated: string | null;
}

/** A seat's conditional moves (`GET /api/games/:id/conditional`). */
export interface ConditionalView {
  /** The moves played when they were saved: they answer the opponent's next move. */
  readonly ply: number;
  /** Each line: the opponent's move, your reply, and so on, in strict notation. */
  readonly lines: readonly (readonly string[])[];
  readonly updated: string | null;
}
