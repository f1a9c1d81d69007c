/**
 * The ADIX board as SVG: nine by nine squares, a1 dark, White's rank 1 at the bottom
 * (Black's rank 9 when flipped), coordinates on all four sides. A cube shows its top face
 * large in the middle and the faces on its four sides small along its edges, so tips can
 * be planned from the picture; the captain wears a crown and a gold border.
 */
import {
  BLACK,
  CAPTAIN,
  FACE_NAMES,
  FACES,
  FILES,
  RANKS,
  eastOf,
  northOf,
  oppositeFace,
  squareAt,
  squareName,
  topOf,
  type PieceCode,
  type Position,
} from '../engine/adix/index.ts';
import { pieceLetters } from '../engine/adix/position-notation.ts';
import { crown, faceIcon } from './adix-icons.ts';
import { markWords, type Drawing } from './marks.ts';
import type { Role } from './palette.ts';
import { FONT_FAMILY, el, title } from './svg.ts';

const SQUARE = 100;
const MARGIN = 46;
export const ADIX_SIZE = 9 * SQUARE + 2 * MARGIN;

/** The top-left corner of a square on screen. */
const corner = (file: number, rank: number, flipped: boolean): { x: number; y: number } => ({
  x: MARGIN + (flipped ? 8 - file : file) * SQUARE,
  y: MARGIN + (flipped ? rank - 1 : 9 - rank) * SQUARE,
});

const coordinates = (drawing: Drawing): string => {
  const text = (x: number, y: number, content: string) =>
    el('text', { x, y: y + 8.5, 'font-size': 24, 'text-anchor': 'middle' }, content, drawing.paint('label'));
  const out: string[] = [];
  FILES.forEach((letter, file) => {
    const x = corner(file, 1, drawing.flipped).x + SQUARE / 2;
    out.push(text(x, MARGIN / 2, letter), text(x, ADIX_SIZE - MARGIN / 2, letter));
  });
  for (const rank of RANKS) {
    const y = corner(0, rank, drawing.flipped).y + SQUARE / 2;
    out.push(text(MARGIN / 2, y, String(rank)), text(ADIX_SIZE - MARGIN / 2, y, String(rank)));
  }
  return `<g font-family="${FONT_FAMILY}" font-weight="600">${out.join('')}</g>`;
};

/** The faces on the four sides, in screen order (up, right, down, left) and in compass words. */
const sideFaces = (code: PieceCode, flipped: boolean) => {
  const captain = (code & CAPTAIN) !== 0;
  const north = northOf(code);
  const east = eastOf(code);
  const compass = { north, east, south: oppositeFace(north, captain), west: oppositeFace(east, captain) };
  const screen = flipped
    ? { up: compass.south, right: compass.west, down: compass.north, left: compass.east }
    : { up: compass.north, right: compass.east, down: compass.south, left: compass.west };
  return { compass, screen };
};

const cube = (code: PieceCode, cx: number, cy: number, drawing: Drawing): string => {
  const { paint } = drawing;
  const black = (code & BLACK) !== 0;
  const captain = (code & CAPTAIN) !== 0;
  const body: Role = black ? 'darkPiece' : 'lightPiece';
  const ink: Role = black ? 'darkInk' : 'lightInk';
  const edge: Role = black ? 'darkEdge' : 'lightEdge';
  const { screen } = sideFaces(code, drawing.flipped);
  const side = (face: number, dx: number, dy: number) => faceIcon(face, dx, dy, 0.46, ink, body, paint);
  return `<g transform="translate(${cx} ${cy})">${[
    `<rect x="-38" y="-36" width="82" height="82" rx="14"${paint('pieceShadow')}/>`,
    `<rect x="-41" y="-41" width="82" height="82" rx="14"${paint(body, captain ? 'prime' : edge)} stroke-width="${captain ? 4 : 2.4}"/>`,
    captain ? `<rect x="-36.5" y="-36.5" width="73" height="73" rx="10"${paint(null, edge)} stroke-width="1.4"/>` : '',
    `<rect x="-21" y="-21" width="42" height="42" rx="7"${paint(null, ink)} stroke-width="1.2" stroke-opacity="0.3"/>`,
    faceIcon(topOf(code), 0, 0, 0.8, ink, body, paint),
    `<g opacity="0.78">${side(screen.up, 0, -31.5)}${side(screen.right, 31.5, 0)}${side(screen.down, 0, 31.5)}${side(screen.left, -31.5, 0)}</g>`,
    captain ? crown(-33, -35, 'prime', edge, paint) : '',
  ].join('')}</g>`;
};

