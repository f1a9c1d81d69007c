/** ADIX on the command line: its diagram, its facts, its squares and its perft. */
import { adixGame } from '../engine/adix/game.ts';
import {
  FACE_NAMES,
  FACES,
  SHELTER,
  describeEvent,
  describePiece,
  isSheltered,
  movedPiece,
  outcomeOf,
  parseSquare,
  perft,
  pivotBarOf,
  sideOf,
  squareName,
  topOf,
  type Move,
  type Position,
} from '../engine/adix/index.ts';
import type { Target } from '../engine/game.ts';
import { drawBoard, legend } from './adix-diagram.ts';
import { adixFacts } from './adix-facts.ts';
import { capitalise, type CliGame } from './game-cli.ts';

const whyNoMove = (position: Position, from: number): string => {
  const outcome = outcomeOf(position);
  if (outcome) return `The game is over. ${describeEvent({ type: 'game-over', ...outcome })}`;
  const code = position.board[from]!;
  if (!code) return `There is no piece on ${squareName(from)}.`;
  const piece = `${capitalise(describePiece(code))} on ${squareName(from)}`;
  const owner = sideOf(code);
  if (owner !== position.turn)
    return `${piece} is ${capitalise(owner)}'s, and it is ${capitalise(position.turn)}'s turn.`;
  if (isSheltered(code)) return `${piece} can only tip, and every square beside it is taken.`;
  if (pivotBarOf(position, position.turn) === from)
    return `${piece} was pivoted on each of ${capitalise(owner)}'s last two turns, so it may not pivot now, and it has no free square to slide or tip to.`;
  return `${piece} has no legal move.`;
};

const KIND_ORDER: readonly string[] = ['slide', 'capture', 'tip', 'pivot'];

/** A tip, with what it leaves on top. */
const afterTip = (move: Move): string => {
  const top = topOf(movedPiece(move));
  return top === SHELTER ? 'tip (under shelter after)' : `tip (${FACE_NAMES[FACES[top]!]} on top after)`;
};

export const adixCli: CliGame<Position, Move> = {
  game: adixGame,
  numberWord: 'move',
  moveExamples: 'Fh3-h6, ^e3/e4, Ce4), Ce4(, Ca8XFe4, Fe8X*Pe1#',
  openingMoves: '^e3/e4 ^e7/e6',
  squareWords: { noun: 'square', how: 'a file a–i then a rank 1–9, such as e3' },
  targetWord: 'target',
  trailingFields: [/^[wb]$/, /^(-|[a-i][1-9]:\d+),(-|[a-i][1-9]:\d+)$/, /^\d+$/, /^\d+$/],
  hasFaces: true,

  moveNumber: (position) => position.moveNumber,
  perft: (position, _variant, depth) => perft(position, depth),
  parseSquare: (text) => {
    const sq = parseSquare(text.trim());
    return sq === undefined ? undefined : squareName(sq);
  },
  resemblance: (text) => {
    const [board = '', side = ''] = text.trim().split(/\s+/);
    return (
      (/^[wb]$/.test(side) ? 2 : 0) +
      (board.split('/').length === 9 ? 1 : 0) +
      (/^[PFCApfca*\d/]+$/.test(board) ? 1 : 0)
    );
  },

  drawBoard: (position, palette, options) => drawBoard(position, palette, options),
  legend: (options) => legend(options),
  facts: (position) => adixFacts(position),

  pieceOn: (position, square) => {
    const sq = parseSquare(square);
    const code = sq === undefined ? 0 : position.board[sq]!;
    return code ? describePiece(code) : undefined;
  },
  targetAction: (position, target: Target<Move>) => {
    // Slides and captures first, then tips, then pivots, whatever order the generator used.
    const moves = [...target.options]
      .map(({ move }) => move)
      .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
    const actions = moves.map((move) => {
      if (move.kind === 'capture') return `capture ${describePiece(position.board[move.to]!)}`;
      if (move.kind === 'tip') return afterTip(move);
      return move.kind;
    });
    return [...new Set(actions)].join(' or ');
  },
  targetOrder: (square) => square,
  whyNoMove: (position, _variant, from) => {
    const sq = parseSquare(from);
    return sq === undefined ? `There is no square ${from}.` : whyNoMove(position, sq);
  },
};
