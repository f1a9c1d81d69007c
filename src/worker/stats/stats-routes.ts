/**
 * The statistics of each game and variant, read from the counters the games' ends raised
 * (db/variant-stats.ts): `GET /api/stats/:game/:variant` as JSON and
 * `/stats/:game/:variant` as a page for one variant; `GET /api/stats/:game` and
 * `/stats/:game` for the designer's view, every variant side by side with findings in words.
 */
import { Hono } from 'hono';
import type { Game } from '../../engine/game.ts';
import { gameCounters, variantCounters } from '../db/variant-stat-reads.ts';
import { gameAndVariant } from '../http/game-and-variant.ts';
import { pageResponse } from '../pages/page-response.ts';
import type { Env } from '../platform/env.ts';
import { findingsOf } from './findings.ts';
import { gameOverviewPage } from './game-overview-page.ts';
import { statsPage } from './stats-page.ts';
import { variantStats, type VariantStats } from './variant-summary.ts';

type App = { Bindings: Env };

const statsOf = async (d1: D1Database, game: Game, variant: string): Promise<VariantStats> =>
  variantStats(game.id, variant, await variantCounters(d1, game.id, variant));

/** Every variant's statistics, in the game's order, from one read of the game's counters. */
const overviewOf = async (d1: D1Database, game: Game): Promise<VariantStats[]> => {
  const rows = await gameCounters(d1, game.id);
  return game.variants.map((variant) =>
    variantStats(
      game.id,
      variant.id,
      rows.filter((row) => row.variant === variant.id),
    ),
  );
};

/** Under /api/stats. */
export const statsApi = new Hono<App>()
  .get('/:game', async (c) => {
    const { game } = gameAndVariant(c.req.param('game'), undefined);
    const variants = await overviewOf(c.env.DB, game);
    return c.json({ game: game.id, variants, findings: findingsOf(game, variants) });
  })
  .get('/:game/:variant', async (c) => {
    const { game, variant } = gameAndVariant(c.req.param('game'), c.req.param('variant'));
    return c.json(await statsOf(c.env.DB, game, variant));
  });

/** Under /stats. */
export const statsPages = new Hono<App>()
  .get('/:game', async (c) => {
    const { game } = gameAndVariant(c.req.param('game'), undefined);
    return pageResponse(gameOverviewPage(game, await overviewOf(c.env.DB, game)));
  })
  .get('/:game/:variant', async (c) => {
    const { game, variant } = gameAndVariant(c.req.param('game'), c.req.param('variant'));
    return pageResponse(statsPage(game, await statsOf(c.env.DB, game, variant)));
  });
