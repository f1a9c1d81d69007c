/**
 * `npm run bench:server [-- --quick] [-- --json] [-- --seed=N] [-- --port=N]`: the game
 * server's latency and throughput, measured over HTTP against `wrangler dev` with fresh
 * local state. It reports figures and never fails on a missed goal; it exits 1 when the
 * server does not start, or dies, or errors leave the figures meaningless.
 */
import { readFileSync } from 'node:fs';
import { arch, availableParallelism, loadavg, platform } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/local-server.ts';
import { Api, ErrorLog } from './server/client.ts';
import { cpuSince, readCpu } from './server/cpu.ts';
import { freePort, startBenchServer, type BenchServer } from './server/local.ts';
import { measureLongGame } from './server/long-game.ts';
import { MAIL_GAME_MOVES, measureMailMoves } from './server/mail.ts';
import { measureFloorAndMoves, measureThroughput, warmUp } from './server/phases.ts';
import { measurePictures } from './server/pictures.ts';
import { goalsOf, printReport, type Figures, type Header, type PhaseFigures } from './server/report.ts';
import { seededRandom } from './server/stats.ts';

const USAGE = 'usage: npm run bench:server [-- --quick] [-- --json] [-- --seed=N] [-- --port=N]';

const SIZES = {
  full: {
    warmUp: 200,
    samples: 400,
    longTarget: 20_000,
    window: 200,
    longGets: 200,
    games: 50,
    seconds: 10,
    mailMoves: 300,
    pictures: { games: 6, step: 20, plies: 12 },
  },
  quick: {
    warmUp: 60,
    samples: 120,
    longTarget: 2_000,
    window: 200,
    longGets: 100,
    games: 50,
    seconds: 3,
    mailMoves: 100,
    pictures: { games: 3, step: 20, plies: 8 },
  },
} as const;

/** Errors in more than this share of a sequential phase's requests void its figures. */
const SEQUENTIAL_ERROR_LIMIT = 0.01;
/** Under concurrent play errors are a figure, until most requests fail. */
const CONCURRENT_ERROR_LIMIT = 0.5;

class Fatal extends Error {
  override name = 'Fatal';
}

const readArgs = () => {
  const options = { json: false, quick: false, seed: 1, port: 8790 };
  for (const arg of process.argv.slice(2)) {
    const number = /^--(seed|port)=(\d+)$/.exec(arg);
    if (arg === '--json') options.json = true;
    else if (arg === '--quick') options.quick = true;
    else if (number) options[number[1] as 'seed' | 'port'] = Number(number[2]);
    else {
      console.error(`unknown argument ${arg}\n${USAGE}`);
      process.exit(2);
    }
  }
  return options;
};

const versionOf = (name: string): string => {
  try {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof manifest.version === 'string' ? manifest.version : 'unknown';
  } catch {
    return 'unknown';
  }
};

const checkPhase = (server: BenchServer, log: ErrorLog, phase: string, limit: number): void => {
  if (!server.alive()) throw new Fatal(`the server exited during ${phase}`);
  const requests = log.requests.get(phase) ?? 0;
  const errors = log.inPhase(phase);
  if (errors.length > limit * requests) {
    const shown = errors
      .slice(0, 5)
      .map((e) => `  ${e.status} ${e.request}: ${e.body}`)
      .join('\n');
    throw new Fatal(
      `${errors.length} errors in ${requests} requests during ${phase}; the figures would mean nothing:\n${shown}`,
    );
  }
};

