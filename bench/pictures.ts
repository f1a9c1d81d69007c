/**
 * `npm run bench:pictures [-- --quick]`: the CPU the Worker spends drawing board pictures,
 * measured inside the Workers runtime: `wrangler dev` runs workerd, and each request's CPU
 * is the time the kernel counted for workerd's threads while it answered
 * (/proc/<pid>/task/<tid>/schedstat, in nanoseconds; requests go one at a time, so
 * nothing else runs there meanwhile). Games of both games are played to several plies by
 * their engines; every picture is asked for once with a new address, so each is drawn
 * (X-Render: fresh), then once more, from the cache, for the request's own cost.
 * Reports p50 and p99 CPU by game and size, and the PNGs' sizes. Linux only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { GAME_IDS } from '../src/engine/game-id.ts';
import { GAMES } from '../src/engine/games.ts';
import { sampleGame } from '../scripts/pictures/sample-games.ts';
import { freePort, startBenchServer } from './server/local.ts';

const quick = process.argv.includes('--quick');
const GAMES_PLIES = quick ? [30] : [20, 60, 120];
const PLIES_PER_GAME = quick ? 3 : 5;

const commOf = (pid: string): string => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/** The workerd processes under the server. */
const workerdPids = (root: number): string[] => {
  const parents = new Map<string, string>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]!);
    } catch {}
  }
  const under = (pid: string): boolean => {
    for (let at: string | undefined = pid; at && at !== '0'; at = parents.get(at)) if (at === String(root)) return true;
    return false;
  };
  return [...parents.keys()].filter((pid) => commOf(pid) === 'workerd' && under(pid));
};

/** Nanoseconds of CPU of every thread of these processes. */
const cpuNs = (pids: readonly string[]): number => {
  let total = 0;
  for (const pid of pids)
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {}
    }
  return total;
};

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
};

