/**
 * The game object's own SQLite storage. Every write of game state goes through these
 * functions inside one `transactionSync`, so a move, its history row and its outbox
 * entry are committed together or not at all.
 */
import { and, eq, gt, gte, inArray, lte, min, sql } from 'drizzle-orm';
import type { RoomDb } from './room-db.ts';
import type { HistoryMove, Notice, RoomRecord, StoredMove } from './room-record.ts';
import { historyOutbox, moves, notices, outbox, published, room, seenMessages } from './schema.ts';

export * from './room-record.ts';

/** A delivery waiting in the outbox, its notice still as stored (game/room/notice.ts reads it). */
export interface PendingDelivery {
  readonly key: string;
  readonly channel: string;
  readonly side: string;
  readonly hook: string | null;
  readonly attempts: number;
  readonly notice: Notice & { readonly seq: number; readonly createdAt: number };
}

/** One delivery to queue with a notice. */
export interface NewDelivery {
  readonly key: string;
  readonly channel: string;
  readonly side: string;
  readonly hook: string | null;
}

/** A row of the outbox and what became of it (for tests and operators). */
export interface DeliveryLogEntry {
  readonly key: string;
  readonly side: string;
  readonly state: string;
  readonly attempts: number;
  readonly detail: string | null;
}

export class RoomStore {
  private readonly storage: DurableObjectStorage;
  private readonly db: RoomDb;

  constructor(storage: DurableObjectStorage, db: RoomDb) {
    this.storage = storage;
    this.db = db;
  }

