/**
 * What a seat keeps for itself in the game's object: its private notes and its saved
 * analysis. Read and written only with the seat's own token; never in any state, page,
 * email or D1 row that anyone else sees.
 */
import type { FlatBranch } from '../../shared/analysis-flat.ts';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS seat_notes (side TEXT PRIMARY KEY, text TEXT NOT NULL, updated_at INTEGER NOT NULL)`,
  // One row per seat: its branches as flat JSON (analysis-flat.ts), and their move count.
  `CREATE TABLE IF NOT EXISTS seat_analysis (
     side TEXT PRIMARY KEY,
     branches TEXT NOT NULL,
     moves INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
];

export class SeatStore {
  private readonly sql: SqlStorage;

  constructor(storage: DurableObjectStorage) {
    this.sql = storage.sql;
  }

  createSchema(): void {
    for (const statement of SCHEMA) this.sql.exec(statement);
  }

  notes(side: string): { text: string; updatedAt: number } | null {
    const row = this.sql
      .exec<{ text: string; updated_at: number }>('SELECT text, updated_at FROM seat_notes WHERE side = ?', side)
      .toArray()[0];
    return row ? { text: row.text, updatedAt: row.updated_at } : null;
  }

  saveNotes(side: string, text: string, now: number): void {
    if (text === '') this.sql.exec('DELETE FROM seat_notes WHERE side = ?', side);
    else
      this.sql.exec(
        'INSERT INTO seat_notes (side, text, updated_at) VALUES (?, ?, ?) ON CONFLICT(side) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at',
        side,
        text,
        now,
      );
  }

  analysis(side: string): { branches: FlatBranch[]; moves: number; updatedAt: number } | null {
    const row = this.sql
      .exec<{ branches: string; moves: number; updated_at: number }>(
        'SELECT branches, moves, updated_at FROM seat_analysis WHERE side = ?',
        side,
      )
      .toArray()[0];
    return row
      ? { branches: JSON.parse(row.branches) as FlatBranch[], moves: row.moves, updatedAt: row.updated_at }
      : null;
  }

  saveAnalysis(side: string, branches: readonly FlatBranch[], now: number): void {
    const moves = branches.reduce((sum, branch) => sum + branch.moves.length, 0);
    if (moves === 0) this.sql.exec('DELETE FROM seat_analysis WHERE side = ?', side);
    else
      this.sql.exec(
        'INSERT INTO seat_analysis (side, branches, moves, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(side) DO UPDATE SET branches = excluded.branches, moves = excluded.moves, updated_at = excluded.updated_at',
        side,
        JSON.stringify(branches),
        moves,
        now,
      );
  }
}
