/**
 * `npm start` and the browser tests bring a fresh local database up to date with every
 * migration in one `wrangler d1 execute` (scripts/local-server.ts): it must leave what
 * wrangler's own `d1 migrations apply` leaves, schema and record of migrations alike, or a
 * later `migrations apply` would run a migration twice. Two local runtimes started for
 * each migration make this a soak case (test/README.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, test } from 'vitest';
import { OFFLINE_ENV, ROOT, applyLocalMigrations } from '../../scripts/local-server.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const freshState = (): string => {
  const folder = mkdtempSync(join(tmpdir(), 'orrery-migrations-test-'));
  folders.push(folder);
  return folder;
};

/** The schema and the migrations recorded in a local state's D1 database. */
const contents = (state: string) => {
  const folder = join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const [file] = readdirSync(folder).filter((name) => name.endsWith('.sqlite'));
  const database = new DatabaseSync(join(folder, file!), { readOnly: true });
  try {
    return {
      schema: database.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name').all(),
      migrations: database.prepare('SELECT id, name FROM d1_migrations ORDER BY id').all(),
    };
  } finally {
    database.close();
  }
};

const wranglerApply = (state: string) =>
  spawnSync(
    join(ROOT, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'migrations', 'apply', 'orrery', '--local', '--persist-to', state],
    { cwd: ROOT, env: { ...process.env, ...OFFLINE_ENV, CI: 'true' }, encoding: 'utf8' },
  );

test('all migrations at once leave what wrangler leaves, and wrangler finds nothing left to apply', {
  tags: ['soak'],
  timeout: 180_000,
}, () => {
  const atOnce = freshState();
  applyLocalMigrations({ persistTo: atOnce });
  const byWrangler = freshState();
  const applied = wranglerApply(byWrangler);
  expect(applied.status, applied.stderr).toBe(0);
  const ours = contents(atOnce);
  expect(ours.migrations.map((row) => row.name)).toEqual(
    readdirSync(join(ROOT, 'migrations'))
      .filter((name) => name.endsWith('.sql'))
      .sort(),
  );
  expect(ours).toEqual(contents(byWrangler));
  const again = wranglerApply(atOnce);
  expect(again.status, again.stderr).toBe(0);
  expect(again.stdout).toContain('No migrations to apply');
});
