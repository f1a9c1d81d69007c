/**
 * The picture pack opened for drawing: layers and characters are views into its bytes,
 * boards' backgrounds are inflated on first use and kept for the isolate's life.
 */
import { ColourMap, type Sprite } from './canvas.ts';
import { through } from './streams.ts';
import { decodePack, type BaseEntry, type GlyphEntry, type PackIndex } from './pack-format.ts';

export interface Glyph extends Sprite {
  readonly advance: number;
}

export interface Base {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

const EMPTY = new Uint8Array(0);

export class PicturePack {
  readonly index: PackIndex;
  readonly colours: ColourMap;
  private readonly data: Uint8Array;
  private readonly sprites = new Map<string, Sprite | null>();
  private readonly glyphs = new Map<number, Map<number, Glyph | null>>();
  private readonly bases = new Map<string, Promise<Base>>();

  constructor(bytes: Uint8Array) {
    const { index, data } = decodePack(bytes);
    this.index = index;
    this.data = data;
    this.colours = new ColourMap(index.palette);
  }

  /** A layer by name; a name the pack lacks is a bug in the drawing, not in a request. */
  sprite(name: string): Sprite {
    let sprite = this.sprites.get(name);
    if (sprite === undefined) {
      const entry = this.index.sprites[name];
      sprite = entry
        ? { ...entry, pixels: entry.w ? this.data.subarray(entry.at, entry.at + entry.w * entry.h * 4) : EMPTY }
        : null;
      this.sprites.set(name, sprite);
    }
    if (!sprite) throw new Error(`the picture pack has no layer ${name}`);
    return sprite;
  }

  /** A character at a size, or null where the pack has none. */
  glyph(size: number, code: number): Glyph | null {
    let bySize = this.glyphs.get(size);
    if (!bySize) {
      bySize = new Map();
      this.glyphs.set(size, bySize);
    }
    let glyph = bySize.get(code);
    if (glyph === undefined) {
      const entry: GlyphEntry | undefined = this.index.glyphs[size]?.[code];
      glyph = entry
        ? { ...entry, pixels: entry.w ? this.data.subarray(entry.at, entry.at + entry.w * entry.h) : EMPTY }
        : null;
      bySize.set(code, glyph);
    }
    return glyph;
  }

  base(name: string): Promise<Base> {
    let base = this.bases.get(name);
    if (!base) {
      const entry: BaseEntry | undefined = this.index.bases[name];
      if (!entry) throw new Error(`the picture pack has no background ${name}`);
      base = through(this.data.subarray(entry.at, entry.at + entry.length), new DecompressionStream('deflate')).then(
        (pixels) => ({
          width: entry.w,
          height: entry.h,
          pixels,
        }),
      );
      // A failed inflation is not kept: the next picture tries again.
      base.catch(() => this.bases.delete(name));
      this.bases.set(name, base);
    }
    return base;
  }
}
