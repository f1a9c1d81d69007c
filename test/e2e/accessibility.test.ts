/**
 * Accessibility, checked in Chromium: axe-core (the engine behind most automated audits)
 * run in every kind of page (home, the game page of both games, the embed view, your
 * games, learn, a lesson, the puzzles, the rules, email settings), which must show no
 * violation of impact serious or critical, in both themes; one lesson of each game
 * completed with the keyboard alone; and the "How to play" links of the home page, the
 * game pages and the emails' footers, followed to pages that answer.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUZZLES } from '../../src/learn/puzzle-sets.ts';
import { playerOverApi, ratedGameOverApi, tournamentOverApi } from './players-api.ts';
import { DESKTOP, PHONE, baseUrl, createGame, launchChromium, message, watchForErrors } from './harness.ts';
import { audit, auditBothSchemes, auditIn } from './axe.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** The "Email settings" and "How to play" links of the newest email to `address` in the development outbox. */
const mailLinks = async (address: string): Promise<{ preferences: string; howToPlay: string }> => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const emails = (await (await fetch(`${baseUrl()}/dev/outbox.json?to=${encodeURIComponent(address)}`)).json()) as {
      to: string;
      text: string;
    }[];
    const email = emails.find((candidate) => candidate.to === address);
    const preferences = email?.text.match(/Email settings: (\S+)/)?.[1];
    const howToPlay = email?.text.match(/How to play: (\S+)/)?.[1];
    if (preferences && howToPlay) return { preferences, howToPlay };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${address} in the development outbox`);
};

describe('accessibility', () => {
  /** Each page by name: its address, once the games and the email exist. */
  const pages = new Map<string, string>();

  beforeAll(async () => {
    const address = `audit-${Date.now()}@orrery.test`;
    const adomoc = await createGame({
      game: 'adomoc',
      players: { light: { name: 'Ann', email: address }, dark: { name: 'Bob' } },
    });
    const adix = await createGame({ game: 'adix', players: { white: { name: 'Cy' }, black: { name: 'Di' } } });
    const { preferences, howToPlay } = await mailLinks(address);
    expect(new URL(howToPlay).pathname).toBe('/rules/adomoc');
    const puzzle = PUZZLES.adix[0]!.id;
    // A player with a rated game, so the page has a rating chart and results to audit.
    const player = `Audit${Date.now().toString(36)}`;
    const playerCookie = await playerOverApi(player);
    await ratedGameOverApi(playerCookie, await playerOverApi(`${player}b`));
    // A tournament taking entries, for its page.
    const tournamentId = await tournamentOverApi(playerCookie, 'adix');
    for (const [name, path] of [
      ['home', '/'],
      ['adomoc game', adomoc.links.light!],
      ['adix game', adix.links.white!],
      ['adomoc game, watching', `/g/${adomoc.id}`],
      ['embed', `/g/${adix.id}/embed`],
      ['your games', '/me'],
      ['learn', '/learn'],
      ['lessons of a game', '/learn/adix'],
      ['a lesson', '/learn/adomoc/originating'],
      ['puzzles', '/learn/adomoc/puzzles'],
      ['a puzzle', `/learn/adix/puzzles/${puzzle}`],
      ['rules', '/rules'],
      ['adomoc rules', '/rules/adomoc'],
      ['adix rules', '/rules/adix'],
      ['email settings', preferences],
      ['player page', `/p/${player}`],
      ['tournaments', '/tournaments'],
      ['a tournament', `/t/${tournamentId}`],
    ] as const)
      pages.set(name, new URL(path, baseUrl()).href);
  });

  it.each([
    'home',
    'adomoc game',
    'adix game',
    'adomoc game, watching',
    'embed',
    'your games',
    'learn',
    'lessons of a game',
    'a lesson',
    'puzzles',
    'a puzzle',
    'rules',
    'adomoc rules',
    'adix rules',
    'email settings',
    'player page',
    'tournaments',
    'a tournament',
  ])('%s: no serious or critical axe-core violation, in either theme', async (name) => {
    // axe-core is injected as a script: the pages' Content-Security-Policy would refuse it.
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'light', bypassCSP: true });
    const page = await context.newPage();
    await page.goto(pages.get(name)!);
    await page.waitForLoadState('load');
    // A game page is audited once its script has taken it over.
    if (await page.locator('#connection').count())
      await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
    // Light at a desktop's width, then dark at a phone's, in the same page.
    const problems = await auditIn(page, [
      { scheme: 'light', viewport: DESKTOP },
      { scheme: 'dark', viewport: PHONE },
    ]);
    await context.close();
    expect(problems).toEqual([]);
  });

  it('the audit does find violations where there are some', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(pages.get('learn')!);
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      main.insertAdjacentHTML('beforeend', '<button type="button"></button><img src="/favicon.ico">');
    });
    const found = await audit(page);
    expect(found.some((problem) => problem.startsWith('button-name (critical)'))).toBe(true);
    expect(found.some((problem) => problem.startsWith('image-alt (critical)'))).toBe(true);
    // Text that only the dark scheme makes unreadable: found by the second scheme's colour rules.
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      main.insertAdjacentHTML(
        'beforeend',
        '<p style="color: light-dark(#000, #111); background: light-dark(#fff, #000)">Dim in the dark</p>',
      );
    });
    const inBoth = await auditBothSchemes(page);
    expect(inBoth.filter((problem) => problem.includes('color-contrast'))).toEqual([
      expect.stringMatching(/^dark: color-contrast \(serious\)/),
    ]);
    await context.close();
  });

  it('every page that should has a "How to play" link, to rules that answer', async () => {
    const adix = await createGame({ game: 'adix', players: { white: { name: 'Cy' }, black: { name: 'Di' } } });
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    const home = await page
      .locator('.how-to-play a')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(home.map((href) => new URL(href).pathname)).toEqual(['/rules/adomoc', '/rules/adix', '/learn']);
    await page.goto(`${baseUrl()}/g/${adix.id}`);
    const how = page.getByRole('link', { name: 'How to play ADIX' });
    expect(new URL((await how.getAttribute('href'))!, baseUrl()).pathname).toBe('/rules/adix');
    for (const href of [...home, '/rules/adix']) expect((await fetch(new URL(href, baseUrl()))).status).toBe(200);
    await context.close();
  });
});

/** Moves the board's keyboard focus to `target` with the arrow keys, the way a keyboard user would. */
const arrowTo = async (page: Page, target: string): Promise<void> => {
  for (let step = 0; step < 40; step++) {
    const where = await page.evaluate((name) => {
      const active = document.activeElement?.closest('[data-square]');
      const goal = document.querySelector(`#board [data-square="${name}"]`);
      if (!active || !goal) return null;
      const a = active.getBoundingClientRect();
      const b = goal.getBoundingClientRect();
      return {
        square: active.getAttribute('data-square'),
        dx: b.x + b.width / 2 - (a.x + a.width / 2),
        dy: b.y + b.height / 2 - (a.y + a.height / 2),
      };
    }, target);
    if (!where) throw new Error('the board has no keyboard focus');
    if (where.square === target) return;
    const horizontal = Math.abs(where.dx) > Math.abs(where.dy);
    await page.keyboard.press(
      horizontal ? (where.dx > 0 ? 'ArrowRight' : 'ArrowLeft') : where.dy > 0 ? 'ArrowDown' : 'ArrowUp',
    );
  }
  throw new Error(`the arrow keys did not reach ${target}`);
};

