/**
 * The Adomoc board as SVG: the disc with its eight cycles, ten columns and both spirals,
 * the origin spaces shaded in their breed's tint, coordinates round the edge and along
 * the horizontal, then every space with what stands on it and the marks asked for.
 */
import {
  CENTRE,
  COLUMNS,
  CYCLES,
  DARK,
  PRIME,
  cycleOf,
  describePiece,
  heldFeet,
  squareAt,
  squareName,
  type PieceCode,
  type Position,
} from '../engine/adomoc/index.ts';
import { pieceLetters } from '../engine/adomoc/position-notation.ts';
import {
  CENTRE_RADIUS,
  COLUMN_LABEL_RADIUS,
  MIDDLE,
  RIM_RADIUS,
  columnAngle,
  cycleRadius,
  pieceRadius,
  ringSector,
  spacePoint,
  spiralPath,
} from './adomoc-geometry.ts';
import { pieceGlyph } from './adomoc-pieces.ts';
import { markWords, type Drawing } from './marks.ts';
import type { Paint } from './palette.ts';
import type { BoardLayers, SpacePart } from './picture.ts';
import { FONT_FAMILY, el, num, polar, title } from './svg.ts';

const ORIGIN_KINDS = ['suns', 'moons', 'feet'] as const;

/** Cycles 1–3 of each half, shaded with the breed's tint; the band ends halfway to cycle 4. */
const originBands = (drawing: Drawing): string => {
  const inner = (cycleRadius(3) + cycleRadius(4)) / 2;
  const lightFrom = columnAngle(-0.5, drawing.flipped);
  return [
    `<path d="${ringSector(inner, RIM_RADIUS, lightFrom, lightFrom + 180)}"${drawing.paint('adomocLightOrigin')}/>`,
    `<path d="${ringSector(inner, RIM_RADIUS, lightFrom + 180, lightFrom + 360)}"${drawing.paint('adomocDarkOrigin')}/>`,
  ].join('');
};

/** A cycle as two arcs, broken where its number stands on the horizontal. */
const cycleArcs = (cycle: number): string => {
  const r = cycleRadius(cycle);
  const gap = (13 / r) * (180 / Math.PI);
  const arc = (from: number, to: number) => {
    const a = polar(MIDDLE, MIDDLE, r, from);
    const b = polar(MIDDLE, MIDDLE, r, to);
    return `M${num(a.x)} ${num(a.y)}A${num(r)} ${num(r)} 0 0 0 ${num(b.x)} ${num(b.y)}`;
  };
  return arc(gap, 180 - gap) + arc(180 + gap, 360 - gap);
};

const lines = (drawing: Drawing): string => {
  const { paint, flipped } = drawing;
  const spirals = COLUMNS.flatMap((_, column) => [spiralPath(column, 1, flipped), spiralPath(column, -1, flipped)]);
  const columns = COLUMNS.map((_, column) => {
    const outer = spacePoint(column, 1, flipped);
    const inner = spacePoint(column, 8, flipped);
    return `M${num(outer.x)} ${num(outer.y)}L${num(inner.x)} ${num(inner.y)}`;
  });
  return [
    `<path d="${spirals.join('')}"${paint(null, 'adomocSpiral')} stroke-width="1.6"/>`,
    `<path d="${CYCLES.map(cycleArcs).join('')}"${paint(null, 'adomocCycle')} stroke-width="2.2"/>`,
    `<path d="${columns.join('')}"${paint(null, 'adomocColumn')} stroke-width="2.2"/>`,
  ].join('');
};

const text = (x: number, y: number, size: number, content: string, drawing: Drawing): string =>
  el('text', { x, y: y + size * 0.36, 'font-size': size, 'text-anchor': 'middle' }, content, drawing.paint('label'));

/**
 * Column letters round the rim, and cycle numbers where no column runs: on the
 * horizontal, between Light's half and Dark's, in gaps left in the cycle lines.
 */
const labels = (drawing: Drawing): string => {
  const columns = COLUMNS.map((letter, column) => {
    const at = polar(MIDDLE, MIDDLE, COLUMN_LABEL_RADIUS, columnAngle(column, drawing.flipped));
    return text(at.x, at.y, 26, letter, drawing);
  });
  const cycles = CYCLES.flatMap((cycle) =>
    [0, 180].map((degrees) => {
      const at = polar(MIDDLE, MIDDLE, cycleRadius(cycle), degrees);
      return text(at.x, at.y, cycle >= 7 ? 16 : 18, String(cycle), drawing);
    }),
  );
  return `<g font-family="${FONT_FAMILY}" font-weight="600">${columns.join('')}${cycles.join('')}</g>`;
};

/** The centre: the goal, a small disc with an eight-pointed star, faint until a sun stands there. */
const centreDisc = (drawing: Drawing): string => {
  const points = Array.from({ length: 16 }, (_, i) => {
    const at = polar(MIDDLE, MIDDLE, i % 2 === 0 ? CENTRE_RADIUS * 0.72 : CENTRE_RADIUS * 0.26, i * 22.5 + 90);
    return `${num(at.x)},${num(at.y)}`;
  });
  return [
    `<circle cx="${MIDDLE}" cy="${MIDDLE}" r="${CENTRE_RADIUS}"${drawing.paint('adomocCentre', 'adomocRim')} stroke-width="2.2"/>`,
    `<polygon points="${points.join(' ')}"${drawing.paint('prime')} fill-opacity="0.35"/>`,
  ].join('');
};

/** ", origin space of Light's moons" for an empty space of cycles 1–3: where originated pieces go. */
const originWords = (sq: number): string => {
  if (cycleOf(sq) > 3) return '';
  const breed = sq % 10 < 5 ? "Light's" : "Dark's";
  return `, origin space of ${breed} ${ORIGIN_KINDS[cycleOf(sq) - 1]}`;
};

