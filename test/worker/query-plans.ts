/**
 * Every statement the Worker sends to D1 while a file's tests run, held to the rules of
 * queries whose cost does not grow with the site (docs/scale.md): after the file, each
 * distinct statement is explained (EXPLAIN QUERY PLAN, with the parameters it was first
 * sent with) against the same migrated D1, and a plan that breaks a rule fails the file,
 * naming the statement, the rule and the plan. The statements come from the code as it
 * runs (src/worker/db/database.ts's query watch), not from a list kept by hand.
 */
import { afterAll, beforeAll } from 'vitest';
import { env } from 'cloudflare:workers';
import { watchQueries } from '../../src/worker/db/database.ts';
import { planProblems, type PlanStep } from './query-plan-rules.ts';

const seen = new Map<string, readonly unknown[]>();
let stop: (() => void) | null = null;

beforeAll(() => {
  stop = watchQueries((sql, params) => {
    if (!seen.has(sql)) seen.set(sql, params);
  });
});

afterAll(async () => {
  stop?.();
  const problems: string[] = [];
  for (const [sql, params] of seen) {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<PlanStep>();
    problems.push(...planProblems(sql, results));
  }
  seen.clear();
  if (problems.length) throw new Error(`statements whose cost grows with the site:\n\n${problems.join('\n\n')}`);
});
