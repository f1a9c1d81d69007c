/**
 * The one way the Worker opens D1 through drizzle. Every statement passes a query watch
 * on its way out, which does nothing unless someone listens: the integration tests listen,
 * and check the plan of every statement the Worker made (test/worker/query-plans.ts), so a
 * query that would scan a table that grows with the site fails a test, whichever code
 * path made it.
 */
import { drizzle } from 'drizzle-orm/d1';
import type { Logger } from 'drizzle-orm/logger';

export type QueryListener = (sql: string, params: readonly unknown[]) => void;

const listeners = new Set<QueryListener>();

const queryWatch: Logger = {
  logQuery(sql, params) {
    for (const listener of listeners) listener(sql, params);
  },
};

/** Calls `listener` with each statement sent to D1 until the returned function is called. */
export const watchQueries = (listener: QueryListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const database = <Schema extends Record<string, unknown> = Record<string, never>>(
  d1: D1Database,
  schema?: Schema,
) => drizzle(d1, { logger: queryWatch, ...(schema ? { schema } : {}) });
