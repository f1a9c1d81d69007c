/**
 * An image of palette indices, and the blending that draws on it: layers and characters
 * are blended with the colours under them in RGB, and each result is mapped back to the
 * nearest colour of the shared palette through a table filled as colours are first met
 * (64 levels a channel, so the table is 256 K entries; a colour maps the same way
 * whatever was drawn before it).
 */

export class ColourMap {
  /** RGB of each entry (at most 256). */
  readonly rgb: Uint8Array;
  /** By 6-bit RGB: 0 unknown, else the palette index + 1. */
  private readonly table = new Uint16Array(1 << 18);

  constructor(palette: readonly number[]) {
    this.rgb = Uint8Array.from(palette);
  }

  /** The palette index nearest to a colour. */
  index(r: number, g: number, b: number): number {
    const key = ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);
    const known = this.table[key]!;
    if (known !== 0) return known - 1;
    // The middle of the 6-bit cell, so the answer does not depend on which colour came first.
    const [cr, cg, cb] = [((r >> 2) << 2) | 2, ((g >> 2) << 2) | 2, ((b >> 2) << 2) | 2];
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    const rgb = this.rgb;
    for (let i = 0; i < rgb.length / 3; i++) {
      const dr = rgb[i * 3]! - cr;
      const dg = rgb[i * 3 + 1]! - cg;
      const db = rgb[i * 3 + 2]! - cb;
      const d = dr * dr + dg * dg + db * db;
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    }
    this.table[key] = best + 1;
    return best;
  }
}

/** A layer as the pack holds it: RGBA premultiplied by alpha, placed from its anchor. */
export interface Sprite {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly pixels: Uint8Array;
}

/** d × (255 − a) ÷ 255, rounded, without a division. */
const fade = (d: number, keep: number): number => (d * keep * 257 + 32896) >>> 16;

export class IndexedCanvas {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly colours: ColourMap;

  constructor(width: number, height: number, colours: ColourMap) {
    this.width = width;
    this.height = height;
    this.colours = colours;
    this.pixels = new Uint8Array(width * height);
  }

  /** Copies an image of the same palette with its top-left corner at (x, y). */
  put(source: Uint8Array, width: number, height: number, x: number, y: number): void {
    if (x === 0 && width === this.width) {
      this.pixels.set(source.subarray(0, width * height), y * this.width);
      return;
    }
    for (let row = 0; row < height; row++)
      this.pixels.set(source.subarray(row * width, (row + 1) * width), (y + row) * this.width + x);
  }

  fill(index: number): void {
    this.pixels.fill(index);
  }

  /** Blends a layer over the image with its anchor at (ax, ay). */
  blend(sprite: Sprite, ax: number, ay: number): void {
    const { pixels: dst, width, colours } = this;
    const rgb = colours.rgb;
    const src = sprite.pixels;
    const left = ax + sprite.x;
    const top = ay + sprite.y;
    for (let row = 0; row < sprite.h; row++) {
      const y = top + row;
      if (y < 0 || y >= this.height) continue;
      for (let column = 0; column < sprite.w; column++) {
        const x = left + column;
        if (x < 0 || x >= width) continue;
        const s = (row * sprite.w + column) * 4;
        const a = src[s + 3]!;
        if (a === 0) continue;
        const at = y * width + x;
        if (a === 255) {
          dst[at] = colours.index(src[s]!, src[s + 1]!, src[s + 2]!);
          continue;
        }
        const d = dst[at]! * 3;
        const keep = 255 - a;
        dst[at] = colours.index(
          src[s]! + fade(rgb[d]!, keep),
          src[s + 1]! + fade(rgb[d + 1]!, keep),
          src[s + 2]! + fade(rgb[d + 2]!, keep),
        );
      }
    }
  }

  /** Paints a colour through a coverage mask (a character) whose top-left is at (left, top). */
  mask(coverage: Uint8Array, w: number, h: number, left: number, top: number, colour: readonly number[]): void {
    const { pixels: dst, width, colours } = this;
    const rgb = colours.rgb;
    const [r, g, b] = colour as [number, number, number];
    for (let row = 0; row < h; row++) {
      const y = top + row;
      if (y < 0 || y >= this.height) continue;
      for (let column = 0; column < w; column++) {
        const x = left + column;
        if (x < 0 || x >= width) continue;
        const c = coverage[row * w + column]!;
        if (c === 0) continue;
        const at = y * width + x;
        const d = dst[at]! * 3;
        const keep = 255 - c;
        dst[at] = colours.index(
          fade(r, c) + fade(rgb[d]!, keep),
          fade(g, c) + fade(rgb[d + 1]!, keep),
          fade(b, c) + fade(rgb[d + 2]!, keep),
        );
      }
    }
  }

  /**
   * A colour of some opacity over a rectangle with edges anywhere between pixels, each
   * pixel covered in proportion to its area inside, as an SVG renderer draws a `<rect>`.
   */
  rect(x0: number, y0: number, x1: number, y1: number, colour: readonly number[], opacity: number): void {
    const { pixels: dst, width, colours } = this;
    const rgb = colours.rgb;
    const [r, g, b] = colour as [number, number, number];
    const overlap = (p: number, from: number, to: number) => Math.max(0, Math.min(p + 1, to) - Math.max(p, from));
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, Math.ceil(y1)); y++) {
      const cy = overlap(y, y0, y1);
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(width, Math.ceil(x1)); x++) {
        const a = Math.round(opacity * cy * overlap(x, x0, x1) * 255);
        if (a === 0) continue;
        const at = y * width + x;
        const d = dst[at]! * 3;
        const keep = 255 - a;
        dst[at] = colours.index(
          fade(r, a) + fade(rgb[d]!, keep),
          fade(g, a) + fade(rgb[d + 1]!, keep),
          fade(b, a) + fade(rgb[d + 2]!, keep),
        );
      }
    }
  }
}

/** "#rrggbb" or "rgba(r, g, b, a)" as RGB and an opacity. */
export const parseColour = (text: string): { rgb: [number, number, number]; opacity: number } => {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  if (hex) return { rgb: [1, 2, 3].map((i) => Number.parseInt(hex[i]!, 16)) as [number, number, number], opacity: 1 };
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(text);
  if (rgba) return { rgb: [Number(rgba[1]), Number(rgba[2]), Number(rgba[3])], opacity: Number(rgba[4]) };
  throw new Error(`not a colour the pictures know: ${text}`);
};
