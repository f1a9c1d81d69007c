import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const migrations = await readD1Migrations('./migrations');

/**
 * Cases too slow for every run (test/README.md) carry this tag: `npm test` skips them, and
 * with ORRERY_SOAK set (the soak step of .ci/run) they run; `--tags-filter=soak` runs them alone.
 */
const soak = {
  name: 'soak',
  description: 'too slow for every run: the soak step of .ci/run runs it (ORRERY_SOAK=1)',
  skip: !process.env.ORRERY_SOAK,
};

/** The Worker inside workerd against real local D1 and Durable Objects, with these settings. */
const workerProject = (name: string, include: string, bindings: Record<string, string>) => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          // Signed links and reply addresses in emails.
          SIGNING_SECRET: 'test-signing-secret',
          MAIL_FROM: 'Orrery <games@orrery.test>',
          INBOUND_DOMAIN: 'play.orrery.test',
          // The origin of links in emails: never taken from a request.
          PUBLIC_URL: 'https://orrery.test',
          // The computer thinks within its level's node budget alone: the same move and the
          // same answer to a draw offer however busy the machine running the tests.
          COMPUTER_MOVE_MS: '60000',
          // A key pair for web push made for the tests alone (src/worker/game/channels/vapid.ts).
          VAPID_PUBLIC_KEY: 'BL9t_Gp5L8XnFR1mDoTlsypI8igRB3_LGmeUMqdKWpgR8KCDXKPshC_-KLAlY3gIl0RfKAQHeWJp4bbxMruOVhQ',
          VAPID_PRIVATE_KEY: 'zN0o723Os_p3_8rqvjaiiWYEG96FLkE_fU06NdRMrQc',
          // Two addresses a page of the digest's walk, so a test walks several pages.
          DIGEST_PAGE: '2',
          // An erasure's look for late games 2 s after its pass rather than 15 s.
          ERASURE_SWEEP_MS: '2000',
          // A game's changes reach D1 0.1 s after them rather than 1 s: tests read D1 often.
          PUBLISH_DELAY_MS: '100',
          // The moderators (docs/moderation.md): one address for each file that signs one in.
          MODERATORS: 'mod-reports@orrery.test, mod-actions@orrery.test',
          ...bindings,
        },
      },
    }),
  ],
  test: {
    name,
    include: [include],
    tags: [soak],
    setupFiles: ['test/worker/apply-migrations.ts', 'test/worker/query-plans.ts'],
    // One workerd (Miniflare) for all the files a pool worker runs, not one per file: a
    // start was about 6 s, the most of this project's time. The files share its D1 and
    // Durable Objects, as the tests of one file always did: each test makes its own games,
    // players and client addresses. (This plugin has no isolatedStorage or singleWorker
    // options any more; Vitest's isolate is what chooses.) Spies are undone after each test
    // so that none outlives its file.
    isolate: false,
    restoreMocks: true,
    // The Worker bundles the picture pack, built from the drawing code when stale.
    globalSetup: ['test/build-pictures.ts'],
    testTimeout: 60_000,
    // What the alarm does (D1 publishing 1 s after a change, mail, live updates) can take
    // seconds on two busy cores: a poll waits that long before it calls a test failed.
    expect: { poll: { timeout: 10_000 } },
  },
});

// One project per runtime (test/README.md): every test that can runs in Node, where a file
// costs milliseconds to start; only the server's integration suite, which needs the
// Worker's bindings, Durable Objects and D1, runs inside workerd. Pure code of the Worker
// is tested in Node under test/worker-unit/, at the path it has under src/worker/.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker, running every file in turn. The workerd
    // files mostly wait (alarms, polls), so two at once, or one beside the search's tests,
    // fill the machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'engine',
          tags: [soak],
          include: [
            'test/engine/**/*.test.ts',
            'test/cli/**/*.test.ts',
            'test/web/**/*.test.ts',
            'test/shared/**/*.test.ts',
            'test/worker-unit/**/*.test.ts',
            'test/learn/**/*.test.ts',
            'test/rating/**/*.test.ts',
            'test/tournament/**/*.test.ts',
            'test/explorer/**/*.test.ts',
            // The repository's own checks: boundaries between folders, references, versions.
            'test/repo/**/*.test.ts',
          ],
          environment: 'node',
          // A file's modules are loaded once per worker, not once per file: no test here
          // leaves global state behind (spies live in the workerd projects).
          isolate: false,
          // The Worker's pure modules may import a Durable Object class beside what they test.
          alias: {
            'cloudflare:workers': fileURLToPath(new URL('test/worker-unit/cloudflare-workers.ts', import.meta.url)),
          },
          // A few command line tests start real processes; on two busy cores beside the
          // search's tests, a start can take seconds.
          testTimeout: 20_000,
        },
      },
      // No RESEND_API_KEY, and the development setting: mail goes to the development outbox.
      // Tests give each game its own client address; the rate-limit test uses one.
      workerProject('worker', 'test/worker/**/*.test.ts', {
        CREATE_LIMIT: '5',
        CREATE_WINDOW_SECONDS: '3600',
        DEV_OUTBOX: 'on',
        // As deployed behind Cloudflare Email Routing (docs/email.md).
        INBOUND_AUTHSERV_ID: 'mx.cloudflare.net',
      }),
      // The same Worker with a Resend key: mail goes to Resend's HTTP API, which the tests stand in for.
      workerProject('worker-resend', 'test/worker-resend/**/*.test.ts', { RESEND_API_KEY: 're_test_key' }),
    ],
  },
});
