/**
 * The D1 reads behind the records: a page of one player's finished public games, a page
 * of the site's finished public games of a month, and the moves of a page of games. Each
 * read is one page by an index (docs/scale.md), so an archive or an export of any size is
 * a walk of pages and the Worker holds one page at a time.
 */
import { and, asc, eq, gt, gte, inArray, lt, or } from 'drizzle-orm';
import { database } from '../db/database.ts';
import { games, moves, seats, type GameRow } from '../db/schema.ts';

/** Games per page: D1 binds at most 100 parameters, and a page's moves are read by its ids in one statement. */
export const RECORD_PAGE = 50;

/** Where the next page of a player's archive starts: after this game id. */
export type PlayerCursor = string | null;

/** A page of a player's finished public games, in the order of their ids (the seats' index order). */
export const playerGamesPage = async (d1: D1Database, playerId: string, after: PlayerCursor): Promise<GameRow[]> => {
  const rows = await database(d1)
    .select({ game: games })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(
      and(
        eq(seats.playerId, playerId),
        after === null ? undefined : gt(seats.gameId, after),
        eq(games.status, 'finished'),
        eq(games.public, true),
      ),
    )
    .orderBy(asc(seats.gameId))
    .limit(RECORD_PAGE);
  return rows.map((row) => row.game);
};

/** Where the next page of a month starts: after this game, in (updatedAt, id) order. */
export interface MonthCursor {
  readonly updatedAt: number;
  readonly id: string;
}

/**
 * A page of the site's finished public games whose last change fell in [from, to), in
 * the order of that time (then id), by the (status, updated_at) index.
 */
export const monthGamesPage = async (
  d1: D1Database,
  from: number,
  to: number,
  after: MonthCursor | null,
): Promise<GameRow[]> =>
  database(d1)
    .select()
    .from(games)
    .where(
      and(
        eq(games.status, 'finished'),
        gte(games.updatedAt, after?.updatedAt ?? from),
        lt(games.updatedAt, to),
        after === null
          ? undefined
          : or(gt(games.updatedAt, after.updatedAt), and(eq(games.updatedAt, after.updatedAt), gt(games.id, after.id))),
        eq(games.public, true),
      ),
    )
    .orderBy(asc(games.updatedAt), asc(games.id))
    .limit(RECORD_PAGE);

/** The moves of the given games, by game id, each game's in order of play. */
export const movesOfGames = async (d1: D1Database, ids: readonly string[]): Promise<Map<string, string[]>> => {
  const byGame = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byGame;
  const rows = await database(d1)
    .select({ gameId: moves.gameId, notation: moves.notation })
    .from(moves)
    .where(inArray(moves.gameId, [...ids]))
    .orderBy(asc(moves.gameId), asc(moves.ply));
  for (const row of rows) byGame.get(row.gameId)?.push(row.notation);
  return byGame;
};
