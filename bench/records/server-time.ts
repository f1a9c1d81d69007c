/**
 * The server's own time for the statistics pages and the explorer: the Worker's read
 * functions and page writers (the same the routes call) over the seeded SQLite file by
 * sqlite-d1.ts, so no HTTP, no wrangler and no other process's load is in the figure.
 * The median of 200 answers after 20 to warm up.
 */
import type { Game } from '../../src/engine/game.ts';
import { GAMES } from '../../src/engine/games.ts';
import { explorerPlace } from '../../src/explorer/explorer-place.ts';
import { gameCounters, variantCounters } from '../../src/worker/db/variant-stat-reads.ts';
import { explorerAnswer } from '../../src/worker/explorer/explorer-answer.ts';
import { explorerPage } from '../../src/worker/explorer/explorer-page.ts';
import { findingsOf } from '../../src/worker/stats/findings.ts';
import { gameOverviewPage } from '../../src/worker/stats/game-overview-page.ts';
import { statsPage } from '../../src/worker/stats/stats-page.ts';
import { variantStats } from '../../src/worker/stats/variant-summary.ts';
import { sqliteD1 } from './sqlite-d1.ts';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const times: number[] = [];
  for (let i = 0; i < 220; i++) {
    const started = performance.now();
    await work();
    if (i >= 20) times.push(performance.now() - started);
  }
  return Number(median(times).toFixed(3));
};

const explored = async (d1: D1Database, game: Game, variant: string, moves: string) => {
  const place = explorerPlace(game, variant, { moves });
  if (!place.ok) throw new Error(place.error.message);
  const pending: Promise<unknown>[] = [];
  const answer = await explorerAnswer(d1, game, variant, place.value, (promise) => pending.push(promise));
  await Promise.all(pending);
  return { answer, html: explorerPage(game, answer) };
};

export const serverTime = async (file: string, gameId: string, variant: string) => {
  const game = GAMES.get(gameId)!;
  const { d1, close } = sqliteD1(file);
  // The first answer at a position searches its evaluation and keeps it.
  const started = performance.now();
  const { answer } = await explored(d1, game, variant, '');
  const explorerFirstMs = Number((performance.now() - started).toFixed(1));
  const popular = answer.next[0]!.move;
  await explored(d1, game, variant, popular);
  const result = {
    variant: `${gameId}/${variant}`,
    statsMs: await timed(async () =>
      statsPage(game, variantStats(gameId, variant, await variantCounters(d1, gameId, variant))),
    ),
    designerMs: await timed(async () => {
      const rows = await gameCounters(d1, gameId);
      const variants = game.variants.map((each) =>
        variantStats(
          gameId,
          each.id,
          rows.filter((row) => row.variant === each.id),
        ),
      );
      return gameOverviewPage(game, variants) + findingsOf(game, variants).join();
    }),
    explorerFirstMs,
    explorerStartMs: await timed(() => explored(d1, game, variant, '')),
    explorerAfterPopularMoveMs: await timed(() => explored(d1, game, variant, popular)),
    startGames: answer.games,
  };
  close();
  return result;
};
