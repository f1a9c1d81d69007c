/**
 * A D1 binding over a SQLite file, enough for drizzle's D1 driver (prepare, bind, run,
 * all, raw, batch): the Worker's own D1 modules run in Node against the bench's seeded
 * database, so their work is timed without HTTP, wrangler or another process's load in
 * the figure. A batch is one transaction, as D1's is. The journal is kept in memory and
 * not synced: the figures are the statements' work, not this machine's disk.
 */
import { DatabaseSync } from 'node:sqlite';

type Value = string | number | bigint | null | Uint8Array;

const bound = (db: DatabaseSync, sql: string, params: readonly unknown[]) => {
  const values = params.map((param) => (typeof param === 'boolean' ? Number(param) : (param ?? null))) as Value[];
  return {
    run: async () => {
      const result = db.prepare(sql).run(...values);
      return { success: true, meta: { changes: Number(result.changes) }, results: [] };
    },
    all: async () => ({ success: true, meta: {}, results: db.prepare(sql).all(...values) }),
    raw: async () => {
      const statement = db.prepare(sql);
      statement.setReturnArrays(true);
      return statement.all(...values);
    },
  };
};

export interface SqliteD1 {
  readonly d1: D1Database;
  close(): void;
}

export const sqliteD1 = (file: string): SqliteD1 => {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF; PRAGMA cache_size = -65536;');
  const prepare = (sql: string) => ({ bind: (...params: unknown[]) => ({ ...bound(db, sql, params), sql, params }) });
  const d1 = {
    prepare,
    batch: async (statements: { sql: string; params: unknown[]; run: () => Promise<unknown> }[]) => {
      db.exec('BEGIN');
      try {
        const results = [];
        for (const statement of statements) results.push(await bound(db, statement.sql, statement.params).all());
        db.exec('COMMIT');
        return results;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
  };
  return { d1: d1 as unknown as D1Database, close: () => db.close() };
};