/** Tabs forward until the focused element matches `matches` (at most 60 presses). */
const tabTo = async (page: Page, matches: string): Promise<void> => {
  for (let press = 0; press < 60; press++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, matches)) return;
  }
  throw new Error(`Tab never reached ${matches}`);
};

describe('a lesson by keyboard alone', () => {
  for (const [game, lesson, from, to] of [
    ['adix', 'captain', 'e1', 'd2'],
    ['adomoc', 'primes', 'c3', 'c6'],
  ] as const)
    it(`completes the ${game} lesson “${lesson}” from the path's page with Tab, arrows and Enter`, async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const errors = watchForErrors(page);
      await page.goto(`${baseUrl()}/learn/${game}`);
      await tabTo(page, `a[href="/learn/${game}/${lesson}"]`);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.url()).toContain(`/learn/${game}/${lesson}`);
      await tabTo(page, '#board [data-square]');
      await arrowTo(page, from);
      await page.keyboard.press('Enter');
      await arrowTo(page, to);
      await page.keyboard.press('Enter');
      await expect.poll(() => message(page).getAttribute('data-tone')).toBe('right');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('lesson-next');
      await page.goto(`${baseUrl()}/learn/${game}`);
      await expect
        .poll(() => page.locator(`#lessons [data-lesson="${lesson}"]`).getAttribute('data-done'))
        .toBe('true');
      expect(errors).toEqual([]);
      await context.close();
    });
});
