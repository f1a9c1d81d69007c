/**
 * A taken-back move leaves the object's storage at once, and D1 follows: the lowest ply
 * D1 may still hold moves beyond is kept here until a publish has deleted them there, in
 * the same D1 batch that writes any move played since (history-sync.ts).
 */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS history_cut (key INTEGER PRIMARY KEY CHECK (key = 1), ply INTEGER NOT NULL)`,
];

export class TakebackStore {
  private readonly sql: SqlStorage;

  constructor(storage: DurableObjectStorage) {
    this.sql = storage.sql;
  }

  createSchema(): void {
    for (const statement of SCHEMA) this.sql.exec(statement);
  }

  /** Removes the move at `ply` (the last) and its unpublished outbox entry; D1 is to drop it too. Inside the caller's transaction. */
  takeBack(ply: number): void {
    this.sql.exec('DELETE FROM moves WHERE ply = ?', ply);
    this.sql.exec('DELETE FROM history_outbox WHERE ply = ?', ply);
    this.sql.exec(
      'INSERT INTO history_cut (key, ply) VALUES (1, ?) ON CONFLICT(key) DO UPDATE SET ply = MIN(ply, excluded.ply)',
      ply - 1,
    );
  }

  /** D1 must hold no move after this ply; null when it is up to date. */
  pendingCut(): number | null {
    return this.sql.exec<{ ply: number }>('SELECT ply FROM history_cut WHERE key = 1').toArray()[0]?.ply ?? null;
  }

  /** D1 has dropped the moves after `ply`; a later takeback (a lower cut) stays pending. */
  cutPublished(ply: number): void {
    this.sql.exec('DELETE FROM history_cut WHERE key = 1 AND ply = ?', ply);
  }
}
