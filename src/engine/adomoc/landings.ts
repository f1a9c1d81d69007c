/**
 * The interface helper: where the piece on a space may land, and for each origination
 * the origin spaces to choose from. Board interfaces show these and send back a move;
 * they hold no rules of their own.
 */
import { legalMoves, legalMovesFrom, type Move, type MoveKind } from './moves.ts';
import type { Position } from './position.ts';
import type { Square, Variant } from './types.ts';

export interface Landing {
  readonly to: Square;
  readonly kind: MoveKind;
  /** For an origination, every origin space the player may choose; else empty. */
  readonly origins: readonly Square[];
  /** The legal moves this landing stands for (one per origin space for an origination). */
  readonly moves: readonly Move[];
}

export const landingsFrom = (position: Position, variant: Variant, from: Square): Landing[] => {
  const byTarget = new Map<Square, Move[]>();
  for (const move of legalMovesFrom(position, variant, from)) {
    const moves = byTarget.get(move.to);
    if (moves) moves.push(move);
    else byTarget.set(move.to, [move]);
  }
  return Array.from(byTarget, ([to, moves]) => ({
    to,
    kind: moves[0]!.kind,
    origins: moves.flatMap((move) => (move.origin === null ? [] : [move.origin])),
    moves,
  }));
};

/** The spaces whose pieces can move now: where an interface lets a player start. */
export const movableFrom = (position: Position, variant: Variant): Square[] =>
  [...new Set(legalMoves(position, variant).map((move) => move.from))].sort((a, b) => a - b);
