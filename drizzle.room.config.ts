import { defineConfig } from 'drizzle-kit';

// The game object's own tables (src/worker/game/room/schema.ts), migrated by the object itself.
export default defineConfig({
  dialect: 'sqlite',
  driver: 'durable-sqlite',
  schema: './src/worker/game/room/schema.ts',
  out: './src/worker/game/room/migrations',
});
