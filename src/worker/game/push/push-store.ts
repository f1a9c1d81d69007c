/**
 * The browsers each seat gets notifications in (schema.ts `push_subscriptions`).
 * Synchronous, like every write of the game's object. A row's id is derived from the seat
 * and the endpoint, so subscribing the same browser again replaces its keys in place.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { PushTarget } from '../channels/push-subscription.ts';
import type { RoomDb } from '../room/room-db.ts';
import { pushSubscriptions } from '../room/schema.ts';

export interface StoredPush extends PushTarget {
  readonly id: string;
  readonly side: string;
  readonly createdAt: number;
  readonly lastSeq: number;
}

/** Browsers one seat may get notifications in; the oldest makes way for a new one. */
export const MAX_PUSH_PER_SEAT = 5;

const idOf = async (side: string, endpoint: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${side} ${endpoint}`));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

export class PushStore {
  private readonly db: RoomDb;

  constructor(db: RoomDb) {
    this.db = db;
  }

  ofSide(side: string): StoredPush[] {
    return this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.side, side))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
      .all();
  }

  /** Seats with at least one browser. */
  hasAny(side: string): boolean {
    return (
      this.db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.side, side))
        .limit(1)
        .get() !== undefined
    );
  }

  /** Adds or refreshes a browser for a seat, dropping the seat's oldest past the limit; how many it has after. */
  async add(side: string, target: PushTarget, now: number): Promise<number> {
    const id = await idOf(side, target.endpoint);
    this.db
      .insert(pushSubscriptions)
      .values({ id, side, ...target, createdAt: now, lastSeq: 0 })
      .onConflictDoUpdate({ target: pushSubscriptions.id, set: { p256dh: target.p256dh, auth: target.auth } })
      .run();
    const all = this.ofSide(side);
    for (const old of all.slice(0, Math.max(0, all.length - MAX_PUSH_PER_SEAT))) this.removeById(old.id);
    return Math.min(all.length, MAX_PUSH_PER_SEAT);
  }

  /** Removes a seat's browser by endpoint; whether there was one. */
  async remove(side: string, endpoint: string): Promise<boolean> {
    return this.removeById(await idOf(side, endpoint));
  }

  removeById(id: string): boolean {
    return (
      this.db
        .delete(pushSubscriptions)
        .where(eq(pushSubscriptions.id, id))
        .returning({ id: pushSubscriptions.id })
        .all().length > 0
    );
  }

  /** Notes that notice `seq` reached this browser (never lowers the mark). */
  markSent(id: string, seq: number): void {
    this.db
      .update(pushSubscriptions)
      .set({ lastSeq: seq })
      .where(and(eq(pushSubscriptions.id, id), lt(pushSubscriptions.lastSeq, seq)))
      .run();
  }
}
