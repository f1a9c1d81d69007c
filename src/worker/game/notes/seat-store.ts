/**
 * What a seat keeps for itself in the game's object: its private notes and its saved
 * analysis. Read and written only with the seat's own token; never in any state, page,
 * email or D1 row that anyone else sees.
 */
import { eq } from 'drizzle-orm';
import type { FlatBranch } from '../../../shared/analysis-flat.ts';
import type { RoomDb } from '../room/room-db.ts';
import { seatAnalysis, seatNotes } from '../room/schema.ts';

export class SeatStore {
  private readonly db: RoomDb;

  constructor(db: RoomDb) {
    this.db = db;
  }

  notes(side: string): { text: string; updatedAt: number } | null {
    return (
      this.db
        .select({ text: seatNotes.text, updatedAt: seatNotes.updatedAt })
        .from(seatNotes)
        .where(eq(seatNotes.side, side))
        .get() ?? null
    );
  }

  saveNotes(side: string, text: string, now: number): void {
    if (text === '') this.db.delete(seatNotes).where(eq(seatNotes.side, side)).run();
    else
      this.db
        .insert(seatNotes)
        .values({ side, text, updatedAt: now })
        .onConflictDoUpdate({ target: seatNotes.side, set: { text, updatedAt: now } })
        .run();
  }

  analysis(side: string): { branches: FlatBranch[]; moves: number; updatedAt: number } | null {
    return (
      this.db
        .select({ branches: seatAnalysis.branches, moves: seatAnalysis.moves, updatedAt: seatAnalysis.updatedAt })
        .from(seatAnalysis)
        .where(eq(seatAnalysis.side, side))
        .get() ?? null
    );
  }

  saveAnalysis(side: string, branches: readonly FlatBranch[], now: number): void {
    const moves = branches.reduce((sum, branch) => sum + branch.moves.length, 0);
    if (moves === 0) this.db.delete(seatAnalysis).where(eq(seatAnalysis.side, side)).run();
    else {
      const row = { branches: [...branches], moves, updatedAt: now };
      this.db
        .insert(seatAnalysis)
        .values({ side, ...row })
        .onConflictDoUpdate({ target: seatAnalysis.side, set: row })
        .run();
    }
  }
}
