/** Reads and writes of the D1 history, through drizzle. */
import { and, eq, gt, sql } from 'drizzle-orm';
import { database } from './database.ts';
import { pageOf, pageOrder, type Cursor, type Page } from './page-cursor.ts';
import { games, moves, seats, type GameRow, type MoveRow, type SeatRow } from './schema.ts';
import { openingStatements } from './explorer-counts.ts';
import { countingStatements, resultOf, type GameTally } from './variant-stats.ts';

/** A seat as its game's object knows it; D1 adds the game's last change and whether it waits for the seat. */
type PublishedSeat = Omit<SeatRow, 'updatedAt' | 'waiting'>;

export type GameSummary = typeof games.$inferInsert & {
  version: number;
  seats: readonly PublishedSeat[];
  /** How a finished game counts in the statistics (variant-stats.ts); null or absent: it does not. */
  tally?: GameTally | null;
};

export const historyDb = (d1: D1Database) => database(d1, { games, moves });

const summaryRow = ({ seats: _seats, tally: _tally, ...row }: GameSummary): typeof games.$inferInsert => row;

/**
 * A finished game's counters and its opening's rows (explorer-counts.ts), raised before
 * the summary marks it finished in D1 (variant-stats.ts).
 */
const counting = (db: ReturnType<typeof historyDb>, summary: GameSummary | null) => {
  if (summary?.status !== 'finished' || !summary.tally || !summary.reason) return [];
  const { tally } = summary;
  const finished = {
    id: summary.id,
    game: summary.game,
    variant: summary.variant,
    winner: summary.winner ?? null,
    reason: summary.reason,
    plies: summary.ply,
  };
  return [
    ...countingStatements(db, finished, tally),
    ...(tally.opening
      ? openingStatements(
          db,
          { id: summary.id, endedAt: summary.updatedAt, result: resultOf(finished, tally) },
          tally.opening,
        )
      : []),
  ];
};

/**
 * Publishes a summary and move rows in one atomic batch. Moves are insert-or-ignore on
 * (game, ply) and the summary only replaces an older version, so sending the same
 * batch twice, or an old batch late, changes nothing.
 */
export const publishHistory = async (
  d1: D1Database,
  summary: GameSummary | null,
  rows: readonly MoveRow[],
  /** Moves taken back: D1 drops this game's moves after this ply first, in the same batch. */
  cut: { readonly gameId: string; readonly afterPly: number } | null = null,
): Promise<void> => {
  const db = historyDb(d1);
  const statements = [
    ...(cut ? [db.delete(moves).where(and(eq(moves.gameId, cut.gameId), gt(moves.ply, cut.afterPly)))] : []),
    ...rows.map((row) => db.insert(moves).values(row).onConflictDoNothing()),
  ];
  // Seats first, and only while D1's summary is older than this one: a late batch never undoes a newer setting.
  const seatUpserts = (summary?.seats ?? []).map((published) => {
    const seat: SeatRow = {
      ...published,
      updatedAt: summary!.updatedAt,
      waiting: summary!.status === 'ongoing' && summary!.toMove === published.side,
    };
    return db
      .insert(seats)
      .values(seat)
      .onConflictDoUpdate({
        target: [seats.gameId, seats.side],
        set: {
          name: seat.name,
          email: seat.email,
          notify: seat.notify,
          tokenSalt: seat.tokenSalt,
          playerId: seat.playerId,
          updatedAt: seat.updatedAt,
          waiting: seat.waiting,
        },
        setWhere: sql`NOT EXISTS (SELECT 1 FROM ${games} WHERE ${games.id} = ${seat.gameId} AND ${games.version} >= ${summary!.version})`,
      });
  });
  const upsert = summary
    ? db
        .insert(games)
        .values(summaryRow(summary))
        .onConflictDoUpdate({
          target: games.id,
          set: {
            status: summary.status,
            ply: summary.ply,
            moveNumber: summary.moveNumber ?? null,
            toMove: summary.toMove ?? null,
            winner: summary.winner ?? null,
            reason: summary.reason ?? null,
            score: summary.score ?? null,
            players: summary.players,
            updatedAt: summary.updatedAt,
            deadline: summary.deadline ?? null,
            version: summary.version,
            public: summary.public ?? true,
            start: summary.start ?? null,
          },
          setWhere: sql`${games.version} < ${summary.version}`,
        })
    : null;
  const all = upsert ? [...statements, ...seatUpserts, ...counting(db, summary), upsert] : statements;
  const [first, ...rest] = all;
  if (!first) return;
  await db.batch([first, ...rest]);
};

export interface GameListing {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  readonly players: Record<string, { name: string }>;
  readonly status: 'ongoing' | 'finished';
  readonly ply: number;
  readonly toMove: string | null;
  readonly result: { winner: string | null; reason: string } | null;
  readonly updated: string;
}

const listingOf = (row: GameRow): GameListing => {
  const names = JSON.parse(row.players) as Record<string, string>;
  return {
    id: row.id,
    game: row.game,
    variant: row.variant,
    players: Object.fromEntries(Object.entries(names).map(([side, name]) => [side, { name }])),
    status: row.status,
    ply: row.ply,
    toMove: row.toMove,
    result: row.reason ? { winner: row.winner, reason: row.reason } : null,
    updated: new Date(row.updatedAt).toISOString(),
  };
};

/** The order of the site's games (GET /api/games): newest change first, then by id. */
export const RECENT_GAMES_ORDER = ['number', 'string'] as const;

/**
 * A page of the site's games, newest change first, from `cursor` (null: the newest):
 * walked on games_updated, or games_status_updated for one status, from the cursor.
 */
export const recentGames = async (
  d1: D1Database,
  options: { status?: 'ongoing' | 'finished'; limit: number; cursor: Cursor | null },
): Promise<Page<GameListing>> => {
  const db = historyDb(d1);
  const order = pageOrder([games.updatedAt, games.id], options.cursor);
  const rows = await db
    .select()
    .from(games)
    .where(and(options.status ? eq(games.status, options.status) : undefined, order.where))
    .orderBy(...order.orderBy)
    .limit(options.limit + 1);
  const page = pageOf(rows, options.limit, options.cursor, (row) => [row.updatedAt, row.id]);
  return { ...page, items: page.items.map(listingOf) };
};

/** Every move row D1 holds for a game, in order (for checks and exports). */
export const movesOf = async (d1: D1Database, gameId: string) =>
  historyDb(d1)
    .select()
    .from(moves)
    .where(and(eq(moves.gameId, gameId)))
    .orderBy(moves.ply);

export const summaryOf = async (d1: D1Database, gameId: string) =>
  (await historyDb(d1).select().from(games).where(eq(games.id, gameId)))[0] ?? null;
