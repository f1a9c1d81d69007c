/**
 * Players in D1: a confirmed email address with a display name chosen once, and the
 * games whose seats they claimed. The name's look-alike key is unique, so a second
 * player can never take a name that passes for one taken already, even in a race.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { database } from './database.ts';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import type { PlayerName } from '../../shared/player-name.ts';
import { base64url } from '../http/tokens.ts';
import { games, players, seats, type GameRow, type PlayerRow } from './schema.ts';
import { pageOf, pageOrder, type Cursor, type Page } from './page-cursor.ts';

const db = (d1: D1Database) => database(d1);

export const playerOfEmail = async (d1: D1Database, email: string): Promise<PlayerRow | null> =>
  (await db(d1).select().from(players).where(eq(players.email, email.toLowerCase())).limit(1))[0] ?? null;

export const playerById = async (d1: D1Database, id: string): Promise<PlayerRow | null> =>
  (await db(d1).select().from(players).where(eq(players.id, id)).limit(1))[0] ?? null;

/** The player whose name has this look-alike key (so /p/ann finds "Ann"). */
export const playerByKey = async (d1: D1Database, key: string): Promise<PlayerRow | null> =>
  (await db(d1).select().from(players).where(eq(players.nameKey, key)).limit(1))[0] ?? null;

const nameTaken = (name: string): EngineError => ({
  code: 'ERR_NAME_TAKEN',
  message: `"${name}" is taken, or looks too much like a name that is (letters of other scripts, 0 for o, 1 for l and spaces count as the same): choose another`,
});

/**
 * Gives the address its name, once. Refused when the address has one already
 * (ERR_NAME_CHOSEN) or the name passes for a taken one (ERR_NAME_TAKEN); the unique
 * keys decide a race between two requests.
 */
export const createPlayer = async (
  d1: D1Database,
  email: string,
  name: PlayerName,
  now: number,
): Promise<Result<PlayerRow, EngineError>> => {
  const lower = email.toLowerCase();
  const existing = await playerOfEmail(d1, lower);
  if (existing)
    return failure('ERR_NAME_CHOSEN', `you chose your name already: you are "${existing.name}", and it stays`);
  if (await playerByKey(d1, name.key)) return { ok: false, error: nameTaken(name.name) };
  const row: PlayerRow = {
    id: base64url(crypto.getRandomValues(new Uint8Array(12))),
    email: lower,
    name: name.name,
    nameKey: name.key,
    createdAt: now,
  };
  const inserted = await db(d1).insert(players).values(row).onConflictDoNothing().returning({ id: players.id });
  if (inserted.length) return ok(row);
  // Another request won the race between the checks and the insert: say which it took.
  const raced = await playerOfEmail(d1, lower);
  if (raced) return failure('ERR_NAME_CHOSEN', `you chose your name already: you are "${raced.name}", and it stays`);
  return { ok: false, error: nameTaken(name.name) };
};

/** One claimed seat of a player's, with its game and the other seat (and that seat's player, if any). */
export interface PlayerSeat {
  readonly side: string;
  readonly name: string;
  /** What the seat's token derives from (with the signing secret): the player's own page links the seat with it. */
  readonly tokenSalt: string | null;
  readonly game: GameRow;
  readonly opponent: { readonly side: string; readonly name: string; readonly player: string | null } | null;
}

/** How many games a page of a player's games holds (the player's page and its JSON). */
export const PLAYER_GAMES_PAGE = 50;

/** The order of a player's games: newest change first, then by id (the seats' index, seats_player_page). */
export const PLAYER_GAMES_ORDER = ['number', 'string'] as const;

/**
 * A page of a player's games, newest change first: those still going on and the finished
 * ones, from `cursor` (null: the newest page). Walks the player's seats by
 * (player_id, updated_at, game_id), so a page reads its own games at any depth.
 */
export const gamesOfPlayer = async (
  d1: D1Database,
  playerId: string,
  cursor: Cursor | null,
  limit = PLAYER_GAMES_PAGE,
): Promise<Page<PlayerSeat>> => {
  const other = alias(seats, 'other');
  const otherPlayer = alias(players, 'other_player');
  const order = pageOrder([seats.updatedAt, seats.gameId], cursor);
  const rows = await db(d1)
    .select({
      side: seats.side,
      name: seats.name,
      tokenSalt: seats.tokenSalt,
      at: seats.updatedAt,
      game: games,
      otherSide: other.side,
      otherName: other.name,
      otherPlayer: otherPlayer.name,
    })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .leftJoin(other, and(eq(other.gameId, seats.gameId), ne(other.side, seats.side)))
    .leftJoin(otherPlayer, eq(otherPlayer.id, other.playerId))
    .where(and(eq(seats.playerId, playerId), order.where))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  const page = pageOf(rows, limit, cursor, (row) => [row.at, row.game.id]);
  return {
    ...page,
    items: page.items.map((row) => ({
      side: row.side,
      name: row.name,
      tokenSalt: row.tokenSalt,
      game: row.game,
      opponent:
        row.otherSide === null
          ? null
          : { side: row.otherSide, name: row.otherName ?? '', player: row.otherPlayer ?? null },
    })),
  };
};

/** Wins, draws and losses of `playerId` against `opponentId` in finished games. */
export const recordBetween = async (
  d1: D1Database,
  playerId: string,
  opponentId: string,
): Promise<{ wins: number; draws: number; losses: number }> => {
  const other = alias(seats, 'other');
  const [row] = await db(d1)
    .select({
      wins: sql<number>`COALESCE(SUM(CASE WHEN ${games.winner} = ${seats.side} THEN 1 ELSE 0 END), 0)`,
      draws: sql<number>`COALESCE(SUM(CASE WHEN ${games.winner} IS NULL THEN 1 ELSE 0 END), 0)`,
      losses: sql<number>`COALESCE(SUM(CASE WHEN ${games.winner} = ${other.side} THEN 1 ELSE 0 END), 0)`,
    })
    .from(seats)
    .innerJoin(games, eq(games.id, seats.gameId))
    .innerJoin(other, and(eq(other.gameId, seats.gameId), ne(other.side, seats.side)))
    .where(and(eq(seats.playerId, playerId), eq(other.playerId, opponentId), eq(games.status, 'finished')));
  return { wins: row?.wins ?? 0, draws: row?.draws ?? 0, losses: row?.losses ?? 0 };
};
