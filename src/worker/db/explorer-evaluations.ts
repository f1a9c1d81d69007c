/** The computer's evaluations of explored positions (schema.ts, explorerEvaluations): one row by key. */
import { eq } from 'drizzle-orm';
import { database } from './database.ts';
import { explorerEvaluations, type ExplorerEvaluationRow } from './schema.ts';

export const evaluationAt = async (d1: D1Database, key: string): Promise<ExplorerEvaluationRow | null> =>
  (await database(d1).select().from(explorerEvaluations).where(eq(explorerEvaluations.key, key)))[0] ?? null;

/** Keeps an evaluation; a second search of the same position (two readers at once) keeps the first. */
export const keepEvaluation = async (d1: D1Database, row: ExplorerEvaluationRow): Promise<void> => {
  await database(d1).insert(explorerEvaluations).values(row).onConflictDoNothing();
};
