/** The games a player lost on time, for keeping abandoners out of rated play (rating/abandonment.ts). */
import { and, eq, ne, sql } from 'drizzle-orm';
import { database } from './database.ts';
import { games, seats } from './schema.ts';

/** When each of the player's games lost on time since `since` ended (ms since the epoch). */
export const gamesLostOnTime = async (d1: D1Database, playerId: string, since: number): Promise<number[]> => {
  const rows = await database(d1)
    .select({ endedAt: games.updatedAt })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(
      and(
        eq(seats.playerId, playerId),
        // The unary `+` keeps SQLite off the site-wide index on (status, updated_at): found
        // through it, this would read every game finished anywhere in the window. Through
        // the player's seats it reads this player's games alone.
        sql`+${games.status} = 'finished'`,
        eq(games.reason, 'time'),
        // The seat that ran out of time is the one that did not win.
        sql`${games.winner} IS NOT NULL`,
        ne(games.winner, seats.side),
        sql`+${games.updatedAt} > ${since}`,
      ),
    );
  return rows.map((row) => row.endedAt);
};
