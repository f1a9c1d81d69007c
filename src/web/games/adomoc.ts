/** Adomoc's words for the board page. Taps become notation (`Md2a5`, `S^c6*`) for the engine to judge. */
import { adomocGame } from '../../engine/adomoc/game.ts';
import { PRIME, TYPE_MASK, breedOf, describePiece, type Position } from '../../engine/adomoc/index.ts';
import { parseSquare } from '../../engine/adomoc/board.ts';
import type { Move } from '../../engine/adomoc/moves.ts';
import { adomocBoardParts, adomocBoardSvg, adomocMoveSquares } from '../../render/adomoc-board.ts';
import { passTurnByNotation, type BoardGame } from './board-game.ts';
import type { FailureCode } from '../../engine/result.ts';

const pieceCode = (position: Position, square: string): number => {
  const sq = square === 'centre' ? 80 : parseSquare(square);
  return sq === undefined ? 0 : position.board[sq]!;
};

/** Reasons that belong to the piece itself, whatever landing is tried. */
const PIECE_REASONS = new Set<FailureCode>(['ERR_GAME_OVER', 'ERR_NO_PIECE', 'ERR_NOT_YOUR_PIECE', 'ERR_HELD']);

export const adomocBoard: BoardGame<Position, Move> = {
  game: adomocGame,
  picture: adomocBoardSvg,
  parts: adomocBoardParts,
  moveSquares: adomocMoveSquares,
  pieceWords: (position, square) => {
    const code = pieceCode(position, square);
    return code ? describePiece(code) : null;
  },
  pieceSide: (position, square) => {
    const code = pieceCode(position, square);
    return code ? breedOf(code) : null;
  },
  explain: (position, variant, from, to) => {
    const code = pieceCode(position, from);
    const head = `${'FMS'[(code & TYPE_MASK || 1) - 1]}${code & PRIME ? '^' : ''}${from}`;
    const text = to === 'centre' ? `${head}*` : `${head}${to ?? from}`;
    const answer = adomocGame.parseMove(position, variant, text);
    if (answer.ok) return `${text} is a legal move`;
    if (to === null && !PIECE_REASONS.has(answer.error.code))
      return `the ${describePiece(code)} on ${from} has no legal move now`;
    return answer.error.message;
  },
  choicePrompt: (position, target) => {
    const spaces = target.options.map((option) => option.choice ?? '').join(', ');
    const code = pieceCode(position, target.to);
    return `The ${code ? describePiece(code) : 'piece'} on ${target.to} will be originated: tap the origin space it goes to (${spaces}).`;
  },
  choiceLabel: (option) => (option.choice ? `Send it to ${option.choice}` : option.notation),
  tableWords: { row: 'cycle', column: 'column' },
  // The position's third field is the side to move: l or d.
  withTurnPassed: (position) => passTurnByNotation(adomocGame, position, 2, ['l', 'd']),
};
