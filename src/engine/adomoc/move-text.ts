/** A move as written, read but not yet judged: what the notation reader hands the explainer. */
import type { Square } from './types.ts';

/** What a move's text says, before it is checked against a position. */
export interface MoveText {
  readonly letter: 'F' | 'M' | 'S';
  /** `^` was written; when it is not, the piece on `from` decides. */
  readonly prime: boolean;
  readonly from: Square;
  /** CENTRE for a centring move (`*`). */
  readonly to: Square;
  readonly behaviour: 'none' | 'consume' | 'originate';
  readonly origin: Square | null;
}
