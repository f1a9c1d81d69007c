/**
 * The opening explorer: `GET /api/explore/:game[/:variant]` as JSON and
 * `/explore/:game[/:variant]` as a page (the game's default variant when none is named), at the start or where `?moves=` (movetext from the start, or a whole record)
 * or `?position=` (the game's position notation) lead. Bad text is the engine's error
 * with its code; a game or variant there is not is 404 ERR_NOT_FOUND.
 */
import { Hono } from 'hono';
import type { Game } from '../../engine/game.ts';
import { explorerPlace } from '../../explorer/explorer-place.ts';
import { unwrap } from '../http/errors.ts';
import { gameAndVariant } from '../http/game-and-variant.ts';
import { pageResponse } from '../pages/page-response.ts';
import type { Env } from '../platform/env.ts';
import { explorerAnswer, type ExplorerAnswer } from './explorer-answer.ts';
import { explorerPage } from './explorer-page.ts';

type App = { Bindings: Env };

type Context = {
  req: { param: (name: 'game') => string; query: (name: string) => string | undefined };
  env: Env;
  executionCtx: { waitUntil: (promise: Promise<unknown>) => void };
};

const answerOf = async (c: Context, variantId?: string): Promise<{ game: Game; answer: ExplorerAnswer }> => {
  const { game, variant } = gameAndVariant(c.req.param('game'), variantId);
  const place = unwrap(
    explorerPlace(game, variant, { moves: c.req.query('moves'), position: c.req.query('position') }),
  );
  const answer = await explorerAnswer(c.env.DB, game, variant, place, (promise) => c.executionCtx.waitUntil(promise));
  return { game, answer };
};

/** Under /api/explore. */
export const explorerApi = new Hono<App>()
  .get('/:game', async (c) => c.json((await answerOf(c)).answer))
  .get('/:game/:variant', async (c) => c.json((await answerOf(c, c.req.param('variant'))).answer));

/** Under /explore. */
export const explorerPages = new Hono<App>()
  .get('/:game', async (c) => {
    const { game, answer } = await answerOf(c);
    return pageResponse(explorerPage(game, answer));
  })
  .get('/:game/:variant', async (c) => {
    const { game, answer } = await answerOf(c, c.req.param('variant'));
    return pageResponse(explorerPage(game, answer));
  });
