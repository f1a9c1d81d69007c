/**
 * One picture of a board, for every place that shows one: server-rendered pages, PNG
 * images for links that unfurl, emails, and the interactive board in the browser. Pure:
 * it reads positions and moves through the engines and imports nothing of any platform.
 * This module serves any game by id; a page of one game imports that game's own module
 * (adomoc-board.ts, adix-board.ts) and so loads only that game's engine.
 */
import { isGameId, type GameId } from '../engine/game-id.ts';
import { adixFigure, adixMoveSquares } from './adix-board.ts';
import { adomocFigure, adomocMoveSquares } from './adomoc-board.ts';
import { svgDocument, type BoardFigure, type BoardPicture } from './picture.ts';

export type { BoardFigure, BoardPicture } from './picture.ts';
export { boardCssVariables } from './palette.ts';

interface GameBoard {
  figure(picture: BoardPicture): BoardFigure;
  moveSquares(positionBefore: string, notation: string): string[];
}

const BOARDS = {
  adomoc: { figure: adomocFigure, moveSquares: adomocMoveSquares },
  adix: { figure: adixFigure, moveSquares: adixMoveSquares },
} satisfies Record<GameId, GameBoard>;

/** The board drawn, for a caller that places it inside a larger picture. */
export const boardFigure = (picture: BoardPicture): BoardFigure => {
  if (!isGameId(picture.game)) throw new Error(`no board picture for the game "${picture.game}"`);
  return BOARDS[picture.game].figure(picture);
};

/** The board as a standalone SVG document, square, sized by its viewBox. */
export const boardSvg = (picture: BoardPicture): string => svgDocument(boardFigure(picture));

/**
 * The squares a move touches, to highlight it: from, to, and for an Adomoc origination
 * the origin space ('centre' for a centring move). The move is read against the position
 * before it; text that does not read as a move there gives no squares.
 */
export const moveSquares = (game: string, positionBefore: string, notation: string): string[] =>
  isGameId(game) ? BOARDS[game].moveSquares(positionBefore, notation) : [];
