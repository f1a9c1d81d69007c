/**
 * `npm run bench:flood`: the live-socket floods of the attack run, over real HTTP and
 * WebSockets against `wrangler dev` on this machine (where every object and the Worker
 * share one thread, so a flood anything reads costs everyone). Each flood is sent as fast
 * as the sockets take it:
 *   - on one game's /live: 1,000 "sync"; then 10,000 "sync" and 2,000 frames of 1 KB;
 *     then 8 sockets from one address, 2,000 "sync" each;
 *   - the same two big floods on /api/challenges/live and on a tournament's /live.
 * Right after each flood is sent, four probes go at once: a move on the game (of 80 moves
 * and more), a read of another game, a read of the lobby's list and one of the tournament.
 * The table gives each probe's time idle (before any flood) and during each flood, and
 * what became of the flooding sockets. `--url http://127.0.0.1:PORT` floods a server
 * already running (`npm start`, or another build); otherwise one is started on fresh state.
 */
import { startBenchServer, freePort, type BenchServer } from './server/local.ts';
import { ANSWER_WITHIN_MS, PlayedGame, Site } from './flood/site.ts';

const PLIES = 80;
const PER_CLIENT = 8;

interface Flood {
  readonly name: string;
  readonly path: (ids: { game: string; tournament: string }) => string;
  readonly sockets: number;
  readonly syncs: number;
  readonly junk: number;
}

const GAME = ({ game }: { game: string }) => `/api/games/${game}/live`;
const LOBBY = () => '/api/challenges/live';
const TOURNAMENT = ({ tournament }: { tournament: string }) => `/api/tournaments/${tournament}/live`;

const FLOODS: readonly Flood[] = [
  { name: 'game: 1,000 sync', path: GAME, sockets: 1, syncs: 1_000, junk: 0 },
  { name: 'game: 10,000 sync + 2,000 × 1 KB', path: GAME, sockets: 1, syncs: 10_000, junk: 2_000 },
  { name: `game: ${PER_CLIENT} sockets × 2,000 sync`, path: GAME, sockets: PER_CLIENT, syncs: 2_000, junk: 0 },
  { name: 'lobby: 10,000 sync + 2,000 × 1 KB', path: LOBBY, sockets: 1, syncs: 10_000, junk: 2_000 },
  { name: `lobby: ${PER_CLIENT} sockets × 2,000 sync`, path: LOBBY, sockets: PER_CLIENT, syncs: 2_000, junk: 0 },
  { name: 'tournament: 10,000 sync + 2,000 × 1 KB', path: TOURNAMENT, sockets: 1, syncs: 10_000, junk: 2_000 },
  {
    name: `tournament: ${PER_CLIENT} sockets × 2,000 sync`,
    path: TOURNAMENT,
    sockets: PER_CLIENT,
    syncs: 2_000,
    junk: 0,
  },
];

const PROBES = ['move on the game', 'read of another game', 'lobby read', 'tournament read'] as const;
type Probe = (typeof PROBES)[number];

const urlArg = process.argv.indexOf('--url');
let server: BenchServer | null = null;
const base = urlArg > 0 ? process.argv[urlArg + 1]! : (server = await startBenchServer(await freePort(8820))).url;
const site = new Site(base);

interface FloodSocket {
  readonly socket: WebSocket;
  frames: number;
  closedWith: string | null;
}

/**
 * Opens a socket, waiting out a 429 while the sockets of the flood before are still being
 * closed (the bench is one address: at most PER_CLIENT sockets on each object).
 */
