/**
 * Writing SVG as text: escaping, short numbers, elements. Text rather than a DOM, so the
 * same code runs in the Worker, in Node and in the browser. Text goes through the one
 * escaping function the server's and the browser's HTML share (src/shared/html.ts).
 */
import { escapeHtml } from '../shared/html.ts';

export { escapeHtml };

/** A coordinate with at most two decimals and no trailing zeros: smaller files, same picture. */
export const num = (value: number): string => {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

export type AttributeValue = string | number | undefined | null | false;
export type Attributes = Readonly<Record<string, AttributeValue>>;

/** ` name="value"` pairs; undefined, null and false leave the attribute out. */
export const attributes = (attrs: Attributes): string =>
  Object.entries(attrs)
    .filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && entry[1] !== false,
    )
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : escapeHtml(value)}"`)
    .join('');

/**
 * An element. `extra` is attribute text already written (a paint from palette.ts);
 * children are markup already written, so they are not escaped again.
 */
export const el = (
  name: string,
  attrs: Attributes = {},
  children: readonly string[] | string = [],
  extra = '',
): string => {
  const inner = typeof children === 'string' ? children : children.join('');
  return inner === ''
    ? `<${name}${attributes(attrs)}${extra}/>`
    : `<${name}${attributes(attrs)}${extra}>${inner}</${name}>`;
};

/** A `<title>`: the accessible name of its parent, and the tooltip. */
export const title = (text: string): string => `<title>${escapeHtml(text)}</title>`;

/** A point on a circle: angle in degrees, counter-clockwise from east, with y pointing down on screen. */
export const polar = (cx: number, cy: number, radius: number, degrees: number): { x: number; y: number } => {
  const radians = (degrees * Math.PI) / 180;
  return { x: cx + radius * Math.cos(radians), y: cy - radius * Math.sin(radians) };
};

/** Text labels use Inter, the one font the PNG renderer has. */
export const FONT_FAMILY = 'Inter, sans-serif';
