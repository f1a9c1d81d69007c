import { defineConfig } from 'vitest/config';

// The browser tests: the real product (`wrangler dev`, local D1 and Durable Objects) driven
// through Debian's Chromium. One server for the run (test/e2e/global-setup.ts); files one
// at a time, since each opens its own browser.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Pages answer over real sockets: give what they show a few seconds to appear.
    expect: { poll: { timeout: 10_000 } },
  },
});
