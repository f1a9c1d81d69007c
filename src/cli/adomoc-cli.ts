/** Adomoc on the command line: its diagram, its facts, its squares and its perft. */
import { adomocGame } from '../engine/adomoc/game.ts';
import {
  CENTRE,
  VARIANTS,
  breedOf,
  describePiece,
  heldFeet,
  parseSquare,
  perft,
  squareName,
  type Move,
  type Position,
  type Variant,
} from '../engine/adomoc/index.ts';
import type { Target } from '../engine/game.ts';
import { LEGEND, drawBoard } from './adomoc-diagram.ts';
import { adomocFacts } from './adomoc-facts.ts';
import type { CliGame } from './game-cli.ts';

const variantOf = (variant: string): Variant => {
  if (!(VARIANTS as readonly string[]).includes(variant)) throw new Error(`unknown Adomoc variant "${variant}"`);
  return variant as Variant;
};

/** A space by name, the centre included (targets name it). */
const spaceOf = (name: string): number | undefined => (name === 'centre' ? CENTRE : parseSquare(name));

const whyNoMove = (position: Position, from: number): string => {
  const code = position.board[from]!;
  if (position.board[CENTRE]) return 'The game is over: it has been centred.';
  if (!code) return `There is no piece on ${squareName(from)}.`;
  const piece = `The ${describePiece(code)} on ${squareName(from)}`;
  if (breedOf(code) !== position.turn) return `${piece} is not ${position.turn}'s, and it is ${position.turn}'s turn.`;
  const holders = heldFeet(position.board).get(from);
  if (holders)
    return `${piece} is held by the sun${holders.length > 1 ? 's' : ''} on ${holders.map(squareName).join(' and ')}.`;
  const bar = position.reverse;
  const barred =
    bar?.originated === from ? ` (and it may not originate the piece on ${squareName(bar.originator)} this turn)` : '';
  return `${piece} has no legal landing: each line it can use is blocked or ends on a piece it may not land on${barred}.`;
};

export const adomocCli: CliGame<Position, Move> = {
  game: adomocGame,
  numberWord: 'round',
  moveExamples: 'Fa3a6, F^a3a6x, Sh5d5ob2, S^g7*',
  openingMoves: 'Fa3a6 Fj3j7',
  squareWords: { noun: 'space', how: 'a column a–j then a cycle 1–8, such as c3' },
  targetWord: 'landing',
  trailingFields: [/^(-|S\^|s\^)$/, /^[ld]$/, /^(-|[a-j][1-8][a-j][1-8])$/, /^\d+$/],
  hasFaces: false,

  moveNumber: (position) => position.round,
  perft: (position, variant, depth) => perft(position, variantOf(variant), depth),
  parseSquare: (text) => {
    const sq = parseSquare(text.trim());
    return sq === undefined ? undefined : squareName(sq);
  },
  resemblance: (text) => {
    const [board = '', , side = ''] = text.trim().split(/\s+/);
    return (
      (/^[ld]$/.test(side) ? 2 : 0) + (board.split('/').length === 8 ? 1 : 0) + (/^[FMSfms^\d/]+$/.test(board) ? 1 : 0)
    );
  },

  drawBoard: (position, palette) => drawBoard(position.board, palette),
  legend: () => [...LEGEND],
  facts: (position) => adomocFacts(position),

  pieceOn: (position, square) => {
    const sq = spaceOf(square);
    const code = sq === undefined ? 0 : position.board[sq]!;
    return code ? `the ${describePiece(code)}` : undefined;
  },
  targetAction: (position, target: Target<Move>) => {
    const kind = target.options[0]?.kind ?? 'move';
    if (kind === 'move') return 'move';
    if (kind === 'centre') return 'centre, winning';
    const sq = spaceOf(target.to);
    return sq === undefined ? kind : `${kind} the ${describePiece(position.board[sq]!)}`;
  },
  // By space name, the centre (the winning move) last.
  targetOrder: (square) => (square === 'centre' ? '~' : square),
  whyNoMove: (position, _variant, from) => {
    const sq = parseSquare(from);
    return sq === undefined ? `There is no space ${from}.` : whyNoMove(position, sq);
  },
};
