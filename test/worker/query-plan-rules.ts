/**
 * What a D1 plan may not do (docs/scale.md, "Every query on an index"): the rules
 * test/worker/query-plans.ts applies to each statement the Worker makes.
 */

/** A row of EXPLAIN QUERY PLAN. */
export interface PlanStep {
  readonly id: number;
  readonly parent: number;
  readonly detail: string;
}

/** Every table of the D1 history grows with the site: players, games, their moves and mail. */
const GROWING = new Set([
  'games',
  'moves',
  'seats',
  'players',
  'rating_changes',
  'tournaments',
  'sign_in_links',
  'digests_sent',
  'dev_outbox',
  'reports',
  'moderation_log',
  'player_standing',
]);

/**
 * Indexes over the whole site in time order: a statement may walk one only to show a page
 * of it, so it must carry a LIMIT.
 */
const SITE_WIDE = new Set([
  'games_updated',
  'games_status_updated',
  'tournaments_status_start',
  'tournaments_status_updated',
  'reports_status_created',
  'moderation_log_created',
]);

/** The development outbox is a local stand-in for the mail service, read whole by its page. */
const ALLOWED_SCANS = new Set(['dev_outbox']);

const tableOf = (detail: string): string | null => /^(?:SCAN|SEARCH) (\w+)/.exec(detail)?.[1] ?? null;

/** The table a plan's name stands for: itself, or the table an alias names (drizzle writes `"seats" "other"`). */
const tableNamed = (sql: string, name: string): string =>
  GROWING.has(name) ? name : (new RegExp(`"(\\w+)" "${name}"`).exec(sql)?.[1] ?? name);
const indexOf = (detail: string): string | null => /USING (?:COVERING )?INDEX (\w+)/.exec(detail)?.[1] ?? null;

/** The problems of one statement's plan, each naming the rule it breaks; none when it keeps them all. */
export const planProblems = (sql: string, plan: readonly PlanStep[]): string[] => {
  const shown = `${sql}\n  plan: ${plan.map((step) => step.detail).join(' | ')}`;
  const problems: string[] = [];
  const loops = plan.filter((step) => /^(?:SCAN|SEARCH) /.test(step.detail));
  loops.forEach((step, position) => {
    const name = tableOf(step.detail);
    const table = name === null ? null : tableNamed(sql, name);
    if (table === null || !GROWING.has(table)) return;
    const index = indexOf(step.detail);
    const paged = /\blimit\b/i.test(sql);
    // Walking a site-wide index in its order and stopping at a LIMIT reads one page: allowed.
    const pageWalk = index !== null && SITE_WIDE.has(index) && paged;
    if (step.detail.startsWith('SCAN ') && !ALLOWED_SCANS.has(table) && !pageWalk)
      problems.push(`reads every row of ${table} (a full scan): search it by an index instead\n${shown}`);
    if (index && SITE_WIDE.has(index) && !paged)
      problems.push(`walks the site-wide index ${index} with no LIMIT: page it\n${shown}`);
    // An inner loop runs once for each row of the loops outside it: it must find its rows by
    // a unique key or by an index on two columns or more, never by one shared column alone,
    // or its cost is the product of two players' (or two days') rows.
    const unique = /PRIMARY KEY|sqlite_autoindex|_unique\b/.test(step.detail);
    const columns = /\((.*)\)$/.exec(step.detail)?.[1]?.split(' AND ').length ?? 0;
    if (position > 0 && step.detail.startsWith('SEARCH ') && !unique && columns < 2)
      problems.push(
        `searches ${name} by one shared column in an inner loop (a cost multiplied by the outer rows)\n${shown}`,
      );
  });
  return problems;
};
