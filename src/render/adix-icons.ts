/**
 * The faces of an ADIX cube as icons, drawn in a box 40 units wide centred on the origin:
 * rock a boulder, paper a sheet with a folded corner, scissors open blades, shelter a
 * roof (the notation's Λ). Each is one colour, `ink`, with `body` for cut-outs, so the
 * same icon reads on a pale cube and on a dark one. And the captain's crown.
 */
import { PAPER, ROCK, SCISSORS, SHELTER } from '../engine/adix/index.ts';
import type { Paint, Role } from './palette.ts';

const ROCK_ICON = (ink: Role, body: Role, paint: Paint): string =>
  `<path d="M-17 9L-14-5L-4-15L9-13L17-2L15 11L3 16L-10 15Z"${paint(ink, ink)} stroke-width="1.5" stroke-linejoin="round"/>` +
  `<path d="M-14-5L-3-2L9-13M-3-2L3 16M-3-2L15 11"${paint(null, body)} stroke-width="1.8" stroke-linejoin="round" stroke-opacity="0.7"/>`;

const PAPER_ICON = (ink: Role, body: Role, paint: Paint): string =>
  `<path d="M-12-16H5L13-8V16H-12Z"${paint(body, ink)} stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M5-16V-8H13M-6-3H7M-6 3H7M-6 9H3"${paint(null, ink)} stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`;

const SCISSORS_ICON = (ink: Role, body: Role, paint: Paint): string =>
  `<path d="M-4 5L9-16M4 5L-9-16"${paint(null, ink)} stroke-width="3.6" stroke-linecap="round"/>` +
  `<circle cx="-6.5" cy="10" r="5"${paint(null, ink)} stroke-width="3.4"/>` +
  `<circle cx="6.5" cy="10" r="5"${paint(null, ink)} stroke-width="3.4"/>` +
  `<circle cx="0" cy="-1.6" r="1.7"${paint(body)}/>`;

const SHELTER_ICON = (ink: Role, _body: Role, paint: Paint): string =>
  `<path d="M-17 5L0-13L17 5"${paint(null, ink)} stroke-width="4.6" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M-11 2V15H11V2"${paint(null, ink)} stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M-3.5 15V8H3.5V15Z"${paint(ink)}/>`;

const ICONS: Readonly<Record<number, (ink: Role, body: Role, paint: Paint) => string>> = {
  [ROCK]: ROCK_ICON,
  [PAPER]: PAPER_ICON,
  [SCISSORS]: SCISSORS_ICON,
  [SHELTER]: SHELTER_ICON,
};

/** A face (a face code) as an icon, `scale` times the 40-unit box, at (x, y). */
export const faceIcon = (
  face: number,
  x: number,
  y: number,
  scale: number,
  ink: Role,
  body: Role,
  paint: Paint,
): string => `<g transform="translate(${x} ${y}) scale(${scale})">${ICONS[face]!(ink, body, paint)}</g>`;

/** A crown, 30 units wide, centred at (x, y). */
export const crown = (x: number, y: number, fill: Role, edge: Role, paint: Paint): string =>
  `<path transform="translate(${x} ${y})" d="M-14 8L-15-7L-7 0L0-11L7 0L15-7L14 8Z"${paint(fill, edge)} stroke-width="1.8" stroke-linejoin="round"/>`;
