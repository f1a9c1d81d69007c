/**
 * What the explorer adds to a game's end, measured on the seeded local D1's SQLite file:
 * the opening's replay (src/explorer/opening-path.ts, in the game's object) and the
 * statements it adds to the batch that publishes the end (src/worker/db/explorer-counts.ts),
 * the very SQL drizzle sends, run by SQLite in one transaction as D1 runs a batch, beside
 * the statistics' own statements for scale. For each number of plies followed, so the
 * explorer's depth is chosen from figures.
 */
import { DatabaseSync } from 'node:sqlite';
import { drizzle } from 'drizzle-orm/d1';
import { GAMES } from '../../src/engine/games.ts';
import { openingPath } from '../../src/explorer/opening-path.ts';
import { openingStatements } from '../../src/worker/db/explorer-counts.ts';
import * as schema from '../../src/worker/db/schema.ts';
import { countingStatements } from '../../src/worker/db/variant-stats.ts';
import { generateGames } from './generated-games.ts';

interface Sql {
  toSQL(): { sql: string; params: unknown[] };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs the statements in one transaction, rolled back so the next game sees the same tables; ms. */
const run = (db: DatabaseSync, statements: readonly Sql[]): number => {
  const compiled = statements.map((statement) => statement.toSQL());
  const started = performance.now();
  db.exec('BEGIN');
  for (const { sql, params } of compiled) db.prepare(sql).run(...(params as (string | number | null)[]));
  const ms = performance.now() - started;
  db.exec('ROLLBACK');
  return ms;
};

export const gameEndCost = (file: string, gameId: string, variant: string, pliesFollowed: readonly number[]) => {
  const engine = GAMES.get(gameId)!;
  const games = generateGames(engine, variant, 60, { from: Date.now(), seed: 99, prefix: 'end', plies: 60 });
  const orm = drizzle({} as never, { schema });
  const db = new DatabaseSync(file);
  const first = engine.sides[0].id;
  const rows = pliesFollowed.map((plies) => {
    const replay: number[] = [];
    const explorer: number[] = [];
    const statistics: number[] = [];
    let statements = 0;
    for (const game of games) {
      const started = performance.now();
      const steps = openingPath(engine, variant, game.moves, plies);
      replay.push(performance.now() - started);
      const result = game.winner === null ? 'draw' : game.winner === first ? 'first' : 'second';
      const opening = openingStatements(orm, { id: game.id, endedAt: game.endedAt, result }, { steps, rating: 1500 });
      statements = opening.length;
      explorer.push(run(db, opening));
      statistics.push(
        run(
          db,
          countingStatements(
            orm,
            { id: game.id, game: gameId, variant, winner: game.winner, reason: game.reason, plies: game.moves.length },
            { firstSide: first, rated: true },
          ),
        ),
      );
    }
    return {
      game: gameId,
      plies,
      statements,
      replayMs: Number(median(replay).toFixed(3)),
      explorerSqlMs: Number(median(explorer).toFixed(3)),
      statisticsSqlMs: Number(median(statistics).toFixed(3)),
    };
  });
  db.close();
  return rows;
};
