/**
 * The D1 schema: the history the game objects publish, for listing and searching games.
 * Each game's object stays the source of truth; these rows follow it through an outbox.
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const games = sqliteTable(
  'games',
  {
    id: text('id').primaryKey(),
    game: text('game').notNull(),
    variant: text('variant').notNull(),
    /** JSON object of player names by side id. */
    players: text('players').notNull(),
    status: text('status', { enum: ['ongoing', 'finished'] }).notNull(),
    ply: integer('ply').notNull(),
    toMove: text('to_move'),
    winner: text('winner'),
    reason: text('reason'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    /** Rises with every change the object publishes: an older summary never overwrites a newer one. */
    version: integer('version').notNull(),
  },
  (table) => [index('games_updated').on(table.updatedAt), index('games_status_updated').on(table.status, table.updatedAt)],
);

export const moves = sqliteTable(
  'moves',
  {
    gameId: text('game_id').notNull(),
    /** 1 for the first move of the game. */
    ply: integer('ply').notNull(),
    side: text('side').notNull(),
    notation: text('notation').notNull(),
    playedAt: integer('played_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.ply] })],
);

export type GameRow = typeof games.$inferSelect;
export type MoveRow = typeof moves.$inferInsert;
