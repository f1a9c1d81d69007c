/**
 * `npm run bench:lobby`: what /play and its live socket cost, against `wrangler dev` on
 * this machine (docs/scale.md, "The lobby in shards"). Fills a fresh local state through
 * the API with 200 open challenges (67 players, three each, over both games, their
 * variants, rated and casual, several clocks), then:
 *   - reads /play (a visitor, and a signed-in player), /play filtered, GET /api/challenges
 *     and the whole list walked a page at a time: body size and p50 wall time;
 *   - opens SOCKETS live sockets, each from its own address, and makes changes one at a
 *     time (a post, then its withdrawal) and in a burst of ten at once: the messages and
 *     bytes each socket received per change, and the reads of the list the page's script
 *     would make for them (src/web/lobby/lobby-list.ts decides: none for a change it can
 *     draw). Before the lobby was sharded every change sent each socket `{"type":"changed"}`
 *     and each page then read the whole list: SOCKETS reads of its full size per change.
 * `--url http://127.0.0.1:PORT` measures a server already running.
 */
import { startBenchServer, freePort, type BenchServer } from './server/local.ts';
import { Site } from './flood/site.ts';
import { patchList } from '../src/web/lobby/lobby-list.ts';
import type { LobbyMessage } from '../src/shared/lobby-changes.ts';

const CHALLENGES = 200;
const SOCKETS = 200;
const READS = 20;
const SINGLE_CHANGES = 20;
const BURST = 10;

const urlArg = process.argv.indexOf('--url');
let server: BenchServer | null = null;
const base = urlArg > 0 ? process.argv[urlArg + 1]! : (server = await startBenchServer(await freePort(8840))).url;
const site = new Site(base);

const KINDS = [
  { game: 'adomoc' },
  { game: 'adomoc', variant: 'infinite', rated: false },
  { game: 'adix', clock: { daysPerMove: 3, vacationDays: 0 } },
  { game: 'adomoc', variant: 'altogether', clock: { daysPerMove: 1, vacationDays: 0 } },
  { game: 'adix', rated: false },
];

const player = async (index: number): Promise<string> => {
  const stamp = `${Date.now().toString(36)}${index}`;
  const cookie = await site.signIn(`lobby-${stamp}@orrery.test`);
  const name = `Lobby${stamp.replace(/\d/g, '')}${'abcdefghijklmnopqrstuvwxyz'[index % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(index / 26) % 26]}`;
  const named = await site.json('POST', '/api/me/player', { body: { name: name.slice(0, 20) }, cookie });
  if (named.status !== 201) throw new Error(`naming a player: ${named.status} ${JSON.stringify(named.body)}`);
  return cookie;
};

const post = async (cookie: string, kind: number): Promise<string> => {
  const reply = await site.json('POST', '/api/challenges', { body: KINDS[kind % KINDS.length], cookie });
  if (reply.status !== 201) throw new Error(`posting: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.challenge.id;
};

console.log(`Filling: ${CHALLENGES} challenges…`);
const posters: string[] = [];
for (let i = 0; i * 3 < CHALLENGES; i++) posters.push(await player(i));
let posted = 0;
for (const [index, cookie] of posters.entries())
  for (let i = 0; i < 3 && posted < CHALLENGES; i++, posted++) await post(cookie, index + i);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const read = async (path: string, cookie?: string) => {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < READS; i++) {
    const start = performance.now();
    const response = await fetch(base + path, { headers: cookie ? { Cookie: cookie } : {} });
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - start);
  }
  return {
    path: `${path}${cookie ? ' (signed in)' : ''}`,
    kb: (bytes / 1024).toFixed(1),
    p50: median(times).toFixed(1),
  };
};
const reads = [
  await read('/play'),
  await read('/play', posters[0]),
  await read('/play?game=adix'),
  await read('/api/challenges'),
];
let whole = 0;
let pages = 0;
for (let cursor: string | null = ''; cursor !== null; pages++) {
  const response: Response = await fetch(`${base}/api/challenges?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
  const text: string = await response.text();
  whole += text.length;
  cursor = JSON.parse(text).next;
}
console.log('\n| read | KB | p50 ms |\n|---|---|---|');
for (const row of reads) console.log(`| ${row.path} | ${row.kb} | ${row.p50} |`);
console.log(`| the whole list, ${pages} pages of 100 | ${(whole / 1024).toFixed(1)} | |`);

// The sockets, each from its own address, as SOCKETS pages of visitors would hold them.
const sockets = await Promise.all(
  Array.from({ length: SOCKETS }, async (_, index) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/challenges/live`, {
      headers: { 'CF-Connecting-IP': `10.${index >> 8}.${index & 255}.9` },
    } as unknown as string[]);
    const heard = { frames: 0, bytes: 0, rereads: 0, changes: 0 };
    socket.addEventListener('message', (event) => {
      const text = String(event.data);
      if (text === 'beat') return;
      heard.frames++;
      heard.bytes += text.length;
      const message = JSON.parse(text) as LobbyMessage;
      heard.changes += message.changes.length;
      const reader = {
        you: null,
        tag: null,
        apart: new Set<string>(),
        filter: { game: null, variant: null, rated: null, clock: null },
        paged: false,
      };
      if (patchList([], message.changes, reader).reread) heard.rereads++;
    });
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    return heard;
  }),
);
const total = () =>
  sockets.reduce(
    (sum, heard) => ({
      frames: sum.frames + heard.frames,
      bytes: sum.bytes + heard.bytes,
      rereads: sum.rereads + heard.rereads,
      changes: sum.changes + heard.changes,
    }),
    { frames: 0, bytes: 0, rereads: 0, changes: 0 },
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));
const spare = await player(999);
const measure = async (name: string, changes: number, make: () => Promise<void>) => {
  await settle();
  const before = total();
  await make();
  await settle();
  const after = total();
  const per = (value: number) => (value / changes / SOCKETS).toFixed(2);
  return {
    name,
    frames: per(after.frames - before.frames),
    bytes: ((after.bytes - before.bytes) / changes / SOCKETS).toFixed(0),
    heard: per(after.changes - before.changes),
    rereads: ((after.rereads - before.rereads) / changes).toFixed(2),
  };
};
const one = await measure(`${SINGLE_CHANGES} changes one at a time`, SINGLE_CHANGES, async () => {
  for (let i = 0; i < SINGLE_CHANGES / 2; i++) {
    const id = await post(spare, i);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await site.json('DELETE', `/api/challenges/${id}`, { cookie: spare });
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
});
const burstPosters = await Promise.all(Array.from({ length: BURST }, (_, index) => player(1_000 + index)));
const burst = await measure(`a burst of ${BURST} posts at once`, BURST, async () => {
  await Promise.all(burstPosters.map((cookie, index) => post(cookie, index)));
});
console.log(`\n${SOCKETS} sockets listening; per change and socket:\n`);
console.log('| changes | messages | bytes | changes heard | list reads caused (all sockets) |\n|---|---|---|---|---|');
for (const row of [one, burst])
  console.log(`| ${row.name} | ${row.frames} | ${row.bytes} | ${row.heard} | ${row.rereads} |`);
console.log(
  `\nBefore: each change was 1 message of 18 bytes to each socket, then ${SOCKETS} reads of the whole list (${(whole / 1024).toFixed(1)} KB each here): ${((SOCKETS * whole) / 1024 / 1024).toFixed(1)} MB read per change.`,
);
await server?.stop();
process.exit(0);
