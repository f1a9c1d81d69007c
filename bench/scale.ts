/**
 * `npm run bench:scale [-- --quick] [-- --sizes=1000,10000,100000]`: every list page and
 * API read at 1k, 10k and 100k games (`--quick`: 1k and 10k), each against a fresh local
 * D1 filled in bulk (bench/scale/seed-lists.ts: games with their seats, players, ratings
 * and tournaments to match) and served by `wrangler dev`. Each read is timed over HTTP
 * (p50 and p99 of 30 after 5 to warm up), with the server's CPU per request (wrangler's
 * and workerd's processes, from /proc: bench/server/cpu.ts) and the answer's size. The
 * table gives, per read, the ratio of its p50 and its CPU at the largest size to the
 * smallest; the goal is at most 1.5 (docs/scale.md). "Deep" reads ask for a page in the
 * middle of the list by its cursor. Figures only: it never fails on a goal.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeCursor } from '../src/worker/db/page-cursor.ts';
import { applyLocalMigrations, startLocalServer, waitForServer } from '../scripts/local-server.ts';
import { localD1File } from './records/seed-database.ts';
import { seedLists, type SeededLists } from './scale/seed-lists.ts';
import { cpuSince, readCpu } from './server/cpu.ts';
import { freePort } from './server/local.ts';
import { summarize } from './server/stats.ts';

const GOAL = 1.5;
const SAMPLES = 30;
const WARM_UP = 5;

const readArgs = (): number[] => {
  let sizes = [1_000, 10_000, 100_000];
  for (const arg of process.argv.slice(2)) {
    const list = /^--sizes=([\d,]+)$/.exec(arg);
    if (list) sizes = list[1]!.split(',').map(Number);
    else if (arg === '--quick') sizes = [1_000, 10_000];
    else throw new Error('usage: npm run bench:scale [-- --quick] [-- --sizes=1000,10000,100000]');
  }
  return sizes;
};

interface Row {
  readonly p50: number;
  readonly p99: number;
  /** Server CPU per request, ms (null where /proc is not there). */
  readonly cpuMs: number | null;
  readonly bytes: number;
}

