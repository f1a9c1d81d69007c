/**
 * `npm run bench:engine-deadline [-- --moves N --movetime 100,1000 --levels 4,8]`: how
 * soon `orrery engine` answers `go movetime T`, as a match tool sees it. One real engine
 * process per game and variant plays both sides of a game through standard input, each
 * move asked for with `position startpos moves …` then `go movetime T` at the level set,
 * and the time from writing `go` to reading `bestmove` is measured on this side of the
 * pipe. The protocol promises the answer within T + 50 ms; the table gives the median,
 * the 99th percentile and the largest lateness (time less T), and how many answers came
 * more than 50 ms late, and the median share of T used (a level's node budget may end its
 * search sooner; the top level uses all of the time). Every move is checked legal by the engine's own rules here. It
 * reports figures and never fails on speed; an illegal or missing answer exits 1.
 */
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { GAMES } from '../src/engine/games.ts';

const option = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const moves = Number(option('moves', '40'));
const movetimes = option('movetime', '100,1000').split(',').map(Number);
const levels = option('levels', '4,8').split(',').map(Number);
const LATE_MS = 50;

const VARIANTS: readonly [string, string][] = [
  ['adomoc', 'standard'],
  ['adomoc', 'infinite'],
  ['adomoc', 'altogether'],
  ['adix', 'standard'],
];

/** One engine process, answering one command at a time. */
const engine = () => {
  const child = spawn(process.execPath, ['src/cli/main.ts', 'engine'], {
    cwd: `${import.meta.dirname}/..`,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  let waiting: { prefix: string; resolve: (line: string) => void } | null = null;
  lines.on('line', (line) => {
    if (line.startsWith('info string error')) {
      console.error(`engine: ${line}`);
      process.exit(1);
    }
    if (waiting && line.startsWith(waiting.prefix)) {
      const { resolve } = waiting;
      waiting = null;
      resolve(line);
    }
  });
  const ask = (command: string, prefix: string): Promise<{ line: string; ms: number }> =>
    new Promise((resolve) => {
      const started = performance.now();
      waiting = { prefix, resolve: (line) => resolve({ line, ms: performance.now() - started }) };
      child.stdin.write(`${command}\n`);
    });
  const send = (command: string) => child.stdin.write(`${command}\n`);
  return { ask, send, close: () => child.stdin.end('quit\n') };
};

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

console.log(
  `orrery engine, go movetime: ${moves} moves a game, one process per game and variant; ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}\n`,
);
console.log('| game | level | movetime | answers | median | p99 | latest | late (> 50 ms) | time used |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [gameId, variant] of VARIANTS) {
  const game = GAMES.get(gameId)!;
  for (const level of levels)
    for (const movetime of movetimes) {
      const process_ = engine();
      process_.send(`setoption name Game value ${gameId}`);
      process_.send(`setoption name Variant value ${variant}`);
      process_.send(`setoption name Level value ${level}`);
      await process_.ask('isready', 'readyok');
      let position = game.startPosition(variant);
      const played: string[] = [];
      const lateness: number[] = [];
      for (let ply = 0; ply < moves; ply++) {
        if (game.legalMoves(position, variant).length === 0) break;
        process_.send(`position startpos${played.length ? ` moves ${played.join(' ')}` : ''}`);
        const { line, ms } = await process_.ask(`go movetime ${movetime}`, 'bestmove ');
        lateness.push(ms - movetime);
        const text = line.slice('bestmove '.length);
        const parsed = game.parseMove(position, variant, text);
        const next = parsed.ok ? game.play(position, variant, parsed.value) : null;
        if (!next?.ok) {
          console.error(`${gameId} ${variant}, level ${level}, ply ${ply + 1}: "${text}" is not legal here`);
          process.exit(1);
        }
        played.push(text);
        position = next.value.position;
        if (next.value.outcome) break;
      }
      process_.close();
      const sorted = [...lateness].sort((a, b) => a - b);
      const late = sorted.filter((value) => value > LATE_MS).length;
      const shown = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} ms`;
      console.log(
        `| ${game.name} ${variant} | ${level} | ${movetime} ms | ${sorted.length} | ${shown(percentile(sorted, 0.5))} | ${shown(percentile(sorted, 0.99))} | ${shown(sorted.at(-1)!)} | ${late} | ${(((percentile(sorted, 0.5) + movetime) / movetime) * 100).toFixed(0)}% |`,
      );
    }
}
