/**
 * ADIX's board picture on its own, so a page of ADIX loads no other game's engine.
 * board-svg.ts offers the same for any game by id.
 */
import { parseMove, parsePosition, squareName } from '../engine/adix/index.ts';
import { ADIX_SIZE, adixLayers } from './adix-svg.ts';
import { drawingFor, figureOf, parsedOrThrow, svgDocument, type BoardFigure, type BoardPicture } from './picture.ts';

export const adixFigure = (picture: BoardPicture): BoardFigure => {
  const position = parsedOrThrow(parsePosition(picture.position), 'ADIX');
  const drawing = drawingFor(picture);
  const label = picture.label ?? `ADIX board, ${position.turn === 'white' ? 'White' : 'Black'} to move`;
  return figureOf(ADIX_SIZE, label, drawing, adixLayers(position, drawing));
};

export const adixBoardSvg = (picture: BoardPicture): string => svgDocument(adixFigure(picture));

/** From and to; a pivot turns in place, so it is one square. */
export const adixMoveSquares = (positionBefore: string, notation: string): string[] => {
  const before = parsePosition(positionBefore);
  if (!before.ok) return [];
  const move = parseMove(before.value, notation);
  if (!move.ok) return [];
  const { from, to } = move.value;
  return from === to ? [squareName(from)] : [squareName(from), squareName(to)];
};
