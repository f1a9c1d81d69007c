/**
 * Adomoc's pieces, drawn so that breed, type and prime each read without colour: a sun
 * is a rayed disc, a moon a crescent, a foot a footprint; Light's tokens are pale with one
 * outline, Dark's are deep with a second, inner ring; a prime wears a gold ring outside
 * its token, and a held foot a dashed ring beyond that. Shapes are drawn for a token of
 * radius 20 and scaled to the space.
 */
import { DARK, PRIME, SUN, MOON, FOOT, TYPE_MASK, type PieceCode } from '../engine/adomoc/index.ts';
import type { Paint } from './palette.ts';
import { num } from './svg.ts';

export const NOMINAL_RADIUS = 20;

const SUN_RAYS = Array.from({ length: 8 }, (_, i) => {
  const angle = (i * Math.PI) / 4 + Math.PI / 8;
  const [inner, outer] = [8.2, 12.6];
  return `M${num(inner * Math.cos(angle))} ${num(inner * Math.sin(angle))}L${num(outer * Math.cos(angle))} ${num(outer * Math.sin(angle))}`;
}).join('');

/** A crescent: a disc with a smaller disc cut from its upper right. */
const CRESCENT = (() => {
  const [R, r, cx, cy] = [11.5, 9.6, 5.2, -3.6];
  // Where the two circles cross, from the standard two-circle intersection.
  const d = Math.hypot(cx, cy);
  const a = (R * R - r * r + d * d) / (2 * d);
  const h = Math.sqrt(R * R - a * a);
  const [mx, my] = [(a * cx) / d, (a * cy) / d];
  const p1 = { x: mx + (h * cy) / d, y: my - (h * cx) / d };
  const p2 = { x: mx - (h * cy) / d, y: my + (h * cx) / d };
  return `M${num(p1.x)} ${num(p1.y)}A${R} ${R} 0 1 0 ${num(p2.x)} ${num(p2.y)}A${r} ${r} 0 0 1 ${num(p1.x)} ${num(p1.y)}Z`;
})();

/** A footprint: a sole and four toes. */
const FOOTPRINT = [
  '<ellipse cx="0.6" cy="3.6" rx="5.1" ry="8" transform="rotate(8 0.6 3.6)"/>',
  '<circle cx="-3.2" cy="-7.6" r="2.5"/>',
  '<circle cx="0.9" cy="-9.2" r="1.9"/>',
  '<circle cx="4.3" cy="-8.2" r="1.6"/>',
  '<circle cx="6.8" cy="-5.9" r="1.3"/>',
].join('');

const emblem = (code: PieceCode, paint: Paint): string => {
  const ink = code & DARK ? 'darkInk' : 'lightInk';
  switch (code & TYPE_MASK) {
    case SUN:
      return `<circle r="5.6"${paint(ink)}/><path d="${SUN_RAYS}"${paint(null, ink)} stroke-width="2.4" stroke-linecap="round"/>`;
    case MOON:
      return `<path d="${CRESCENT}"${paint(ink)}/>`;
    case FOOT:
      return `<g${paint(ink)}>${FOOTPRINT}</g>`;
    default:
      return '';
  }
};

/**
 * A piece's layers in nominal units (radius 20, centred on the origin): the token with its
 * emblem, then the prime's ring and the held foot's ring, each drawn over the last. The
 * raster pictures keep each layer as its own sprite and stack them the same way.
 */
export const pieceLayers = (code: PieceCode, paint: Paint) => {
  const dark = (code & DARK) !== 0;
  return {
    body: [
      `<circle cx="0.9" cy="1.8" r="19.4"${paint('pieceShadow')}/>`,
      `<circle r="19"${paint(dark ? 'darkPiece' : 'lightPiece', dark ? 'darkEdge' : 'lightEdge')} stroke-width="1.7"/>`,
      dark ? `<circle r="15.6"${paint(null, 'darkInk')} stroke-width="1" stroke-opacity="0.75"/>` : '',
      emblem(code, paint),
    ].join(''),
    prime: `<circle r="22.6"${paint(null, 'prime')} stroke-width="3"/>`,
    held: `<circle r="26.4"${paint(null, 'held')} stroke-width="2.2" stroke-dasharray="4.2 3"/>`,
  };
};

/** Nominal units placed at (x, y) with the given radius. */
export const atSpace = (x: number, y: number, radius: number, content: string): string =>
  `<g transform="translate(${num(x)} ${num(y)}) scale(${num(radius / NOMINAL_RADIUS)})">${content}</g>`;

/** A piece centred on (x, y) with the given radius. */
export const pieceGlyph = (
  code: PieceCode,
  x: number,
  y: number,
  radius: number,
  paint: Paint,
  held: boolean,
): string => {
  const layers = pieceLayers(code, paint);
  return atSpace(x, y, radius, layers.body + (code & PRIME ? layers.prime : '') + (held ? layers.held : ''));
};
