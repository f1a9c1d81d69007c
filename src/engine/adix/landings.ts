/**
 * The interface helper: where the piece on a square can go, and what it can do there.
 * Board interfaces show these and send back a move; they hold no rules of their own.
 */
import { generateMoves, moveFrom, MOVE_BUFFER_SIZE } from './movegen.ts';
import { generationRules, isFinished, legalMovesFrom, type Move, type MoveKind } from './moves.ts';
import type { Position } from './position.ts';
import type { Square } from './types.ts';

export interface Landing {
  /** The target square; a pivot's target is the piece's own square. */
  readonly to: Square;
  /** The kinds of move onto this square (a slide and a tip can share one; both pivots share their square). */
  readonly kinds: readonly MoveKind[];
  /** The legal moves this landing stands for. */
  readonly moves: readonly Move[];
}

export const landingsFrom = (position: Position, from: Square): Landing[] => {
  const byTarget = new Map<Square, Move[]>();
  for (const move of legalMovesFrom(position, from)) {
    const moves = byTarget.get(move.to);
    if (moves) moves.push(move);
    else byTarget.set(move.to, [move]);
  }
  return Array.from(byTarget, ([to, moves]) => ({ to, kinds: [...new Set(moves.map((move) => move.kind))], moves }));
};

const scratch = new Int32Array(MOVE_BUFFER_SIZE);

/** The squares whose pieces can move now, in square order: where an interface lets a player start. */
export const movableFrom = (position: Position): Square[] => {
  if (isFinished(position)) return [];
  const n = generateMoves(position.board, generationRules(position), scratch, 0);
  const squares = new Set<Square>();
  for (let i = 0; i < n; i++) squares.add(moveFrom(scratch[i]!));
  return [...squares].sort((a, b) => a - b);
};
