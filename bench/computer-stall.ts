/**
 * `npm run bench:computer-stall`: how long the computer's thinking holds other games up,
 * over real HTTP against `wrangler dev` on this machine, where every game's object shares
 * one thread. Four games against the computer at level 8 are each given a move at once
 * (each computer then thinks for its level's budget, COMPUTER_MOVE_MS, 2 s, an alarm), while another game is read
 * over and over until all four have answered. Prints the reads' latencies and how long
 * the computers took. `--url http://127.0.0.1:PORT` measures a server already running
 * (to compare builds); otherwise one is started on fresh state.
 */
import { startBenchServer, freePort, type BenchServer } from './server/local.ts';
import { GAMES } from '../src/engine/games.ts';

const COMPUTERS = 4;

const urlArg = process.argv.indexOf('--url');
let server: BenchServer | null = null;
const base = urlArg > 0 ? process.argv[urlArg + 1]! : (server = await startBenchServer(await freePort(8840))).url;

const json = async (method: string, path: string, body?: unknown, token?: string) => {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250)}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
};

const firstMove = (state: { position: string; variant: string }) => {
  const engine = GAMES.get('adomoc')!;
  const position = engine.parsePosition(state.position);
  if (!position.ok) throw new Error(position.error.message);
  return engine.makeMove(position.value, engine.legalMoves(position.value, state.variant)[0]!);
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;

try {
  const other = (await json('POST', '/api/games', { game: 'adomoc' })).body;
  const games = [];
  for (let i = 0; i < COMPUTERS; i++)
    games.push(
      (await json('POST', '/api/games', { game: 'adomoc', players: { dark: { computer: { level: 8 } } } })).body,
    );
  const idle: number[] = [];
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    await json('GET', `/api/games/${other.id}`);
    idle.push(performance.now() - start);
  }
  const start = performance.now();
  await Promise.all(
    games.map(async (game) => {
      const state = (await json('GET', `/api/games/${game.id}`)).body;
      await json('POST', `/api/games/${game.id}/moves`, { move: firstMove(state), ply: 0 }, game.tokens.light);
    }),
  );
  const answeredAt: number[] = [];
  const waiting = new Set(games.map((game) => game.id as string));
  const reads: number[] = [];
  // Reads of the other game, one after another, until every computer has moved (or 60 s).
  const watch = (async () => {
    while (waiting.size > 0 && performance.now() - start < 60_000) {
      for (const id of [...waiting]) {
        const state = (await json('GET', `/api/games/${id}?since=9`)).body;
        if (state.ply >= 2) {
          waiting.delete(id);
          answeredAt.push(performance.now() - start);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  while (waiting.size > 0 && performance.now() - start < 60_000) {
    const begun = performance.now();
    await json('GET', `/api/games/${other.id}`);
    reads.push(performance.now() - begun);
  }
  await watch;
  const sorted = [...reads].sort((a, b) => a - b);
  const idleSorted = [...idle].sort((a, b) => a - b);
  console.log(`${COMPUTERS} computers at level 8 thinking at once, another game read meanwhile (${base})`);
  console.log(`  a read before they think   median ${percentile(idleSorted, 0.5).toFixed(0)} ms`);
  console.log(
    `  reads while they think     ${reads.length} reads: median ${percentile(sorted, 0.5).toFixed(0)} ms, 95th ${percentile(sorted, 0.95).toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`,
  );
  console.log(
    `  the computers answered     after ${answeredAt
      .sort((a, b) => a - b)
      .map((ms) => (ms / 1000).toFixed(1))
      .join(', ')} s${waiting.size ? ` (${waiting.size} not within 60 s)` : ''}`,
  );
} finally {
  await server?.stop();
}
