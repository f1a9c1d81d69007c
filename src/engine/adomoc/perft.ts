/**
 * perft: the number of leaf nodes of the legal-move tree, the standard check of a move
 * generator. It plays and takes back moves on one board instead of building positions.
 * A centring move ends the game, so it is a leaf only at depth 1.
 */
import { MOVE_BUFFER_SIZE, KIND_CENTRE, KIND_ORIGINATE, generateMoves, type GenerationRules } from './movegen.ts';
import { generationRules } from './moves.ts';
import type { Position } from './position.ts';
import { CENTRE, DARK, type Variant } from './types.ts';

const walk = (board: Uint8Array, rules: GenerationRules, depth: number, buffers: Int32Array[]): number => {
  const moves = buffers[depth]!;
  const n = generateMoves(board, rules, moves);
  if (depth === 1) return n;
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const kind = (m >> 21) & 3;
    if (kind === KIND_CENTRE) continue;
    const from = m & 127;
    const to = (m >> 7) & 127;
    const origin = (m >> 14) & 127;
    const mover = board[from]!;
    const target = board[to]!;
    board[from] = 0;
    board[to] = mover;
    const originates = kind === KIND_ORIGINATE;
    const displaced = originates ? board[origin]! : 0;
    if (originates) board[origin] = target;
    nodes += walk(
      board,
      {
        turn: rules.turn ^ DARK,
        barFrom: originates ? origin : -1,
        barOnto: originates ? to : -1,
        infinite: rules.infinite,
      },
      depth - 1,
      buffers,
    );
    if (originates) board[origin] = displaced;
    board[from] = mover;
    board[to] = target;
  }
  return nodes;
};

export const perft = (position: Position, variant: Variant, depth: number): number => {
  if (depth < 1) return 1;
  if (position.board[CENTRE]) return 0;
  const buffers = Array.from({ length: depth + 1 }, () => new Int32Array(MOVE_BUFFER_SIZE));
  return walk(position.board.slice(), generationRules(position, variant), depth, buffers);
};
