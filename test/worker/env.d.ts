// Types for the test runtime: the Worker's bindings (generated into
// worker-configuration.d.ts, with the secrets src/worker/platform/env.ts adds) plus the migrations
// the setup applies, and the main module, so `exports.default` is the Worker itself.
import type { D1Migration } from 'cloudflare:test';
import type { EnvSecrets } from '../../src/worker/platform/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends EnvSecrets {
      readonly TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import('../../src/worker/index.ts');
    }
  }
}
