/**
 * The messages between a game's two seats, in its object's storage (schema.ts
 * `messages`). Read only with a seat's token; never in any state, page for watchers, chat
 * channel or D1 row.
 */
import { asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { RoomDb } from '../room/room-db.ts';
import { messages } from '../room/schema.ts';

export interface StoredMessage {
  readonly seq: number;
  readonly side: string;
  readonly text: string;
  readonly sentAt: number;
}

export class MessageStore {
  private readonly db: RoomDb;

  constructor(db: RoomDb) {
    this.db = db;
  }

  /** The messages after `after` (0: all), oldest first. */
  since(after: number): StoredMessage[] {
    return this.db
      .select({ seq: messages.seq, side: messages.side, text: messages.text, sentAt: messages.sentAt })
      .from(messages)
      .where(gt(messages.seq, after))
      .orderBy(asc(messages.seq))
      .all();
  }

  /**
   * The last `limit` messages before number `before` (null: the newest), oldest first, and
   * whether older ones remain: a walk of the primary key back from its end, `limit + 1` rows.
   */
  latest(limit: number, before: number | null): { list: StoredMessage[]; more: boolean } {
    const rows = this.db
      .select({ seq: messages.seq, side: messages.side, text: messages.text, sentAt: messages.sentAt })
      .from(messages)
      .where(before === null ? undefined : lt(messages.seq, before))
      .orderBy(desc(messages.seq))
      .limit(limit + 1)
      .all();
    return { list: rows.slice(0, limit).reverse(), more: rows.length > limit };
  }

  /** The last message's number (0: none yet). */
  lastSeq(): number {
    return this.db.select({ seq: messages.seq }).from(messages).orderBy(desc(messages.seq)).limit(1).get()?.seq ?? 0;
  }

  count(): number {
    return this.db.select({ n: count() }).from(messages).get()?.n ?? 0;
  }

  /** The seat's rate-limit allowance after its last message (message-rate.ts); 0 before its first. */
  allowanceOf(side: string): number {
    return (
      this.db
        .select({ allowance: messages.allowance })
        .from(messages)
        .where(eq(messages.side, side))
        .orderBy(desc(messages.seq))
        .limit(1)
        .get()?.allowance ?? 0
    );
  }

  add(side: string, text: string, sentAt: number, allowance: number): StoredMessage {
    const row = this.db
      .insert(messages)
      .values({ side, text, sentAt, allowance })
      .returning({ seq: messages.seq })
      .get();
    return { seq: row.seq, side, text, sentAt };
  }
}
