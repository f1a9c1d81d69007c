/**
 * GET /g/:id/game.gif: the game as an animated GIF, from the position after ply `from` to
 * the one after ply `to`, one frame a position, drawn from the picture pack.
 *
 *   ?from=N      the first position (default 0, the start)
 *   ?to=N        the last (default: the current position)
 *   ?delay=MS    how long each position shows, 100–5000 ms (default 800), taken as the
 *                nearest of DELAY_STEPS; the last position shows for three times as
 *                long, at least 3 s
 *   ?theme=dark, ?flip=1 as for the still pictures
 *
 * At most MAX_FRAMES positions: a longer stretch is refused (ERR_FRAMES), with the way to
 * narrow it. A 200-frame GIF costs about half a second of CPU, so what the cache key sees
 * is quantised (a few delays, two themes, two sides: one drawing serves every `delay` near
 * a step), and a client may have at most GIF_DRAWS_PER_WINDOW drawn afresh in
 * GIF_WINDOW_MS; answers from the cache are never counted, so the common forms (the whole
 * game as it stands, any step) go on being served to everyone.
 */
import { isGameId } from '../../../engine/game-id.ts';
import { moveSquares } from '../../../render/board-svg.ts';
import type { Theme } from '../../../render/palette.ts';
import { gameGif } from '../../../raster/game-gif.ts';
import { ApiError, unwrap } from '../../http/errors.ts';
import type { RoomStub } from '../objects.ts';
import { picturePack } from './picture-pack.ts';
import { DELAY, GIF_DRAWS_PER_WINDOW, GIF_WINDOW_MS, MAX_FRAMES, delayStep } from './gif-limits.ts';
import { rateLimiter } from '../../http/create-limiter.ts';
import type { Env } from '../../platform/env.ts';

const FINAL_HOLD = 3000;

/**
 * Counts a fresh drawing against the client's allowance, or refuses it with the seconds
 * to wait: checked only once the cache has missed.
 */
export const takeGifDraw = async (env: Pick<Env, 'CREATE_LIMITER'>, clientKey: string): Promise<void> => {
  const decision = await rateLimiter(env, `gif:${clientKey}`).take(GIF_DRAWS_PER_WINDOW, GIF_WINDOW_MS);
  if (!decision.allowed)
    throw new ApiError(
      'ERR_RATE_LIMITED',
      `at most ${GIF_DRAWS_PER_WINDOW} GIFs are drawn afresh for one address in ${GIF_WINDOW_MS / 60_000} minutes; the whole game and GIFs drawn before are still served, or try again in ${decision.retryAfter} s`,
      { 'Retry-After': String(decision.retryAfter) },
    );
};

export interface GifOptions {
  readonly from: number;
  /** null: the current position. */
  readonly to: number | null;
  readonly delay: number;
  readonly theme: Theme;
  readonly flipped: boolean;
}

const whole = (name: string, text: string | undefined): number | null => {
  if (text === undefined || text === '') return null;
  if (!/^\d{1,9}$/.test(text))
    throw new ApiError('ERR_PLY', `${name} must be a whole number of plies: 0 for the start`);
  return Number(text);
};

export const readGifOptions = (query: (name: string) => string | undefined): GifOptions => {
  const delayText = query('delay');
  const delay = delayText === undefined || delayText === '' ? DELAY.default : Number(delayText);
  if (!/^\d{1,5}$/.test(delayText ?? '0') || delay < DELAY.min || delay > DELAY.max)
    throw new ApiError('ERR_QUERY', `delay must be a whole number of milliseconds from ${DELAY.min} to ${DELAY.max}`);
  const theme = query('theme') ?? 'light';
  if (theme !== 'light' && theme !== 'dark') throw new ApiError('ERR_QUERY', 'theme must be "light" or "dark"');
  const flip = query('flip') ?? '0';
  if (flip !== '0' && flip !== '1') throw new ApiError('ERR_QUERY', 'flip must be "0" or "1"');
  return {
    from: whole('from', query('from')) ?? 0,
    to: whole('to', query('to')),
    delay: delayStep(delay),
    theme,
    flipped: flip === '1',
  };
};

/** The plies asked for, checked against the game's length and the cap on frames. */
export const gifRange = (options: GifOptions, currentPly: number): { from: number; to: number } => {
  const to = options.to ?? currentPly;
  if (to > currentPly)
    throw new ApiError('ERR_PLY', `to is ${to}, but the game has ${currentPly} plies: ask for at most ${currentPly}`);
  if (options.from > to) throw new ApiError('ERR_PLY', `from (${options.from}) must not be after to (${to})`);
  const frames = to - options.from + 1;
  if (frames > MAX_FRAMES)
    throw new ApiError(
      'ERR_FRAMES',
      `a GIF holds at most ${MAX_FRAMES} positions and this asks for ${frames}: narrow it with from and to, such as ?from=${Math.max(0, to - MAX_FRAMES + 1)}&to=${to}`,
    );
  return { from: options.from, to };
};

/** The GIF's bytes (the room's error is thrown as an ApiError). */
export const drawGameGif = async (
  room: RoomStub,
  options: GifOptions,
  range: { from: number; to: number },
): Promise<Uint8Array> => {
  const { game, before, plies } = unwrap(await room.positionsBetween(range.from, range.to));
  if (!isGameId(game)) throw new Error(`a stored game names the unknown game "${game}"`);
  let previous = before;
  const positions = plies.map(({ position, notation }) => {
    const highlight = previous !== null && notation !== null ? moveSquares(game, previous, notation) : [];
    previous = position;
    return { position, highlight };
  });
  return gameGif(picturePack(), {
    game,
    theme: options.theme,
    flipped: options.flipped,
    positions,
    delay: options.delay,
    finalDelay: Math.max(FINAL_HOLD, options.delay * 3),
  });
};
