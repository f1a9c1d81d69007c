/**
 * The bounds of game.gif (game-gif.ts), apart from the drawing so a benchmark can read
 * them in Node: the frames one GIF holds, the delays it is drawn at, and how many GIFs one
 * client may have drawn afresh.
 */
export const MAX_FRAMES = 200;
export const DELAY = { min: 100, max: 5000, default: 800 } as const;
/** The delays drawn: any other asked for is taken as the nearest (ties to the shorter). */
export const DELAY_STEPS = [100, 200, 400, 800, 1600, 3200, 5000] as const;
/** GIFs one client may have drawn afresh (not from the cache) in GIF_WINDOW_MS. */
export const GIF_DRAWS_PER_WINDOW = 10;
export const GIF_WINDOW_MS = 600_000;

/** The step a delay is drawn at: the one nearest in ratio, since a person sees speed so. */
export const delayStep = (delay: number): number =>
  DELAY_STEPS.reduce((best, step) =>
    Math.abs(Math.log(step / delay)) < Math.abs(Math.log(best / delay)) ? step : best,
  );
