import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { adomocGame } from '../../../../src/engine/adomoc/game.ts';
import { createGame, getGame, play } from '../../client.ts';
import { roomStub } from '../../rooms.ts';
import journal from '../../../../src/worker/game/room/migrations/meta/_journal.json' with { type: 'json' };

/** Every migration, each recorded once. */
const MIGRATIONS = journal.entries.length;

/**
 * The game object's tables as the code before migrations created them, word for word, on
 * every load: an object from then has exactly these and no migrations table. (The seat
 * notes, analysis and conditional moves tables came later still, so such an object may
 * lack them.)
 */
const OLD_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS room (
     key INTEGER PRIMARY KEY CHECK (key = 1),
     body TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS moves (
     ply INTEGER PRIMARY KEY,
     side TEXT NOT NULL,
     notation TEXT NOT NULL,
     position TEXT NOT NULL,
     events TEXT NOT NULL,
     played_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS history_outbox (ply INTEGER PRIMARY KEY)`,
  `CREATE TABLE IF NOT EXISTS published (key INTEGER PRIMARY KEY CHECK (key = 1), version INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS notices (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL,
     side TEXT,
     ply INTEGER NOT NULL,
     body TEXT NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS mail_outbox (
     key TEXT PRIMARY KEY,
     notice INTEGER NOT NULL,
     side TEXT NOT NULL,
     state TEXT NOT NULL DEFAULT 'pending',
     attempts INTEGER NOT NULL DEFAULT 0,
     due_at INTEGER NOT NULL,
     detail TEXT
   )`,
  `CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (state, due_at)`,
  `CREATE TABLE IF NOT EXISTS seen_messages (message_id TEXT PRIMARY KEY, seen_at INTEGER NOT NULL)`,
];
const OLD_TABLES = ['room', 'moves', 'history_outbox', 'published', 'notices', 'mail_outbox', 'seen_messages'];

const tablesOf = (sql: SqlStorage): string[] =>
  sql
    .exec<{ name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name`,
    )
    .toArray()
    .map((row) => row.name);

/** Rebuilds the object's storage as the old code would have left it: old tables, same rows, no migrations. */
const turnIntoOldObject = (sql: SqlStorage): void => {
  const rows = Object.fromEntries(OLD_TABLES.map((table) => [table, sql.exec(`SELECT * FROM ${table}`).toArray()]));
  for (const table of tablesOf(sql)) sql.exec(`DROP TABLE ${table}`);
  for (const statement of OLD_SCHEMA) sql.exec(statement);
  for (const [table, list] of Object.entries(rows))
    for (const row of list) {
      const columns = Object.keys(row);
      sql.exec(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        ...columns.map((column) => row[column]),
      );
    }
};

describe("the game object's migrations", () => {
  it('open a game stored by the code before migrations: its rows kept, missing tables added, the game playable', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    expect((await play(created, 'light', 'F^c3c6', 0)).status).toBe(200);
    const stub = roomStub(created.id);
    await runInDurableObject(stub, (_instance, state) => {
      turnIntoOldObject(state.storage.sql);
      expect(tablesOf(state.storage.sql)).toEqual([...OLD_TABLES].sort());
    });
    await evictDurableObject(stub);

    const game = await getGame(created.id);
    expect(game.ply).toBe(1);
    expect(game.moves).toEqual(['F^c3c6']);
    expect(game.players.light.name).toBe('Ann');
    const position = adomocGame.parsePosition(game.position);
    if (!position.ok) throw new Error(position.error.message);
    const reply = adomocGame.makeMove(position.value, adomocGame.legalMoves(position.value, 'standard')[0]!);
    expect((await play(created, 'dark', reply, 1)).status).toBe(200);
    expect((await getGame(created.id)).moves).toEqual(['F^c3c6', reply]);

    await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql;
      expect(tablesOf(sql)).toEqual(
        expect.arrayContaining([
          'forecasts',
          'conditional_plies',
          'seat_notes',
          'seat_analysis',
          '__drizzle_migrations',
        ]),
      );
      expect(sql.exec('SELECT COUNT(*) AS n FROM __drizzle_migrations').one().n).toBe(MIGRATIONS);
      // The old tables are the old ones, not recreated: their own DDL is still there.
      const ddl = sql.exec<{ sql: string }>(`SELECT sql FROM sqlite_master WHERE name = 'room'`).one().sql;
      expect(ddl).toContain('CHECK (key = 1)');
      expect(sql.exec('SELECT COUNT(*) AS n FROM moves').one().n).toBe(2);
    });
  });

  it('create a new game through the migrations, and record each one once', async () => {
    const created = await createGame({ game: 'adix' });
    const stub = roomStub(created.id);
    await evictDurableObject(stub);
    expect((await getGame(created.id)).ply).toBe(0);
    await runInDurableObject(stub, (_instance, state) => {
      expect(state.storage.sql.exec('SELECT COUNT(*) AS n FROM __drizzle_migrations').one().n).toBe(MIGRATIONS);
    });
  });

  it('leave an unknown id without tables', async () => {
    const stub = roomStub('abcdefghjkmn');
    expect((await getGame('abcdefghjkmn')).error.code).toBe('ERR_GAME_NOT_FOUND');
    await runInDurableObject(stub, (_instance, state) => {
      expect(tablesOf(state.storage.sql)).toEqual([]);
    });
  });
});
