/**
 * `npm run bench:records [-- --sizes=100,10000] [-- --variants=all] [-- --no-http]`: the
 * statistics pages, the opening explorer and the monthly export, with a local D1 seeded
 * with that many generated finished games per variant (bench/records: legal games from
 * the usual start, written in bulk with the rows their ends raise), for each size in turn;
 * then what the explorer adds to a game's end, for several depths.
 *
 * The server's own time (`serverMs`) is the Worker's read functions and page writers run
 * in Node over the seeded SQLite file (bench/records/server-time.ts); then, unless
 * `--no-http`, against `wrangler dev`: each answer's median time over HTTP (its server time and a local round trip)
 * beside the floor of an answer that reads no D1, the explorer's first answer at a
 * position (which searches the evaluation once), and the export's time, size and
 * workerd's resident memory before and at its peak while it streams. By default one
 * variant of each game (Adomoc Standard, ADIX Standard); `--variants=all` seeds every
 * variant. Figures only: it never fails on a goal.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GAMES } from '../src/engine/games.ts';
import { applyLocalMigrations, startLocalServer, waitForServer } from '../scripts/local-server.ts';
import { gameEndCost } from './records/game-end-cost.ts';
import { serverTime } from './records/server-time.ts';
import { generateGames } from './records/generated-games.ts';
import { localD1File, seedDatabase } from './records/seed-database.ts';
import { freePort } from './server/local.ts';

const MONTH_START = Date.UTC(2026, 9, 1);
const MONTH = '2026-10';

const readArgs = () => {
  let sizes = [100, 10_000];
  let variants: [string, string][] = [
    ['adomoc', 'standard'],
    ['adix', 'standard'],
  ];
  let http = true;
  for (const arg of process.argv.slice(2)) {
    const list = /^--sizes=([\d,]+)$/.exec(arg);
    if (list) sizes = list[1]!.split(',').map(Number);
    else if (arg === '--no-http') http = false;
    else if (arg === '--variants=all')
      variants = GAMES.games.flatMap((game) => game.variants.map((variant): [string, string] => [game.id, variant.id]));
    else throw new Error('usage: npm run bench:records [-- --sizes=100,10000] [-- --variants=all] [-- --no-http]');
  }
  return { sizes, variants, http };
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

/** One request's time in ms, refusing an answer that is not 200. */
const once = async (url: string): Promise<number> => {
  const started = performance.now();
  const reply = await fetch(url);
  await reply.arrayBuffer();
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
  return performance.now() - started;
};

/** The median of 40 requests after 8 to warm up. */
const timed = async (url: string): Promise<number> => {
  const times: number[] = [];
  for (let i = 0; i < 48; i++) {
    const ms = await once(url);
    if (i >= 8) times.push(ms);
  }
  return Number(median(times).toFixed(2));
};

const measureVariant = async (url: string, game: string, variant: string, size: number) => {
  const stats = (await (await fetch(`${url}/api/stats/${game}/${variant}`)).json()) as { all: { games: number } };
  if (stats.all.games !== size)
    throw new Error(`${game} ${variant}: the statistics count ${stats.all.games} games, not ${size}`);
  const start = `${url}/api/explore/${game}/${variant}`;
  const firstAnswerMs = Number((await once(start)).toFixed(1));
  const opening = (await (await fetch(start)).json()) as { games: number; next: { move: string }[] };
  const popular = `${start}?moves=${encodeURIComponent(opening.next[0]!.move)}`;
  await once(popular);
  return {
    variant: `${game}/${variant}`,
    statsApiMs: await timed(`${url}/api/stats/${game}/${variant}`),
    statsPageMs: await timed(`${url}/stats/${game}/${variant}`),
    gameOverviewPageMs: await timed(`${url}/stats/${game}`),
    explorerStartGames: opening.games,
    explorerFirstAnswerMs: firstAnswerMs,
    explorerStartApiMs: await timed(start),
    explorerStartPageMs: await timed(`${url}/explore/${game}/${variant}`),
    explorerAfterFirstMoveApiMs: await timed(popular),
  };
};

const measure = async (size: number, variants: readonly [string, string][], depths: boolean, http: boolean) => {
  const folder = mkdtempSync(join(tmpdir(), 'orrery-bench-records-'));
  let child: ChildProcess | null = null;
  try {
    applyLocalMigrations({ persistTo: folder });
    const file = localD1File(folder);
    const seeding = performance.now();
    const games = variants.flatMap(([game, variant], index) =>
      generateGames(GAMES.get(game)!, variant, size, {
        from: MONTH_START + index * 1000,
        seed: index + 1,
        prefix: `b${index}x`,
      }),
    );
    seedDatabase(file, games);
    const seedSeconds = Math.round((performance.now() - seeding) / 1000);
    // Measured before the server opens the file: the Worker's code over SQLite alone, on the tables as seeded.
    const serverMs = [];
    for (const [game, variant] of variants) serverMs.push(await serverTime(file, game, variant));
    const gameEnd = [];
    if (depths)
      for (const [game, variant] of variants)
        gameEnd.push(...(await gameEndCost(file, game, variant, [10, 20, 30, 40])));
    if (!http) return { games: size, seedSeconds, serverMs, gameEnd };
    const port = await freePort(8830);
    child = startLocalServer({ port, persistTo: folder });
    child.stdout?.resume();
    child.stderr?.resume();
    const url = `http://127.0.0.1:${port}`;
    await waitForServer(`${url}/api`, 120_000);
    const floorMs = await timed(`${url}/api`);
    const pages = [];
    for (const [game, variant] of variants) pages.push(await measureVariant(url, game, variant, size));
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
    if (lines !== games.length) throw new Error(`the export has ${lines} games, not ${games.length}`);
    return {
      games: size,
      seedSeconds,
      serverMs,
      floorMs,
      pages,
      export: {
        games: lines,
        ms: Math.round(exportMs),
        KiB: Math.round(zipped.length / 1024),
        rssBeforeMiB: Math.round(rssBefore / 1024),
        rssPeakMiB: Math.round(rssPeak / 1024),
      },
      gameEnd,
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

const { sizes, variants, http } = readArgs();
const largest = Math.max(...sizes);
for (const size of sizes) console.log(JSON.stringify(await measure(size, variants, size === largest, http), null, 1));
