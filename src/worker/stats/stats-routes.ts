/**
 * The statistics of each game and variant: `GET /api/stats/:game[/:variant]` as JSON and
 * `/stats/:game[/:variant]` as a page (the game's default variant when none is named),
 * read from the counters the game's end raised (db/variant-stats.ts).
 */
import { Hono } from 'hono';
import type { Game } from '../../engine/game.ts';
import { variantCounters } from '../db/variant-stats.ts';
import { gameAndVariant } from '../http/game-and-variant.ts';
import { pageResponse } from '../pages/page-response.ts';
import type { Env } from '../platform/env.ts';
import { statsPage } from './stats-page.ts';
import { variantStats, type VariantStats } from './variant-summary.ts';

type App = { Bindings: Env };

const statsOf = async (d1: D1Database, game: Game, variant: string): Promise<VariantStats> =>
  variantStats(game.id, variant, await variantCounters(d1, game.id, variant));

/** Under /api/stats. */
export const statsApi = new Hono<App>()
  .get('/:game', async (c) => {
    const { game, variant } = gameAndVariant(c.req.param('game'), undefined);
    return c.json(await statsOf(c.env.DB, game, variant));
  })
  .get('/:game/:variant', async (c) => {
    const { game, variant } = gameAndVariant(c.req.param('game'), c.req.param('variant'));
    return c.json(await statsOf(c.env.DB, game, variant));
  });

/** Under /stats. */
export const statsPages = new Hono<App>()
  .get('/:game', async (c) => {
    const { game, variant } = gameAndVariant(c.req.param('game'), undefined);
    return pageResponse(statsPage(game, await statsOf(c.env.DB, game, variant)));
  })
  .get('/:game/:variant', async (c) => {
    const { game, variant } = gameAndVariant(c.req.param('game'), c.req.param('variant'));
    return pageResponse(statsPage(game, await statsOf(c.env.DB, game, variant)));
  });
