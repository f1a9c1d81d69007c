/**
 * `npm run bench:scale [-- --quick] [-- --sizes=1000,10000,100000]`: every list page and
 * API read at 1k, 10k and 100k games (`--quick`: 1k and 10k), each against a fresh local
 * D1 filled in bulk (bench/scale/seed-lists.ts: games with their seats, players, ratings
 * and tournaments to match) and served by a `wrangler dev` of its own, all running at
 * once. Each read is timed over HTTP (p50 and p99 of 30 after 5 to warm up), its
 * requests taken in turn across the sizes so the machine's other work weighs on each
 * alike, with the server's CPU per request (wrangler's and workerd's processes, from
 * /proc: bench/server/cpu.ts) and the answer's size. The table gives, per read, the
 * ratio of its p50 and of its CPU at the largest size to the smallest; the goal is a CPU
 * ratio of at most 1.5 (docs/scale.md), the p50's where /proc is missing. "Deep" reads ask for a page in the
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

/** One request's time in ms and its answer's size, refusing an answer that is not 200. */
const once = async (url: string, cookie: string | null): Promise<{ ms: number; bytes: number }> => {
  const started = performance.now();
  const reply = await fetch(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
  const body = await reply.arrayBuffer();
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
};

/**
 * One read at every size, its requests taken in turn across the sizes' servers, so what
 * else the machine does at a moment weighs on every size alike.
 */
const timeReadAtEverySize = async (
  servers: readonly Server[],
  pathOf: (server: Server) => string,
  signedIn: boolean,
): Promise<Row[]> => {
  const times = servers.map((): number[] => []);
  const bytes = servers.map(() => 0);
  let before = servers.map((server) => readCpu(server.pid));
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    if (i === WARM_UP) before = servers.map((server) => readCpu(server.pid));
    for (const [index, server] of servers.entries()) {
      const answer = await once(`${server.url}${pathOf(server)}`, signedIn ? server.cookie : null);
      if (i >= WARM_UP) times[index]!.push(answer.ms);
      bytes[index] = answer.bytes;
    }
  }
  return servers.map((server, index) => {
    const spent = cpuSince(before[index]!, readCpu(server.pid));
    const summary = summarize(times[index]!);
    return {
      p50: summary.p50,
      p99: summary.p99,
      cpuMs: spent.serverSeconds === null ? null : (spent.serverSeconds * 1000) / SAMPLES,
      bytes: bytes[index]!,
    };
  });
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

interface Server {
  readonly size: number;
  readonly seeded: SeededLists;
  readonly url: string;
  readonly pid: number;
  readonly cookie: string;
  readonly stop: () => Promise<void>;
}

/** A fresh local state of `size` games, filled in bulk, and its `wrangler dev`, with Probe signed in. */
const serve = async (size: number): Promise<Server> => {
  const folder = mkdtempSync(join(tmpdir(), 'orrery-bench-scale-'));
  applyLocalMigrations({ persistTo: folder });
  const seeded = seedLists(localD1File(folder), size);
  const port = await freePort(8850 + size.toString().length * 3);
  const child: ChildProcess = startLocalServer({ port, persistTo: folder });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGINT');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(folder, { recursive: true, force: true });
  };
  // wrangler's own words, kept for a start that fails.
  let said = '';
  const keep = (chunk: Buffer) => {
    said = (said + String(chunk)).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${url}/api`, 240_000);
    return { size, seeded, url, pid: child.pid!, cookie: await signIn(url, seeded.probe.email), stop };
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\nwrangler said:\n${said}`);
  }
};

const sizes = readArgs();
const servers: Server[] = [];
const results = new Map<string, Row[]>();
try {
  // One after another: each `wrangler dev` builds the browser code into the same folder.
  for (const size of sizes) {
    const server = await serve(size);
    servers.push(server);
    console.error(
      `${size} games: ${server.seeded.players} players, ${server.seeded.tournaments} tournaments, Probe holds ${size / 10} games`,
    );
  }
  for (const [index, [name, , who]] of reads(servers[0]!.seeded).entries())
    results.set(name, await timeReadAtEverySize(servers, (server) => reads(server.seeded)[index]![1], who !== null));
} finally {
  for (const server of servers) await server.stop();
}
const fixed = (value: number | null, digits = 1) => (value === null ? '—' : value.toFixed(digits));
const header = [
  'read',
  ...sizes.map((size) => `${size / 1000}k p50 / p99 / cpu ms, KB`),
  'p50 ratio',
  'cpu ratio',
  'goal',
];
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const [name, rows] of results) {
  const cells = rows.map(
    (row) => `${fixed(row.p50)} / ${fixed(row.p99)} / ${fixed(row.cpuMs)}, ${(row.bytes / 1024).toFixed(1)}`,
  );
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const p50Ratio = last.p50 / first.p50;
  const cpuRatio = first.cpuMs && last.cpuMs ? last.cpuMs / first.cpuMs : null;
  // The server's CPU is what a read costs; wall time on a shared machine carries the
  // machine's other work too (the floor row shows how much), so it judges only without /proc.
  const met = (cpuRatio ?? p50Ratio) <= GOAL;
  console.log(
    `| ${name} | ${cells.join(' | ')} | ${p50Ratio.toFixed(2)} | ${fixed(cpuRatio, 2)} | ${met ? 'met' : 'missed'} |`,
  );
}
