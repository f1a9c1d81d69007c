/**
 * Reports in D1 (moderation-schema.ts `reports`): filed by players, read and closed by
 * moderators. Every read is by an index: a reporter's or a reported player's own reports,
 * newest first, or the open ones oldest first, a page at a time.
 */
import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { database } from './database.ts';
import { reports, type ReportKind, type ReportRow, type ReportStatus } from './moderation-schema.ts';
import { seats } from './schema.ts';

const db = (d1: D1Database) => database(d1);

export const insertReport = async (d1: D1Database, row: ReportRow): Promise<void> => {
  await db(d1).insert(reports).values(row);
};

/** How many reports `reporterId` filed after `since` (ms). */
export const reportsFiledSince = async (d1: D1Database, reporterId: string, since: number): Promise<number> =>
  (
    await db(d1)
      .select({ n: count() })
      .from(reports)
      .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, since)))
  )[0]?.n ?? 0;

/** The reporter's open report of the same thing, if they filed one already. */
export const openReportOf = async (
  d1: D1Database,
  reporterId: string,
  target: { kind: ReportKind; subjectId: string | null; gameId: string | null; messageSeq: number | null },
): Promise<ReportRow | null> => {
  const rows = await db(d1)
    .select()
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.status, 'open'), eq(reports.kind, target.kind)))
    .orderBy(desc(reports.createdAt))
    .limit(50);
  return (
    rows.find(
      (row) =>
        row.subjectId === target.subjectId && row.gameId === target.gameId && row.messageSeq === target.messageSeq,
    ) ?? null
  );
};

/** The open reports, oldest first: the queue a moderator works through. */
export const openReports = (d1: D1Database, limit: number): Promise<ReportRow[]> =>
  db(d1).select().from(reports).where(eq(reports.status, 'open')).orderBy(asc(reports.createdAt)).limit(limit);

export const reportById = async (d1: D1Database, id: string): Promise<ReportRow | null> =>
  (await db(d1).select().from(reports).where(eq(reports.id, id)).limit(1))[0] ?? null;

/** Reports filed by `playerId`, newest first. */
export const reportsBy = (d1: D1Database, playerId: string, limit: number): Promise<ReportRow[]> =>
  db(d1).select().from(reports).where(eq(reports.reporterId, playerId)).orderBy(desc(reports.createdAt)).limit(limit);

/** Reports about `playerId`, newest first. */
export const reportsAbout = (d1: D1Database, playerId: string, limit: number): Promise<ReportRow[]> =>
  db(d1).select().from(reports).where(eq(reports.subjectId, playerId)).orderBy(desc(reports.createdAt)).limit(limit);

/** Closes an open report (dismissed, or acted on); false when it was not open. */
export const closeReport = async (
  d1: D1Database,
  id: string,
  status: Exclude<ReportStatus, 'open'>,
  moderator: string,
  now: number,
): Promise<boolean> =>
  (
    await db(d1)
      .update(reports)
      .set({ status, closedAt: now, closedBy: moderator })
      .where(and(eq(reports.id, id), eq(reports.status, 'open'), isNull(reports.closedAt)))
      .returning({ id: reports.id })
  ).length > 0;

/** A game's seats with their players, by the seats' key. */
export const seatsOfGame = (
  d1: D1Database,
  gameId: string,
): Promise<{ side: string; name: string; playerId: string | null }[]> =>
  db(d1)
    .select({ side: seats.side, name: seats.name, playerId: seats.playerId })
    .from(seats)
    .where(eq(seats.gameId, gameId))
    .orderBy(asc(seats.side));
