/**
 * The tournaments' list in D1 (schema.ts, tournaments): each tournament's object writes
 * its summary after its changes, and GET /api/tournaments reads its lists a page at a time.
 */
import { and, eq, sql } from 'drizzle-orm';
import { database } from '../db/database.ts';
import type { TournamentSummary } from './tournament-view.ts';
import { tournaments } from '../db/schema.ts';
import { pageOf, pageOrder, type Cursor, type Page } from '../db/page-cursor.ts';

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

/** The lists of tournaments: taking entries, being played, and over. */
export const TOURNAMENT_LISTS = ['upcoming', 'running', 'finished'] as const;
export type TournamentListName = (typeof TOURNAMENT_LISTS)[number];

/** The order of every list: a time, then the id (the cursor's shape). */
export const TOURNAMENT_LIST_ORDER = ['number', 'string'] as const;

/** How many tournaments a page of one list holds. */
export const TOURNAMENTS_PAGE = 50;

/** Each list's status and order: upcoming soonest first, running latest started first, finished latest first. */
const LISTS = {
  upcoming: { status: 'open', time: tournaments.startsAt, ascending: true },
  running: { status: 'running', time: tournaments.startsAt, ascending: false },
  finished: { status: 'finished', time: tournaments.updatedAt, ascending: false },
} as const;

/** A page of one list from `cursor` (null: its first), walked on its status's index. */
export const tournamentList = async (
  d1: D1Database,
  list: TournamentListName,
  cursor: Cursor | null,
  limit = TOURNAMENTS_PAGE,
): Promise<Page<TournamentSummary>> => {
  const { status, time, ascending } = LISTS[list];
  const order = pageOrder([time, tournaments.id], cursor, ascending);
  const rows = await db(d1)
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.status, status), order.where))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  const page = pageOf(rows, limit, cursor, (row) => [list === 'finished' ? row.updatedAt : row.startsAt, row.id]);
  return { ...page, items: page.items.map((row) => row.summary as TournamentSummary) };
};

/**
 * The first page of each list (the finished one shorter), with the cursor of each list's
 * next page: GET /api/tournaments and /tournaments.
 */
export const listTournaments = async (
  d1: D1Database,
): Promise<Record<TournamentListName, TournamentSummary[]> & { next: Record<TournamentListName, string | null> }> => {
  const [upcoming, running, finished] = await Promise.all([
    tournamentList(d1, 'upcoming', null),
    tournamentList(d1, 'running', null),
    tournamentList(d1, 'finished', null, 10),
  ]);
  return {
    upcoming: [...upcoming.items],
    running: [...running.items],
    finished: [...finished.items],
    next: { upcoming: upcoming.next, running: running.next, finished: finished.next },
  };
};
