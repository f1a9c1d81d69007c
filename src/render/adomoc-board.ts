/**
 * Adomoc's board picture on its own, so a page of Adomoc loads no other game's engine.
 * board-svg.ts offers the same for any game by id.
 */
import { parseMove, parsePosition, squareName } from '../engine/adomoc/index.ts';
import { ADOMOC_SIZE } from './adomoc-geometry.ts';
import { adomocLayers } from './adomoc-svg.ts';
import { drawingFor, figureOf, parsedOrThrow, svgDocument, type BoardFigure, type BoardPicture } from './picture.ts';

export const adomocFigure = (picture: BoardPicture): BoardFigure => {
  const position = parsedOrThrow(parsePosition(picture.position), 'Adomoc');
  const drawing = drawingFor(picture);
  const label = picture.label ?? `Adomoc board, ${position.turn === 'light' ? 'Light' : 'Dark'} to move`;
  return figureOf(ADOMOC_SIZE, label, drawing, adomocLayers(position, drawing));
};

export const adomocBoardSvg = (picture: BoardPicture): string => svgDocument(adomocFigure(picture));

/** From, to, and the origin space of an origination ('centre' for a centring move). */
export const adomocMoveSquares = (positionBefore: string, notation: string): string[] => {
  const before = parsePosition(positionBefore);
  if (!before.ok) return [];
  // Standard rules allow every move the other variants do: only the squares matter here.
  const move = parseMove(before.value, 'standard', notation);
  if (!move.ok) return [];
  const { from, to, origin } = move.value;
  return [from, to, ...(origin === null ? [] : [origin])].map((sq) => squareName(sq));
};