const main = async (server: BenchServer, options: ReturnType<typeof readArgs>, started: number): Promise<Figures> => {
  const size = options.quick ? SIZES.quick : SIZES.full;
  const log = new ErrorLog();
  const api = new Api(server.url, log);
  const random = seededRandom(options.seed);
  const step = (what: string) =>
    console.error(`${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${what}`);

  const cpu = () => readCpu(server.pid);
  const phases: PhaseFigures[] = [];
  const phase = async <T>(name: string, what: string, limit: number, work: () => Promise<T>): Promise<T> => {
    step(what);
    const reloads = server.reloads();
    const cpuBefore = cpu();
    const start = performance.now();
    const result = await work();
    const seconds = (performance.now() - start) / 1000;
    const spent = cpuSince(cpuBefore, cpu());
    checkPhase(server, log, name, limit);
    phases.push({
      name,
      seconds,
      requests: log.requests.get(name) ?? 0,
      errors: log.inPhase(name).length,
      serverCpuSeconds: spent.serverSeconds,
      clientCpuSeconds: spent.clientSeconds,
      otherCpus: spent.otherSeconds === null ? null : spent.otherSeconds / seconds,
      reloads: server.reloads() - reloads,
    });
    return result;
  };

  await phase('warm-up', `warm-up: ${size.warmUp} moves, each with two GETs (unmeasured)`, SEQUENTIAL_ERROR_LIMIT, () =>
    warmUp(api, random, size.warmUp),
  );
  const { floor, fresh: freshMoves } = await phase(
    'get-floor-and-moves',
    `GET floor and moves: ${size.samples} × (GET?since at ply 20, GET at ply 20, move at plies 0–40 of fresh games)`,
    SEQUENTIAL_ERROR_LIMIT,
    () => measureFloorAndMoves(api, random, size.samples),
  );
  const longGame = await phase(
    'long-game',
    `long game: one Infinite game to ply ${size.longTarget.toLocaleString('en-US')}`,
    SEQUENTIAL_ERROR_LIMIT,
    () =>
      measureLongGame(api, random, { target: size.longTarget, window: size.window, getSamples: size.longGets }, cpu),
  );
  const throughput = await phase(
    'throughput',
    `throughput: ${size.games} games at once for ${size.seconds} s`,
    CONCURRENT_ERROR_LIMIT,
    () => measureThroughput(api, options.seed, size.games, size.seconds, cpu),
  );
  const mailMoves = await phase(
    'mail-moves',
    `moves with email seats and without: ${size.mailMoves} of each in turn (games of ${MAIL_GAME_MOVES} moves), then the outbox checked`,
    SEQUENTIAL_ERROR_LIMIT,
    () => measureMailMoves(api, random, size.mailMoves),
  );
  const pictures = await phase(
    'board-pictures',
    `board pictures: ${size.pictures.games} games, ${size.pictures.plies} plies each, PNG and SVG drawn then cached`,
    SEQUENTIAL_ERROR_LIMIT,
    () => measurePictures(api, random, size.pictures),
  );

  const header: Header = {
    node: process.version,
    wrangler: versionOf('wrangler'),
    workerd: versionOf('workerd'),
    platform: `${platform()} ${arch()}`,
    cpus: availableParallelism(),
    mode: options.quick ? 'quick' : 'full',
    seed: options.seed,
    port: server.port,
    loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
  };
  return {
    header,
    floor,
    freshMoves,
    longGame,
    throughput,
    mailMoves,
    pictures,
    goals: goalsOf(floor, freshMoves, longGame, throughput, mailMoves, pictures),
    errors: log.errors,
    requests: Object.fromEntries(log.requests),
    serverReloads: server.reloads(),
    phases,
    serverNotes: [...server.notes],
    seconds: (performance.now() - started) / 1000,
  };
};

const run = async (): Promise<number> => {
  const options = readArgs();
  const started = performance.now();
  let server: BenchServer | null = null;
  let interrupted = false;
  const interrupt = (signal: string, code: number) => () => {
    interrupted = true;
    console.error(`\nbench:server: ${signal}, stopping the server`);
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(code));
  };
  process.once('SIGINT', interrupt('SIGINT', 130));
  process.once('SIGTERM', interrupt('SIGTERM', 143));

  try {
    const port = await freePort(options.port);
    console.error(`starting wrangler dev on port ${port} with fresh local state…`);
    server = await startBenchServer(port);
  } catch (error) {
    console.error(`bench:server: the server did not start. ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    const figures = await main(server, options, started);
    if (options.json) console.log(JSON.stringify(figures));
    else printReport(figures);
    return 0;
  } catch (error) {
    if (interrupted) return 130;
    const tail = server.tail();
    console.error(`bench:server: no figures reported. ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof Fatal) && error instanceof Error && error.stack) console.error(error.stack);
    if (tail.length) console.error(`--- last server output ---\n${tail.join('\n')}`);
    return 1;
  } finally {
    await server.stop();
  }
};

process.exit(await run());
