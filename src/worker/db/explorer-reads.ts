/** The opening explorer's reads of one position (explorer-counts.ts writes them): a few rows by its key. */
import { desc, eq, sql } from 'drizzle-orm';
import { database } from './database.ts';
import { explorerGames, explorerMoves, games, type ExplorerMoveRow } from './schema.ts';

/** The moves played from a position: a few rows, by the position's key. */
export const movesFrom = async (d1: D1Database, key: string): Promise<ExplorerMoveRow[]> =>
  database(d1).select().from(explorerMoves).where(eq(explorerMoves.key, key));

export interface ReachedGame {
  readonly id: string;
  readonly players: string;
  readonly winner: string | null;
  readonly reason: string | null;
  readonly ply: number;
  readonly endedAt: number;
  readonly rating: number | null;
}

/** A position's newest games, or its highest-rated: `limit` rows of its index, each game's row by its id. */
export const gamesAt = async (
  d1: D1Database,
  key: string,
  order: 'newest' | 'rated',
  limit: number,
): Promise<ReachedGame[]> =>
  database(d1)
    .select({
      id: games.id,
      players: games.players,
      winner: games.winner,
      reason: games.reason,
      ply: games.ply,
      endedAt: explorerGames.endedAt,
      rating: explorerGames.rating,
    })
    .from(explorerGames)
    .innerJoin(games, eq(games.id, explorerGames.gameId))
    .where(
      order === 'rated'
        ? sql`${explorerGames.key} = ${key} AND ${explorerGames.rating} IS NOT NULL`
        : eq(explorerGames.key, key),
    )
    .orderBy(order === 'newest' ? desc(explorerGames.endedAt) : desc(explorerGames.rating))
    .limit(limit);
