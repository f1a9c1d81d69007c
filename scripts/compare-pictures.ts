/**
 * `npm run compare:pictures [-- --out=DIR]`: the raster pictures (src/raster/, what the
 * Worker serves) against the same pictures drawn whole by resvg from the SVG (what the
 * Worker served before), over positions of random games of both games, both themes,
 * upright and flipped, card and square. Per picture: the mean difference per channel
 * (0–255), the share of pixels differing by more than 24 in some channel, and PSNR.
 * With --out, writes each pair side by side (resvg left, raster right) to look at.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { GAME_IDS } from '../src/engine/game-id.ts';
import { boardSvg } from '../src/render/board-svg.ts';
import { CARD_WIDTH, cardSvg, type CardPicture } from '../src/render/card-svg.ts';
import { THEMES } from '../src/render/palette.ts';
import type { IndexedCanvas } from '../src/raster/canvas.ts';
import { PicturePack } from '../src/raster/pack.ts';
import { SCALES } from '../src/raster/pack-format.ts';
import { cardCanvas, squareCanvas } from '../src/raster/pictures.ts';
import { buildPictures, PACK_FILE } from './build-pictures.ts';
import { rasterise, type Rgba } from './pictures/resvg-node.ts';
import { sampleGame } from './pictures/sample-games.ts';

const out = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, tail]);
};
/** RGB rows as a PNG, for looking at. */
const rgbPng = (width: number, height: number, rgb: Uint8Array): Buffer => {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rows.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

interface Difference {
  readonly mean: number;
  readonly differing: number;
  readonly psnr: number;
}

const compare = (reference: Rgba, canvas: IndexedCanvas): { difference: Difference; sideBySide: Uint8Array } => {
  const { width, height } = canvas;
  if (reference.width !== width || reference.height !== height) throw new Error('the pictures differ in size');
  const rgb = canvas.colours.rgb;
  const both = new Uint8Array(width * 2 * height * 3);
  let sum = 0;
  let squares = 0;
  let differing = 0;
  for (let i = 0; i < width * height; i++) {
    const p = canvas.pixels[i]! * 3;
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(reference.pixels[i * 4 + c]! - rgb[p + c]!);
      sum += d;
      squares += d * d;
      if (d > worst) worst = d;
    }
    if (worst > 24) differing++;
    const [x, y] = [i % width, Math.floor(i / width)];
    both.set(reference.pixels.subarray(i * 4, i * 4 + 3), (y * width * 2 + x) * 3);
    both.set(rgb.subarray(p, p + 3), (y * width * 2 + width + x) * 3);
  }
  const n = width * height * 3;
  const mse = squares / n;
  return {
    difference: { mean: sum / n, differing: differing / (width * height), psnr: 10 * Math.log10((255 * 255) / mse) },
    sideBySide: both,
  };
};

await buildPictures();
const pack = new PicturePack(new Uint8Array(readFileSync(PACK_FILE)));
if (out) mkdirSync(out, { recursive: true });
const rows: string[] = [];
const worst = { mean: 0, differing: 0, psnr: Number.POSITIVE_INFINITY };
for (const game of GAME_IDS)
  for (const [seed, plies] of [
    [11, 30],
    [12, 90],
  ] as const) {
    const sample = sampleGame(game, plies, seed).at(-1)!;
    for (const theme of THEMES)
      for (const flipped of [false, true]) {
        const board = {
          game,
          position: sample.position,
          highlight: sample.highlight,
          theme,
          flipped,
          mode: 'image' as const,
        };
        const card: CardPicture = {
          board,
          heading: game === 'adix' ? 'ADIX' : 'Adomoc',
          players: [
            { side: game === 'adix' ? 'White' : 'Light', name: 'Zoë Ångström' },
            { side: game === 'adix' ? 'Black' : 'Dark', name: 'Дмитрий' },
          ],
          status: [`Move ${Math.floor(sample.ply / 2) + 1}`, 'Light to move'],
          lastMove: sample.lastMove,
          brand: 'Orrery',
        };
        for (const size of ['card', 'square'] as const) {
          const reference =
            size === 'card'
              ? await rasterise(cardSvg(card), CARD_WIDTH)
              : await rasterise(boardSvg(board), SCALES.square);
          const canvas = size === 'card' ? await cardCanvas(pack, card) : await squareCanvas(pack, board);
          const { difference, sideBySide } = compare(reference, canvas);
          const name = `${game}-ply${sample.ply}-${theme}${flipped ? '-flipped' : ''}-${size}`;
          rows.push(
            `${name.padEnd(40)} mean ${difference.mean.toFixed(2).padStart(5)}  differing ${(difference.differing * 100).toFixed(2).padStart(5)} %  PSNR ${difference.psnr.toFixed(1)} dB`,
          );
          worst.mean = Math.max(worst.mean, difference.mean);
          worst.differing = Math.max(worst.differing, difference.differing);
          worst.psnr = Math.min(worst.psnr, difference.psnr);
          if (out) writeFileSync(join(out, `${name}.png`), rgbPng(canvas.width * 2, canvas.height, sideBySide));
        }
      }
  }
console.log(rows.join('\n'));
console.log(
  `worst: mean ${worst.mean.toFixed(2)} per channel, ${(worst.differing * 100).toFixed(2)} % of pixels differing by more than 24, PSNR ${worst.psnr.toFixed(1)} dB`,
);