/** The session cookie of `email`, signed in as /me's page would, with the link from the development outbox. */
const signIn = async (url: string, email: string): Promise<string> => {
  const json = { 'Content-Type': 'application/json', Origin: url };
  await fetch(`${url}/api/me/link`, { method: 'POST', headers: json, body: JSON.stringify({ email }) });
  for (let attempt = 0; attempt < 100; attempt++) {
    const emails = (await (await fetch(`${url}/dev/outbox.json`)).json()) as { to: string; text: string }[];
    const token = emails.find((sent) => sent.to === email)?.text.match(/\/me\/sign-in\?t=([\w-]{43})/)?.[1];
    if (token) {
      const reply = await fetch(`${url}/me/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url },
        body: `t=${token}`,
      });
      return reply.headers.get('Set-Cookie')!.split(';')[0]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in link for ${email}`);
};

const timeRead = async (url: string, serverPid: number, cookie: string | null): Promise<Row> => {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const times: number[] = [];
  let bytes = 0;
  let before = readCpu(serverPid);
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    if (i === WARM_UP) before = readCpu(serverPid);
    const started = performance.now();
    const reply = await fetch(url, { headers, redirect: 'manual' });
    const body = await reply.arrayBuffer();
    if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  const spent = cpuSince(before, readCpu(serverPid));
  const summary = summarize(times);
  return {
    p50: summary.p50,
    p99: summary.p99,
    cpuMs: spent.serverSeconds === null ? null : (spent.serverSeconds * 1000) / SAMPLES,
    bytes,
  };
};

/** Every list read, by name: its path and whose cookie it carries. */
const reads = (seeded: SeededLists) => {
  const on = (key: readonly (number | string)[]) => encodeCursor({ toward: 'on', key });
  const { keys, probe, typical } = seeded;
  return [
    ['GET /api (floor: no D1)', '/api', null],
    ['GET /api/games', '/api/games', null],
    ['GET /api/games?status=finished', '/api/games?status=finished', null],
    ['GET /api/games, deep page', `/api/games?cursor=${on(keys.siteMiddle)}`, null],
    ['GET /api/players/Probe', `/api/players/${probe.name}`, null],
    ['GET /api/players/Probe, deep page', `/api/players/${probe.name}?cursor=${on(keys.probeMiddle)}`, null],
    ['/p/Probe', `/p/${probe.name}`, null],
    ['/p/Probe, deep page', `/p/${probe.name}?cursor=${on(keys.probeMiddle)}`, null],
    [`/p/${typical.name} (about 20 games)`, `/p/${typical.name}`, null],
    [`/p/${typical.name}, seen by Probe`, `/p/${typical.name}`, 'probe'],
    ['/me (Probe)', '/me', 'probe'],
    ['/me (Probe), deep page', `/me?cursor=${on([0, ...keys.probeMiddle])}`, 'probe'],
    ['GET /api/tournaments', '/api/tournaments', null],
    ['/tournaments', '/tournaments', null],
    [
      'GET /api/tournaments/lists/finished, deep',
      `/api/tournaments/lists/finished?cursor=${on(keys.tournamentMiddle)}`,
      null,
    ],
  ] as const;
};

const measure = async (size: number): Promise<{ size: number; seeded: SeededLists; rows: Map<string, Row> }> => {
  const folder = mkdtempSync(join(tmpdir(), 'orrery-bench-scale-'));
  let child: ChildProcess | null = null;
  try {
    applyLocalMigrations({ persistTo: folder });
    const seeded = seedLists(localD1File(folder), size);
    const port = await freePort(8850);
    child = startLocalServer({ port, persistTo: folder });
    child.stdout?.resume();
    child.stderr?.resume();
    const url = `http://127.0.0.1:${port}`;
    await waitForServer(`${url}/api`, 120_000);
    const cookie = await signIn(url, seeded.probe.email);
    const rows = new Map<string, Row>();
    for (const [name, path, who] of reads(seeded))
      rows.set(name, await timeRead(`${url}${path}`, child.pid!, who ? cookie : null));
    return { size, seeded, rows };
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGINT');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(folder, { recursive: true, force: true });
  }
};

const sizes = readArgs();
const results = [];
for (const size of sizes) {
  const result = await measure(size);
  results.push(result);
  console.error(
    `${size} games: ${result.seeded.players} players, ${result.seeded.tournaments} tournaments, Probe holds ${size / 10} games`,
  );
}
const fixed = (value: number | null, digits = 1) => (value === null ? '—' : value.toFixed(digits));
const smallest = results[0]!;
const largest = results.at(-1)!;
const header = [
  'read',
  ...results.map((result) => `${result.size / 1000}k p50 / p99 / cpu ms, KB`),
  'p50 ratio',
  'cpu ratio',
  'goal',
];
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const [name] of reads(smallest.seeded)) {
  const cells = results.map((result) => {
    const row = result.rows.get(name)!;
    return `${fixed(row.p50)} / ${fixed(row.p99)} / ${fixed(row.cpuMs)}, ${(row.bytes / 1024).toFixed(1)}`;
  });
  const first = smallest.rows.get(name)!;
  const last = largest.rows.get(name)!;
  const p50Ratio = last.p50 / first.p50;
  const cpuRatio = first.cpuMs && last.cpuMs ? last.cpuMs / first.cpuMs : null;
  const met = p50Ratio <= GOAL && (cpuRatio === null || cpuRatio <= GOAL);
  console.log(
    `| ${name} | ${cells.join(' | ')} | ${p50Ratio.toFixed(2)} | ${fixed(cpuRatio, 2)} | ${met ? 'met' : 'missed'} |`,
  );
}
