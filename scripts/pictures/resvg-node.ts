/**
 * resvg (the WebAssembly build) in Node, for drawing at build time: SVG in, straight RGBA
 * pixels out. Text is set in Inter SemiBold, the one font the pictures use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg, initWasm } from '@resvg/resvg-wasm';

const require = createRequire(import.meta.url);
export const FONT_FILE = require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf');
const FONT = new Uint8Array(readFileSync(FONT_FILE));

let ready: Promise<void> | null = null;
const initialised = (): Promise<void> => {
  ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return ready;
};

export interface Rgba {
  readonly width: number;
  readonly height: number;
  /** RGBA premultiplied by alpha (as resvg gives it), row by row. */
  readonly pixels: Uint8Array;
}

/** The SVG drawn `width` pixels wide (the height follows its viewBox). */
export const rasterise = async (svg: string, width: number): Promise<Rgba> => {
  await initialised();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontBuffers: [FONT], defaultFontFamily: 'Inter', sansSerifFamily: 'Inter', loadSystemFonts: false },
  });
  try {
    const image = resvg.render();
    try {
      return { width: image.width, height: image.height, pixels: new Uint8Array(image.pixels) };
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
};
