/**
 * Adomoc's board picture on its own, so a page of Adomoc loads no other game's engine.
 * board-svg.ts offers the same for any game by id.
 */
import { parseMove, parsePosition, squareName } from '../engine/adomoc/index.ts';
import { ADOMOC_SIZE } from './adomoc-geometry.ts';
import { adomocLayers } from './adomoc-svg.ts';
import type { Drawing } from './marks.ts';
import {
  drawingFor,
  figureOf,
  layersMarkup,
  parsedOrThrow,
  partsOf,
  svgDocument,
  type BoardFigure,
  type BoardLayers,
  type BoardParts,
  type BoardPicture,
} from './picture.ts';

const drawn = (picture: BoardPicture): { label: string; drawing: Drawing; layers: BoardLayers } => {
  const position = parsedOrThrow(parsePosition(picture.position), 'Adomoc');
  const drawing = drawingFor(picture);
  const label = picture.label ?? `Adomoc board, ${position.turn === 'light' ? 'Light' : 'Dark'} to move`;
  return { label, drawing, layers: adomocLayers(position, drawing) };
};

export const adomocFigure = (picture: BoardPicture): BoardFigure => {
  const { label, drawing, layers } = drawn(picture);
  return figureOf(ADOMOC_SIZE, label, drawing, layersMarkup(layers));
};

export const adomocBoardSvg = (picture: BoardPicture): string => svgDocument(adomocFigure(picture));

/** The board for a page, in the parts it redraws apart. */
export const adomocBoardParts = (picture: BoardPicture): BoardParts => {
  const { label, drawing, layers } = drawn(picture);
  return partsOf(ADOMOC_SIZE, label, drawing, layers);
};

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
