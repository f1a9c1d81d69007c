/**
 * A game's chat channels in its object's storage (schema.ts `chat_hooks`). Synchronous,
 * like every write of the game's object: a channel added or removed commits in one step.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { HookKind } from '../channels/hook-url.ts';
import type { RoomDb } from '../room/room-db.ts';
import { chatHooks } from '../room/schema.ts';

export interface ChatHook {
  readonly id: string;
  readonly kind: HookKind;
  readonly url: string;
  /** Signs a generic endpoint's posts; null for Discord and Slack. */
  readonly secret: string | null;
  readonly addedBy: string;
  readonly createdAt: number;
  readonly failures: number;
}

export class HookStore {
  private readonly db: RoomDb;

  constructor(db: RoomDb) {
    this.db = db;
  }

  all(): ChatHook[] {
    return this.db
      .select()
      .from(chatHooks)
      .orderBy(asc(chatHooks.createdAt), asc(chatHooks.id))
      .all()
      .map((row) => ({ ...row, kind: row.kind as HookKind }));
  }

  get(id: string): ChatHook | null {
    const row = this.db.select().from(chatHooks).where(eq(chatHooks.id, id)).get();
    return row ? { ...row, kind: row.kind as HookKind } : null;
  }

  add(hook: Omit<ChatHook, 'failures'>): void {
    this.db.insert(chatHooks).values(hook).run();
  }

  remove(id: string): boolean {
    return this.db.delete(chatHooks).where(eq(chatHooks.id, id)).returning({ id: chatHooks.id }).all().length > 0;
  }

  /** One more failed post in a row; the count after it. */
  noteFailure(id: string): number {
    return (
      this.db
        .update(chatHooks)
        .set({ failures: sql`${chatHooks.failures} + 1` })
        .where(eq(chatHooks.id, id))
        .returning({ failures: chatHooks.failures })
        .get()?.failures ?? 0
    );
  }

  noteSuccess(id: string): void {
    this.db.update(chatHooks).set({ failures: 0 }).where(eq(chatHooks.id, id)).run();
  }
}
