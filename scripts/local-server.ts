/**
 * Running the Worker locally, offline: the environment wrangler needs to stay on this
 * machine, the local D1 migrations, and `wrangler dev` on a fixed port. Used by
 * `npm start` and by the server benchmark.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_PORT = 8787;

/** Without these wrangler tries the network (metrics, DNS for request.cf), and waits on it. */
export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
};

const wrangler = join(ROOT, 'node_modules', '.bin', 'wrangler');

export interface LocalServerOptions {
  readonly port?: number;
  /** A folder for D1 and Durable Object state; the default is wrangler's `.wrangler/state`. */
  readonly persistTo?: string;
  /** Extra `--var NAME:value` settings. */
  readonly vars?: Readonly<Record<string, string>>;
  /** Pass wrangler's output through (true for `npm start`). */
  readonly verbose?: boolean;
  /**
   * wrangler's `--log-level`: "warn" leaves out its line for every request and the Worker's
   * console.log, which cost its node process about 2 ms of processor a request.
   */
  readonly logLevel?: 'info' | 'warn';
}

const persistArgs = (options: LocalServerOptions): string[] =>
  options.persistTo ? ['--persist-to', options.persistTo] : [];

const MIGRATIONS = join(ROOT, 'migrations');

/**
 * Every migration with wrangler's record of it, as one SQL text: what `wrangler d1
 * migrations apply` writes, migration by migration, into a fresh database (the same
 * `d1_migrations` table and rows, test/repo/local-migrations.test.ts).
 */
const allMigrationsSql = (): string => {
  const files = readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return [
    `CREATE TABLE IF NOT EXISTS "d1_migrations"(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`,
    ...files.map(
      (name) =>
        `${readFileSync(join(MIGRATIONS, name), 'utf8')}\nINSERT INTO "d1_migrations" (name) values ('${name.replace(/'/g, "''")}');`,
    ),
  ].join('\n');
};

const runWrangler = (args: readonly string[], options: LocalServerOptions, what: string): void => {
  const result = spawnSync(wrangler, [...args, '--local', ...persistArgs(options)], {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV, CI: 'true' },
    stdio: options.verbose ? 'inherit' : 'pipe',
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
};

/**
 * Brings the local D1 database up to date. A fresh state gets every migration in one
 * `wrangler d1 execute`: `migrations apply` starts a local runtime for each migration,
 * about 23 s of processor for all of them against 4 s at once. A state that has a
 * database already gets wrangler's own `migrations apply`, which adds what it lacks.
 */
export const applyLocalMigrations = (options: LocalServerOptions = {}): void => {
  const state = options.persistTo ?? join(ROOT, '.wrangler', 'state');
  if (existsSync(join(state, 'v3', 'd1'))) {
    runWrangler(['d1', 'migrations', 'apply', 'orrery'], options, 'applying the local D1 migrations');
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'orrery-migrations-'));
  try {
    const file = join(folder, 'all.sql');
    writeFileSync(file, allMigrationsSql());
    runWrangler(['d1', 'execute', 'orrery', '--file', file], options, 'applying the local D1 migrations at once');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/**
 * Local secrets live in .dev.vars (never committed), made on first start: a signing
 * secret, so emails in the development outbox carry working seat links and reply
 * addresses, and a VAPID key pair, so notifications work locally.
 */
export const ensureDevSecret = (): void => {
  const file = join(ROOT, '.dev.vars');
  let current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const add = (lines: string): void => {
    const text = `${current && !current.endsWith('\n') ? '\n' : ''}# Made by npm start for local use only.\n${lines}`;
    appendFileSync(file, text);
    current += text;
  };
  if (!/^SIGNING_SECRET\s*=/m.test(current)) add(`SIGNING_SECRET=${randomBytes(32).toString('hex')}\n`);
  // A VAPID key pair, so the game page can turn notifications on (src/worker/game/channels/vapid.ts).
  if (!/^VAPID_PRIVATE_KEY\s*=/m.test(current)) {
    const { x, y, d } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
    const point = Buffer.concat([Buffer.from([4]), Buffer.from(x!, 'base64url'), Buffer.from(y!, 'base64url')]);
    add(`VAPID_PUBLIC_KEY=${point.toString('base64url')}\nVAPID_PRIVATE_KEY=${d}\n`);
  }
};

export const startLocalServer = (options: LocalServerOptions = {}): ChildProcess => {
  ensureDevSecret();
  const port = options.port ?? DEFAULT_PORT;
  // Development settings: emails land in the development outbox, with links to this server.
  const settings = { DEV_OUTBOX: 'on', PUBLIC_URL: `http://127.0.0.1:${port}`, ...options.vars };
  const vars = Object.entries(settings).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  return spawn(
    wrangler,
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--local',
      ...persistArgs(options),
      ...(options.logLevel ? ['--log-level', options.logLevel] : []),
      ...vars,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...OFFLINE_ENV },
      stdio: options.verbose ? 'inherit' : 'pipe',
    },
  );
};

/** Resolves once the server answers, or rejects after `timeoutMs`. */
export const waitForServer = async (url: string, timeoutMs = 60_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`the local server did not answer at ${url} within ${timeoutMs / 1000} s`);
};
