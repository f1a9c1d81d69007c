/**
 * The inbound half of a game's mail log (schema.ts `inbound_mail`): each emailed reply
 * that reached the game, and what became of it, with the reason when it was ignored or
 * refused. Operators and tests read it with the outbox's deliveries (game-room.ts
 * `mailLog`); it holds the newest INBOUND_KEPT entries, so a flood of replies cannot grow it.
 */
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { RoomDb } from '../room/room-db.ts';
import { inboundMail } from '../room/schema.ts';

export const INBOUND_KEPT = 200;

/** `answered`: a problem was answered; `message`: a message alone was sent (and confirmed). */
export type InboundOutcome = 'played' | 'message' | 'answered' | 'ignored' | 'refused' | 'duplicate';

export interface InboundEntry {
  readonly side: string;
  readonly receivedAt: number;
  readonly messageId: string | null;
  readonly outcome: InboundOutcome;
  readonly detail: string;
}

export class InboundLog {
  private readonly db: RoomDb;

  constructor(db: RoomDb) {
    this.db = db;
  }

  add(entry: InboundEntry): void {
    const { seq } = this.db
      .insert(inboundMail)
      .values({ ...entry, detail: entry.detail.slice(0, 500) })
      .returning({ seq: inboundMail.seq })
      .get();
    if (seq > INBOUND_KEPT)
      this.db
        .delete(inboundMail)
        .where(lt(inboundMail.seq, seq - INBOUND_KEPT + 1))
        .run();
  }

  /** Every entry kept, oldest first. */
  entries(): InboundEntry[] {
    return this.db
      .select({
        side: inboundMail.side,
        receivedAt: inboundMail.receivedAt,
        messageId: inboundMail.messageId,
        outcome: inboundMail.outcome,
        detail: inboundMail.detail,
      })
      .from(inboundMail)
      .orderBy(asc(inboundMail.seq))
      .all() as InboundEntry[];
  }

  /** When the seat's last reply with this outcome came (`answered`: its problem was answered), or null. */
  latest(side: string, outcome: InboundOutcome): number | null {
    return (
      this.db
        .select({ at: inboundMail.receivedAt })
        .from(inboundMail)
        .where(and(eq(inboundMail.side, side), eq(inboundMail.outcome, outcome)))
        .orderBy(desc(inboundMail.seq))
        .limit(1)
        .get()?.at ?? null
    );
  }
}
