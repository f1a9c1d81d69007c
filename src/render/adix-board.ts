/**
 * ADIX's board picture on its own, so a page of ADIX loads no other game's engine.
 * board-svg.ts offers the same for any game by id.
 */
import { parseMove, parsePosition, squareName } from '../engine/adix/index.ts';
import { ADIX_SIZE, adixLayers } from './adix-svg.ts';
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
  const position = parsedOrThrow(parsePosition(picture.position), 'ADIX');
  const drawing = drawingFor(picture);
  const label = picture.label ?? `ADIX board, ${position.turn === 'white' ? 'White' : 'Black'} to move`;
  return { label, drawing, layers: adixLayers(position, drawing) };
};

export const adixFigure = (picture: BoardPicture): BoardFigure => {
  const { label, drawing, layers } = drawn(picture);
  return figureOf(ADIX_SIZE, label, drawing, layersMarkup(layers));
};

export const adixBoardSvg = (picture: BoardPicture): string => svgDocument(adixFigure(picture));

/** The board for a page, in the parts it redraws apart. */
export const adixBoardParts = (picture: BoardPicture): BoardParts => {
  const { label, drawing, layers } = drawn(picture);
  return partsOf(ADIX_SIZE, label, drawing, layers);
};

/** From and to; a pivot turns in place, so it is one square. */
export const adixMoveSquares = (positionBefore: string, notation: string): string[] => {
  const before = parsePosition(positionBefore);
  if (!before.ok) return [];
  const move = parseMove(before.value, notation);
  if (!move.ok) return [];
  const { from, to } = move.value;
  return from === to ? [squareName(from)] : [squareName(from), squareName(to)];
};
