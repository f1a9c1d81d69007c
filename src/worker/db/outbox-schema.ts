/**
 * The development outbox: where emails go when no Resend key is set, so local runs and
 * tests can read what would have been sent. Never used once a key is configured.
 */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const devOutbox = sqliteTable('dev_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The sender's idempotency key: a retried send finds its row and stores nothing new. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  to: text('to').notNull(),
  from: text('from').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  replyTo: text('reply_to'),
  /** JSON object of extra headers. */
  headers: text('headers').notNull(),
  /** ms since the epoch. */
  sentAt: integer('sent_at').notNull(),
});
