/**
 * The checks `npm test` runs before its tests: formatting and lint (biome), the two type
 * checks (the browser's and Node's code, and the Worker's), and unused files and exports
 * (knip). They read the same files and share nothing, so they run at once, as many as the
 * machine has cores: one after another they took about a minute of a two-core machine,
 * most of it with one core idle. Each one's output is printed whole, in this order, and
 * the run fails if any of them does.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './local-server.ts';

interface Check {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
}

const CHECKS: readonly Check[] = [
  { name: 'biome ci .', command: 'biome', args: ['ci', '.'] },
  { name: 'tsc -p .', command: 'tsc', args: ['-p', '.'] },
  { name: 'tsc -p tsconfig.worker.json', command: 'tsc', args: ['-p', 'tsconfig.worker.json'] },
  { name: 'knip', command: 'knip', args: [] },
];

interface Outcome {
  readonly status: number;
  readonly output: string;
  readonly seconds: number;
}

const run = (check: Check): Promise<Outcome> =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(join(ROOT, 'node_modules', '.bin', check.command), check.args, { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (status: number, more = ''): void =>
      resolve({ status, output: output + more, seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => done(1, `could not start ${check.command}: ${error.message}\n`));
    child.on('close', (code, signal) => done(code ?? 1, signal ? `ended by ${signal}\n` : ''));
  });

/** Runs every check, `limit` at a time; the outcomes in CHECKS' order. */
const runAll = async (limit: number): Promise<Outcome[]> => {
  const outcomes: Promise<Outcome>[] = [];
  const running = new Set<Promise<Outcome>>();
  for (const check of CHECKS) {
    if (running.size >= limit) await Promise.race(running);
    const outcome = run(check);
    running.add(outcome);
    void outcome.then(() => running.delete(outcome));
    outcomes.push(outcome);
  }
  return Promise.all(outcomes);
};

const outcomes = await runAll(Math.max(2, availableParallelism()));
let failed = 0;
CHECKS.forEach((check, index) => {
  const { status, output, seconds } = outcomes[index]!;
  console.log(`> ${check.name} (${seconds.toFixed(1)} s)${status === 0 ? '' : ` failed with status ${status}`}`);
  if (output.trim()) console.log(output.trimEnd());
  if (status !== 0) failed++;
});
if (failed > 0) {
  console.error(`${failed} of ${CHECKS.length} checks failed (above).`);
  process.exit(1);
}