const server = await startBenchServer(await freePort(8795));
try {
  const pids = workerdPids(server.pid!);
  if (pids.length === 0) throw new Error('no workerd process found under wrangler dev');
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ id: string; tokens: Record<string, string> }>;
  };
  const samples = new Map<string, { fresh: number[]; cached: number[]; svg: number[]; bytes: number[] }>();
  let unexpected = 0;
  for (const game of GAME_IDS) {
    const engine = GAMES.get(game)!;
    for (const [g, plies] of GAMES_PLIES.entries()) {
      const played = sampleGame(game, plies, 100 + g);
      const created = await post('/api/games', {
        game,
        players: Object.fromEntries(engine.sides.map((side, i) => [side.id, { name: i ? 'Дмитрий' : 'Zoë Ångström' }])),
      });
      for (const step of played.slice(1)) {
        const side = engine.sides[(step.ply - 1) % 2]!.id;
        await post(`/api/games/${created.id}/moves`, { move: step.lastMove, ply: step.ply - 1 }, created.tokens[side]);
      }
      const last = played.length - 1;
      const plyList = [
        ...new Set(Array.from({ length: PLIES_PER_GAME }, (_, i) => Math.round((last * i) / (PLIES_PER_GAME - 1)))),
      ];
      for (const ply of plyList)
        for (const size of ['card', 'square'])
          for (const theme of ['light', 'dark'])
            for (const flip of ['0', '1']) {
              const path = `/g/${created.id}/board.png?ply=${ply}&size=${size}&theme=${theme}&flip=${flip}`;
              const key = `${game} ${size}`;
              const entry = samples.get(key) ?? { fresh: [], cached: [], svg: [], bytes: [] };
              samples.set(key, entry);
              for (const expected of ['fresh', 'cache']) {
                const before = cpuNs(pids);
                const response = await fetch(server.url + path);
                const bytes = new Uint8Array(await response.arrayBuffer());
                const spent = (cpuNs(pids) - before) / 1e6;
                if (response.status !== 200 || response.headers.get('X-Render') !== expected) unexpected++;
                if (expected === 'fresh') {
                  entry.fresh.push(spent);
                  entry.bytes.push(bytes.length);
                } else entry.cached.push(spent);
              }
              // The same request for the SVG: everything but the raster drawing (the game's
              // object read, the key, the cache), to tell the drawing's share.
              const before = cpuNs(pids);
              const svg = await fetch(server.url + path.replace('board.png', 'board.svg'));
              await svg.arrayBuffer();
              entry.svg.push((cpuNs(pids) - before) / 1e6);
              if (svg.headers.get('X-Render') !== 'fresh') unexpected++;
            }
    }
  }
  const f = (n: number) => n.toFixed(1).padStart(6);
  console.log(`Board pictures, CPU of workerd per request (ms), ${quick ? 'quick' : 'full'} run`);
  console.log(
    `${'picture'.padEnd(16)}${'n'.padStart(5)}${'PNG drawn p50'.padStart(15)}${'p99'.padStart(7)}${'SVG drawn p50'.padStart(15)}${'PNG cached p50'.padStart(16)}${'KB p50'.padStart(8)}${'KB max'.padStart(8)}`,
  );
  const all: number[] = [];
  const drawing: number[] = [];
  for (const [key, { fresh, cached, svg, bytes }] of samples) {
    all.push(...fresh);
    drawing.push(...fresh.map((ms, i) => ms - svg[i]!));
    console.log(
      `${key.padEnd(16)}${String(fresh.length).padStart(5)}${f(quantile(fresh, 0.5)).padStart(15)}${f(quantile(fresh, 0.99)).padStart(7)}${f(quantile(svg, 0.5)).padStart(15)}${f(quantile(cached, 0.5)).padStart(16)}${f(quantile(bytes, 0.5) / 1000).padStart(8)}${f(Math.max(...bytes) / 1000).padStart(8)}`,
    );
  }
  console.log(
    `whole PNG request, drawn: p50 ${quantile(all, 0.5).toFixed(1)} ms, p99 ${quantile(all, 0.99).toFixed(1)} ms CPU`,
  );
  console.log(
    `PNG request less the same SVG request (the raster drawing and encoding): p50 ${quantile(drawing, 0.5).toFixed(1)} ms, p99 ${quantile(drawing, 0.99).toFixed(1)} ms (goal: p50 ≤ 10 ms)`,
  );
  // The animated GIF: 100-ply games, each asked for with three frame delays (new addresses).
  console.log('\nGame GIF (GET /g/:id/game.gif), 600×600, CPU of workerd per request');
  for (const game of GAME_IDS) {
    const cpu: number[] = [];
    const sizes: number[] = [];
    const frames: number[] = [];
    for (let g = 0; g < (quick ? 1 : 3); g++) {
      const engine = GAMES.get(game)!;
      const played = sampleGame(game, 100, 300 + g);
      const created = await post('/api/games', { game });
      for (const step of played.slice(1)) {
        const side = engine.sides[(step.ply - 1) % 2]!.id;
        await post(`/api/games/${created.id}/moves`, { move: step.lastMove, ply: step.ply - 1 }, created.tokens[side]);
      }
      frames.push(played.length);
      for (const delay of [800, 900, 1000]) {
        const before = cpuNs(pids);
        const response = await fetch(`${server.url}/g/${created.id}/game.gif?delay=${delay}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        cpu.push((cpuNs(pids) - before) / 1e6);
        sizes.push(bytes.length);
        if (response.status !== 200 || response.headers.get('X-Render') !== 'fresh') unexpected++;
      }
    }
    console.log(
      `${game.padEnd(8)} ${frames.join('/')} frames: CPU p50 ${quantile(cpu, 0.5).toFixed(0)} ms, max ${Math.max(...cpu).toFixed(0)} ms; size p50 ${(quantile(sizes, 0.5) / 1e6).toFixed(2)} MB, max ${(Math.max(...sizes) / 1e6).toFixed(2)} MB (goal for Adomoc: ≤ 1000 ms, ≤ 2 MB)`,
    );
  }

  const adomocCard = samples.get('adomoc card')?.bytes ?? [];
  console.log(`Adomoc card: at most ${(Math.max(...adomocCard) / 1000).toFixed(1)} KB (goal ≤ 100 KB)`);
  if (unexpected) {
    console.error(`${unexpected} answers were not 200 with the X-Render expected: the figures may mislead`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
