/**
 * Where the game's object keeps each seat's conditional moves, and which moves were
 * played from them (so pages and emails can say so after a reload too).
 */
import { eq, gt } from 'drizzle-orm';
import type { RoomDb } from '../room/room-db.ts';
import { conditionalPlies, forecasts } from '../room/schema.ts';

export interface StoredForecast {
  readonly ply: number;
  readonly lines: string[][];
  readonly updatedAt: number;
}

export class ForecastStore {
  private readonly db: RoomDb;

  constructor(db: RoomDb) {
    this.db = db;
  }

  forecast(side: string): StoredForecast | null {
    return (
      this.db
        .select({ ply: forecasts.ply, lines: forecasts.lines, updatedAt: forecasts.updatedAt })
        .from(forecasts)
        .where(eq(forecasts.side, side))
        .get() ?? null
    );
  }

  save(side: string, ply: number, lines: readonly (readonly string[])[], now: number): void {
    if (lines.length === 0) this.clear(side);
    else {
      const row = { ply, lines: lines.map((line) => [...line]), updatedAt: now };
      this.db
        .insert(forecasts)
        .values({ side, ...row })
        .onConflictDoUpdate({ target: forecasts.side, set: row })
        .run();
    }
  }

  clear(side: string): void {
    this.db.delete(forecasts).where(eq(forecasts.side, side)).run();
  }

  /** Whether any seat has conditional moves (cheap: asked on every move). */
  any(): boolean {
    return this.db.select({ side: forecasts.side }).from(forecasts).limit(1).get() !== undefined;
  }

  clearAll(): void {
    this.db.delete(forecasts).run();
  }

  markPlayed(ply: number, side: string): void {
    this.db
      .insert(conditionalPlies)
      .values({ ply, side })
      .onConflictDoUpdate({ target: conditionalPlies.ply, set: { side } })
      .run();
  }

  /** Forgets marks beyond `ply` (after a takeback). */
  forgetAfter(ply: number): void {
    this.db.delete(conditionalPlies).where(gt(conditionalPlies.ply, ply)).run();
  }

  playedFromForecast(ply: number): boolean {
    return (
      this.db
        .select({ ply: conditionalPlies.ply })
        .from(conditionalPlies)
        .where(eq(conditionalPlies.ply, ply))
        .get() !== undefined
    );
  }
}
