/**
 * Ratings in D1: one row per player and rated game (schema.ts, rating_changes). A
 * player's rating in a game and variant is their row with the highest `seq`; a rated
 * game's two rows go in one batch, which the keys refuse whole if the game was rated
 * already or either player's rating moved since it was read.
 */
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { database } from './database.ts';
import { ratingChanges, type RatingChangeRow } from './schema.ts';
import { bandStatement, type BandTally } from './variant-stats.ts';

const db = (d1: D1Database) => database(d1);

/** The player's latest row in this game and variant, or null before their first rated game. */
export const latestRating = async (
  d1: D1Database,
  playerId: string,
  game: string,
  variant: string,
): Promise<RatingChangeRow | null> =>
  (
    await db(d1)
      .select()
      .from(ratingChanges)
      .where(
        and(eq(ratingChanges.playerId, playerId), eq(ratingChanges.game, game), eq(ratingChanges.variant, variant)),
      )
      .orderBy(desc(ratingChanges.seq))
      .limit(1)
  )[0] ?? null;

/** The rows a game was rated with (none: not rated yet). */
export const ratingsOfGame = async (d1: D1Database, gameId: string): Promise<RatingChangeRow[]> =>
  db(d1).select().from(ratingChanges).where(eq(ratingChanges.gameId, gameId));

/**
 * Writes a game's rows together, or none of them (a taken key fails the whole batch),
 * and with them its count in its rating band when the statistics count it (variant-stats.ts).
 */
export const writeRatings = async (
  d1: D1Database,
  rows: readonly RatingChangeRow[],
  band: BandTally | null = null,
): Promise<void> => {
  const [first, ...rest] = rows.map((row) => db(d1).insert(ratingChanges).values(row));
  if (first) await db(d1).batch([first, ...rest, ...(band ? [bandStatement(db(d1), band)] : [])]);
};

/**
 * The latest `limit` changes of the player's rating in one game and variant, oldest
 * first, for its chart: read backwards along the key from the newest.
 */
export const recentRatings = async (
  d1: D1Database,
  row: Pick<RatingChangeRow, 'playerId' | 'game' | 'variant'>,
  limit: number,
): Promise<RatingChangeRow[]> =>
  (
    await db(d1)
      .select()
      .from(ratingChanges)
      .where(
        and(
          eq(ratingChanges.playerId, row.playerId),
          eq(ratingChanges.game, row.game),
          eq(ratingChanges.variant, row.variant),
        ),
      )
      .orderBy(desc(ratingChanges.seq))
      .limit(limit)
  ).reverse();

/** The player's rows of these games (a page of their games), by the key (game_id, player_id). */
export const ratingsOfGames = async (
  d1: D1Database,
  playerId: string,
  gameIds: readonly string[],
): Promise<RatingChangeRow[]> =>
  gameIds.length
    ? db(d1)
        .select()
        .from(ratingChanges)
        .where(and(inArray(ratingChanges.gameId, [...gameIds]), eq(ratingChanges.playerId, playerId)))
    : [];

/** The player's rating changes, oldest first (the most recent `limit`): everything, for the download of their data. */
export const ratingHistory = async (d1: D1Database, playerId: string, limit = 500): Promise<RatingChangeRow[]> =>
  (
    await db(d1)
      .select()
      .from(ratingChanges)
      .where(eq(ratingChanges.playerId, playerId))
      .orderBy(desc(ratingChanges.ratedAt), desc(ratingChanges.seq))
      .limit(limit)
  ).reverse();

/**
 * The scores `playerId` had against `opponentId` in their rated games of a game and
 * variant since `since`, oldest first, leaving out the game `except` (the one being rated).
 */
export const pairScores = async (
  d1: D1Database,
  pair: { readonly playerId: string; readonly opponentId: string },
  game: string,
  variant: string,
  since: number,
  except: string,
): Promise<number[]> =>
  (
    await db(d1)
      .select({ score: ratingChanges.score, gameId: ratingChanges.gameId })
      .from(ratingChanges)
      .where(
        and(
          eq(ratingChanges.playerId, pair.playerId),
          eq(ratingChanges.opponentId, pair.opponentId),
          eq(ratingChanges.game, game),
          eq(ratingChanges.variant, variant),
          gte(ratingChanges.ratedAt, since),
        ),
      )
      .orderBy(asc(ratingChanges.ratedAt), asc(ratingChanges.seq))
  )
    .filter((row) => row.gameId !== except)
    .map((row) => row.score);
