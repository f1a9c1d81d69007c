/** A move as written, read but not yet judged: what the notation reader hands the explainer. */
import type { Rotation } from './moves.ts';
import type { Face, Square } from './types.ts';

export const ACTIONS = ['slide', 'tip', 'capture', 'pivot'] as const;
/** What the text says is done: `-`, `/`, `X`, or `)` / `(`. */
export type Action = (typeof ACTIONS)[number];

/** What a move's text says, before it is checked against a position. */
export interface MoveText {
  /** `*` was written before the piece. */
  readonly captain: boolean;
  /** The face written for the moving piece (`A` for `^`), or null when left out. */
  readonly face: Face | null;
  readonly from: Square;
  readonly action: Action;
  /** The landing square; for a pivot, `from`. */
  readonly to: Square;
  readonly rotation: Rotation | null;
  /** For a capture: `*` written before the captured piece, and the face written for it (null when left out). */
  readonly capturedCaptain: boolean;
  readonly capturedFace: Face | null;
}