const faceName = (face: number): string => FACE_NAMES[FACES[face]!];

/** What a screen reader and a tooltip say of a square. */
const squareTitle = (name: string, code: PieceCode, flipped: boolean): string => {
  if (!code) return `${name}: empty`;
  const { compass } = sideFaces(code, flipped);
  const who = `${code & BLACK ? 'black' : 'white'} ${code & CAPTAIN ? 'captain' : 'teammate'}`;
  const sides = `north ${faceName(compass.north)}, east ${faceName(compass.east)}, south ${faceName(compass.south)}, west ${faceName(compass.west)}`;
  return `${name}: ${who}, ${faceName(topOf(code))} on top; ${sides}`;
};

/** Four small triangles in the corners: a target with a piece on it (a capture, or a pivot in place). */
const cornerTriangles = (x: number, y: number, drawing: Drawing): string => {
  const t = 24;
  const d = [
    `M${x} ${y}h${t}L${x} ${y + t}Z`,
    `M${x + SQUARE} ${y}v${t}L${x + SQUARE - t} ${y}Z`,
    `M${x + SQUARE} ${y + SQUARE}h${-t}L${x + SQUARE} ${y + SQUARE - t}Z`,
    `M${x} ${y + SQUARE}v${-t}L${x + t} ${y + SQUARE}Z`,
  ].join('');
  return `<path d="${d}"${drawing.paint('target')}/>`;
};

const square = (position: Position, file: number, rank: number, drawing: Drawing): string => {
  const sq = squareAt(file, rank);
  const name = squareName(sq);
  const code = position.board[sq]!;
  const { x, y } = corner(file, rank, drawing.flipped);
  const { marks, paint } = drawing;
  const dark = (file + rank - 1) % 2 === 0;
  const cx = x + SQUARE / 2;
  const cy = y + SQUARE / 2;
  const parts = [
    title(squareTitle(name, code, drawing.flipped) + markWords(name, marks)),
    `<rect x="${x}" y="${y}" width="${SQUARE}" height="${SQUARE}"${paint(dark ? 'adixDarkSquare' : 'adixLightSquare')}/>`,
    marks.highlight.has(name)
      ? `<rect x="${x}" y="${y}" width="${SQUARE}" height="${SQUARE}"${paint('lastMove')}/>`
      : '',
    marks.selected === name
      ? `<rect x="${x + 3}" y="${y + 3}" width="${SQUARE - 6}" height="${SQUARE - 6}"${paint(null, 'selected')} stroke-width="6"/>`
      : '',
    code ? cube(code, cx, cy, drawing) : '',
    marks.targets.has(name)
      ? code
        ? cornerTriangles(x, y, drawing)
        : `<circle cx="${cx}" cy="${cy}" r="14"${paint('target')}/>`
      : '',
    marks.choices.has(name)
      ? `<path d="M${cx} ${cy - 17}L${cx + 17} ${cy}L${cx} ${cy + 17}L${cx - 17} ${cy}Z"${paint('choice')}/>`
      : '',
  ];
  return el('g', { 'data-square': name, 'data-piece': code ? pieceLetters(code) : undefined }, parts);
};

/** The board's layers, without the `<svg>` around them; the picture is ADIX_SIZE square. */
export const adixLayers = (position: Position, drawing: Drawing): string => {
  const squares: string[] = [];
  for (const rank of RANKS) for (let file = 0; file < 9; file++) squares.push(square(position, file, rank, drawing));
  return [
    `<rect x="${MARGIN - 5}" y="${MARGIN - 5}" width="${9 * SQUARE + 10}" height="${9 * SQUARE + 10}" rx="6"${drawing.paint('adixEdge')}/>`,
    ...squares,
    coordinates(drawing),
  ].join('');
};
