/**
 * Legal move generation on raw boards: the hot path behind legalMoves, perft and the
 * interface helpers. Moves are packed into integers (see encodeMove) and written into
 * a caller's Int32Array, so nothing is allocated per move.
 */
import { ADJACENT, ADJACENT_COUNT, MAX_RAY, ORIGIN_SPACES, RAYS, RAY_LENGTH, RING_SQUARES } from './board.ts';
import { CENTRE, DARK, FOOT, MOON, PRIME, SUN, TYPE_MASK } from './types.ts';

export const KIND_MOVE = 0;
export const KIND_CONSUME = 1;
export const KIND_ORIGINATE = 2;
export const KIND_CENTRE = 3;
export const NO_SQUARE = 127;

/** from: bits 0–6, to: 7–13, origin: 14–20 (127 when none), kind: 21–22. */
export const encodeMove = (from: number, to: number, origin: number, kind: number): number =>
  from | (to << 7) | (origin << 14) | (kind << 21);
export const moveFrom = (m: number): number => m & 127;
export const moveTo = (m: number): number => (m >> 7) & 127;
export const moveOrigin = (m: number): number => (m >> 14) & 127;
export const moveKind = (m: number): number => (m >> 21) & 3;

/** Everything generation needs besides the board; `turn` is 0 (Light) or DARK. */
export interface GenerationRules {
  readonly turn: number;
  /** The reverse bar: no origination from `barFrom` onto `barOnto`; -1 when none. */
  readonly barFrom: number;
  readonly barOnto: number;
  readonly infinite: boolean;
}

/**
 * More moves than any position holds: 80 pieces cannot each have more than 80 landings
 * with 5 origin choices, and real positions stay in the low hundreds.
 */
export const MOVE_BUFFER_SIZE = 1 << 15;

/** Whether the foot on `sq` (of breed bit `footBreed`) stands next to a sun of the other breed. */
export const isHeld = (board: Uint8Array, sq: number, footBreed: number): boolean => {
  const enemySun = SUN | (footBreed ^ DARK);
  const base = sq * 8;
  for (let i = 0, n = ADJACENT_COUNT[sq]!; i < n; i++) {
    if ((board[ADJACENT[base + i]!]! & (TYPE_MASK | DARK)) === enemySun) return true;
  }
  return false;
};

/**
 * The state of primes for `turn`: a prime foot and a prime moon (either breed) on
 * cycle 8, at least one of those the player's own.
 */
export const inStateOfPrimes = (board: Uint8Array, turn: number): boolean => {
  let primeFoot = false;
  let primeMoon = false;
  let own = false;
  for (let sq = 70; sq < RING_SQUARES; sq++) {
    const code = board[sq]!;
    if (!(code & PRIME)) continue;
    const type = code & TYPE_MASK;
    if (type === SUN) continue;
    if (type === FOOT) primeFoot = true;
    else primeMoon = true;
    if ((code & DARK) === turn) own = true;
  }
  return primeFoot && primeMoon && own;
};

// Marks the landings already produced for the piece being generated, so a space
// reached two ways (both ways round a cycle; both spirals five steps away) is one move.
const reached = new Uint32Array(RING_SQUARES + 1);
let reachedStamp = 0;

const nextStamp = (): number => {
  reachedStamp = (reachedStamp + 1) >>> 0;
  if (reachedStamp === 0) {
    reached.fill(0);
    reachedStamp = 1;
  }
  return reachedStamp;
};

/**
 * Writes the legal moves of `rules.turn` into `out` from index `count` on and returns the
 * new count. With `onlyFrom` ≥ 0, only that space's piece is generated. With
 * `ontoPieces`, only the moves that land on a piece or centre (consumptions,
 * originations, centring), in the same order: what a search's quiescence follows,
 * without writing the many moves onto empty spaces it would throw away.
 */
export const generateMoves = (
  board: Uint8Array,
  rules: GenerationRules,
  out: Int32Array,
  count = 0,
  onlyFrom = -1,
  ontoPieces = false,
): number => {
  const { turn, barFrom, barOnto, infinite } = rules;
  let n = count;
  let primesState = -1;
  const first = Math.max(onlyFrom, 0);
  const last = onlyFrom >= 0 ? onlyFrom + 1 : RING_SQUARES;
  for (let sq = first; sq < last; sq++) {
    const piece = board[sq]!;
    if (piece === 0 || (piece & DARK) !== turn) continue;
    const type = piece & TYPE_MASK;
    if (type === FOOT && isHeld(board, sq, turn)) continue;
    const prime = (piece & PRIME) !== 0;
    const limit = prime ? 3 : MAX_RAY;
    const firstDirection = type === MOON ? 4 : 0;
    const lastDirection = type === FOOT ? 4 : 8;
    const stamp = nextStamp();
    for (let dir = firstDirection; dir < lastDirection; dir++) {
      const base = (sq * 8 + dir) * MAX_RAY;
      let length = RAY_LENGTH[sq * 8 + dir]!;
      if (length > limit) length = limit;
      for (let k = 0; k < length; k++) {
        const to = RAYS[base + k]!;
        const target = board[to]!;
        const fresh = reached[to] !== stamp;
        reached[to] = stamp;
        if (target === 0) {
          if (fresh && !ontoPieces) out[n++] = encodeMove(sq, to, NO_SQUARE, KIND_MOVE);
          continue;
        }
        if (!fresh) break;
        if ((target & TYPE_MASK) === type) {
          // Only a prime consumes, only an opponent's non-prime of its own type.
          if (prime && !infinite && !(target & PRIME) && (target & DARK) !== turn) {
            out[n++] = encodeMove(sq, to, NO_SQUARE, KIND_CONSUME);
          }
        } else if (
          (!(target & PRIME) || prime || (type === MOON && !infinite)) &&
          !(sq === barFrom && to === barOnto)
        ) {
          // The space the mover leaves counts as free; the landing space does not.
          const origins = (target & (DARK | TYPE_MASK)) * 5;
          for (let i = 0; i < 5; i++) {
            const origin = ORIGIN_SPACES[origins + i]!;
            if (board[origin] === 0 || origin === sq) out[n++] = encodeMove(sq, to, origin, KIND_ORIGINATE);
          }
        }
        break;
      }
    }
    if (type === SUN && prime && sq >= 50 && board[CENTRE] === 0) {
      // Centring: inward along the column, at most 3 steps, in a state of primes.
      let clear = true;
      for (let on = sq + 10; on < RING_SQUARES; on += 10) if (board[on] !== 0) clear = false;
      if (clear) {
        if (primesState < 0) primesState = inStateOfPrimes(board, turn) ? 1 : 0;
        if (primesState) out[n++] = encodeMove(sq, CENTRE, NO_SQUARE, KIND_CENTRE);
      }
    }
  }
  return n;
};
