/**
 * The moderation tables (docs/moderation.md): reports, with what they report copied as it
 * was; the log of every moderator action; and what still holds against a player. Kept
 * apart from schema.ts as the bots' tables are; schema.ts re-exports them.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const REPORT_KINDS = ['message', 'name', 'game'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ['abuse', 'offensive-name', 'cheating', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * A report. `subjectId` is the reported player (the message's writer, the name's holder,
 * the reporter's opponent in the game), null when the game's other seat has no player.
 * `content` is JSON of what was reported as it was at report time (moderation/report-content.ts).
 */
export const reports = sqliteTable(
  'reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id').notNull(),
    subjectId: text('subject_id'),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull(),
    gameId: text('game_id'),
    messageSeq: integer('message_seq'),
    content: text('content').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull(),
    createdAt: integer('created_at').notNull(),
    closedAt: integer('closed_at'),
    /** The moderator's address that closed it. */
    closedBy: text('closed_by'),
  },
  (table) => [
    index('reports_status_created').on(table.status, table.createdAt),
    index('reports_reporter_created').on(table.reporterId, table.createdAt),
    index('reports_subject_created').on(table.subjectId, table.createdAt),
  ],
);

export const MODERATION_ACTIONS = [
  'warn',
  'mute',
  'unmute',
  'rename',
  'bar',
  'unbar',
  'close',
  'reopen',
  'dismiss',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One moderator action: who (`moderator`, an address), when, what, to whom, why. */
export const moderationLog = sqliteTable(
  'moderation_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    playerId: text('player_id'),
    moderator: text('moderator').notNull(),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    reason: text('reason').notNull(),
    /** A mute's end. */
    until: integer('until'),
    reportId: text('report_id'),
    /** What else the action needs remembered: a rename's old and new names. */
    detail: text('detail'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    index('moderation_log_player').on(table.playerId, table.createdAt),
    index('moderation_log_created').on(table.createdAt),
  ],
);

/** What moderators have done to a player that still holds; no row is nothing. */
export const playerStanding = sqliteTable('player_standing', {
  playerId: text('player_id').primaryKey(),
  mutedUntil: integer('muted_until'),
  ratedBarred: integer('rated_barred', { mode: 'boolean' }).notNull().default(false),
  mustRename: integer('must_rename', { mode: 'boolean' }).notNull().default(false),
  closedAt: integer('closed_at'),
});

export type ReportRow = typeof reports.$inferSelect;
export type ModerationLogRow = typeof moderationLog.$inferSelect;
export type StandingRow = typeof playerStanding.$inferSelect;
