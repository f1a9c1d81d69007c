/**
 * Starts the product for the browser tests: one `wrangler dev` (which builds the browser
 * code first) for each test worker, each on a free port with its state in a fresh folder,
 * so the files one worker runs see only their own games, players and outbox, as they did
 * when files ran one at a time; and one Chromium for each test worker, which the files it
 * runs connect to in turn.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { applyLocalMigrations, startLocalServer, waitForServer } from '../../scripts/local-server.ts';
import { E2E_WORKERS } from '../../vitest.e2e.config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker: worker n (VITEST_POOL_ID) uses the n-th (harness.ts). */
    baseUrls: string[];
    /** One browser per test worker, connected to by the files it runs (harness.ts). */
    browserEndpoints: string[];
    /** Where pages load axe-core from (axe.ts). */
    axeUrl: string;
  }
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

interface Started {
  readonly baseUrl: string;
  readonly server: ChildProcess;
  readonly persistTo: string;
}

/**
 * A fresh state with every migration applied, made once and copied for each server:
 * wrangler applies each migration in a local runtime of its own, about 25 s of processor
 * for all of them, which each further server would otherwise spend again.
 */
const migratedState = (): string => {
  const template = mkdtempSync(join(tmpdir(), 'orrery-e2e-migrated-'));
  applyLocalMigrations({ persistTo: template });
  return template;
};

const start = async (template: string): Promise<Started> => {
  const persistTo = mkdtempSync(join(tmpdir(), 'orrery-e2e-'));
  cpSync(template, persistTo, { recursive: true });
  const port = await freePort();
  // Every test creates games and signs players in from one address: lift those limits for the run.
  const server = startLocalServer({
    port,
    persistTo,
    // No line for each request: the tests make thousands, and only a failed start's output is read.
    logLevel: 'warn',
    // Notifications go to the tests' stand-in push service on this machine.
    vars: {
      CREATE_LIMIT: '10000',
      SIGN_IN_LIMIT: '10000',
      PUSH_SERVICE_LOCAL: 'on',
      CHAT_HOOKS_LOCAL: 'on',
      // The moderator of test/e2e/moderation.test.ts.
      MODERATORS: 'moderator@orrery.test',
      // An erasure's look for late games 2 s after its pass, not 15 (test/e2e/erasure.test.ts).
      ERASURE_SWEEP_MS: '2000',
      // Games reach D1's lists 0.1 s after a change, not 1 s: pages that list them are read at once.
      PUBLISH_DELAY_MS: '100',
    },
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseUrl}/api`, 120_000);
  } catch (error) {
    server.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { baseUrl, server, persistTo };
};

const stop = async ({ server, persistTo }: Started): Promise<void> => {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGINT');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(persistTo, { recursive: true, force: true });
};

/**
 * axe-core's minified build, served with a year's caching, for the pages to load by URL
 * (axe.ts): a page that loaded axe as inline text, 1.5 MB of it unminified, spent a second
 * or more of processor on it each time, through the protocol and then parsing on the page's
 * thread; by URL it streams and compiles off that thread, and a context loads it once.
 */
const serveAxe = async (): Promise<{ readonly url: string; readonly server: Server }> => {
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'));
  const server = createHttpServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    response.end(source);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/axe.min.js`, server };
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started: Started[] = [];
  const browsers: BrowserServer[] = [];
  const axe = await serveAxe();
  const stopAll = async (): Promise<void> => {
    axe.server.close();
    await Promise.all([...started.map(stop), ...browsers.map((browser) => browser.close())]);
  };
  try {
    const template = migratedState();
    try {
      // One after another: each `wrangler dev` builds the browser code into the same folder.
      for (let n = 0; n < E2E_WORKERS; n++) started.push(await start(template));
    } finally {
      rmSync(template, { recursive: true, force: true });
    }
    for (let n = 0; n < E2E_WORKERS; n++)
      browsers.push(await chromium.launchServer({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] }));
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide(
    'baseUrls',
    started.map((each) => each.baseUrl),
  );
  project.provide(
    'browserEndpoints',
    browsers.map((browser) => browser.wsEndpoint()),
  );
  project.provide('axeUrl', axe.url);
  return stopAll;
}
