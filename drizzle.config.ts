import { defineConfig } from 'drizzle-kit';

// Flat migrations (drizzle-kit 0.31) that `wrangler d1 migrations apply` and the tests read.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/worker/db/schema.ts',
  out: './migrations',
});
