/**
 * Finding a player's games by email address, without accounts: the seats the game
 * objects publish, single-use sign-in links, and the record of digests sent.
 */
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { database } from './database.ts';
import { pageOf, pageOrder, type Cursor, type Page } from './page-cursor.ts';
import { digestsSent, games, seats, signInLinks, type GameRow, type SeatRow } from './schema.ts';

const db = (d1: D1Database) => database(d1);

/** One seat of a player's with its game's summary. */
export interface PlayerGame {
  readonly seat: SeatRow;
  readonly game: GameRow;
}

/** How many games a page of /me holds. */
export const EMAIL_GAMES_PAGE = 50;

/** The order of an address's games: waiting for it first, then newest change first, then by id. */
export const EMAIL_GAMES_ORDER = ['number', 'number', 'string'] as const;

/**
 * A page of the games where `email` holds a seat, from `cursor` (null: the first): games
 * waiting for its move first, then the rest, each newest change first. Walks the seats'
 * index (email, waiting, updated_at, game_id), so a page reads its own games at any depth.
 */
export const gamesOfEmail = async (
  d1: D1Database,
  email: string,
  cursor: Cursor | null,
  limit = EMAIL_GAMES_PAGE,
): Promise<Page<PlayerGame>> => {
  const order = pageOrder([seats.waiting, seats.updatedAt, seats.gameId], cursor);
  const rows = await db(d1)
    .select({ seat: seats, game: games })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .where(and(eq(seats.email, email.toLowerCase()), order.where))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return pageOf(rows, limit, cursor, ({ seat }) => [seat.waiting ? 1 : 0, seat.updatedAt, seat.gameId]);
};

/** How many games wait for a move of `email`'s: counted on the seats' index, those alone. */
export const waitingCount = async (d1: D1Database, email: string): Promise<number> => {
  const [row] = await db(d1)
    .select({ count: sql<number>`COUNT(*)` })
    .from(seats)
    .where(and(eq(seats.email, email.toLowerCase()), eq(seats.waiting, true)));
  return row?.count ?? 0;
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
