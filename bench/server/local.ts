/**
 * The server under test: `wrangler dev` on a free port with its own fresh state folder,
 * migrated first. Its output is read continuously (a full pipe would stall it) and the
 * lines that are not request logs are kept as notes. `stop()` ends it and removes the
 * folder; it is safe to call twice and also runs, synchronously, if the process exits.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyLocalMigrations, startLocalServer, waitForServer } from '../../scripts/local-server.ts';

export interface BenchServer {
  readonly url: string;
  readonly port: number;
  /** wrangler's process id (workerd runs under it). */
  readonly pid: number | undefined;
  /** Whether the wrangler process is still running. */
  alive(): boolean;
  /** Output lines other than request logs: warnings, errors, reloads (at most 200 kept). */
  readonly notes: string[];
  /** How many times wrangler rebuilt and reloaded the Worker (a source file changed). */
  reloads(): number;
  /** The last lines of output, for a failure report. */
  tail(): string[];
  stop(): Promise<void>;
}

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

export const freePort = async (from: number): Promise<number> => {
  for (let port = from; port < from + 50; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port from ${from} to ${from + 49}`);
};

const REQUEST_LOG = /\[wrangler:info\] (GET|POST|PUT|DELETE|HEAD|OPTIONS) \//;
const RELOAD = /Reloading local server/;
/** ANSI colour codes wrangler adds to its output. */
const ANSI = /\u001b\[[0-9;]*m/g;

const waitForExit = (child: ChildProcess, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

export const startBenchServer = async (port: number): Promise<BenchServer> => {
  const folder = mkdtempSync(join(tmpdir(), 'orrery-bench-'));
  let child: ChildProcess | null = null;
  let stopping: Promise<void> | null = null;
  const notes: string[] = [];
  const tail: string[] = [];
  let reloads = 0;

  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  const killNow = () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    removeFolder();
  };
  process.once('exit', killNow);

  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      if (child && !(await waitForExit(child, 0))) {
        child.kill('SIGINT');
        if (!(await waitForExit(child, 5_000))) {
          child.kill('SIGKILL');
          await waitForExit(child, 2_000);
        }
      }
      removeFolder();
      process.off('exit', killNow);
    })());

  const read = (stream: NodeJS.ReadableStream | null) => {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const raw of lines) {
        const line = raw.replace(ANSI, '').trimEnd();
        if (!line) continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        if (REQUEST_LOG.test(line)) continue;
        if (RELOAD.test(line)) reloads++;
        if (notes.length < 200) notes.push(line);
      }
    });
  };

  try {
    applyLocalMigrations({ persistTo: folder });
    child = startLocalServer({ port, persistTo: folder, vars: { CREATE_LIMIT: '1000000' } });
    read(child.stdout);
    read(child.stderr);
    const url = `http://127.0.0.1:${port}`;
    const exited = new Promise<never>((_, reject) =>
      child!.once('exit', (code, signal) =>
        reject(new Error(`wrangler dev exited (${signal ?? `code ${code}`}) before it answered`)),
      ),
    );
    exited.catch(() => {});
    await Promise.race([waitForServer(url), exited]);
    // Start-up output (the bindings table, "Ready on") is not a note.
    notes.length = 0;
    const running = child;
    return {
      url,
      port,
      pid: running.pid,
      alive: () => running.exitCode === null && running.signalCode === null,
      notes,
      reloads: () => reloads,
      tail: () => [...tail],
      stop,
    };
  } catch (error) {
    await stop();
    const output = tail.length ? `\n--- wrangler output ---\n${tail.join('\n')}` : '';
    throw new Error(`${error instanceof Error ? error.message : String(error)}${output}`);
  }
};
