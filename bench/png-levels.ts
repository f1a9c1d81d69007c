/**
 * `node bench/png-levels.ts`: what zlib's level costs the board pictures, in Node (the
 * same native zlib the Worker's `node:zlib` uses). For sample positions of both games,
 * the square board and the card are drawn from the picture pack, then their rows are
 * deflated at each level: median milliseconds and kilobytes per level, beside the
 * drawing's own time. The level the Worker uses is src/raster/png.ts's DEFLATE_LEVEL.
 */
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { GAME_IDS } from '../src/engine/game-id.ts';
import type { IndexedCanvas } from '../src/raster/canvas.ts';
import { PicturePack } from '../src/raster/pack.ts';
import { cardCanvas, squareCanvas } from '../src/raster/pictures.ts';
import { DEFLATE_LEVEL } from '../src/raster/png.ts';
import { sampleGame } from '../scripts/pictures/sample-games.ts';
import { buildPictures, PACK_FILE } from '../scripts/build-pictures.ts';
import type { CardPicture } from '../src/render/card-svg.ts';

const LEVELS = [1, 2, 3, 4, 6];
const REPEATS = 15;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The PNG's IDAT input: each row after its filter byte (0, none). */
const rowsOf = ({ width, height, pixels }: IndexedCanvas): Uint8Array => {
  const rows = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return rows;
};

const timed = async <T>(run: () => T | Promise<T>): Promise<{ ms: number; value: T }> => {
  const samples: number[] = [];
  let value!: T;
  for (let i = 0; i < REPEATS; i++) {
    const start = performance.now();
    value = await run();
    samples.push(performance.now() - start);
  }
  return { ms: median(samples), value };
};

await buildPictures();
const pack = new PicturePack(new Uint8Array(readFileSync(PACK_FILE)));
console.log(`zlib level per picture: median ms to deflate / KB (the Worker uses level ${DEFLATE_LEVEL})`);
console.log(
  `${'picture'.padEnd(24)}${'draw'.padStart(7)}${LEVELS.map((level) => `level ${level}`.padStart(16)).join('')}`,
);
for (const game of GAME_IDS)
  for (const plies of [20, 60, 120]) {
    const sample = sampleGame(game, plies, 12).at(-1)!;
    const board = { game, position: sample.position, highlight: sample.highlight, mode: 'image' as const };
    const card: CardPicture = {
      board,
      heading: game,
      players: [
        { side: 'first', name: 'Zoë Ångström' },
        { side: 'second', name: 'Дмитрий' },
      ],
      status: ['Round 9', 'to move'],
      lastMove: sample.lastMove,
      brand: 'Orrery',
    };
    for (const [size, draw] of [
      ['square', () => squareCanvas(pack, board)],
      ['card', () => cardCanvas(pack, card)],
    ] as const) {
      const drawn = await timed(draw);
      const rows = rowsOf(drawn.value);
      const cells: string[] = [];
      for (const level of LEVELS) {
        const { ms, value } = await timed(() => deflateSync(rows, { level }));
        cells.push(`${ms.toFixed(1)} / ${(value.length / 1000).toFixed(0)}`.padStart(16));
      }
      console.log(
        `${`${game} ${size} ply ${sample.ply}`.padEnd(24)}${drawn.ms.toFixed(1).padStart(7)}${cells.join('')}`,
      );
    }
  }
