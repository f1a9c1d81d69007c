/**
 * The opening explorer's tables (schema.ts, explorerMoves and explorerGames): the
 * statements that count a game's end, sent in the batch that publishes it (history.ts);
 * explorer-reads.ts reads them. The moves are counted once, as the statistics are
 * (variant-stats.ts): only while D1's row of the game is not yet finished. The games that
 * reached each position are written again with every later publication of the finished
 * game, so a rating decided after the end reaches them.
 */
import { sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { OpeningStep } from '../../explorer/opening-path.ts';
import { explorerGames, explorerMoves, games } from './schema.ts';

/** What the explorer needs of a finished game beyond its summary. */
export interface GameOpening {
  readonly steps: readonly OpeningStep[];
  /** The players' mean rating before the game, once it is rated; null otherwise. */
  readonly rating: number | null;
}

/** Rows a statement carries: D1 binds at most 100 values a statement, and a row of games binds 4. */
const ROWS_A_STATEMENT = 20;

const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += ROWS_A_STATEMENT) out.push(items.slice(at, at + ROWS_A_STATEMENT));
  return out;
};

/** The statements writing a finished game's opening: its moves counted once, its positions' game rows kept current. */
export const openingStatements = <S extends Record<string, unknown>>(
  db: DrizzleD1Database<S>,
  finished: { readonly id: string; readonly endedAt: number; readonly result: 'first' | 'second' | 'draw' },
  opening: GameOpening,
) => {
  const played = opening.steps.filter((step): step is OpeningStep & { move: string } => step.move !== null);
  const [first, second, draw] = (['first', 'second', 'draw'] as const).map((result) =>
    finished.result === result ? 1 : 0,
  );
  const counting = chunks(played).map((rows) =>
    db
      .insert(explorerMoves)
      .select(
        // In the table's column order: key, move, games, first_wins, second_wins, draws.
        sql`SELECT column1, column2, 1, ${first}, ${second}, ${draw}
          FROM (VALUES ${sql.join(
            rows.map((row) => sql`(${row.key}, ${row.move})`),
            sql`, `,
          )})
          WHERE NOT EXISTS (SELECT 1 FROM ${games} WHERE ${games.id} = ${finished.id} AND ${games.status} = 'finished')`,
      )
      .onConflictDoUpdate({
        target: [explorerMoves.key, explorerMoves.move],
        set: {
          games: sql`${explorerMoves.games} + 1`,
          firstWins: sql`${explorerMoves.firstWins} + excluded.first_wins`,
          secondWins: sql`${explorerMoves.secondWins} + excluded.second_wins`,
          draws: sql`${explorerMoves.draws} + excluded.draws`,
        },
      }),
  );
  const keys = [...new Set(opening.steps.map((step) => step.key))];
  const reached = chunks(keys).map((rows) =>
    db
      .insert(explorerGames)
      .values(rows.map((key) => ({ key, gameId: finished.id, endedAt: finished.endedAt, rating: opening.rating })))
      .onConflictDoUpdate({
        target: [explorerGames.key, explorerGames.gameId],
        set: { rating: sql`excluded.rating` },
      }),
  );
  return [...counting, ...reached];
};
