/**
 * The tournaments' list in D1 (schema.ts, tournaments): each tournament's object writes
 * its summary after its changes, and GET /api/tournaments reads the open and running ones.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { database } from '../db/database.ts';
import type { TournamentSummary } from './tournament-view.ts';
import { tournaments } from '../db/schema.ts';

const db = (d1: D1Database) => database(d1);

/** Writes a tournament's summary unless D1 has a newer one (a retry that arrives late). */
export const writeTournamentSummary = async (
  d1: D1Database,
  summary: TournamentSummary,
  startsAt: number,
  version: number,
  now: number,
): Promise<void> => {
  const row = {
    id: summary.id,
    game: summary.game,
    variant: summary.variant,
    system: summary.system,
    status: summary.status,
    startsAt,
    summary,
    version,
    updatedAt: now,
  };
  await db(d1)
    .insert(tournaments)
    .values(row)
    .onConflictDoUpdate({
      target: tournaments.id,
      set: { status: row.status, summary: row.summary, version: row.version, updatedAt: now },
      setWhere: sql`${tournaments.version} < ${version}`,
    });
};

/** Open tournaments by start time, soonest first, and running ones, most recently started first. */
export const listTournaments = async (
  d1: D1Database,
  limit: number,
): Promise<{ upcoming: TournamentSummary[]; running: TournamentSummary[]; finished: TournamentSummary[] }> => {
  const [upcoming, running, finished] = await Promise.all([
    db(d1)
      .select()
      .from(tournaments)
      .where(eq(tournaments.status, 'open'))
      .orderBy(asc(tournaments.startsAt))
      .limit(limit),
    db(d1)
      .select()
      .from(tournaments)
      .where(eq(tournaments.status, 'running'))
      .orderBy(desc(tournaments.startsAt))
      .limit(limit),
    db(d1)
      .select()
      .from(tournaments)
      .where(inArray(tournaments.status, ['finished']))
      .orderBy(desc(tournaments.updatedAt))
      .limit(10),
  ]);
  const summaries = (rows: (typeof tournaments.$inferSelect)[]) => rows.map((row) => row.summary as TournamentSummary);
  return { upcoming: summaries(upcoming), running: summaries(running), finished: summaries(finished) };
};
