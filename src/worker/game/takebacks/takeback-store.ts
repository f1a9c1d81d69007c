/**
 * A taken-back move leaves the object's storage at once, and D1 follows: the lowest ply
 * D1 may still hold moves beyond is kept here until a publish has deleted them there, in
 * the same D1 batch that writes any move played since (history-sync.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { RoomDb } from '../room/room-db.ts';
import { historyCut, historyOutbox, moves } from '../room/schema.ts';

export class TakebackStore {
  private readonly db: RoomDb;

  constructor(db: RoomDb) {
    this.db = db;
  }

  /** Removes the move at `ply` (the last) and its unpublished outbox entry; D1 is to drop it too. Inside the caller's transaction. */
  takeBack(ply: number): void {
    this.db.delete(moves).where(eq(moves.ply, ply)).run();
    this.db.delete(historyOutbox).where(eq(historyOutbox.ply, ply)).run();
    this.db
      .insert(historyCut)
      .values({ key: 1, ply: ply - 1 })
      .onConflictDoUpdate({ target: historyCut.key, set: { ply: sql`MIN(${historyCut.ply}, excluded.ply)` } })
      .run();
  }

  /** D1 must hold no move after this ply; null when it is up to date. */
  pendingCut(): number | null {
    return this.db.select({ ply: historyCut.ply }).from(historyCut).where(eq(historyCut.key, 1)).get()?.ply ?? null;
  }

  /** D1 has dropped the moves after `ply`; a later takeback (a lower cut) stays pending. */
  cutPublished(ply: number): void {
    this.db
      .delete(historyCut)
      .where(and(eq(historyCut.key, 1), eq(historyCut.ply, ply)))
      .run();
  }
}