const openSocket = async (path: string): Promise<FloodSocket> => {
  for (let attempt = 0; ; attempt++) {
    const socket = new WebSocket(`${base.replace('http', 'ws')}${path}`);
    const live: FloodSocket = { socket, frames: 0, closedWith: null };
    socket.addEventListener('message', () => live.frames++);
    socket.addEventListener('close', (event) => {
      live.closedWith = String(event.code);
    });
    const opened = await new Promise<boolean>((resolve) => {
      socket.addEventListener('open', () => resolve(true));
      socket.addEventListener('error', () => resolve(false));
    });
    if (opened) return live;
    if (attempt > 50) throw new Error(`could not open ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const closeAll = async (sockets: readonly FloodSocket[]): Promise<void> => {
  for (const { socket } of sockets) if (socket.readyState <= WebSocket.OPEN) socket.close(1000, 'done');
  await Promise.all(
    sockets.map(({ socket }) =>
      socket.readyState === WebSocket.CLOSED
        ? undefined
        : new Promise((resolve) => {
            socket.addEventListener('close', resolve);
            setTimeout(resolve, 30_000);
          }),
    ),
  );
};

/** Waits until the server has worked off a flood: three reads of the lobby in a row answered within 300 ms. */
const quiet = async (): Promise<void> => {
  for (let quick = 0, tries = 0; quick < 3 && tries < 600; tries++) {
    const answer = await site.json('GET', '/api/challenges');
    quick = answer.ms < 300 ? quick + 1 : 0;
  }
};

try {
  const game = await PlayedGame.start(site, PLIES);
  const other = await PlayedGame.start(site, 2);
  const tournament = await site.tournament();
  const ids = { game: game.id, tournament };

  /** The four probes at once, the move chosen beforehand: each one's milliseconds. */
  const probe = async (move: () => Promise<{ ms: number }>): Promise<Record<Probe, number>> => {
    // A probe given up on (no answer within ANSWER_WITHIN_MS) counts as that long.
    const timed = async (work: () => Promise<{ status?: number; ms: number; body?: unknown }>) => {
      try {
        const answer = await work();
        if (answer.status !== undefined && answer.status !== 200)
          throw new Error(`a probe answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        return answer.ms;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError') return ANSWER_WITHIN_MS;
        throw error;
      }
    };
    const [moved, read, lobby, listed] = await Promise.all([
      timed(move),
      timed(() => site.json('GET', `/api/games/${other.id}`)),
      timed(() => site.json('GET', '/api/challenges')),
      timed(() => site.json('GET', `/api/tournaments/${tournament}`)),
    ]);
    return { 'move on the game': moved, 'read of another game': read, 'lobby read': lobby, 'tournament read': listed };
  };

  // Warm: each object started and each route compiled before anything is measured; then
  // idle is the median of five rounds of probes.
  await probe(await game.nextMove());
  const rounds: Record<Probe, number>[] = [];
  for (let i = 0; i < 5; i++) rounds.push(await probe(await game.nextMove()));
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const idle = Object.fromEntries(PROBES.map((name) => [name, median(rounds.map((round) => round[name]))])) as Record<
    Probe,
    number
  >;

  const rows: { flood: Flood; during: Record<Probe, number>; sockets: string }[] = [];
  for (const flood of FLOODS) {
    console.error(`flooding ${flood.name}…`);
    const sockets: FloodSocket[] = [];
    for (let i = 0; i < flood.sockets; i++) sockets.push(await openSocket(flood.path(ids)));
    const before = sockets.map((live) => live.frames);
    const move = await game.nextMove();
    const kilobyte = 'x'.repeat(1024);
    for (const { socket } of sockets) {
      for (let i = 0; i < flood.syncs; i++) socket.send('sync');
      for (let i = 0; i < flood.junk; i++) socket.send(kilobyte);
    }
    const during = await probe(move);
    // What the sockets made of it, a second on.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const closed = sockets.filter((live) => live.closedWith !== null);
    const answers = sockets.reduce((sum, live, at) => sum + live.frames - before[at]!, 0);
    const fate = `${sockets.length - closed.length} open${closed.length ? `, ${closed.length} closed (${[...new Set(closed.map((live) => live.closedWith))].join(', ')})` : ''}; ${answers} frames heard since (the probe's own updates among them)`;
    rows.push({ flood, during, sockets: fate });
    await closeAll(sockets);
    await quiet();
  }

  const ms = (value: number) =>
    value >= ANSWER_WITHIN_MS ? `> ${ANSWER_WITHIN_MS / 1000} s` : `${value.toFixed(0)} ms`;
  const width = Math.max(...FLOODS.map((flood) => flood.name.length), 'idle'.length);
  const columns = PROBES.map((name) => Math.max(name.length, 9));
  const line = (first: string, cells: readonly string[], last = '') =>
    `${first.padEnd(width)} | ${cells.map((cell, at) => cell.padStart(columns[at]!)).join(' | ')}${last ? ` | ${last}` : ''}`;
  console.log(`Live-socket floods against ${base} (a game of ${PLIES}+ moves; one client address)`);
  console.log(line('', PROBES, 'the flooding sockets, a second on'));
  console.log(
    line(
      'idle',
      PROBES.map((name) => ms(idle[name])),
    ),
  );
  for (const row of rows)
    console.log(
      line(
        row.flood.name,
        PROBES.map((name) => ms(row.during[name])),
        row.sockets,
      ),
    );
  const worst = Math.max(...rows.flatMap((row) => PROBES.map((name) => row.during[name])));
  console.log(`slowest probe during any flood: ${ms(worst)}`);
} finally {
  await server?.stop();
}
