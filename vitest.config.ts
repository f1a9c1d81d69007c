import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// One project per runtime: the engine and the command line run in Node; the server's
// integration suite runs inside workerd against real local D1 and Durable Objects.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          include: ['test/engine/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/web/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                // Tests give each game its own client address; the rate-limit test uses one.
                CREATE_LIMIT: '5',
                CREATE_WINDOW_SECONDS: '3600',
                // Signed links and reply addresses; no RESEND_API_KEY, so mail goes to the dev outbox.
                SIGNING_SECRET: 'test-signing-secret',
                MAIL_FROM: 'Orrery <games@orrery.test>',
                INBOUND_DOMAIN: 'play.orrery.test',
              },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
          setupFiles: ['test/worker/apply-migrations.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // The same Worker with a Resend key: mail goes to Resend's HTTP API, which the tests stand in for.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                SIGNING_SECRET: 'test-signing-secret',
                MAIL_FROM: 'Orrery <games@orrery.test>',
                INBOUND_DOMAIN: 'play.orrery.test',
                RESEND_API_KEY: 're_test_key',
              },
            },
          }),
        ],
        test: {
          name: 'worker-resend',
          include: ['test/worker-resend/**/*.test.ts'],
          setupFiles: ['test/worker/apply-migrations.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
