/**
 * Starts the product once for the browser tests: local D1 migrations and `wrangler dev`
 * (which builds the browser code first) on a free port, with its state in a fresh folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { applyLocalMigrations, startLocalServer, waitForServer } from '../../scripts/local-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const persistTo = mkdtempSync(join(tmpdir(), 'orrery-e2e-'));
  const port = await freePort();
  applyLocalMigrations({ persistTo });
  // Every test creates games and signs players in from one address: lift those limits for the run.
  const server = startLocalServer({
    port,
    persistTo,
    // Notifications go to the tests' stand-in push service on this machine.
    vars: { CREATE_LIMIT: '10000', SIGN_IN_LIMIT: '10000', PUSH_SERVICE_LOCAL: 'on', CHAT_HOOKS_LOCAL: 'on' },
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
  project.provide('baseUrl', baseUrl);
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(persistTo, { recursive: true, force: true });
  };
}
