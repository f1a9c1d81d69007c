/**
 * The opening explorer, the statistics pages and the designer's view in Chromium, over a
 * few finished games: no serious or critical axe-core violation in either theme, nothing
 * wider than a phone's screen, screenshots at phone and desktop widths in both themes
 * (saved to the screenshots folder (screens.ts) for people to look at); moves followed by clicking and by
 * pasting; and the explorer one click from a finished game's analysis board, never from
 * a game in progress between people.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditIn, bothSchemesAt } from './axe.ts';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  createGame,
  launchChromium,
  openGame,
  playOverApi,
  resignOverApi,
  type Created,
} from './harness.ts';
import { playerOverApi, ratedGameOverApi } from './players-api.ts';
import { shoot } from './screens.ts';

let browser: Browser;
let finished: Created;
/**
 * What this worker's server held before this file's games: files that ran before it on
 * the same server may have finished Adomoc games of their own, which count too.
 */
let gamesBefore = 0;
let fa3a6Before = 0;

const statsGames = async (): Promise<number> =>
  ((await (await fetch(`${baseUrl()}/api/stats/adomoc/standard`)).json()) as { all: { games: number } }).all.games;

const gamesOfFirstMove = async (move: string): Promise<number> => {
  const answer = (await (await fetch(`${baseUrl()}/api/explore/adomoc/standard`)).json()) as {
    next: { move: string; games: number }[];
  };
  return answer.next.find((entry) => entry.move === move)?.games ?? 0;
};

beforeAll(async () => {
  browser = await launchChromium();
  gamesBefore = await statsGames();
  fa3a6Before = await gamesOfFirstMove('Fa3a6');
  const lines = [
    ['Fa3a6', 'Fj3j7', 'light'],
    ['Fa3a6', 'Fj3j7', 'dark'],
    ['Fa3a6', 'F^h3h6', 'dark'],
    ['F^c3c6', 'F^h3h6', 'light'],
  ] as const;
  for (const [first, second, resigns] of lines) {
    finished = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    await playOverApi(finished, 'light', first, 0);
    await playOverApi(finished, 'dark', second, 1);
    await resignOverApi(finished, resigns);
  }
  await ratedGameOverApi(
    await playerOverApi(`Ex${Date.now().toString(36)}`),
    await playerOverApi(`Ey${Date.now().toString(36)}`),
  );
  // The games reach D1 from their objects' alarms, about a second after they end.
  for (let attempt = 0; ; attempt++) {
    const games = (await statsGames()) - gamesBefore;
    if (games >= 5) break;
    if (attempt > 100) throw new Error(`D1 has ${games} of the 5 finished games`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  ['explorer', '/explore/adomoc/standard'],
  ['explorer-after-a-move', `/explore/adomoc/standard?moves=${encodeURIComponent('Fa3a6')}`],
  ['statistics', '/stats/adomoc/standard'],
  ['designer', '/stats/adomoc'],
] as const;

const noSideways = async (page: Page): Promise<void> => {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
};

describe('the explorer and the statistics in a browser', () => {
  it.each(PAGES)(
    '%s: no serious axe-core violation, fits a phone, in both themes (screenshots)',
    async (name, path) => {
      const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'light', bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForLoadState('load');
      // One page shown in each scheme at each width in turn (axe.ts, auditIn).
      const problems: string[] = [];
      for (const [device, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const)
        for (const problem of await auditIn(page, bothSchemesAt(viewport), async ({ scheme }) => {
          await noSideways(page);
          await shoot(page, `${name}-${scheme}-${device}.png`, { fullPage: true });
        }))
          problems.push(`${device}: ${problem}`);
      await context.close();
      expect(problems).toEqual([]);
    },
  );

  it('follows moves by clicking them and by pasting them', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/explore/adomoc/standard`);
    const first = page.locator('.explorer-table tbody th a', { hasText: 'Fa3a6' });
    expect(
      await page.locator('.explorer-table tbody tr', { hasText: 'Fa3a6' }).locator('td').first().textContent(),
    ).toBe(String(fa3a6Before + 4));
    await first.click();
    await page.waitForURL(/moves=Fa3a6$/);
    expect(await page.locator('nav[aria-label="Moves to this position"] [aria-current="page"]').textContent()).toBe(
      '1. Fa3a6',
    );
    await page.locator('.explorer-table tbody th a', { hasText: 'Fj3j7' }).click();
    await page.waitForURL(/moves=Fa3a6(%20|\+)Fj3j7$/);
    // Back to the start from the moves' links, then pasted movetext with move numbers.
    await page.locator('nav[aria-label="Moves to this position"] a', { hasText: 'Start' }).click();
    await page.locator('#explore-moves').fill('1. F^c3c6 F^h3h6');
    await page.locator('#explore-moves').locator('xpath=..').locator('button').click();
    await page.waitForURL(/moves=/);
    expect(await page.locator('nav[aria-label="Moves to this position"] [aria-current="page"]').textContent()).toBe(
      'F^h3h6',
    );
    await context.close();
  });

  it('is one click from a finished game’s analysis board, and not linked from a game in progress', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page } = await openGame(context, finished.links.light!);
    await page.locator('#analyse').click();
    const link = page.locator('[data-explore-link]');
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(/\/explore\/adomoc\/standard\?position=/);
    expect(await page.locator('h1').textContent()).toContain('opening explorer');
    await page.close();

    const ongoing = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    await playOverApi(ongoing, 'light', 'Fa3a6', 0);
    const opened = await openGame(context, ongoing.links.light!);
    await opened.page.locator('#analyse').click();
    await expect.poll(() => opened.page.locator('#analysis').isVisible()).toBe(true);
    expect(await opened.page.locator('[data-explore-link]').isVisible()).toBe(false);
    await context.close();
  });
});
