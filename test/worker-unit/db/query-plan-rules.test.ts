/** The rules every D1 statement's plan is held to (test/worker/query-plan-rules.ts), on plans SQLite gave. */
import { describe, expect, it } from 'vitest';
import { planProblems, type PlanStep } from '../../worker/query-plan-rules.ts';

const plan = (...details: string[]): PlanStep[] => details.map((detail, id) => ({ id, parent: 0, detail }));

describe('query plan rules', () => {
  it('pass a statement that finds its rows by keys', () => {
    const found = plan(
      'SEARCH seats USING INDEX seats_player_game (player_id=?)',
      'SEARCH games USING INDEX sqlite_autoindex_games_1 (id=?)',
      'SEARCH other USING INDEX seats_player_game (player_id=? AND game_id=?)',
    );
    expect(planProblems('select … from seats …', found)).toEqual([]);
  });

  it('refuse two players’ games crossed by one shared column (the record between two players, before its index)', () => {
    const crossed = plan(
      'SEARCH seats USING INDEX seats_player (player_id=?)',
      'SEARCH games USING INDEX sqlite_autoindex_games_1 (id=?)',
      'SEARCH other USING INDEX seats_player (player_id=?)',
    );
    const [problem, ...rest] = planProblems('select … from seats …', crossed);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^searches other by one shared column in an inner loop/);
  });

  it('refuse a site-wide index walked without a page, and a full scan', () => {
    const siteWide = plan('SEARCH games USING INDEX games_status_updated (status=? AND updated_at>?)');
    expect(planProblems('select updated_at from games where status = ?', siteWide)[0]).toMatch(
      /^walks the site-wide index games_status_updated with no LIMIT/,
    );
    expect(planProblems('select * from moves where notation = ?', plan('SCAN moves'))[0]).toMatch(
      /^reads every row of moves/,
    );
  });

  it('let a page of a site-wide list be read in its order', () => {
    const page = plan('SCAN games USING INDEX games_updated', 'USE TEMP B-TREE FOR LAST TERM OF ORDER BY');
    expect(planProblems('select * from games order by updated_at desc limit ?', page)).toEqual([]);
    expect(planProblems('select * from games order by updated_at desc', page)).toHaveLength(2);
  });
});
