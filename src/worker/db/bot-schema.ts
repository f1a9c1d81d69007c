/**
 * Bot accounts in D1 (docs/bots.md). A bot is a player row of its own, so its name, page,
 * seats and ratings work as any player's; this row adds who owns it, what it plays and
 * whether it is paused. Its credentials are kept as SHA-256 hashes only, each scoped
 * (`bot:play`), and a rotated one stays valid until its `expiresAt`.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const bots = sqliteTable(
  'bots',
  {
    /** The bot's own row in `players`. */
    playerId: text('player_id').primaryKey(),
    /** The player who made it and answers for it. */
    ownerId: text('owner_id').notNull(),
    description: text('description').notNull(),
    /** JSON list of `game/variant` it plays. */
    games: text('games').notNull(),
    createdAt: integer('created_at').notNull(),
    /** Set while it may not play (its owner paused it, or it misbehaved); null while it plays. */
    pausedAt: integer('paused_at'),
    pauseReason: text('pause_reason'),
    /** With a push endpoint: whether it answers (its last delivery or ping taken); null without one. */
    pushOperational: integer('push_operational', { mode: 'boolean' }),
  },
  (table) => [index('bots_owner').on(table.ownerId)],
);

export const botTokens = sqliteTable(
  'bot_tokens',
  {
    id: text('id').primaryKey(),
    botId: text('bot_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    scope: text('scope').notNull(),
    createdAt: integer('created_at').notNull(),
    /** Set when a newer token replaced it: valid until then, so a bot can switch without downtime. */
    expiresAt: integer('expires_at'),
    revokedAt: integer('revoked_at'),
  },
  (table) => [uniqueIndex('bot_tokens_token_hash_unique').on(table.tokenHash), index('bot_tokens_bot').on(table.botId)],
);

export type BotRow = typeof bots.$inferSelect;
export type BotTokenRow = typeof botTokens.$inferSelect;