const pieceWords = (code: PieceCode): string => {
  const words = describePiece(code & ~PRIME);
  return code & PRIME ? `${words} (prime)` : words;
};

/** What a screen reader and a tooltip say of a space. */
const spaceTitle = (name: string, sq: number, code: PieceCode, heldBy: readonly number[] | undefined): string => {
  if (!code) return `${name}: empty${sq === CENTRE ? '' : originWords(sq)}`;
  const held = heldBy
    ? `, held by the ${code & DARK ? 'light' : 'dark'} sun${heldBy.length > 1 ? 's' : ''} on ${heldBy.map(squareName).join(' and ')}`
    : '';
  return `${name}: ${pieceWords(code)}${sq === CENTRE ? ', centred' : ''}${held}`;
};

/** The last move's glow under a space's piece, scaled to the piece. */
export const lastMoveMark = (x: number, y: number, radius: number, paint: Paint): string =>
  `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * 1.5)}"${paint('lastMove', 'lastMoveEdge')} stroke-width="2"/>`;

/** An empty space: a small dot, so the spaces read where the lines cross. */
export const emptySpaceMark = (x: number, y: number, radius: number, paint: Paint): string =>
  `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * 0.34)}"${paint('adomocSpace', 'adomocCycle')} stroke-width="1.6"/>`;

/** Where a space's piece stands on the picture, and how large it is. */
export const spaceSpot = (sq: number, flipped: boolean): { x: number; y: number; radius: number } =>
  sq === CENTRE
    ? { x: MIDDLE, y: MIDDLE, radius: CENTRE_RADIUS * 0.62 }
    : { ...spacePoint(sq % 10, cycleOf(sq), flipped), radius: pieceRadius(cycleOf(sq)) };

/** Marks under a space's piece (the last move) and over it (selection, targets, choices), scaled to the piece. */
const marksUnder = (name: string, x: number, y: number, radius: number, drawing: Drawing): string =>
  drawing.marks.highlight.has(name) ? lastMoveMark(x, y, radius, drawing.paint) : '';

const marksOver = (name: string, x: number, y: number, radius: number, occupied: boolean, drawing: Drawing): string => {
  const { marks, paint } = drawing;
  const out: string[] = [];
  if (marks.selected === name)
    out.push(
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * 1.36)}"${paint(null, 'selected')} stroke-width="4"/>`,
    );
  if (marks.targets.has(name))
    out.push(
      occupied
        ? `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * 1.3)}"${paint(null, 'target')} stroke-width="4" stroke-dasharray="7 4"/>`
        : `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * 0.46)}"${paint('target')}/>`,
    );
  if (marks.choices.has(name)) {
    const d = radius * (occupied ? 1.5 : 0.62);
    const diamond = `M${num(x)} ${num(y - d)}L${num(x + d)} ${num(y)}L${num(x)} ${num(y + d)}L${num(x - d)} ${num(y)}Z`;
    out.push(
      occupied
        ? `<path d="${diamond}"${paint(null, 'choice')} stroke-width="3.5"/>`
        : `<path d="${diamond}"${paint('choice')}/>`,
    );
  }
  return out.join('');
};

const space = (position: Position, sq: number, held: ReadonlyMap<number, number[]>, drawing: Drawing): SpacePart => {
  const name = squareName(sq);
  const code = position.board[sq]!;
  const isCentre = sq === CENTRE;
  const { x, y, radius } = spaceSpot(sq, drawing.flipped);
  const body = code
    ? pieceGlyph(code, x, y, radius, drawing.paint, held.has(sq))
    : isCentre
      ? ''
      : emptySpaceMark(x, y, radius, drawing.paint);
  const hit = drawing.interactive
    ? `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * 1.3)}" fill="#000" fill-opacity="0"/>`
    : '';
  const words = spaceTitle(name, sq, code, held.get(sq)) + markWords(name, drawing.marks);
  const markup = el('g', { 'data-square': name, 'data-piece': code ? pieceLetters(code) : undefined }, [
    title(words),
    hit,
    marksUnder(name, x, y, radius, drawing),
    body,
    marksOver(name, x, y, radius, code !== 0, drawing),
  ]);
  return { square: name, title: words, markup };
};

/** The spaces in the order they are drawn: cycle 1 to 8, column a to j, then the centre. */
export const SPACE_ORDER: readonly number[] = [
  ...CYCLES.flatMap((cycle) => Array.from({ length: 10 }, (_, column) => squareAt(column, cycle))),
  CENTRE,
];

/** What never changes under the spaces: the disc, its lines, the centre and the labels. */
export const adomocStaticLayers = (drawing: Drawing): string =>
  [
    `<circle cx="${MIDDLE}" cy="${MIDDLE}" r="${RIM_RADIUS}"${drawing.paint('adomocBoard')}/>`,
    originBands(drawing),
    `<circle cx="${MIDDLE}" cy="${MIDDLE}" r="${RIM_RADIUS}"${drawing.paint(null, 'adomocRim')} stroke-width="3"/>`,
    lines(drawing),
    centreDisc(drawing),
    labels(drawing),
  ].join('');

/** The board's layers, without the `<svg>` around them; the picture is ADOMOC_SIZE square. */
export const adomocLayers = (position: Position, drawing: Drawing): BoardLayers => {
  const held = heldFeet(position.board);
  return {
    under: adomocStaticLayers(drawing),
    spaces: SPACE_ORDER.map((sq) => space(position, sq, held, drawing)),
    over: '',
  };
};
