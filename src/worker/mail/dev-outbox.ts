/**
 * The development mailer: every email is a row of `dev_outbox` in D1, once per
 * idempotency key, like Resend's own guarantee. Local runs show these rows; tests read them.
 */
import { desc, eq } from 'drizzle-orm';
import { database } from '../db/database.ts';
import { devOutbox } from '../db/outbox-schema.ts';
import type { Mailer, SendResult } from './mailer.ts';

export interface OutboxEmail {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly replyTo: string | null;
  readonly headers: Record<string, string>;
  /** ISO 8601. */
  readonly sentAt: string;
}

const outboxDb = (d1: D1Database) => database(d1, { devOutbox });

const idOf = (row: number): string => `dev-outbox-${row}`;

export const devOutboxMailer = (d1: D1Database): Mailer => ({
  async send(email, idempotencyKey): Promise<SendResult> {
    const db = outboxDb(d1);
    try {
      const inserted = await db
        .insert(devOutbox)
        .values({
          idempotencyKey,
          to: email.to,
          from: email.from,
          subject: email.subject,
          html: email.html,
          text: email.text,
          replyTo: email.replyTo ?? null,
          headers: JSON.stringify(email.headers ?? {}),
          sentAt: Date.now(),
        })
        .onConflictDoNothing({ target: devOutbox.idempotencyKey })
        .returning({ id: devOutbox.id });
      const row =
        inserted[0] ??
        (await db
          .select({ id: devOutbox.id })
          .from(devOutbox)
          .where(eq(devOutbox.idempotencyKey, idempotencyKey))
          .get());
      if (!row) return { ok: false, retryable: true, message: 'the dev outbox neither stored the email nor has it' };
      return { ok: true, id: idOf(row.id) };
    } catch (error) {
      // D1 failing is passing trouble, as Resend's 5xx are: the caller retries with the same key.
      return {
        ok: false,
        retryable: true,
        message: `dev outbox: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  },
});

/**
 * The newest `limit` emails (1 to 500), newest first; only those to `to` when given (the
 * outbox's `?to=`), so a reader waiting for one address's email does not read everyone's.
 */
export const listOutbox = async (d1: D1Database, limit: number, to?: string): Promise<OutboxEmail[]> => {
  const count = Math.min(500, Math.max(1, Math.floor(Number.isFinite(limit) ? limit : 50)));
  const rows = await outboxDb(d1)
    .select()
    .from(devOutbox)
    .where(to === undefined ? undefined : eq(devOutbox.to, to))
    .orderBy(desc(devOutbox.id))
    .limit(count);
  return rows.map((row) => ({
    to: row.to,
    from: row.from,
    subject: row.subject,
    html: row.html,
    text: row.text,
    replyTo: row.replyTo,
    headers: JSON.parse(row.headers) as Record<string, string>,
    sentAt: new Date(row.sentAt).toISOString(),
  }));
};
