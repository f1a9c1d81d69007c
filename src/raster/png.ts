/**
 * An indexed-colour PNG (8 bits a pixel, one palette): rows unfiltered, as suits palette
 * images, and deflated by the runtime's native zlib (`node:zlib`, native in the Workers
 * runtime under `nodejs_compat`, and in Node).
 *
 * Why not `CompressionStream`: it deflates at zlib's default level 6, which spends most
 * of a picture's CPU (an Adomoc square: about 14 ms of 17) in the match search that the
 * boards' anti-aliased rings make slow. Level 2 deflates the same rows in about a third of
 * the time for 15% more bytes (bench/png-levels.ts), which keeps a picture within the
 * Workers Free plan's 10 ms and the Adomoc card under 100 KB. Unfiltered rows: the Up
 * filter made both the time and the size worse on these boards.
 */
import type { IndexedCanvas } from './canvas.ts';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

const crc32 = (bytes: Uint8Array, from: number, to: number): number => {
  let c = 0xffffffff;
  for (let i = from; i < to; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Uint8Array): Uint8Array => {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
};

/** zlib's level for picture data: see the top of this file. */
export const DEFLATE_LEVEL = 2;

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

export const encodePng = (canvas: IndexedCanvas): Uint8Array => {
  const { width, height, pixels } = canvas;
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, palette colour, deflate, adaptive filters, no interlace
  const rows = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const data = deflateSync(rows, { level: DEFLATE_LEVEL });
  const parts = [
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', canvas.colours.rgb),
    chunk('IDAT', data),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
