import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// The real schema, from the migrations drizzle-kit wrote, in every test file's D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
