import { defineConfig } from 'drizzle-kit';

// The game object's own tables (src/worker/game/schema.ts), migrated by the object itself.
export default defineConfig({
  dialect: 'sqlite',
  driver: 'durable-sqlite',
  schema: './src/worker/room/schema.ts',
  out: './src/worker/room/migrations',
});
