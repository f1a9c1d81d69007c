/**
 * Where the game's object keeps each seat's conditional moves, and which moves were
 * played from them (so pages and emails can say so after a reload too).
 */
const SCHEMA = [
  // One row per seat with conditional moves: the ply they answer (the opponent moves next) and the lines.
  `CREATE TABLE IF NOT EXISTS forecasts (side TEXT PRIMARY KEY, ply INTEGER NOT NULL, lines TEXT NOT NULL, updated_at INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS conditional_plies (ply INTEGER PRIMARY KEY, side TEXT NOT NULL)`,
];

export interface StoredForecast {
  readonly ply: number;
  readonly lines: string[][];
  readonly updatedAt: number;
}

export class ForecastStore {
  private readonly sql: SqlStorage;

  constructor(storage: DurableObjectStorage) {
    this.sql = storage.sql;
  }

  createSchema(): void {
    for (const statement of SCHEMA) this.sql.exec(statement);
  }

  forecast(side: string): StoredForecast | null {
    const row = this.sql
      .exec<{ ply: number; lines: string; updated_at: number }>(
        'SELECT ply, lines, updated_at FROM forecasts WHERE side = ?',
        side,
      )
      .toArray()[0];
    return row ? { ply: row.ply, lines: JSON.parse(row.lines) as string[][], updatedAt: row.updated_at } : null;
  }

  save(side: string, ply: number, lines: readonly (readonly string[])[], now: number): void {
    if (lines.length === 0) this.clear(side);
    else
      this.sql.exec(
        'INSERT INTO forecasts (side, ply, lines, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(side) DO UPDATE SET ply = excluded.ply, lines = excluded.lines, updated_at = excluded.updated_at',
        side,
        ply,
        JSON.stringify(lines),
        now,
      );
  }

  clear(side: string): void {
    this.sql.exec('DELETE FROM forecasts WHERE side = ?', side);
  }

  /** Whether any seat has conditional moves (cheap: asked on every move). */
  any(): boolean {
    return this.sql.exec('SELECT 1 FROM forecasts LIMIT 1').toArray().length > 0;
  }

  clearAll(): void {
    this.sql.exec('DELETE FROM forecasts');
  }

  markPlayed(ply: number, side: string): void {
    this.sql.exec('INSERT OR REPLACE INTO conditional_plies (ply, side) VALUES (?, ?)', ply, side);
  }

  /** Forgets marks beyond `ply` (after a takeback). */
  forgetAfter(ply: number): void {
    this.sql.exec('DELETE FROM conditional_plies WHERE ply > ?', ply);
  }

  playedFromForecast(ply: number): boolean {
    return this.sql.exec('SELECT 1 FROM conditional_plies WHERE ply = ?', ply).toArray().length > 0;
  }
}
