/**
 * `node bench/worker-startup.ts <before-dir> <after-dir>`: what the board pictures add to
 * a Worker's start-up, for two bundles written by `wrangler deploy --dry-run --outdir`.
 * Offline there is no Cloudflare validation to report start-up time, so this measures
 * the parts that differ, in V8 as workerd runs it: compiling each bundled WebAssembly
 * module (resvg's, in a bundle that has it), and parsing the bundle's script (esbuild's
 * output, with its `.wasm`, `.bin` and `.ttf` imports given as stand-ins; its import of
 * the Workers runtime stops it before evaluation in Node). Bytes modules cost a copy.
 * Median of 7 runs each, in one process.
 */
import { readdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const RUNS = 7;
const median = (values: number[]): number => values.sort((a, b) => a - b)[values.length >> 1]!;

for (const folder of process.argv.slice(2).map((arg) => resolve(arg))) {
  const files = readdirSync(folder).filter((name) => !name.endsWith('.map') && name !== 'README.md');
  const wasm = files.filter((name) => name.endsWith('.wasm'));
  const data = files.filter((name) => /\.(bin|ttf)$/.test(name));
  const compile: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    for (const name of wasm) await WebAssembly.compile(readFileSync(join(folder, name)));
    compile.push(performance.now() - started);
  }
  // The script with its module imports replaced by stand-ins, each run in a fresh copy.
  const source = readFileSync(join(folder, 'index.js'), 'utf8').replace(
    /import (\w+) from "\.\/[^"]+\.(wasm|bin|ttf)";/g,
    'const $1 = new ArrayBuffer(0);',
  );
  const evaluate: number[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'orrery-startup-'));
  for (let i = 0; i < RUNS; i++) {
    const file = join(scratch, `bundle-${i}.mjs`);
    writeFileSync(file, source);
    const started = performance.now();
    try {
      await import(pathToFileURL(file).href);
    } catch {
      // Imports of the Workers runtime (cloudflare:workers) fail in Node: the parse and the
      // evaluation up to them are what is timed.
    }
    evaluate.push(performance.now() - started);
  }
  const bytes = data.reduce((sum, name) => sum + readFileSync(join(folder, name)).length, 0);
  console.log(
    `${folder}: WebAssembly compile ${median(compile).toFixed(1)} ms (${wasm.join(', ') || 'none'}); script parse ${median(evaluate).toFixed(1)} ms; bytes modules ${(bytes / 1024).toFixed(0)} KiB`,
  );
}
