/**
 * One ADIX cube drawn large and unfolded, for the page when a cube is selected: its top
 * face in the middle and its four side faces around it, each with its compass side. On
 * the board a side face is a few pixels wide on a phone; here each is a finger wide, so a
 * player can read what a tip will show.
 */
import { BLACK, CAPTAIN, type PieceCode } from '../engine/adix/index.ts';
import { faceIcon } from './adix-icons.ts';
import { cubeFaceWords, screenFaces } from './adix-svg.ts';
import { pagePaint } from './palette.ts';
import { escapeHtml } from './svg.ts';

const CELL = 64;
const GAP = 6;
const SIZE = 3 * CELL + 2 * GAP;

/** Cells of the cross, in screen order: up, right, down, left (as screenFaces lists the sides). */
const SIDE_CELLS = [
  [1, 0],
  [2, 1],
  [1, 2],
  [0, 1],
] as const;

/** The compass letter of each screen side, as the board is seen (flipped shows Black's view). */
const compassLetters = (flipped: boolean): readonly string[] => (flipped ? ['S', 'W', 'N', 'E'] : ['N', 'E', 'S', 'W']);

/** The unfolded cube as an SVG document for the page (colours from the page's theme). */
export const adixCubeSvg = (code: PieceCode, flipped: boolean): string => {
  const paint = pagePaint('light');
  const black = (code & BLACK) !== 0;
  const captain = (code & CAPTAIN) !== 0;
  const body = black ? 'darkPiece' : 'lightPiece';
  const ink = black ? 'darkInk' : 'lightInk';
  const edge = black ? 'darkEdge' : 'lightEdge';
  const { top, sides } = screenFaces(code, flipped);
  const letters = compassLetters(flipped);
  const cell = (column: number, row: number, face: number, letter: string | null, main: boolean): string => {
    const x = column * (CELL + GAP);
    const y = row * (CELL + GAP);
    const stroke = main && captain ? 'prime' : edge;
    return [
      `<rect x="${x + 1}" y="${y + 1}" width="${CELL - 2}" height="${CELL - 2}" rx="10"${paint(body, stroke)} stroke-width="${main ? 3 : 2}"/>`,
      faceIcon(face, x + CELL / 2, y + CELL / 2 + (letter ? 4 : 0), main ? 1.2 : 1, ink, body, paint),
      letter ? `<text x="${x + 8}" y="${y + 16}" font-size="13" font-weight="700"${paint(ink)}>${letter}</text>` : '',
    ].join('');
  };
  const cells = [
    cell(1, 1, top, null, true),
    ...sides.map((face, at) => cell(SIDE_CELLS[at]![0], SIDE_CELLS[at]![1], face, letters[at]!, false)),
  ];
  const label = escapeHtml(cubeFaceWords(code, flipped));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${label}" font-family="system-ui, sans-serif">${cells.join('')}</svg>`;
};
