/**
 * `npm run bench:gif-cost`: what one client can make the server spend on game.gif
 * (src/worker/game/pages/game-gif.ts). Times a 200-frame GIF of each game drawn in Node
 * (the work a cache miss costs; workerd runs the same code), then what a client asking for
 * a new form every time gets drawn in ten minutes: every request before the allowance,
 * GIF_DRAWS_PER_WINDOW now, with every `delay` near a step served from one drawing.
 */
import { readFileSync } from 'node:fs';
import { GAME_IDS } from '../src/engine/game-id.ts';
import { gameGif } from '../src/raster/game-gif.ts';
import { PicturePack } from '../src/raster/pack.ts';
import {
  DELAY,
  DELAY_STEPS,
  GIF_DRAWS_PER_WINDOW,
  GIF_WINDOW_MS,
  MAX_FRAMES,
  delayStep,
} from '../src/worker/game/pages/gif-limits.ts';
import { buildPictures, PACK_FILE } from '../scripts/build-pictures.ts';
import { sampleGame } from '../scripts/pictures/sample-games.ts';

await buildPictures();
const pack = new PicturePack(new Uint8Array(readFileSync(PACK_FILE)));

const drawMs: number[] = [];
for (const game of GAME_IDS) {
  const positions = sampleGame(game, MAX_FRAMES - 1, 11).map(({ position, highlight }) => ({ position, highlight }));
  const draw = () => gameGif(pack, { game, theme: 'light', flipped: false, positions, delay: 800, finalDelay: 3000 });
  await draw();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await draw();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[2]!;
  drawMs.push(median);
  console.log(
    `${game}: a ${positions.length}-frame GIF takes ${median.toFixed(0)} ms (median of 5; best ${times[0]!.toFixed(0)} ms)`,
  );
}
const worst = Math.max(...drawMs);
const delays = DELAY.max - DELAY.min + 1;
const forms = new Set(Array.from({ length: delays }, (_, i) => delayStep(DELAY.min + i))).size;
console.log(`delays a client may ask for: ${delays}; drawings they come to: ${forms} (${DELAY_STEPS.join(', ')} ms)`);
console.log(
  `one client, a new form each request, in ${GIF_WINDOW_MS / 60_000} minutes: before, every request drawn (600 requests at one a second: ${((600 * worst) / 1000).toFixed(0)} s of CPU); now at most ${GIF_DRAWS_PER_WINDOW} drawings, ${((GIF_DRAWS_PER_WINDOW * worst) / 1000).toFixed(1)} s of CPU, the rest answered 429 or from the cache`,
);
