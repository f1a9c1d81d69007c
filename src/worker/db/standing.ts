/**
 * What moderators have done to a player that still holds (moderation-schema.ts
 * `player_standing`): read where it matters (messages, rated play, sign-in, the player's
 * page, /me) and written by moderator actions. A player without a row is in good standing.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import { database } from './database.ts';
import { playerStanding, type StandingRow } from './moderation-schema.ts';

const db = (d1: D1Database) => database(d1);

export type Standing = Omit<StandingRow, 'playerId'>;

export const GOOD_STANDING: Standing = { mutedUntil: null, ratedBarred: false, mustRename: false, closedAt: null };

export const standingOf = async (d1: D1Database, playerId: string): Promise<Standing> => {
  const row = (await db(d1).select().from(playerStanding).where(eq(playerStanding.playerId, playerId)).limit(1))[0];
  if (!row) return GOOD_STANDING;
  const { playerId: _, ...standing } = row;
  return standing;
};

/** Changes some of a player's standing, keeping the rest. */
export const setStanding = async (d1: D1Database, playerId: string, change: Partial<Standing>): Promise<void> => {
  await db(d1)
    .insert(playerStanding)
    .values({ ...GOOD_STANDING, ...change, playerId })
    .onConflictDoUpdate({ target: playerStanding.playerId, set: change });
};

/** Of `ids`, the players muted at `now`, with when each mute ends. */
export const mutedAmong = async (d1: D1Database, ids: readonly string[], now: number): Promise<Map<string, number>> => {
  if (!ids.length) return new Map();
  const rows = await db(d1)
    .select({ id: playerStanding.playerId, until: playerStanding.mutedUntil })
    .from(playerStanding)
    .where(and(inArray(playerStanding.playerId, [...ids]), gt(playerStanding.mutedUntil, now)));
  return new Map(rows.flatMap((row) => (row.until === null ? [] : [[row.id, row.until] as const])));
};
