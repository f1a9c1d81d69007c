/**
 * perft: the number of leaf nodes of the legal-move tree, the standard check of a move
 * generator. It plays and takes back moves on one board instead of building positions.
 * A move that ends the game (a winning capture, the thirtieth ply without a slide) is a
 * leaf only at depth 1: nothing is played after it.
 */
import { PIVOTED, TIPPED } from './cube.ts';
import {
  KIND_ANTICLOCKWISE,
  KIND_CAPTURE,
  KIND_CLOCKWISE,
  KIND_TIP,
  MOVE_BUFFER_SIZE,
  generateMoves,
} from './movegen.ts';
import { isFinished } from './moves.ts';
import { teammateCount } from './material.ts';
import { PIVOT_LIMIT, QUIET_LIMIT, type Position } from './position.ts';
import { BLACK, CAPTAIN, sideBit } from './types.ts';

/** The mutable state of a walk: what a position holds besides the board, for both sides. */
interface WalkState {
  readonly board: Uint8Array;
  /** Per side (index 0 White, 1 Black): the square of the pivot run and its length (0 = none). */
  readonly streakSquare: Int32Array;
  readonly streakCount: Int32Array;
  /** Teammates left per side: a capture of the last one ends the game. */
  readonly teammates: Int32Array;
  readonly buffers: Int32Array[];
}

/** The orthogonal direction (0 north, 1 south, 2 east, 3 west) of a tip from its from/to difference. */
const tipDirection = (delta: number): number => (delta === 9 ? 0 : delta === -9 ? 1 : delta === 1 ? 2 : 3);

const walk = (state: WalkState, turn: number, quiet: number, depth: number): number => {
  if (quiet >= QUIET_LIMIT) return 0;
  const { board, streakSquare, streakCount, teammates } = state;
  const us = turn === BLACK ? 1 : 0;
  const pivotBar = streakCount[us]! >= PIVOT_LIMIT ? streakSquare[us]! : -1;
  const moves = state.buffers[depth]!;
  const n = generateMoves(board, { turn, pivotBar }, moves);
  if (depth === 1) return n;
  const savedSquare = streakSquare[us]!;
  const savedCount = streakCount[us]!;
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const from = m & 127;
    const to = (m >> 7) & 127;
    const kind = (m >> 14) & 7;
    const piece = board[from]!;
    if (kind >= KIND_CLOCKWISE) {
      board[from] = PIVOTED[(kind === KIND_ANTICLOCKWISE ? 256 : 0) + piece]!;
      if (savedCount > 0 && savedSquare === from) streakCount[us] = savedCount + 1;
      else {
        streakSquare[us] = from;
        streakCount[us] = 1;
      }
      nodes += walk(state, turn ^ BLACK, quiet + 1, depth - 1);
      board[from] = piece;
      streakSquare[us] = savedSquare;
      streakCount[us] = savedCount;
      continue;
    }
    streakCount[us] = 0;
    if (kind === KIND_TIP) {
      board[from] = 0;
      board[to] = TIPPED[tipDirection(to - from) * 256 + piece]!;
      nodes += walk(state, turn ^ BLACK, quiet + 1, depth - 1);
      board[to] = 0;
      board[from] = piece;
    } else if (kind === KIND_CAPTURE) {
      // play() drops the opponent's pivot run when its piece is captured; here it can
      // stay: the opponent moves next and replaces it, and it bars a square it no longer holds.
      const captured = board[to]!;
      const them = us ^ 1;
      // Taking the captain or the last teammate ends the game: a leaf at depth 1 only.
      if (!(captured & CAPTAIN) && teammates[them]! > 1) {
        teammates[them]!--;
        board[from] = 0;
        board[to] = piece;
        nodes += walk(state, turn ^ BLACK, 0, depth - 1);
        board[to] = captured;
        board[from] = piece;
        teammates[them]!++;
      }
    } else {
      board[from] = 0;
      board[to] = piece;
      nodes += walk(state, turn ^ BLACK, 0, depth - 1);
      board[to] = 0;
      board[from] = piece;
    }
    streakCount[us] = savedCount;
  }
  return nodes;
};

export const perft = (position: Position, depth: number): number => {
  if (depth < 1) return 1;
  if (isFinished(position)) return 0;
  const board = position.board.slice();
  const streak = (side: 'white' | 'black') => position.pivots[side];
  const state: WalkState = {
    board,
    streakSquare: Int32Array.from([streak('white')?.square ?? -1, streak('black')?.square ?? -1]),
    streakCount: Int32Array.from([streak('white')?.count ?? 0, streak('black')?.count ?? 0]),
    teammates: Int32Array.from([teammateCount(board, 0), teammateCount(board, BLACK)]),
    buffers: Array.from({ length: depth + 1 }, () => new Int32Array(MOVE_BUFFER_SIZE)),
  };
  return walk(state, sideBit(position.turn), position.quiet, depth);
};
