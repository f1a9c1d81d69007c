// The Worker's D1 modules name the Workers runtime's global D1Database; the bench runs them in Node over SQLite.
import type { D1Database as WorkersD1Database } from '@cloudflare/workers-types';

declare global {
  type D1Database = WorkersD1Database;
}
