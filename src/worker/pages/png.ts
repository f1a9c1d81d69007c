/**
 * SVG to PNG inside the Worker, with resvg compiled to WebAssembly. Workers may not
 * compile WebAssembly at run time, so the module is imported already compiled (wrangler
 * bundles `.wasm` imports as modules) and instantiated once per isolate. The only font
 * is Inter SemiBold, bundled as data; board pictures name it for all their text.
 */
import { Resvg, initWasm } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import interSemiBold from '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf';

let ready: Promise<void> | null = null;

const initialised = (): Promise<void> => {
  ready ??= initWasm(resvgWasm).catch((error: unknown) => {
    // A failed start may be retried by the next request; a second successful one would throw.
    ready = null;
    throw error;
  });
  return ready;
};

const FONT = new Uint8Array(interSemiBold);

/** The SVG drawn `width` pixels wide (the height follows its viewBox). */
export const svgToPng = async (svg: string, width: number): Promise<Uint8Array> => {
  await initialised();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontBuffers: [FONT], defaultFontFamily: 'Inter', sansSerifFamily: 'Inter', loadSystemFonts: false },
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
};
