// Types for the test runtime: the Worker's bindings plus the migrations the setup applies,
// and the main module, so `exports.default` is the Worker itself.
import type { D1Migration } from 'cloudflare:test';
import type { Env as WorkerEnv } from '../../src/worker/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      readonly TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import('../../src/worker/index.ts');
      durableNamespaces: 'GameRoom' | 'CreateLimiter' | 'Recipient' | 'LiveHub';
    }
  }
}
