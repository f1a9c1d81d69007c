/// <reference path="../test/worker/omggif.d.ts" />
/**
 * `npm run bench:gif`: this project's GIF writer (src/raster/gif.ts) against gifenc, on
 * the frames of 100-ply games of both games drawn by the raster pictures, in Node.
 * gifenc writes every frame whole from the top-left corner, so it is given the fairest
 * frames it can take: full frames with unchanged pixels transparent, each kept over the
 * last. Both outputs are decoded (omggif) and checked frame by frame against the frames.
 */
import { readFileSync } from 'node:fs';
import gifenc from 'gifenc';
import omggif from 'omggif';
import { GAME_IDS } from '../src/engine/game-id.ts';
import { drawBoard } from '../src/raster/board-raster.ts';
import { IndexedCanvas } from '../src/raster/canvas.ts';
import { GIF_MARGIN, GIF_SIZE } from '../src/raster/game-gif.ts';
import { GifWriter, TRANSPARENT } from '../src/raster/gif.ts';
import { PicturePack } from '../src/raster/pack.ts';
import { buildPictures, PACK_FILE } from '../scripts/build-pictures.ts';
import { sampleGame } from '../scripts/pictures/sample-games.ts';

await buildPictures();
const pack = new PicturePack(new Uint8Array(readFileSync(PACK_FILE)));

const framesOf = async (game: (typeof GAME_IDS)[number]): Promise<Uint8Array[]> => {
  const frames: Uint8Array[] = [];
  for (const ply of sampleGame(game, 100, 300)) {
    const canvas = new IndexedCanvas(GIF_SIZE, GIF_SIZE, pack.colours);
    canvas.fill(0);
    const board = {
      game,
      position: ply.position,
      highlight: ply.highlight,
      flipped: false,
      theme: 'light' as const,
      scale: 'card' as const,
    };
    await drawBoard(pack, canvas, board, GIF_MARGIN, GIF_MARGIN);
    frames.push(canvas.pixels);
  }
  return frames;
};

const ours = (frames: readonly Uint8Array[]): Uint8Array => {
  const writer = new GifWriter(GIF_SIZE, GIF_SIZE, pack.colours.rgb);
  for (const pixels of frames) writer.add({ pixels, delay: 800 });
  return writer.finish();
};

const theirs = (frames: readonly Uint8Array[]): Uint8Array => {
  const encoder = gifenc.GIFEncoder();
  const palette = Array.from({ length: 256 }, (_, i) => [
    ...(pack.colours.rgb.subarray(i * 3, i * 3 + 3) ?? [0, 0, 0]),
  ]);
  frames.forEach((pixels, i) => {
    const previous = frames[i - 1];
    const index = previous ? pixels.map((value, at) => (value === previous[at] ? TRANSPARENT : value)) : pixels;
    encoder.writeFrame(index, GIF_SIZE, GIF_SIZE, {
      palette: i === 0 ? palette : undefined,
      delay: 800,
      transparent: i > 0,
      transparentIndex: TRANSPARENT,
      dispose: 1,
    });
  });
  encoder.finish();
  return encoder.bytes();
};

/** Decodes every frame and checks it against the frame drawn. */
const check = (bytes: Uint8Array, frames: readonly Uint8Array[]): void => {
  const reader = new omggif.GifReader(bytes);
  if (reader.numFrames() !== frames.length) throw new Error(`${reader.numFrames()} frames, not ${frames.length}`);
  const screen = new Uint8Array(GIF_SIZE * GIF_SIZE * 4);
  for (const [i, frame] of frames.entries()) {
    reader.decodeAndBlitFrameRGBA(i, screen);
    for (let p = 0; p < frame.length; p += 997)
      if (screen[p * 4] !== pack.colours.rgb[frame[p]! * 3]) throw new Error(`frame ${i} differs at pixel ${p}`);
  }
};

const time = (encode: () => Uint8Array): { ms: number; bytes: Uint8Array } => {
  encode();
  const started = performance.now();
  let bytes: Uint8Array = new Uint8Array();
  for (let i = 0; i < 3; i++) bytes = encode();
  return { ms: (performance.now() - started) / 3, bytes };
};

for (const game of GAME_IDS) {
  const frames = await framesOf(game);
  for (const [name, encode] of [
    ['src/raster/gif.ts', () => ours(frames)],
    ['gifenc 1.0.3', () => theirs(frames)],
  ] as const) {
    const { ms, bytes } = time(encode);
    check(bytes, frames);
    console.log(
      `${game.padEnd(8)} ${frames.length} frames  ${name.padEnd(18)} ${ms.toFixed(0).padStart(5)} ms  ${(bytes.length / 1e6).toFixed(2)} MB`,
    );
  }
}
