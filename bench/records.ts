/**
 * `npm run bench:records [-- --sizes=100,10000] [-- --plies=30]`: the statistics page and
 * the monthly export against `wrangler dev` with a local D1 seeded with that many
 * finished public games of Adomoc Standard (each `--plies` moves), for each size in turn.
 * Reports the statistics answer's median time over HTTP (its server time and a local
 * round trip) beside the floor of an answer that reads no D1, and the export's time, size and workerd's resident memory before and at
 * its peak while the export streams. Figures only: it never fails on a goal.
 */
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { applyLocalMigrations, OFFLINE_ENV, ROOT, startLocalServer, waitForServer } from '../scripts/local-server.ts';
import { freePort } from './server/local.ts';

const MONTH_START = Date.UTC(2026, 9, 1);
const MONTH = '2026-10';

const readArgs = () => {
  let sizes = [100, 10_000];
  let plies = 30;
  for (const arg of process.argv.slice(2)) {
    const list = /^--sizes=([\d,]+)$/.exec(arg);
    const count = /^--plies=(\d+)$/.exec(arg);
    if (list) sizes = list[1]!.split(',').map(Number);
    else if (count) plies = Number(count[1]);
    else throw new Error('usage: npm run bench:records [-- --sizes=100,10000] [-- --plies=30]');
  }
  return { sizes, plies };
};

const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** The SQL that seeds `games` finished games, their moves, and the counters their ends would have raised. */
const seedSql = (games: number, plies: number): string => {
  const lines: string[] = [];
  const moveRows: string[] = [];
  const flush = () => {
    if (moveRows.length)
      lines.push(`INSERT INTO moves (game_id, ply, side, notation, played_at) VALUES ${moveRows.join(',')};`);
    moveRows.length = 0;
  };
  const counters = new Map<string, number>();
  const bump = (kind: string, key: string) => {
    for (const scope of ['all', 'rated'])
      counters.set(`${scope}|${kind}|${key}`, (counters.get(`${scope}|${kind}|${key}`) ?? 0) + 1);
  };
  for (let n = 0; n < games; n++) {
    const id = `bench${String(n).padStart(7, '0')}`;
    const length = plies - (n % 7);
    const at = MONTH_START + n * 60_000;
    const winner = n % 10 === 0 ? null : n % 2 ? 'light' : 'dark';
    const reason = winner === null ? 'agreement' : 'resignation';
    lines.push(
      `INSERT INTO games (id, game, variant, players, status, ply, move_number, to_move, winner, reason, created_at, updated_at, origin, deadline, version, public, start, score) VALUES (${quote(id)}, 'adomoc', 'standard', ${quote(JSON.stringify({ light: `Light ${n}`, dark: `Dark ${n}` }))}, 'finished', ${length}, ${Math.floor(length / 2) + 1}, NULL, ${winner === null ? 'NULL' : quote(winner)}, ${quote(reason)}, ${at - 86_400_000}, ${at}, 'http://127.0.0.1', NULL, ${length + 2}, 1, NULL, NULL);`,
    );
    for (let ply = 1; ply <= length; ply++) {
      moveRows.push(
        `(${quote(id)}, ${ply}, ${quote(ply % 2 ? 'light' : 'dark')}, 'Fa3a4', ${at - (length - ply) * 1000})`,
      );
      if (moveRows.length >= 400) flush();
    }
    bump('result', winner === null ? 'draw' : winner === 'light' ? 'first' : 'second');
    bump('ending', reason);
    bump('length', String(length));
  }
  flush();
  for (const [key, count] of counters) {
    const [scope, kind, value] = key.split('|') as [string, string, string];
    lines.push(
      `INSERT INTO variant_stat_counts (game, variant, scope, kind, key, count) VALUES ('adomoc', 'standard', ${quote(scope)}, ${quote(kind)}, ${quote(value)}, ${count});`,
    );
  }
  return lines.join('\n');
};

/** workerd's resident memory in kB: the largest process among wrangler's descendants. */
const workerdRss = (root: number): number => {
  const children = (pid: number): number[] => {
    const found = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.trim();
    return found ? found.split('\n').map(Number) : [];
  };
  const all: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    all.push(pid);
    queue.push(...children(pid));
  }
  return Math.max(
    ...all.map((pid) => {
      try {
        return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      } catch {
        return 0;
      }
    }),
  );
};

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const measure = async (games: number, plies: number) => {
  const folder = mkdtempSync(join(tmpdir(), 'orrery-bench-records-'));
  let child: ChildProcess | null = null;
  try {
    applyLocalMigrations({ persistTo: folder });
    const file = join(folder, 'seed.sql');
    writeFileSync(file, seedSql(games, plies));
    execFileSync(
      join(ROOT, 'node_modules', '.bin', 'wrangler'),
      ['d1', 'execute', 'orrery', '--local', '--persist-to', folder, '--file', file],
      { cwd: ROOT, env: { ...process.env, ...OFFLINE_ENV, CI: 'true' }, stdio: 'pipe' },
    );
    const port = await freePort(8830);
    child = startLocalServer({ port, persistTo: folder });
    child.stdout?.resume();
    child.stderr?.resume();
    const url = `http://127.0.0.1:${port}`;
    await waitForServer(`${url}/api`, 120_000);
    // The floor: an answer with no D1 read (the API listing), over the same local round trip.
    const floor: number[] = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      await (await fetch(`${url}/api`)).text();
      if (i >= 10) floor.push(performance.now() - started);
    }
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      const reply = await fetch(`${url}/api/stats/adomoc/standard`);
      const body = (await reply.json()) as { all: { games: number } };
      if (i >= 10) times.push(performance.now() - started);
      if (body.all.games !== games) throw new Error(`the statistics count ${body.all.games} games, not ${games}`);
    }
    const rssBefore = workerdRss(child.pid!);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, workerdRss(child!.pid!));
    }, 50);
    const started = performance.now();
    const reply = await fetch(`${url}/api/export/${MONTH}`);
    const zipped = Buffer.from(await reply.arrayBuffer());
    const exportMs = performance.now() - started;
    clearInterval(sampler);
    const lines = gunzipSync(zipped).toString('utf8').split('\n').filter(Boolean).length;
    if (lines !== games) throw new Error(`the export has ${lines} games, not ${games}`);
    return {
      games,
      floorMedianMs: Number(median(floor).toFixed(2)),
      statsMedianMs: Number(median(times).toFixed(2)),
      exportMs: Math.round(exportMs),
      exportKiB: Math.round(zipped.length / 1024),
      rssBeforeMiB: Math.round(rssBefore / 1024),
      rssPeakMiB: Math.round(rssPeak / 1024),
    };
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGINT');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(folder, { recursive: true, force: true });
  }
};

const { sizes, plies } = readArgs();
for (const size of sizes) console.log(JSON.stringify(await measure(size, plies)));
