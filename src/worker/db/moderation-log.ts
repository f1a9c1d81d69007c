/** The moderation log in D1 (moderation-schema.ts `moderation_log`): appended to, never changed. */
import { desc, eq } from 'drizzle-orm';
import { database } from './database.ts';
import { moderationLog, type ModerationLogRow } from './moderation-schema.ts';

const db = (d1: D1Database) => database(d1);

export const logAction = async (d1: D1Database, entry: Omit<ModerationLogRow, 'id'>): Promise<void> => {
  await db(d1).insert(moderationLog).values(entry);
};

/** The actions on `playerId`, newest first. */
export const actionsOn = (d1: D1Database, playerId: string, limit: number): Promise<ModerationLogRow[]> =>
  db(d1)
    .select()
    .from(moderationLog)
    .where(eq(moderationLog.playerId, playerId))
    .orderBy(desc(moderationLog.createdAt))
    .limit(limit);

/** The latest actions on anyone, newest first: the log view of /mod. */
export const latestActions = (d1: D1Database, limit: number): Promise<ModerationLogRow[]> =>
  db(d1).select().from(moderationLog).orderBy(desc(moderationLog.createdAt)).limit(limit);
