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
import type { Paint, Role } from './palette.ts';
import type { BoardLayers, SpacePart } from './picture.ts';
import { FONT_FAMILY, el, title } from './svg.ts';

export const SQUARE = 100;
const MARGIN = 46;
export const ADIX_SIZE = 9 * SQUARE + 2 * MARGIN;

/** The top-left corner of a square on screen. */
export const corner = (file: number, rank: number, flipped: boolean): { x: number; y: number } => ({
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

/** Roles of a cube's colours by its side. */
const cubeRoles = (black: boolean) =>
  ({
    body: black ? 'darkPiece' : 'lightPiece',
    ink: black ? 'darkInk' : 'lightInk',
    edge: black ? 'darkEdge' : 'lightEdge',
  }) as const satisfies Record<string, Role>;

/** Where a side face sits, from the cube's middle, in screen order: up, right, down, left. */
export const SIDE_OFFSETS = [
  [0, -31.5],
  [31.5, 0],
  [0, 31.5],
  [-31.5, 0],
] as const;

/**
 * A cube's layers centred on the origin, each drawn over the last: the body (shadow, box,
 * captain's border), the top face, the four side faces (up, right, down, left on screen),
 * the crown. The raster pictures keep each as its own sprite and stack them the same way.
 */
export const cubeLayers = {
  body: (black: boolean, captain: boolean, paint: Paint): string => {
    const { body, ink, edge } = cubeRoles(black);
    return [
      `<rect x="-38" y="-36" width="82" height="82" rx="14"${paint('pieceShadow')}/>`,
      `<rect x="-41" y="-41" width="82" height="82" rx="14"${paint(body, captain ? 'prime' : edge)} stroke-width="${captain ? 4 : 2.4}"/>`,
      captain
        ? `<rect x="-36.5" y="-36.5" width="73" height="73" rx="10"${paint(null, edge)} stroke-width="1.4"/>`
        : '',
      `<rect x="-21" y="-21" width="42" height="42" rx="7"${paint(null, ink)} stroke-width="1.2" stroke-opacity="0.3"/>`,
    ].join('');
  },
  top: (face: number, black: boolean, paint: Paint): string => {
    const { body, ink } = cubeRoles(black);
    return faceIcon(face, 0, 0, 0.8, ink, body, paint);
  },
  /** A side face at one of SIDE_OFFSETS, without the fading all four share (`fadedSides`). */
  side: (face: number, at: number, black: boolean, paint: Paint): string => {
    const { body, ink } = cubeRoles(black);
    const [dx, dy] = SIDE_OFFSETS[at]!;
    return faceIcon(face, dx, dy, 0.46, ink, body, paint);
  },
  crown: (black: boolean, paint: Paint): string => crown(-33, -35, 'prime', cubeRoles(black).edge, paint),
};

/**
 * Side faces are faded so the top face leads. They never overlap, so fading them as one
 * group looks the same as fading each alone, which the raster pictures do.
 */
export const fadedSides = (icons: string): string => `<g opacity="0.78">${icons}</g>`;

/** The faces a cube shows on screen: top, then up, right, down, left. */
export const screenFaces = (code: PieceCode, flipped: boolean): { top: number; sides: readonly number[] } => {
  const { screen } = sideFaces(code, flipped);
  return { top: topOf(code), sides: [screen.up, screen.right, screen.down, screen.left] };
};

const cube = (code: PieceCode, cx: number, cy: number, drawing: Drawing): string => {
  const { paint } = drawing;
  const black = (code & BLACK) !== 0;
  const captain = (code & CAPTAIN) !== 0;
  const { top, sides } = screenFaces(code, drawing.flipped);
  return `<g transform="translate(${cx} ${cy})">${[
    cubeLayers.body(black, captain, paint),
    cubeLayers.top(top, black, paint),
    fadedSides(sides.map((face, at) => cubeLayers.side(face, at, black, paint)).join('')),
    captain ? cubeLayers.crown(black, paint) : '',
  ].join('')}</g>`;
};

const faceName = (face: number): string => FACE_NAMES[FACES[face]!];

/** A cube in words: "white teammate, rock on top; north paper, east scissors, …". */
export const cubeFaceWords = (code: PieceCode, flipped: boolean): string => {
  const { compass } = sideFaces(code, flipped);
  const who = `${code & BLACK ? 'black' : 'white'} ${code & CAPTAIN ? 'captain' : 'teammate'}`;
  const sides = `north ${faceName(compass.north)}, east ${faceName(compass.east)}, south ${faceName(compass.south)}, west ${faceName(compass.west)}`;
  return `${who}, ${faceName(topOf(code))} on top; ${sides}`;
};

/** What a screen reader and a tooltip say of a square. */
const squareTitle = (name: string, code: PieceCode, flipped: boolean): string =>
  code ? `${name}: ${cubeFaceWords(code, flipped)}` : `${name}: empty`;

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

/** A square's own colour, a1 dark. */
const squareBackground = (file: number, rank: number, drawing: Drawing): string => {
  const { x, y } = corner(file, rank, drawing.flipped);
  const dark = (file + rank - 1) % 2 === 0;
  return `<rect x="${x}" y="${y}" width="${SQUARE}" height="${SQUARE}"${drawing.paint(dark ? 'adixDarkSquare' : 'adixLightSquare')}/>`;
};

const edge = (drawing: Drawing): string =>
  `<rect x="${MARGIN - 5}" y="${MARGIN - 5}" width="${9 * SQUARE + 10}" height="${9 * SQUARE + 10}" rx="6"${drawing.paint('adixEdge')}/>`;

/** The board with no piece and no mark: the edge, the squares' colours and the coordinates. */
export const adixStaticLayers = (drawing: Drawing): string => {
  const squares: string[] = [];
  for (const rank of RANKS) for (let file = 0; file < 9; file++) squares.push(squareBackground(file, rank, drawing));
  return edge(drawing) + squares.join('') + coordinates(drawing);
};

const square = (position: Position, file: number, rank: number, drawing: Drawing): SpacePart => {
  const sq = squareAt(file, rank);
  const name = squareName(sq);
  const code = position.board[sq]!;
  const { x, y } = corner(file, rank, drawing.flipped);
  const { marks, paint } = drawing;
  const cx = x + SQUARE / 2;
  const cy = y + SQUARE / 2;
  const words = squareTitle(name, code, drawing.flipped) + markWords(name, marks);
  const parts = [
    title(words),
    squareBackground(file, rank, drawing),
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
  const markup = el('g', { 'data-square': name, 'data-piece': code ? pieceLetters(code) : undefined }, parts);
  return { square: name, title: words, markup };
};

/** The board's layers, without the `<svg>` around them; the picture is ADIX_SIZE square. */
export const adixLayers = (position: Position, drawing: Drawing): BoardLayers => {
  const squares: SpacePart[] = [];
  for (const rank of RANKS) for (let file = 0; file < 9; file++) squares.push(square(position, file, rank, drawing));
  return { under: edge(drawing), spaces: squares, over: coordinates(drawing) };
};
