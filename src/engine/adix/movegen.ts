/**
 * Legal move generation on raw boards: the hot path behind legalMoves, perft and the
 * interface helpers. Moves are packed into integers (see encodeMove) and written into
 * a caller's Int32Array, so nothing is allocated per move.
 */
import { BEATS } from './cube.ts';
import { MAX_RAY, RAYS, RAY_LENGTH } from './board.ts';
import { BLACK, CAPTAIN, FACE_MASK, SHELTER, SQUARE_COUNT } from './types.ts';

export const KIND_SLIDE = 0;
export const KIND_CAPTURE = 1;
export const KIND_TIP = 2;
export const KIND_CLOCKWISE = 3;
export const KIND_ANTICLOCKWISE = 4;

/** from: bits 0–6, to: 7–13 (a pivot's own square), kind: 14–16. */
export const encodeMove = (from: number, to: number, kind: number): number => from | (to << 7) | (kind << 14);
export const moveFrom = (m: number): number => m & 127;
export const moveTo = (m: number): number => (m >> 7) & 127;
export const moveKind = (m: number): number => (m >> 14) & 7;

/** Everything generation needs besides the board. */
export interface GenerationRules {
  /** 0 (White) or BLACK. */
  readonly turn: number;
  /** The square whose piece the mover has pivoted twice in a row and may not pivot now; -1 when none. */
  readonly pivotBar: number;
}

/**
 * More moves than any position holds: ten pieces, each with at most 4 tips, 2 pivots
 * and 32 slides (a rock teammate in the middle of an empty board).
 */
export const MOVE_BUFFER_SIZE = 512;

/** The slide directions of each weapon on top: rock all eight, paper 0–3, scissors 4–7. */
const FIRST_DIRECTION = new Int8Array([0, 0, 4, 0]);
const END_DIRECTION = new Int8Array([8, 4, 8, 0]);

/**
 * Writes the legal moves of `rules.turn` into `out` from index `count` on and returns the
 * new count. With `onlyFrom` ≥ 0, only that square's piece is generated; with
 * `capturesOnly`, only captures, in the same order (a search's quiescence follows only
 * these). The caller decides whether the game is already over (no moves are generated
 * then).
 */
export const generateMoves = (
  board: Uint8Array,
  rules: GenerationRules,
  out: Int32Array,
  count = 0,
  onlyFrom = -1,
  capturesOnly = false,
): number => {
  const { turn, pivotBar } = rules;
  let n = count;
  const first = Math.max(onlyFrom, 0);
  const last = onlyFrom >= 0 ? onlyFrom + 1 : SQUARE_COUNT;
  for (let sq = first; sq < last; sq++) {
    const piece = board[sq]!;
    if (piece === 0 || (piece & BLACK) !== turn) continue;
    // Tips: onto an orthogonally adjacent empty square, never a capture.
    for (let dir = 0; dir < 4 && !capturesOnly; dir++) {
      if (RAY_LENGTH[sq * 8 + dir] === 0) continue;
      const to = RAYS[(sq * 8 + dir) * MAX_RAY]!;
      if (board[to] === 0) out[n++] = sq | (to << 7) | (KIND_TIP << 14);
    }
    const top = piece & FACE_MASK;
    // Under shelter a piece only tips.
    if (top === SHELTER) continue;
    if (sq !== pivotBar && !capturesOnly) {
      out[n++] = sq | (sq << 7) | (KIND_CLOCKWISE << 14);
      out[n++] = sq | (sq << 7) | (KIND_ANTICLOCKWISE << 14);
    }
    const limit = piece & CAPTAIN ? 1 : MAX_RAY;
    const beaten = top * 4;
    for (let dir = FIRST_DIRECTION[top]!, end = END_DIRECTION[top]!; dir < end; dir++) {
      const base = (sq * 8 + dir) * MAX_RAY;
      let length = RAY_LENGTH[sq * 8 + dir]!;
      if (length > limit) length = limit;
      for (let k = 0; k < length; k++) {
        const to = RAYS[base + k]!;
        const target = board[to]!;
        if (target === 0) {
          if (!capturesOnly) out[n++] = sq | (to << 7);
          continue;
        }
        // Own pieces, shelters and equal or stronger weapons all block.
        if ((target & BLACK) !== turn && BEATS[beaten + (target & FACE_MASK)])
          out[n++] = sq | (to << 7) | (KIND_CAPTURE << 14);
        break;
      }
    }
  }
  return n;
};
