/**
 * The tournaments' lists a page at a time (src/worker/tournaments/tournament-list.ts): each list is
 * walked with its cursors while tournaments arrive between reads, every one met once in
 * its list's order; /tournaments says when a list has more and links its pages; a list
 * or cursor that is not one is refused. The rows are written as each tournament's object
 * writes its summary.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, type Reply } from '../client.ts';
import { writeTournamentSummary } from '../../../src/worker/tournaments/tournament-list.ts';
import type { TournamentSummary } from '../../../src/worker/tournaments/tournament-view.ts';

// Other files' tournaments share this D1: these start long after theirs and finished long
// before, so the lists' first pages, which those files read, stay theirs.
const UPCOMING = Date.UTC(2030, 0, 1);
const FINISHED = Date.UTC(2020, 0, 1);

/** A tournament's row as its object writes it; `at` is its start (upcoming, running) or its last change (finished). */
const writeTournament = async (status: 'open' | 'running' | 'finished', at: number, tag: string): Promise<string> => {
  const id = `${tag}-${crypto.randomUUID().slice(0, 8)}`;
  const startsAt = status === 'finished' ? FINISHED : at;
  const summary: TournamentSummary = {
    id,
    game: 'adomoc',
    variant: 'standard',
    system: 'swiss',
    clock: { daysPerMove: 3, vacationDays: 0 },
    rounds: 3,
    cycles: 1,
    maxEntrants: 8,
    entrants: 4,
    startsAt: new Date(startsAt).toISOString(),
    status,
    createdBy: 'Ann',
  };
  await writeTournamentSummary(env.DB, summary, startsAt, 1, status === 'finished' ? at : UPCOMING);
  return id;
};

const walk = async (list: string, onEachPage: (page: number) => Promise<unknown>) => {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const reply: Reply<{ tournaments: { id: string }[]; next: string | null }> = await call(
      'GET',
      `/api/tournaments/lists/${list}${cursor ? `?cursor=${cursor}` : ''}`,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    seen.push(...reply.body.tournaments.map((tournament) => tournament.id));
    cursor = reply.body.next;
    await onEachPage(++pages);
  } while (cursor);
  return { seen, pages };
};

describe('the tournaments, a page at a time', () => {
  it('walks the finished ones latest first and the upcoming ones soonest first, each once', async () => {
    const finished: { id: string; at: number }[] = [];
    const upcoming: { id: string; at: number }[] = [];
    for (let i = 0; i < 110; i++) {
      // Pairs share a time: the id orders them.
      const at = FINISHED + Math.floor(i / 2) * 1000;
      finished.push({ id: await writeTournament('finished', at, 'done'), at });
      upcoming.push({
        id: await writeTournament('open', UPCOMING + Math.floor(i / 2) * 1000, 'soon'),
        at: UPCOMING + Math.floor(i / 2) * 1000,
      });
    }
    const byTimeThenId = (a: { id: string; at: number }, b: { id: string; at: number }) =>
      a.at - b.at || (a.id < b.id ? -1 : 1);

    // Between reads, new ones finish, and new ones open sooner than these: both at the lists' heads.
    // Other files' tournaments share the lists: these are met once each, in order, and the new ones never.
    const done = await walk('finished', (page) => writeTournament('finished', FINISHED + 9_000_000 + page, 'late'));
    expect(done.pages).toBeGreaterThanOrEqual(3);
    expect(done.seen.filter((id) => id.startsWith('done-'))).toEqual(
      [...finished]
        .sort(byTimeThenId)
        .reverse()
        .map((row) => row.id),
    );
    expect(done.seen.filter((id) => id.startsWith('late-'))).toEqual([]);

    const soon = await walk('upcoming', (page) => writeTournament('open', UPCOMING - 1000 - page, 'early'));
    expect(soon.seen.filter((id) => id.startsWith('soon-'))).toEqual(
      [...upcoming].sort(byTimeThenId).map((row) => row.id),
    );
    expect(soon.seen.filter((id) => id.startsWith('early-'))).toEqual([]);

    const lists = await call('GET', '/api/tournaments');
    expect(lists.body.finished).toHaveLength(10);
    expect(lists.body.upcoming).toHaveLength(50);
    expect(lists.body.next.finished).toEqual(expect.any(String));
    expect(lists.body.next.running).toBeNull();
    const second = await call('GET', `/api/tournaments/lists/finished?cursor=${lists.body.next.finished}`);
    expect(second.body.tournaments[0].id).not.toBe(lists.body.finished[9].id);
    expect(second.body.previous).toEqual(expect.any(String));

    const page = await call('GET', '/tournaments');
    const more = /<a href="(\/tournaments\/finished\?cursor=[\w-]+)">More: finished tournaments →<\/a>/.exec(page.body);
    expect(more).not.toBeNull();
    const listPage = await call('GET', more![1]!);
    expect(listPage.status).toBe(200);
    expect(listPage.body).toContain('Finished earlier →');
    expect(listPage.body).toContain('← Finished later');
  });

  it('refuses a list that is not one, and a cursor of another list', async () => {
    expect(await call('GET', '/api/tournaments/lists/cancelled')).toMatchObject({
      status: 404,
      body: { error: { code: 'ERR_NOT_FOUND' } },
    });
    expect(await call('GET', '/api/tournaments/lists/finished?cursor=WyJvIiwxLDEsIngiXQ')).toMatchObject({
      status: 400,
      body: { error: { code: 'ERR_CURSOR' } },
    });
    expect((await call('GET', '/tournaments/finished?cursor=nope!')).status).toBe(400);
    expect((await call('GET', '/tournaments/elsewhere')).status).toBe(404);
  });
});
