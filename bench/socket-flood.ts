/**
 * `npm run bench:flood`: the live-socket flood of the attack run, over real HTTP and
 * WebSockets against `wrangler dev` on this machine. A watcher opens one socket to a game
 * of 80 moves and sends 10,000 "sync" and 2,000 one-kilobyte junk frames as fast as it
 * can; meanwhile a player plays a move, reads the game, and another game reads too; then
 * the same flood on the lobby's socket while the open challenges are listed. Prints each latency. `--url http://127.0.0.1:PORT` floods a server already
 * running (to compare builds); otherwise one is started on fresh state.
 */
import { startBenchServer, freePort, type BenchServer } from './server/local.ts';
import { GAMES } from '../src/engine/games.ts';

const SYNCS = 10_000;
const JUNK = 2_000;
const PLIES = 80;

const urlArg = process.argv.indexOf('--url');
let server: BenchServer | null = null;
const base = urlArg > 0 ? process.argv[urlArg + 1]! : (server = await startBenchServer(await freePort(8820))).url;

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

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
};

const legalMove = (state: { position: string; variant: string }) => {
  const engine = GAMES.get('adomoc')!;
  const position = engine.parsePosition(state.position);
  if (!position.ok) throw new Error(position.error.message);
  return engine.makeMove(position.value, engine.legalMoves(position.value, state.variant)[0]!);
};

try {
  const game = (await json('POST', '/api/games', { game: 'adomoc' })).body;
  const other = (await json('POST', '/api/games', { game: 'adomoc' })).body;
  for (let ply = 0; ply < PLIES; ply++) {
    const state = (await json('GET', `/api/games/${game.id}`)).body;
    await json(
      'POST',
      `/api/games/${game.id}/moves`,
      { move: legalMove(state), ply },
      game.tokens[ply % 2 ? 'dark' : 'light'],
    );
  }
  const before = (await json('GET', `/api/games/${game.id}`)).body;
  const idle = (await timed(() => json('GET', `/api/games/${game.id}`)))[1];

  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/games/${game.id}/live`);
  let closedWith = 'still open';
  let answers = 0;
  socket.addEventListener('message', () => answers++);
  socket.addEventListener('close', (event) => (closedWith = `${event.code} ${event.reason}`));
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', reject);
  });
  const floodStart = performance.now();
  for (let i = 0; i < SYNCS; i++) socket.send('sync');
  for (let i = 0; i < JUNK; i++) socket.send('x'.repeat(1024));

  const [moved, moveMs] = await timed(() =>
    json('POST', `/api/games/${game.id}/moves`, { move: legalMove(before), ply: PLIES }, game.tokens.light),
  );
  const [, readMs] = await timed(() => json('GET', `/api/games/${game.id}`));
  const [, otherMs] = await timed(() => json('GET', `/api/games/${other.id}`));
  const reads: number[] = [];
  for (let i = 0; i < 10; i++) reads.push((await timed(() => json('GET', `/api/games/${game.id}`)))[1]);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  console.log(
    `socket flood on a game of ${PLIES} moves: ${SYNCS} syncs and ${JUNK} junk 1 KB frames on one socket (${base})`,
  );
  console.log(`  read before the flood      ${idle.toFixed(0)} ms`);
  console.log(`  move during the flood      ${moveMs.toFixed(0)} ms (status ${moved.status})`);
  console.log(`  read, just after           ${readMs.toFixed(0)} ms`);
  console.log(`  read of another game       ${otherMs.toFixed(0)} ms`);
  console.log(`  10 reads after             slowest ${Math.max(...reads).toFixed(0)} ms`);
  console.log(
    `  the socket: ${answers} answers, closed: ${closedWith}; ${((performance.now() - floodStart) / 1000).toFixed(1)} s since the flood began`,
  );
  socket.close();

  // The same flood on the lobby's socket, which /play opens for anyone: meanwhile, the list is read.
  const listIdle = (await timed(() => json('GET', '/api/challenges')))[1];
  const lobbySocket = new WebSocket(`${base.replace('http', 'ws')}/api/challenges/live`);
  let lobbyClosed = 'still open';
  lobbySocket.addEventListener('close', (event) => (lobbyClosed = `${event.code} ${event.reason}`));
  await new Promise((resolve, reject) => {
    lobbySocket.addEventListener('open', resolve);
    lobbySocket.addEventListener('error', reject);
  });
  for (let i = 0; i < SYNCS; i++) lobbySocket.send('sync');
  for (let i = 0; i < JUNK; i++) lobbySocket.send('x'.repeat(1024));
  const [listed, listMs] = await timed(() => json('GET', '/api/challenges'));
  const lists: number[] = [];
  for (let i = 0; i < 10; i++) lists.push((await timed(() => json('GET', '/api/challenges')))[1]);
  console.log(`the same flood on the lobby's socket (/api/challenges/live)`);
  console.log(`  list before the flood      ${listIdle.toFixed(0)} ms`);
  console.log(`  list during the flood      ${listMs.toFixed(0)} ms (status ${listed.status})`);
  console.log(`  10 lists after             slowest ${Math.max(...lists).toFixed(0)} ms`);
  console.log(`  the socket closed: ${lobbyClosed}`);
  lobbySocket.close();
} finally {
  await server?.stop();
}
