/** Playing a move: the new position, what happened, and whether the game is over. */
import { squareName } from './board.ts';
import { ringName, type GameEvent } from './events.ts';
import { isHeld } from './movegen.ts';
import { isLegal, type Move } from './moves.ts';
import { outcomeOf, type Outcome } from './outcome.ts';
import type { Position } from './position.ts';
import { failure, ok, type EngineError, type Result } from '../result.ts';
import { ADJACENT, ADJACENT_COUNT } from './board.ts';
import { CENTRE, DARK, FOOT, SUN, TYPE_MASK, opposite, pieceOf, type Square, type Variant } from './types.ts';

export interface Played {
  readonly position: Position;
  readonly events: readonly GameEvent[];
  /** Set when this move ended the game. */
  readonly outcome: Outcome | null;
}

export type PlayError = EngineError<'ERR_GAME_OVER' | 'ERR_ILLEGAL'>;

/**
 * The position after a move, with no legality check: callers pass legal moves only.
 * `board` is a copy of the position's board for the new position to own: a fresh one by
 * default, or one the caller made more cheaply (the search's, board-copies.ts).
 */
export const applyMove = (position: Position, move: Move, board: Uint8Array = position.board.slice()): Position => {
  const target = board[move.to]!;
  board[move.from] = 0;
  board[move.to] = move.piece;
  if (move.kind === 'originate' && move.origin !== null) board[move.origin] = target;
  return {
    board,
    turn: opposite(position.turn),
    reverse:
      move.kind === 'originate' && move.origin !== null ? { originator: move.to, originated: move.origin } : null,
    round: position.turn === 'dark' ? position.round + 1 : position.round,
  };
};

/** Every held foot (either breed) and the squares of the suns holding it. */
export const heldFeet = (board: Uint8Array): Map<Square, Square[]> => {
  const held = new Map<Square, Square[]>();
  for (let sq = 0; sq < 80; sq++) {
    const code = board[sq]!;
    if ((code & TYPE_MASK) !== FOOT || !isHeld(board, sq, code & DARK)) continue;
    const by: Square[] = [];
    for (let i = 0; i < ADJACENT_COUNT[sq]!; i++) {
      const near = ADJACENT[sq * 8 + i]!;
      if ((board[near]! & (TYPE_MASK | DARK)) === (SUN | ((code & DARK) ^ DARK))) by.push(near);
    }
    held.set(
      sq,
      by.sort((a, b) => a - b),
    );
  }
  return held;
};

const attractionEvents = (before: Position, after: Position, move: Move): GameEvent[] => {
  // Follow each foot held before to where it stands now; a consumed foot is gone.
  const wasHeld = new Set<Square>();
  for (const sq of heldFeet(before.board).keys()) {
    if (sq === move.to && move.kind === 'consume') continue;
    wasHeld.add(sq === move.to && move.origin !== null ? move.origin : sq);
  }
  const nowHeld = heldFeet(after.board);
  const events: GameEvent[] = [];
  for (const [sq, by] of nowHeld)
    if (!wasHeld.has(sq))
      events.push({ type: 'held', piece: pieceOf(after.board[sq]!), on: ringName(sq), by: by.map(ringName) });
  for (const sq of wasHeld)
    if (!nowHeld.has(sq)) events.push({ type: 'released', piece: pieceOf(after.board[sq]!), on: ringName(sq) });
  return events;
};

/** Plays a legal move; an illegal one is refused and nothing changes. */
export const play = (position: Position, variant: Variant, move: Move): Result<Played, PlayError> => {
  if (position.board[CENTRE]) return failure('ERR_GAME_OVER', 'the game is over: it has been centred');
  if (!isLegal(position, variant, move))
    return failure('ERR_ILLEGAL', `the move from ${squareName(move.from)} to ${squareName(move.to)} is not legal here`);
  const after = applyMove(position, move);
  const events: GameEvent[] = [];
  const piece = pieceOf(move.piece);
  if (move.kind === 'centre') events.push({ type: 'centred', piece, from: ringName(move.from) });
  else events.push({ type: 'moved', piece, from: ringName(move.from), to: ringName(move.to) });
  const target = position.board[move.to]!;
  if (move.kind === 'consume') events.push({ type: 'consumed', piece: pieceOf(target), on: ringName(move.to) });
  if (move.kind === 'originate' && move.origin !== null)
    events.push({ type: 'originated', piece: pieceOf(target), from: ringName(move.to), to: ringName(move.origin) });
  events.push(...attractionEvents(position, after, move));
  const outcome = outcomeOf(after, variant);
  if (outcome) events.push({ type: 'game-over', ...outcome });
  return ok({ position: after, events, outcome });
};