  /** Whether this object holds a game at all; probing an unknown id creates nothing. */
  exists(): boolean {
    return (
      this.storage.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'room'`).toArray().length > 0
    );
  }

  transaction<T>(work: () => T): T {
    return this.storage.transactionSync(work);
  }

  loadRoom(): RoomRecord | null {
    if (!this.exists()) return null;
    return this.db.select({ body: room.body }).from(room).where(eq(room.key, 1)).get()?.body ?? null;
  }

  saveRoom(record: RoomRecord): void {
    this.db
      .insert(room)
      .values({ key: 1, body: record })
      .onConflictDoUpdate({ target: room.key, set: { body: record } })
      .run();
  }

  addMove(move: StoredMove): void {
    this.db.insert(moves).values(move).run();
    this.db.insert(historyOutbox).values({ ply: move.ply }).run();
  }

  moveAt(ply: number): StoredMove | null {
    return this.db.select().from(moves).where(eq(moves.ply, ply)).get() ?? null;
  }

  /** Plies `from` to `to` (from 1), each move's notation and the position after it, in one read. */
  positionsBetween(from: number, to: number): { ply: number; notation: string; position: string }[] {
    return this.db
      .select({ ply: moves.ply, notation: moves.notation, position: moves.position })
      .from(moves)
      .where(and(gte(moves.ply, from), lte(moves.ply, to)))
      .orderBy(moves.ply)
      .all();
  }

  /** How many moves each side has made (a side with none is absent). */
  movesBySide(): Record<string, number> {
    const rows = this.db
      .select({ side: moves.side, count: sql<number>`count(*)` })
      .from(moves)
      .groupBy(moves.side)
      .all();
    return Object.fromEntries(rows.map((row) => [row.side, row.count]));
  }

  /** Notation of the moves after ply `since` (0: all), in order. */
  notationSince(since: number): string[] {
    return this.db
      .select({ notation: moves.notation })
      .from(moves)
      .where(gt(moves.ply, since))
      .orderBy(moves.ply)
      .all()
      .map((row) => row.notation);
  }

  /** Notation of the moves after ply `after` up to ply `upTo`, in order: a stretch of a long game's list. */
  notationBetween(after: number, upTo: number): string[] {
    return this.db
      .select({ notation: moves.notation })
      .from(moves)
      .where(and(gt(moves.ply, after), lte(moves.ply, upTo)))
      .orderBy(moves.ply)
      .all()
      .map((row) => row.notation);
  }

  /** The oldest moves not yet published to D1, at most `limit`. */
  unpublishedMoves(limit: number): HistoryMove[] {
    return this.db
      .select({ ply: moves.ply, side: moves.side, notation: moves.notation, playedAt: moves.playedAt })
      .from(historyOutbox)
      .innerJoin(moves, eq(moves.ply, historyOutbox.ply))
      .orderBy(historyOutbox.ply)
      .limit(limit)
      .all();
  }

  markPublished(plies: readonly number[], version: number): void {
    if (plies.length)
      this.db
        .delete(historyOutbox)
        .where(inArray(historyOutbox.ply, [...plies]))
        .run();
    this.db
      .insert(published)
      .values({ key: 1, version })
      .onConflictDoUpdate({ target: published.key, set: { version: sql`MAX(${published.version}, excluded.version)` } })
      .run();
  }

  publishedVersion(): number {
    return (
      this.db.select({ version: published.version }).from(published).where(eq(published.key, 1)).get()?.version ?? 0
    );
  }

  hasUnpublishedMoves(): boolean {
    return this.db.select({ ply: historyOutbox.ply }).from(historyOutbox).limit(1).get() !== undefined;
  }

  /** Keeps a notice; its deliveries are queued with `queueDeliveries`, in the same transaction. */
  addNotice(kind: string, side: string | null, ply: number, body: unknown, now: number): number {
    return this.db
      .insert(notices)
      .values({ kind, side, ply, body: JSON.stringify(body), createdAt: now })
      .returning({ seq: notices.seq })
      .get().seq;
  }

  /** Queues the deliveries of notice `seq`; a key already used is not queued again. */
  queueDeliveries(seq: number, each: readonly NewDelivery[], dueAt: number): void {
    for (const delivery of each)
      this.db
        .insert(outbox)
        .values({ ...delivery, notice: seq, dueAt })
        .onConflictDoNothing()
        .run();
  }

  /** Deliveries due by `now`, oldest first. */
  dueDeliveries(now: number, limit: number): PendingDelivery[] {
    return this.db
      .select({
        key: outbox.key,
        channel: outbox.channel,
        side: outbox.side,
        hook: outbox.hook,
        attempts: outbox.attempts,
        notice: {
          seq: notices.seq,
          kind: notices.kind,
          side: notices.side,
          ply: notices.ply,
          body: notices.body,
          createdAt: notices.createdAt,
        },
      })
      .from(outbox)
      .innerJoin(notices, eq(notices.seq, outbox.notice))
      .where(and(eq(outbox.state, 'pending'), lte(outbox.dueAt, now)))
      .orderBy(outbox.dueAt, notices.seq)
      .limit(limit)
      .all();
  }

  /** When the next pending delivery is due, or null. */
  nextDeliveryDue(): number | null {
    return (
      this.db
        .select({ due: min(outbox.dueAt) })
        .from(outbox)
        .where(eq(outbox.state, 'pending'))
        .get()?.due ?? null
    );
  }

  /** The end of one delivery attempt: sent, skipped (by choice), failed for good, or due again. */
  settleDelivery(
    key: string,
    outcome:
      | { readonly state: 'sent' | 'skipped' | 'failed'; readonly detail: string }
      | { readonly state: 'pending'; readonly detail: string; readonly retryAt: number },
  ): void {
    const attempts = sql`${outbox.attempts} + 1`;
    this.db
      .update(outbox)
      .set(
        outcome.state === 'pending'
          ? { attempts, dueAt: outcome.retryAt, detail: outcome.detail }
          : { state: outcome.state, attempts, detail: outcome.detail },
      )
      .where(eq(outbox.key, key))
      .run();
  }

  /** Skips every delivery still waiting for a chat channel that was removed. */
  dropHookDeliveries(hook: string, detail: string): void {
    this.db
      .update(outbox)
      .set({ state: 'skipped', detail })
      .where(and(eq(outbox.hook, hook), eq(outbox.state, 'pending')))
      .run();
  }

  /** Every delivery of one channel and what became of it (for tests and operators). */
  deliveryLog(channel: string): DeliveryLogEntry[] {
    return this.db
      .select({
        key: outbox.key,
        side: outbox.side,
        state: outbox.state,
        attempts: outbox.attempts,
        detail: outbox.detail,
      })
      .from(outbox)
      .where(eq(outbox.channel, channel))
      .orderBy(outbox.notice, outbox.key)
      .all();
  }

  messageSeen(messageId: string): boolean {
    return (
      this.db
        .select({ id: seenMessages.messageId })
        .from(seenMessages)
        .where(eq(seenMessages.messageId, messageId))
        .get() !== undefined
    );
  }

  /** Records an emailed reply's Message-ID, inside the transaction that acts on it. */
  markMessageSeen(messageId: string, now: number): void {
    this.db.insert(seenMessages).values({ messageId, seenAt: now }).onConflictDoNothing().run();
  }

  notices(): Notice[] {
    return this.db
      .select({ kind: notices.kind, side: notices.side, ply: notices.ply, body: notices.body })
      .from(notices)
      .orderBy(notices.seq)
      .all();
  }
}
