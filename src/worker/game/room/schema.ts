/**
 * The game object's own tables, in its SQLite storage (one database per game). Changes
 * go through migrations (src/worker/game/room/migrations, written by `npm run db:generate:room`
 * from this file) that the object applies when it opens a game, so a table can be altered
 * later. The first migration creates every table only if it is missing: objects created
 * before migrations existed have them already, and are adopted as they are.
 *
 * JSON columns are in drizzle's JSON mode. `moves.events` and `notices.body` stay text:
 * they are handed out as the JSON text they were stored as.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { FlatBranch } from '../../../shared/analysis-flat.ts';
import type { RoomRecord } from './room-record.ts';

/** The game itself: one row. */
export const room = sqliteTable(
  'room',
  { key: integer('key').primaryKey(), body: text('body', { mode: 'json' }).$type<RoomRecord>().notNull() },
  (table) => [check('room_one_row', sql`${table.key} = 1`)],
);

export const moves = sqliteTable('moves', {
  ply: integer('ply').primaryKey(),
  side: text('side').notNull(),
  notation: text('notation').notNull(),
  position: text('position').notNull(),
  events: text('events').notNull(),
  playedAt: integer('played_at').notNull(),
});

/** Moves and summary versions not yet in D1: the history outbox. */
export const historyOutbox = sqliteTable('history_outbox', { ply: integer('ply').primaryKey() });

/** The lowest ply D1 may still hold moves beyond, after a takeback (takeback-store.ts). */
export const historyCut = sqliteTable(
  'history_cut',
  { key: integer('key').primaryKey(), ply: integer('ply').notNull() },
  (table) => [check('history_cut_one_row', sql`${table.key} = 1`)],
);

export const published = sqliteTable(
  'published',
  { key: integer('key').primaryKey(), version: integer('version').notNull() },
  (table) => [check('published_one_row', sql`${table.key} = 1`)],
);

/** What players should be told (game/room/notice.ts): kept for every channel's deliveries. */
export const notices = sqliteTable('notices', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  kind: text('kind').notNull(),
  side: text('side'),
  ply: integer('ply').notNull(),
  body: text('body').notNull(),
  createdAt: integer('created_at').notNull(),
});

/**
 * The outbox of every channel (channels/): one row per notice, channel and target, saying
 * what was sent. The key is also the service's idempotency key where it takes one (Resend),
 * so a notice reaches each target once however often delivery is retried. The table keeps
 * the name it had when email was the only channel.
 */
export const outbox = sqliteTable(
  'mail_outbox',
  {
    key: text('key').primaryKey(),
    notice: integer('notice').notNull(),
    /** The seat it is for, or '' for a channel of the whole game. */
    side: text('side').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: integer('due_at').notNull(),
    detail: text('detail'),
    channel: text('channel').notNull().default('email'),
    /** The chat channel (chat_hooks.id) of a game channel's delivery; null for seat channels. */
    hook: text('hook'),
  },
  (table) => [index('mail_outbox_due').on(table.state, table.dueAt)],
);

/** Message-IDs of emailed replies already acted on: a resent email changes nothing. */
export const seenMessages = sqliteTable('seen_messages', {
  messageId: text('message_id').primaryKey(),
  seenAt: integer('seen_at').notNull(),
});

export const seatNotes = sqliteTable('seat_notes', {
  side: text('side').primaryKey(),
  text: text('text').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** One row per seat: its branches as flat JSON (analysis-flat.ts), and their move count. */
export const seatAnalysis = sqliteTable('seat_analysis', {
  side: text('side').primaryKey(),
  branches: text('branches', { mode: 'json' }).$type<FlatBranch[]>().notNull(),
  moves: integer('moves').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** One row per seat with conditional moves: the ply they answer (the opponent moves next) and the lines. */
export const forecasts = sqliteTable('forecasts', {
  side: text('side').primaryKey(),
  ply: integer('ply').notNull(),
  lines: text('lines', { mode: 'json' }).$type<string[][]>().notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export const conditionalPlies = sqliteTable('conditional_plies', {
  ply: integer('ply').primaryKey(),
  side: text('side').notNull(),
});

/**
 * The game's chat channels (game/channels/hook-url.ts): posted to by the whole game, set and
 * removed by either seat. `secret` signs a generic endpoint's posts; `failures` counts
 * failed posts in a row, so a channel that keeps failing is dropped.
 */
export const chatHooks = sqliteTable('chat_hooks', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  url: text('url').notNull(),
  secret: text('secret'),
  addedBy: text('added_by').notNull(),
  createdAt: integer('created_at').notNull(),
  failures: integer('failures').notNull().default(0),
});

/**
 * Browsers a seat turned notifications on in (game/channels/push-channel.ts): one row per seat
 * and push endpoint. `lastSeq` is the last notice sent to it, so a delivery retried for
 * one of a seat's devices never reaches the others twice.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    side: text('side').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: integer('created_at').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (table) => [index('push_subscriptions_side').on(table.side)],
);

/**
 * Messages between the two seats (message-store.ts), never shown to watchers. `allowance`
 * is the sender's rate-limit clock after this message (message-rate.ts), so the next
 * decision reads one row.
 */
export const messages = sqliteTable(
  'messages',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    side: text('side').notNull(),
    text: text('text').notNull(),
    sentAt: integer('sent_at').notNull(),
    allowance: integer('allowance').notNull(),
  },
  (table) => [index('messages_side').on(table.side, table.seq)],
);

/**
 * Emailed replies the game received and what became of each (email/inbound-log.ts): the
 * inbound half of the game's mail log, beside the outbox's deliveries. The newest
 * INBOUND_KEPT are kept.
 */
export const inboundMail = sqliteTable('inbound_mail', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  side: text('side').notNull(),
  receivedAt: integer('received_at').notNull(),
  messageId: text('message_id'),
  /** played, message, answered (a problem), ignored (automatic mail, or a reply to an answer), refused, duplicate. */
  outcome: text('outcome').notNull(),
  detail: text('detail').notNull(),
});
