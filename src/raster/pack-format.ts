/**
 * The picture pack: everything the raster pictures draw with, rasterised at build time
 * (scripts/build-pictures.ts) so that drawing at run time only copies and blends pixels.
 * One binary file: "ORPK", a version, the length of a JSON index, the index, then the
 * data the index points into (byte offsets from the start of the data).
 */

export const PACK_MAGIC = 0x4b50524f; // "ORPK", little-endian
export const PACK_VERSION = 1;

/** Pixels placed relative to an anchor: the space's or cube's middle, or the pen on the baseline. */
export interface PlacedEntry {
  /** Offset of the top-left pixel from the anchor, in whole pixels. */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Byte offset in the data. */
  readonly at: number;
}

/** A layer: RGBA premultiplied by alpha, w × h × 4 bytes. */
export type SpriteEntry = PlacedEntry;

/** A character: coverage (0–255), w × h bytes, and how far it moves the pen. */
export interface GlyphEntry extends PlacedEntry {
  readonly advance: number;
}

/** A background: palette indices, w × h bytes, deflated (zlib). */
export interface BaseEntry {
  readonly w: number;
  readonly h: number;
  readonly at: number;
  readonly length: number;
}

export interface PackIndex {
  /** The shared palette: 255 colours, RGB (the GIF keeps index 255 for transparency). */
  readonly palette: readonly number[];
  /** By name: `<game>/<theme>/<scale>/<layer>`. */
  readonly sprites: Readonly<Record<string, SpriteEntry>>;
  /** By name: `<game>/<theme>/<flip>/<scale>` for boards, `<game>/<theme>/card` for the card's frame. */
  readonly bases: Readonly<Record<string, BaseEntry>>;
  /** By font size in pixels, then by code point. */
  readonly glyphs: Readonly<Record<string, Readonly<Record<string, GlyphEntry>>>>;
  /** A hash of what the pack was built from, so a build can tell whether it is stale. */
  readonly source: string;
}

/** Board sizes in pixels: the card's board and the square picture. */
export const SCALES = { card: 580, square: 1200 } as const;
export type Scale = keyof typeof SCALES;

/** Sizes of the card's text, in pixels. */
export const TEXT_SIZES = [22, 24, 30, 32, 44] as const;
/** Names are set at this size, for which the pack holds every script the font has. */
export const NAME_SIZE = 32;

export const spriteName = (game: string, theme: string, scale: Scale, layer: string): string =>
  `${game}/${theme}/${scale}/${layer}`;
export const boardBaseName = (game: string, theme: string, flipped: boolean, scale: Scale): string =>
  `${game}/${theme}/${flipped ? 'flipped' : 'upright'}/${scale}`;
export const cardBaseName = (game: string, theme: string): string => `${game}/${theme}/card`;

export const encodePack = (index: PackIndex, data: Uint8Array): Uint8Array => {
  const json = new TextEncoder().encode(JSON.stringify(index));
  const padded = (json.length + 3) & ~3;
  const out = new Uint8Array(12 + padded + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, PACK_MAGIC, true);
  view.setUint32(4, PACK_VERSION, true);
  view.setUint32(8, json.length, true);
  out.set(json, 12);
  out.fill(0x20, 12 + json.length, 12 + padded);
  out.set(data, 12 + padded);
  return out;
};

export const decodePack = (bytes: Uint8Array): { index: PackIndex; data: Uint8Array } => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== PACK_MAGIC) throw new Error('not a picture pack');
  if (view.getUint32(4, true) !== PACK_VERSION) throw new Error('a picture pack of another version: rebuild it');
  const length = view.getUint32(8, true);
  const index = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + length))) as PackIndex;
  return { index, data: bytes.subarray(12 + ((length + 3) & ~3)) };
};
