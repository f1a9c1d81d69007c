/**
 * Finding a player's games by email address, without accounts: the seats the game
 * objects publish, single-use sign-in links, and the record of digests sent.
 */
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { database } from './database.ts';
import { digestsSent, games, seats, signInLinks, type GameRow, type SeatRow } from './schema.ts';

const db = (d1: D1Database) => database(d1);

/** One seat of a player's with its game's summary. */
export interface PlayerGame {
  readonly seat: SeatRow;
  readonly game: GameRow;
}

/** Every game where `email` holds a seat: games waiting for them first (earliest deadline first), then the rest, newest first. */
export const gamesOfEmail = async (d1: D1Database, email: string, limit = 200): Promise<PlayerGame[]> => {
  const rows = await db(d1)
    .select({ seat: seats, game: games })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(eq(seats.email, email.toLowerCase()))
    .orderBy(
      sql`CASE WHEN ${games.status} = 'ongoing' AND ${games.toMove} = ${seats.side} THEN 0 WHEN ${games.status} = 'ongoing' THEN 1 ELSE 2 END`,
      sql`COALESCE(${games.deadline}, 9e15)`,
      sql`${games.updatedAt} DESC`,
    )
    .limit(limit);
  return rows;
};

/** The part of a digest query that says a seat is waiting for its player today. */
const waitingForDigest = (day: string) =>
  and(
    eq(seats.notify, 'digest'),
    eq(games.status, 'ongoing'),
    eq(games.toMove, seats.side),
    sql`NOT EXISTS (SELECT 1 FROM ${digestsSent} WHERE ${digestsSent.email} = ${seats.email} AND ${digestsSent.day} = ${day})`,
  );

/**
 * One page of the addresses owed today's digest, in address order after `after`: walked
 * through the index on (notify, email), so each page reads from where the last one ended.
 */
export const digestAddresses = async (
  d1: D1Database,
  day: string,
  after: string | null,
  limit: number,
): Promise<string[]> => {
  const rows = await db(d1)
    .selectDistinct({ email: seats.email })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(and(waitingForDigest(day), after === null ? sql`${seats.email} IS NOT NULL` : gt(seats.email, after)))
    .orderBy(asc(seats.email))
    .limit(limit);
  return rows.flatMap((row) => (row.email ? [row.email] : []));
};

/** The games of one address owed today's digest (none once it is sent), earliest deadline first. */
export const digestGamesOf = async (d1: D1Database, email: string, day: string): Promise<PlayerGame[]> =>
  db(d1)
    .select({ seat: seats, game: games })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(and(eq(seats.email, email), waitingForDigest(day)))
    .orderBy(sql`COALESCE(${games.deadline}, 9e15)`);

/** Whether `email` was sent a digest (of any day) since `since`, ms since the epoch. */
export const digestSentSince = async (d1: D1Database, email: string, since: number): Promise<boolean> => {
  const [row] = await db(d1)
    .select({ day: digestsSent.day })
    .from(digestsSent)
    .where(and(eq(digestsSent.email, email), gt(digestsSent.sentAt, since)))
    .limit(1);
  return row !== undefined;
};

export const markDigestSent = async (d1: D1Database, email: string, day: string, now: number): Promise<void> => {
  await db(d1).insert(digestsSent).values({ email, day, sentAt: now }).onConflictDoNothing();
};

/** Every seat of an address, for "stop all emails to me". */
export const seatsOfEmail = async (d1: D1Database, email: string): Promise<SeatRow[]> =>
  db(d1).select().from(seats).where(eq(seats.email, email.toLowerCase()));

export const saveSignInLink = async (
  d1: D1Database,
  tokenHash: string,
  email: string,
  expiresAt: number,
): Promise<void> => {
  await db(d1).insert(signInLinks).values({ tokenHash, email: email.toLowerCase(), expiresAt });
};

/** Uses a sign-in link once: its address, or null when it is unknown, used or expired. Old links are swept on the way. */
export const useSignInLink = async (d1: D1Database, tokenHash: string, now: number): Promise<string | null> => {
  const [used] = await db(d1)
    .update(signInLinks)
    .set({ usedAt: now })
    .where(and(eq(signInLinks.tokenHash, tokenHash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)))
    .returning({ email: signInLinks.email });
  await db(d1)
    .delete(signInLinks)
    .where(or(lt(signInLinks.expiresAt, now - 24 * 60 * 60 * 1000)));
  return used?.email ?? null;
};
