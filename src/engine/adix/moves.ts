/** Moves as values, and the legal moves of a position. */
import { captainSquare } from './material.ts';
import {
  KIND_ANTICLOCKWISE,
  KIND_CAPTURE,
  KIND_CLOCKWISE,
  KIND_SLIDE,
  KIND_TIP,
  MOVE_BUFFER_SIZE,
  encodeMove,
  generateMoves,
  moveFrom,
  moveKind,
  moveTo,
  type GenerationRules,
} from './movegen.ts';
import { QUIET_LIMIT, pivotBarOf, type Position } from './position.ts';
import { BLACK, SQUARE_COUNT, sideBit, type PieceCode, type Square } from './types.ts';

export const MOVE_KINDS = ['slide', 'capture', 'tip', 'pivot'] as const;
/** slide: onto an empty square; capture: a slide onto an enemy piece; tip: a roll one square; pivot: a quarter turn in place. */
export type MoveKind = (typeof MOVE_KINDS)[number];

export const ROTATIONS = ['clockwise', 'anticlockwise'] as const;
/** Seen from above: clockwise is `)` ("right"), anticlockwise `(` ("left"). */
export type Rotation = (typeof ROTATIONS)[number];

export interface Move {
  /** The moving piece, as it stands before the move. */
  readonly piece: PieceCode;
  readonly from: Square;
  /** The landing square; a pivot's own square. */
  readonly to: Square;
  readonly kind: MoveKind;
  /** For a pivot, which way it turns; else null. */
  readonly rotation: Rotation | null;
  /** For a capture, the piece taken; else null. */
  readonly captured: PieceCode | null;
}

/**
 * Whether the board has already ended the game: 30 plies in a row without a slide (a
 * draw), or a side's captain captured. A side left without a legal move is the other
 * ending the board decides, found by generating moves.
 */
export const isFinished = (position: Position): boolean =>
  position.quiet >= QUIET_LIMIT || captainSquare(position.board, 0) < 0 || captainSquare(position.board, BLACK) < 0;

export const generationRules = (position: Position): GenerationRules => ({
  turn: sideBit(position.turn),
  pivotBar: pivotBarOf(position, position.turn),
});

const KIND_CODES: Readonly<Record<MoveKind, number>> = {
  slide: KIND_SLIDE,
  capture: KIND_CAPTURE,
  tip: KIND_TIP,
  pivot: KIND_CLOCKWISE,
};

export const packMove = (move: Move): number =>
  encodeMove(
    move.from,
    move.to,
    move.kind === 'pivot' && move.rotation === 'anticlockwise' ? KIND_ANTICLOCKWISE : KIND_CODES[move.kind],
  );

export const unpackMove = (board: Uint8Array, m: number): Move => {
  const from = moveFrom(m);
  const to = moveTo(m);
  const kind = moveKind(m);
  return {
    piece: board[from]!,
    from,
    to,
    kind: kind >= KIND_CLOCKWISE ? 'pivot' : MOVE_KINDS[kind]!,
    rotation: kind === KIND_CLOCKWISE ? 'clockwise' : kind === KIND_ANTICLOCKWISE ? 'anticlockwise' : null,
    captured: kind === KIND_CAPTURE ? board[to]! : null,
  };
};

const scratch = new Int32Array(MOVE_BUFFER_SIZE);

const generatedMoves = (position: Position, onlyFrom = -1, capturesOnly = false): Move[] => {
  if (isFinished(position)) return [];
  const n = generateMoves(position.board, generationRules(position), scratch, 0, onlyFrom, capturesOnly);
  const moves = new Array<Move>(n);
  for (let i = 0; i < n; i++) moves[i] = unpackMove(position.board, scratch[i]!);
  return moves;
};

/** Every legal move of the player to move; none once the game is over on the board. */
export const legalMoves = (position: Position): Move[] => generatedMoves(position);

/** The legal captures, in legalMoves' order: a search's quiescence needs only these. */
export const legalCaptures = (position: Position): Move[] => generatedMoves(position, -1, true);

/** The legal moves of the piece on `from` (none if it is not the mover's). */
export const legalMovesFrom = (position: Position, from: Square): Move[] =>
  from < 0 || from >= SQUARE_COUNT || !Number.isInteger(from) ? [] : generatedMoves(position, from);

export const countLegalMoves = (position: Position): number =>
  isFinished(position) ? 0 : generateMoves(position.board, generationRules(position), scratch, 0);

/**
 * Piece by piece, stopping at the first with a move: asked after every move played (a
 * player without a move loses), where making every move first was a search's largest
 * cost.
 */
export const hasLegalMove = (position: Position): boolean => {
  if (isFinished(position)) return false;
  const { board } = position;
  const rules = generationRules(position);
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const piece = board[sq]!;
    if (piece !== 0 && (piece & BLACK) === rules.turn && generateMoves(board, rules, scratch, 0, sq) > 0) return true;
  }
  return false;
};

export const sameMove = (a: Move, b: Move): boolean =>
  a.from === b.from && a.to === b.to && a.kind === b.kind && a.rotation === b.rotation;

export const isLegal = (position: Position, move: Move): boolean =>
  legalMovesFrom(position, move.from).some(
    (legal) => sameMove(legal, move) && legal.piece === move.piece && legal.captured === move.captured,
  );
