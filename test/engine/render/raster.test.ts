/**
 * The raster pictures (src/raster/) against the same pictures drawn whole by resvg from
 * the SVG, and the PNG they are encoded as, read back.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPictures, PACK_FILE } from '../../../scripts/build-pictures.ts';
import { rasterise } from '../../../scripts/pictures/resvg-node.ts';
import { sampleGame } from '../../../scripts/pictures/sample-games.ts';
import { boardSvg } from '../../../src/render/board-svg.ts';
import { CARD_WIDTH, cardSvg, type CardPicture } from '../../../src/render/card-svg.ts';
import type { IndexedCanvas } from '../../../src/raster/canvas.ts';
import { PicturePack } from '../../../src/raster/pack.ts';
import { cardCanvas, drawableText, squareCanvas } from '../../../src/raster/pictures.ts';
import { encodePng } from '../../../src/raster/png.ts';

let pack: PicturePack;

beforeAll(async () => {
  await buildPictures();
  pack = new PicturePack(new Uint8Array(readFileSync(PACK_FILE)));
}, 120_000);

/** Mean difference per channel and the share of pixels off by more than 24 somewhere. */
const difference = (reference: { pixels: Uint8Array }, canvas: IndexedCanvas) => {
  let sum = 0;
  let off = 0;
  for (let i = 0; i < canvas.pixels.length; i++) {
    const p = canvas.pixels[i]! * 3;
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(reference.pixels[i * 4 + c]! - canvas.colours.rgb[p + c]!);
      sum += d;
      worst = Math.max(worst, d);
    }
    if (worst > 24) off++;
  }
  return { mean: sum / (canvas.pixels.length * 3), off: off / canvas.pixels.length };
};

const cardOf = (
  game: string,
  position: string,
  highlight: readonly string[],
  lastMove: string | null,
): CardPicture => ({
  board: { game, position, highlight, theme: 'dark', flipped: true, mode: 'image' },
  heading: game,
  players: [
    { side: 'First', name: 'Zoë Ångström' },
    { side: 'Second', name: 'Дмитрий' },
  ],
  status: ['Move 12', 'First to move'],
  lastMove,
  brand: 'Orrery',
});

describe('raster board pictures', () => {
  for (const game of ['adomoc', 'adix']) {
    it(`draws ${game}'s card and square board as resvg draws the SVG`, async () => {
      const sample = sampleGame(game, 40, 7).at(-1)!;
      const card = cardOf(game, sample.position, sample.highlight, sample.lastMove);
      const cardDiff = difference(await rasterise(cardSvg(card), CARD_WIDTH), await cardCanvas(pack, card));
      expect(cardDiff.mean).toBeLessThan(2);
      expect(cardDiff.off).toBeLessThan(0.03);
      const board = { ...card.board, theme: 'light' as const, flipped: false };
      const squareDiff = difference(await rasterise(boardSvg(board), 1200), await squareCanvas(pack, board));
      expect(squareDiff.mean).toBeLessThan(2);
      expect(squareDiff.off).toBeLessThan(0.03);
    });
  }

  it('leaves out characters the font lacks, and shows the side for a name with nothing left', () => {
    const name = (text: string) =>
      drawableText(pack, { x: 0, y: 0, size: 32, role: 'text', text, name: { side: 'Light' } });
    expect(name('Zoë Ångström')).toBe('Zoë Ångström');
    expect(name('Ελένη Петров')).toBe('Ελένη Петров');
    expect(name('Ann 🎲 B')).toBe('Ann B');
    expect(name('山田 太郎')).toBe('Light');
    expect(name('🎲🎲')).toBe('Light');
    expect(drawableText(pack, { x: 0, y: 0, size: 24, role: 'label', text: '山 to move' })).toBe('to move');
  });

  it('encodes an 8-bit palette PNG whose rows read back as the picture', async () => {
    const sample = sampleGame('adix', 10, 3).at(-1)!;
    const canvas = await squareCanvas(pack, { game: 'adix', position: sample.position, highlight: sample.highlight });
    const png = await encodePng(canvas);
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    const chunks = new Map<string, Uint8Array>();
    for (let at = 8; at < png.length; ) {
      const length = view.getUint32(at);
      const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
      chunks.set(type, png.subarray(at + 8, at + 8 + length));
      at += 12 + length;
    }
    const header = chunks.get('IHDR')!;
    expect([...header.subarray(0, 8)]).toEqual([0, 0, 4, 176, 0, 0, 4, 176]);
    expect([...header.subarray(8)]).toEqual([8, 3, 0, 0, 0]);
    expect(chunks.get('PLTE')!.length).toBe(255 * 3);
    const rows = new Uint8Array(inflateSync(chunks.get('IDAT')!));
    expect(rows.length).toBe(1201 * 1200);
    for (let y = 0; y < 1200; y += 97) {
      expect(rows[y * 1201]).toBe(0);
      expect(rows.subarray(y * 1201 + 1, (y + 1) * 1201)).toEqual(canvas.pixels.subarray(y * 1200, (y + 1) * 1200));
    }
    expect(chunks.has('IEND')).toBe(true);
  });
});
