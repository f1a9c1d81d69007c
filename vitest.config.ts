import { defineConfig } from 'vitest/config';

// One project per runtime. The engine and the command line run in Node; the server's
// integration suite joins as a second project running inside the Workers runtime.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          include: ['test/engine/**/*.test.ts', 'test/cli/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
