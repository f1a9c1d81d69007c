/** ADIX's words for the board page. Taps become notation (`e3-e5`, `e3/e4`) for the engine to judge. */
import { adixGame } from '../../engine/adix/game.ts';
import {
  FACE_NAMES,
  describePiece,
  isSheltered,
  parseSquare,
  pieceOf,
  sideOf,
  type Face,
  type Move,
  type Position,
} from '../../engine/adix/index.ts';
import { adixBoardParts, adixBoardSvg, adixMoveSquares } from '../../render/adix-board.ts';
import { adixCubeSvg } from '../../render/adix-cube-view.ts';
import { passTurnByNotation, type BoardGame } from './board-game.ts';

/** The face across the cube from each: a teammate's rock is opposite its shelter; a captain's faces pair alike. */
const ACROSS: Readonly<Record<Face, Face>> = { P: 'A', A: 'P', F: 'F', C: 'C' };
import type { FailureCode } from '../../engine/result.ts';

const pieceCode = (position: Position, square: string): number => {
  const sq = parseSquare(square);
  return sq === undefined ? 0 : position.board[sq]!;
};

/** Reasons that belong to the piece itself, whatever landing is tried. */
const PIECE_REASONS = new Set<FailureCode>(['ERR_GAME_OVER', 'ERR_NO_PIECE', 'ERR_NOT_YOUR_PIECE']);

const CHOICE_WORDS: Readonly<Record<string, string>> = {
  clockwise: 'Pivot clockwise',
  anticlockwise: 'Pivot anticlockwise',
  slide: 'Slide',
  tip: 'Tip',
  capture: 'Capture',
};

const withoutArticle = (words: string): string => words.replace(/^the /, '');

export const adixBoard: BoardGame<Position, Move> = {
  game: adixGame,
  picture: adixBoardSvg,
  parts: adixBoardParts,
  moveSquares: adixMoveSquares,
  pieceWords: (position, square) => {
    const code = pieceCode(position, square);
    return code ? withoutArticle(describePiece(code)) : null;
  },
  pieceSide: (position, square) => {
    const code = pieceCode(position, square);
    return code ? sideOf(code) : null;
  },
  explain: (position, variant, from, to) => {
    const code = pieceCode(position, from);
    // A piece under shelter can only tip, so what a player means by moving it is a tip.
    const text = `${from}${code && isSheltered(code) ? '/' : '-'}${to ?? from}`;
    const answer = adixGame.parseMove(position, variant, text);
    if (answer.ok) return `${text} is a legal move`;
    if (to === null && !PIECE_REASONS.has(answer.error.code))
      return `the ${withoutArticle(describePiece(code))} on ${from} has no legal move now`;
    return answer.error.message;
  },
  choicePrompt: (_position, target) =>
    target.options.every((option) => option.kind === 'pivot')
      ? `Turn the piece on ${target.to} which way?`
      : `Several moves reach ${target.to}: choose one.`,
  choiceLabel: (option) => CHOICE_WORDS[option.choice ?? option.kind] ?? option.notation,
  inspect: (position, square, flipped) => {
    const code = pieceCode(position, square);
    return code
      ? {
          svg: adixCubeSvg(code, flipped),
          caption: `The cube on ${square}, unfolded: its top in the middle, each side where it faces.`,
        }
      : null;
  },
  tableWords: { row: 'rank', column: 'file' },
  // Every face of the cube, which the picture shows only in part.
  spaceWords: (position, square) => {
    const code = pieceCode(position, square);
    if (!code) return null;
    const piece = pieceOf(code);
    const across = (face: Face): string => FACE_NAMES[piece.role === 'captain' ? face : ACROSS[face]];
    return `top ${FACE_NAMES[piece.top]}, north ${FACE_NAMES[piece.north]}, east ${FACE_NAMES[piece.east]}, south ${across(piece.north)}, west ${across(piece.east)}`;
  },
  // The position's second field is the side to move: w or b.
  withTurnPassed: (position) => passTurnByNotation(adixGame, position, 1, ['w', 'b']),
};
