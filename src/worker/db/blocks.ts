/**
 * Blocks in D1 (schema.ts `blocks`): who keeps whom away. A block works both ways for
 * games (neither is paired with the other where it can be avoided) and one way for
 * messages and challenges (the blocked player's never reach the blocker), so most
 * questions here are asked about a pair or a player in either direction.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { pageOf, pageOrder, type Cursor, type Page } from './page-cursor.ts';
import { alias } from 'drizzle-orm/sqlite-core';
import { database } from './database.ts';
import { blocks, players, seats } from './schema.ts';

const db = (d1: D1Database) => database(d1);

/** A player the blocker has blocked, as /me lists them. */
export interface BlockedPlayer {
  readonly id: string;
  readonly name: string;
  readonly since: number;
}

/** Blocks `blockedId` for `blockerId`; true when it is new (blocking twice is once). */
export const addBlock = async (d1: D1Database, blockerId: string, blockedId: string, now: number): Promise<boolean> =>
  (
    await db(d1)
      .insert(blocks)
      .values({ blockerId, blockedId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: blocks.blockedId })
  ).length > 0;

/** Undoes a block; true when there was one. */
export const removeBlock = async (d1: D1Database, blockerId: string, blockedId: string): Promise<boolean> =>
  (
    await db(d1)
      .delete(blocks)
      .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
      .returning({ id: blocks.blockedId })
  ).length > 0;

/** Blocks listed at once on /me and by GET /api/me/blocks. */
export const BLOCKS_PAGE = 50;

/** The order of a player's blocks, as their cursors carry it: when made, then the blocked id. */
export const BLOCKS_ORDER = ['number', 'string'] as const;

/**
 * A page of the players `blockerId` has blocked, newest block first, from `cursor`: one
 * walk of the index on (blocker, time, blocked), each name found by the player's key.
 */
export const blockedBy = async (
  d1: D1Database,
  blockerId: string,
  cursor: Cursor | null = null,
  limit = BLOCKS_PAGE,
): Promise<Page<BlockedPlayer>> => {
  const { where, orderBy } = pageOrder([blocks.createdAt, blocks.blockedId], cursor);
  const rows = await db(d1)
    .select({ id: players.id, name: players.name, since: blocks.createdAt })
    .from(blocks)
    .innerJoin(players, eq(players.id, blocks.blockedId))
    .where(and(eq(blocks.blockerId, blockerId), where))
    .orderBy(...orderBy)
    .limit(limit + 1);
  return pageOf(rows, limit, cursor, (row) => [row.since, row.id]);
};

/** Every player `blockerId` has blocked, read a page at a time (a player's data download). */
export async function* everyBlocked(d1: D1Database, blockerId: string): AsyncGenerator<BlockedPlayer> {
  let cursor: Cursor | null = null;
  for (;;) {
    const page: Page<BlockedPlayer> = await blockedBy(d1, blockerId, cursor);
    yield* page.items;
    if (!page.next) return;
    cursor = { toward: 'on', key: [page.items.at(-1)!.since, page.items.at(-1)!.id] };
  }
}

/** Whether `blockerId` has blocked `blockedId`. */
export const hasBlocked = async (d1: D1Database, blockerId: string, blockedId: string): Promise<boolean> =>
  (
    await db(d1)
      .select({ id: blocks.blockedId })
      .from(blocks)
      .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
      .limit(1)
  ).length > 0;

/** Every block `playerId` is in, either way, blocker first. */
export const blocksInvolving = async (d1: D1Database, playerId: string): Promise<[string, string][]> => {
  const [theirs, others] = await Promise.all([
    db(d1).select({ id: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, playerId)),
    db(d1).select({ id: blocks.blockerId }).from(blocks).where(eq(blocks.blockedId, playerId)),
  ]);
  return [
    ...theirs.map((row): [string, string] => [playerId, row.id]),
    ...others.map((row): [string, string] => [row.id, playerId]),
  ];
};

/** The players kept apart from `playerId`: those they blocked and those who blocked them. */
export const keptApartFrom = async (d1: D1Database, playerId: string): Promise<Set<string>> =>
  new Set(
    (await blocksInvolving(d1, playerId)).map(([blocker, blocked]) => (blocker === playerId ? blocked : blocker)),
  );

/** The pairs among `ids` where one has blocked the other, each pair once, blocker first. */
export const blocksAmong = async (d1: D1Database, ids: readonly string[]): Promise<[string, string][]> => {
  if (ids.length < 2) return [];
  const among = new Set(ids);
  const found: [string, string][] = [];
  const list = [...among];
  // D1 binds at most 100 values a statement.
  for (let at = 0; at < list.length; at += 90) {
    const rows = await db(d1)
      .select({ blocker: blocks.blockerId, blocked: blocks.blockedId })
      .from(blocks)
      .where(inArray(blocks.blockerId, list.slice(at, at + 90)));
    for (const row of rows) if (among.has(row.blocked)) found.push([row.blocker, row.blocked]);
  }
  return found;
};

/**
 * The games in which `a` and `b` hold the two seats: `a`'s seats walked by their index,
 * the other seat of each looked up by its game (as db/player-records.ts does).
 */
export const gamesBetween = async (d1: D1Database, a: string, b: string): Promise<string[]> => {
  const other = alias(seats, 'other');
  const rows = await db(d1)
    .select({ id: seats.gameId })
    .from(seats)
    .innerJoin(other, and(eq(other.gameId, seats.gameId), ne(other.side, seats.side)))
    .where(and(eq(seats.playerId, a), eq(other.playerId, b)));
  return rows.map((row) => row.id);
};
