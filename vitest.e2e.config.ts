import { defineConfig } from 'vitest/config';

/**
 * How many files run at once, each worker with its own server (test/e2e/global-setup.ts).
 * Two on a two-core machine: the files mostly wait on pages and sockets, so two overlap
 * well; more only queue for the processor. `ORRERY_E2E_WORKERS` sets another number.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.ORRERY_E2E_WORKERS) || 2);

// The browser tests: the real product (`wrangler dev`, local D1 and Durable Objects) driven
// through Debian's Chromium, each file with a browser of its own.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    maxWorkers: E2E_WORKERS,
    // A test worker runs its files one after another in one process rather than starting a
    // process for each (about a second each): the files share only the harness's modules,
    // which keep no state of their own.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Pages answer over real sockets: give what they show a few seconds to appear.
    expect: { poll: { timeout: 10_000 } },
  },
});
