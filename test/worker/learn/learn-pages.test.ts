import { describe, expect, it } from 'vitest';
import { LESSON_PATHS } from '../../../src/learn/paths.ts';
import { call } from '../client.ts';

describe('lesson pages', () => {
  it('list both games, each game’s lessons in order, and end each path with a real game', async () => {
    const index = await call('GET', '/learn');
    expect(index.status).toBe(200);
    expect(index.body).toContain('href="/learn/adomoc"');
    expect(index.body).toContain('href="/learn/adix"');
    for (const path of Object.values(LESSON_PATHS)) {
      const list = await call('GET', `/learn/${path.game}`);
      expect(list.status).toBe(200);
      const ids = [...list.body.matchAll(/data-lesson="([^"]+)"/g)].map((match) => match[1]);
      expect(ids).toEqual(path.lessons.map((lesson) => lesson.id));
      expect(list.body).toContain('Start a game with a friend');
      // The path's end chooses its own game, and level 1, on the home page's forms.
      expect(list.body).toContain(`href="/?game=${path.game}&amp;level=1#computer-game"`);
      expect(list.body).toContain(`href="/?game=${path.game}#new-game"`);
      expect(list.body).toContain('<script type="module" src="/assets/learn-path.js">');
    }
  });

  it('draws a lesson’s board on the server and loads only its game’s lesson script', async () => {
    const lesson = await call('GET', '/learn/adomoc/attraction');
    expect(lesson.status).toBe(200);
    expect(lesson.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(lesson.body).toContain('data-square="b5"');
    expect(lesson.body).toContain('Your foot on b5 is held by the dark sun on b6.');
    expect(lesson.body).toContain('<script type="module" src="/assets/learn-adomoc.js">');
    expect(lesson.body).not.toContain('learn-adix.js');
    const last = await call('GET', '/learn/adix/thirty-plies');
    expect(last.body).toContain('All done: play a game');
  });

  it('answers an unknown game or lesson with a 404 page that says where the lessons are', async () => {
    const game = await call('GET', '/learn/chess');
    expect(game.status).toBe(404);
    expect(game.body).toContain('/learn/adomoc');
    const lesson = await call('GET', '/learn/adix/no-such-lesson');
    expect(lesson.status).toBe(404);
    expect(lesson.body).toContain('/learn/adix');
  });
});

describe('rules pages', () => {
  it('serve both games’ rules with diagrams drawn by the board renderer, each term defined once and every link to one resolving', async () => {
    const index = await call('GET', '/rules');
    expect(index.status).toBe(200);
    for (const game of ['adomoc', 'adix']) {
      expect(index.body).toContain(`href="/rules/${game}"`);
      const rules = await call('GET', `/rules/${game}`);
      expect(rules.status).toBe(200);
      expect(rules.body).toContain('<figure class="rules-diagram">');
      expect(rules.body).toContain('<svg role="img"');
      const defined = [...rules.body.matchAll(/<dfn id="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(defined).size).toBe(defined.length);
      const linked = [...rules.body.matchAll(/class="term" href="#([^"]+)"/g)].map((match) => match[1]);
      expect(linked.length).toBeGreaterThan(0);
      for (const id of linked) expect(defined).toContain(id);
    }
    expect((await call('GET', '/rules/adomoc')).body).toContain('id="term-state-of-primes"');
    // A plural is marked whole, not its stem alone.
    expect((await call('GET', '/rules/adomoc')).body).toMatch(/<dfn id="term-cycle">cycles<\/dfn>|>cycles<\/a>/);
    expect((await call('GET', '/rules/adomoc')).body).not.toMatch(/<\/(a|dfn)>s\b/);
    expect((await call('GET', '/rules/adix')).body).toContain('id="term-shelter"');
    expect((await call('GET', '/rules/go')).status).toBe(404);
  });
});
