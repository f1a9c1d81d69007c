/** Playing a move: the new position, what happened, and whether the game is over. */
import { orthogonalDirection, squareName } from './board.ts';
import { PIVOTED, TIPPED } from './cube.ts';
import type { GameEvent } from './events.ts';
import { isDecisiveCapture } from './material.ts';
import { hasLegalMove, isLegal, type Move } from './moves.ts';
import type { EndReason, Outcome } from './outcome.ts';
import { QUIET_LIMIT, type PivotStreak, type Position } from './position.ts';
import { failure, ok, type EngineError, type Result } from '../result.ts';
import { CAPTAIN, FACES, opposite, pieceOf, topOf, type PieceCode } from './types.ts';

export interface Played {
  readonly position: Position;
  readonly events: readonly GameEvent[];
  /** Set when this move ended the game. */
  readonly outcome: Outcome | null;
}

export type PlayError = EngineError<'ERR_GAME_OVER' | 'ERR_ILLEGAL'>;

/** The piece after the move: tipped and pivoted cubes turn, sliding ones keep their orientation. */
export const movedPiece = (move: Move): PieceCode => {
  if (move.kind === 'tip') return TIPPED[orthogonalDirection(move.from, move.to) * 256 + move.piece]!;
  if (move.kind === 'pivot') return PIVOTED[(move.rotation === 'anticlockwise' ? 256 : 0) + move.piece]!;
  return move.piece;
};

/** The mover's pivot run after its move: longer for another pivot of the same piece, else restarted or ended. */
const moverStreak = (streak: PivotStreak | null, move: Move): PivotStreak | null => {
  if (move.kind !== 'pivot') return null;
  return streak?.square === move.from
    ? { square: move.from, count: streak.count + 1 }
    : { square: move.from, count: 1 };
};

/**
 * The position after a move, with no legality check: callers pass legal moves only.
 * `board` is a copy of the position's board for the new position to own (as in Adomoc's
 * applyMove): a fresh one by default.
 */
export const applyMove = (position: Position, move: Move, board: Uint8Array = position.board.slice()): Position => {
  board[move.from] = 0;
  board[move.to] = movedPiece(move);
  const slid = move.kind === 'slide' || move.kind === 'capture';
  const mover = position.turn;
  return {
    board,
    turn: opposite(mover),
    // A side's pivot run is a fact about its own turns: only its own moves change it, even
    // when the opponent captures the piece it names (the entry can then bar nothing).
    pivots:
      mover === 'white'
        ? { white: moverStreak(position.pivots.white, move), black: position.pivots.black }
        : { white: position.pivots.white, black: moverStreak(position.pivots.black, move) },
    quiet: slid ? 0 : position.quiet + 1,
    moveNumber: mover === 'black' ? position.moveNumber + 1 : position.moveNumber,
  };
};

/**
 * How a legal move played from `before` to `after` ends the game, if it does. The ply
 * that makes thirty in a row without a slide draws before anything else is checked.
 */
export const outcomeAfter = (before: Position, move: Move, after: Position): Outcome | null => {
  if (after.quiet >= QUIET_LIMIT) return { winner: null, reason: 'no-slides' };
  if (move.captured !== null && isDecisiveCapture(before.board, move.captured)) {
    const reason: EndReason = move.captured & CAPTAIN ? 'captain-captured' : 'last-teammate-captured';
    return { winner: before.turn, reason };
  }
  if (!hasLegalMove(after)) return { winner: before.turn, reason: 'no-moves' };
  return null;
};

const moveEvent = (move: Move, after: Position): GameEvent => {
  const piece = pieceOf(move.piece);
  const from = squareName(move.from);
  switch (move.kind) {
    case 'slide':
    case 'capture':
      return { type: 'slid', piece, from, to: squareName(move.to) };
    case 'tip':
      return { type: 'tipped', piece, from, to: squareName(move.to), top: FACES[topOf(after.board[move.to]!)]! };
    case 'pivot':
      return { type: 'pivoted', piece, on: from, rotation: move.rotation ?? 'clockwise' };
  }
};

/** Plays a legal move; an illegal one is refused and nothing changes. */
export const play = (position: Position, move: Move): Result<Played, PlayError> => {
  if (!hasLegalMove(position)) return failure('ERR_GAME_OVER', 'the game is over: no move can be played');
  if (!isLegal(position, move))
    return failure('ERR_ILLEGAL', `that ${move.kind} from ${squareName(move.from)} is not legal here`);
  const after = applyMove(position, move);
  const events: GameEvent[] = [moveEvent(move, after)];
  if (move.captured !== null) events.push({ type: 'captured', piece: pieceOf(move.captured), on: squareName(move.to) });
  const outcome = outcomeAfter(position, move, after);
  if (outcome) events.push({ type: 'game-over', ...outcome });
  return ok({ position: after, events, outcome });
};
