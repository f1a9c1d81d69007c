/** Moves as values, and the legal moves of a position. */
import {
  KIND_CENTRE,
  KIND_CONSUME,
  KIND_MOVE,
  KIND_ORIGINATE,
  MOVE_BUFFER_SIZE,
  NO_SQUARE,
  encodeMove,
  generateMoves,
  isHeld,
  moveFrom,
  moveKind,
  moveOrigin,
  moveTo,
  type GenerationRules,
} from './movegen.ts';
import { MAX_RAY, RAYS, RAY_LENGTH } from './board.ts';
import type { Position } from './position.ts';
import { DARK, FOOT, MOON, TYPE_MASK, type PieceCode, type Square, type Variant } from './types.ts';

export const MOVE_KINDS = ['move', 'consume', 'originate', 'centre'] as const;
/** move: onto an empty space; consume and originate: onto a piece; centre: the winning move. */
export type MoveKind = (typeof MOVE_KINDS)[number];

export interface Move {
  readonly piece: PieceCode;
  readonly from: Square;
  /** The landing space; CENTRE for a centring move. */
  readonly to: Square;
  readonly kind: MoveKind;
  /** For an origination, the origin space the landed-on piece is sent to. */
  readonly origin: Square | null;
}

export const generationRules = (position: Position, variant: Variant): GenerationRules => ({
  turn: position.turn === 'dark' ? DARK : 0,
  barFrom: position.reverse ? position.reverse.originated : -1,
  barOnto: position.reverse ? position.reverse.originator : -1,
  infinite: variant === 'infinite',
});

// By name, not MOVE_KINDS.indexOf: the search packs every move it orders.
const KIND_CODES: Readonly<Record<MoveKind, number>> = {
  move: KIND_MOVE,
  consume: KIND_CONSUME,
  originate: KIND_ORIGINATE,
  centre: KIND_CENTRE,
};

export const packMove = (move: Move): number =>
  encodeMove(move.from, move.to, move.origin ?? NO_SQUARE, KIND_CODES[move.kind]);

export const unpackMove = (board: Uint8Array, m: number): Move => {
  const origin = moveOrigin(m);
  return {
    piece: board[moveFrom(m)]!,
    from: moveFrom(m),
    to: moveTo(m),
    kind: MOVE_KINDS[moveKind(m)]!,
    origin: origin === NO_SQUARE ? null : origin,
  };
};

const scratch = new Int32Array(MOVE_BUFFER_SIZE);

/** The moves generateMoves writes, as values; with `movers`, only those of the pieces it accepts. */
const generatedMoves = (
  position: Position,
  variant: Variant,
  onlyFrom = -1,
  ontoPieces = false,
  movers?: (piece: PieceCode) => boolean,
): Move[] => {
  const { board } = position;
  if (board[80]) return [];
  const rules = generationRules(position, variant);
  let n = 0;
  if (!movers) n = generateMoves(board, rules, scratch, 0, onlyFrom, ontoPieces);
  else
    for (let sq = 0; sq < 80; sq++) {
      const piece = board[sq]!;
      if (piece !== 0 && (piece & DARK) === rules.turn && movers(piece))
        n = generateMoves(board, rules, scratch, n, sq, ontoPieces);
    }
  const moves = new Array<Move>(n);
  for (let i = 0; i < n; i++) moves[i] = unpackMove(board, scratch[i]!);
  return moves;
};

/** Every legal move of the player to move; none once the game is centred. */
export const legalMoves = (position: Position, variant: Variant): Move[] => generatedMoves(position, variant);

/**
 * The legal moves that land on a piece or centre (consumptions, originations, centring),
 * in legalMoves' order: a search's quiescence needs only these. With `movers`, only the
 * moves of the pieces (by code) it accepts, still in that order.
 */
export const movesOntoPieces = (position: Position, variant: Variant, movers?: (piece: PieceCode) => boolean): Move[] =>
  generatedMoves(position, variant, -1, true, movers);

/** The legal moves of the piece on `from` (none if it is not the mover's). */
export const legalMovesFrom = (position: Position, variant: Variant, from: Square): Move[] =>
  from < 0 || from >= 80 ? [] : generatedMoves(position, variant, from);

export const countLegalMoves = (position: Position, variant: Variant): number =>
  position.board[80] ? 0 : generateMoves(position.board, generationRules(position, variant), scratch, 0);

/**
 * Piece by piece, stopping at the first with a move: asked after every move played (a
 * player without a move loses), where making every move first cost the search a third
 * of its time.
 */
export const hasLegalMove = (position: Position, variant: Variant): boolean => {
  const { board } = position;
  if (board[80]) return false;
  const rules = generationRules(position, variant);
  for (let sq = 0; sq < 80; sq++) {
    const piece = board[sq]!;
    if (piece === 0 || (piece & DARK) !== rules.turn) continue;
    // A step onto an empty neighbour along one of the piece's lines is always a move
    // (unless a foot is held), and nearly every piece has one: no need to make its moves.
    const type = piece & TYPE_MASK;
    if (type !== FOOT || !isHeld(board, sq, rules.turn)) {
      const last = type === FOOT ? 4 : 8;
      for (let dir = type === MOON ? 4 : 0; dir < last; dir++)
        if (RAY_LENGTH[sq * 8 + dir]! > 0 && board[RAYS[(sq * 8 + dir) * MAX_RAY]!] === 0) return true;
    }
    if (generateMoves(board, rules, scratch, 0, sq) > 0) return true;
  }
  return false;
};

export const sameMove = (a: Move, b: Move): boolean =>
  a.from === b.from && a.to === b.to && a.kind === b.kind && a.origin === b.origin;

export const isLegal = (position: Position, variant: Variant, move: Move): boolean =>
  legalMovesFrom(position, variant, move.from).some((legal) => sameMove(legal, move) && legal.piece === move.piece);
