/**
 * Tournaments in Chromium with signed-in players, each in their own browser context: Ann
 * creates a round robin on /tournaments, Bob and Cy enter on its page while Ann's page
 * shows them arrive live; at the start every page shows the rounds, each player's own
 * games open from "Play your game", and the standings and crosstable follow the results
 * live. Screenshots of both pages at 375 and 1280 px in both themes.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, launchChromium, watchForErrors, signedInContext } from './harness.ts';
import { playerOverApi, tournamentOverApi } from './players-api.ts';
import { shoot } from './screens.ts';

const NARROW = { width: 375, height: 812 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const uniqueName = (prefix: string): string =>
  `${prefix}${Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => 'bcdfghjkmnpqstvwxz'[byte % 18]).join('')}`;

const signedIn = (cookie: string, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  signedInContext(browser, cookie, { timezoneId: 'UTC', ...options });

const openLive = async (context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> => {
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto(`${baseUrl()}${path}`);
  await expect.poll(() => page.locator('#tournament').getAttribute('data-live')).toBe('open');
  return { page, errors };
};

const screenshots = async (page: Page, name: string): Promise<void> => {
  for (const theme of ['light', 'dark'] as const)
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', NARROW],
    ] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize(viewport);
      await shoot(page, `${name}-${theme}-${size}.png`, { fullPage: true });
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: innerWidth }));
      expect(widths.page, `${name} ${theme} ${size}`).toBeLessThanOrEqual(widths.screen);
    }
  await page.setViewportSize(DESKTOP);
};

/** A local datetime-local value `ms` from now, in UTC (the contexts' zone), to the second. */
const inputTime = (ms: number): string => new Date(Date.now() + ms).toISOString().slice(0, 19);

describe('tournaments in the browser', () => {
  it('creates a round robin, takes entries live, starts it and follows the results', async () => {
    const names = { ann: uniqueName('Ann'), bob: uniqueName('Bob'), cy: uniqueName('Cy') };
    const cookies = {
      ann: await playerOverApi(names.ann),
      bob: await playerOverApi(names.bob),
      cy: await playerOverApi(names.cy),
    };
    const annContext = await signedIn(cookies.ann);
    const list = await annContext.newPage();
    const listErrors = watchForErrors(list);
    await list.goto(`${baseUrl()}/tournaments`);
    const form = list.locator('#tournament-form');
    await form.getByLabel('ADIX').check();
    await form.locator('input[name="system"][value="round-robin"]').check();
    expect(await list.locator('#tournament-rounds-field').isHidden()).toBe(true);
    await form.getByLabel('Most entrants').fill('4');
    await form.getByLabel('Time per move').selectOption('2');
    // A bank, in the home form's words: 4 days to start, 2 a move, at most 6.
    await form.getByLabel('Bank the time: each move adds its days to what is left').check();
    await form.getByLabel('Days in the bank to start').fill('4');
    await form.getByLabel('Most days in the bank').fill('6');
    await form.locator('input[name="startsAt"]').fill(inputTime(25_000));
    await screenshots(list, 'tournaments-form');
    await form.getByRole('button', { name: 'Create the tournament' }).click();
    await expect.poll(() => list.url()).toMatch(/\/t\/[a-z2-9]{12}$/);
    const path = new URL(list.url()).pathname;
    const made = (await (await fetch(`${baseUrl()}/api/tournaments/${path.split('/').at(-1)}`)).json()) as {
      tournament: { clock: unknown };
    };
    expect(made.tournament.clock).toMatchObject({
      daysPerMove: 2,
      bank: { startDays: 4, incrementDays: 2, maxDays: 6 },
    });
    await expect.poll(() => list.locator('#tournament').getAttribute('data-live')).toBe('open');
    const ann = { page: list, errors: listErrors };
    expect(await ann.page.locator('h1').textContent()).toBe('ADIX round robin');
    expect(await ann.page.locator('#entrants').textContent()).toContain(names.ann);
    expect(await ann.page.getByRole('button', { name: 'Withdraw my entry' }).count()).toBe(1);

    // Bob and Cy enter from the page; Ann's page shows them without a reload.
    const bob = await openLive(await signedIn(cookies.bob), path);
    const cy = await openLive(await signedIn(cookies.cy), path);
    for (const player of [bob, cy]) {
      await player.page.getByRole('button', { name: 'Enter this tournament' }).click();
      await expect.poll(() => player.page.locator('#tournament-status').textContent()).toContain('You have entered');
    }
    await expect.poll(() => ann.page.locator('#entrants li').count()).toBe(3);
    expect(await ann.page.locator('#entrants').textContent()).toContain(names.cy);
    await screenshots(bob.page, 'tournament-open');

    // The list shows it among those starting soon; a list left open follows it (below).
    await list.goto(`${baseUrl()}/tournaments`);
    expect(await list.locator('#upcoming').textContent()).toContain('ADIX round robin');
    const openList = await bob.page.context().newPage();
    await openList.goto(`${baseUrl()}/tournaments`);
    expect(await openList.locator(`#upcoming a[href="${path}"]`).count()).toBe(1);
    // "Recently finished" is shown only with something in it.
    expect(await openList.locator('#finished-title').isVisible()).toBe(
      (await openList.locator('#finished a').count()) > 0,
    );
    await list.goto(`${baseUrl()}${path}`);
    await expect.poll(() => list.locator('#tournament').getAttribute('data-live')).toBe('open');

    // At the start, every page shows three rounds of one game each, live.
    for (const player of [ann, bob, cy])
      await expect
        .poll(() => player.page.locator('#tournament-state').getAttribute('data-status'), { timeout: 40_000 })
        .toBe('running');
    await expect.poll(() => ann.page.locator('.tournament-round').count()).toBe(3);
    // The open list moves it to those being played when it is looked at again, without a reload.
    // (The list in D1 is brought up to date at the end of the alarm's pass: ask until it is.)
    await expect
      .poll(async () => {
        await openList.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return openList.locator(`#running a[href="${path}"]`).count();
      })
      .toBe(1);
    expect(await openList.locator(`#upcoming a[href="${path}"]`).count()).toBe(0);
    await expect
      .poll(() => ann.page.getByRole('link', { name: 'Play your game' }).count(), { timeout: 15_000 })
      .toBe(2);

    // Cy withdraws from the page, told first what it does: both Cy's games are resigned.
    await cy.page.locator('details.withdraw summary').click();
    expect(await cy.page.locator('details.withdraw').textContent()).toContain(
      'unfinished games in it will be resigned',
    );
    await screenshots(cy.page, 'tournament-withdraw');
    await cy.page.getByRole('button', { name: 'Yes, withdraw' }).click();
    await expect.poll(() => cy.page.locator('#tournament-status').textContent()).toContain('You have withdrawn');
    await expect
      .poll(() => ann.page.locator('.pairing-result').allTextContents(), { timeout: 15_000 })
      .toSatisfy((results: string[]) => results.filter((result) => result !== '').length === 2);
    expect(await cy.page.locator('#tournament-actions').textContent()).toContain('You have withdrawn');

    // The game left ends by a resignation; Ann beats Bob (and both beat Cy, who withdrew).
    const order = [names.ann, names.bob, names.cy];
    const cookieOf: Record<string, string> = {
      [names.ann]: cookies.ann,
      [names.bob]: cookies.bob,
      [names.cy]: cookies.cy,
    };
    const id = path.split('/').at(-1)!;
    const view = await (await fetch(`${baseUrl()}/api/tournaments/${id}`)).json();
    for (const round of view.rounds)
      for (const game of round.games) {
        if (game.result !== null) continue;
        const [a, b] = [game.first.name, game.second.name];
        const loser = order.indexOf(a) > order.indexOf(b) ? a : b;
        const mine = await (
          await fetch(`${baseUrl()}/api/tournaments/${id}`, { headers: { Cookie: cookieOf[loser]! } })
        ).json();
        const link = mine.you.games.find((entry: { game: string }) => entry.game === game.game).link as string;
        const resigned = await fetch(`${baseUrl()}/api/games/${game.game}/resign`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${link.split('=')[1]}`, 'Content-Type': 'application/json' },
          body: '',
        });
        expect(resigned.status).toBe(200);
      }
    await expect
      .poll(() => ann.page.locator('#tournament-state').getAttribute('data-status'), { timeout: 30_000 })
      .toBe('finished');
    const rows = await ann.page.locator('#standings tbody tr').allTextContents();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      `1${names.ann}212`,
      `2${names.bob}102`,
      `3${names.cy} (withdrew)002`,
    ]);
    const annRow = ann.page.locator('#crosstable tbody tr', { hasText: names.ann });
    expect(await annRow.locator('td a').allTextContents()).toEqual(['1', '1']);
    await screenshots(ann.page, 'tournament-finished');
    // The list left open since before the start shows it among the recently finished.
    await expect
      .poll(async () => {
        await openList.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return openList.locator(`#finished a[href="${path}"]`).isVisible();
      })
      .toBe(true);
    expect(await openList.locator(`#running a[href="${path}"]`).count()).toBe(0);
    await openList.close();

    // Once over, a player's own games still open in their seat.
    expect(await ann.page.getByRole('link', { name: 'Play your game' }).count()).toBe(0);
    const play = bob.page.locator('.pairings').getByRole('link', { name: 'Your game', exact: true }).first();
    await expect.poll(() => play.getAttribute('href')).toMatch(/\/g\/[a-z2-9]{12}#(white|black)=[\w-]{43}$/);
    expect([...ann.errors, ...bob.errors, ...cy.errors]).toEqual([]);
  });

  it('lets its creator cancel it before the start, asking first', async () => {
    const name = uniqueName('Ann');
    const cookie = await playerOverApi(name);
    const id = await tournamentOverApi(cookie, 'adomoc');
    const ann = await openLive(await signedIn(cookie), `/t/${id}`);
    await ann.page.locator('details.cancel summary').click();
    expect(await ann.page.locator('details.cancel').textContent()).toContain(
      'everyone else who entered will be emailed',
    );
    await screenshots(ann.page, 'tournament-cancel');
    await ann.page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => ann.page.locator('#tournament-state').getAttribute('data-status')).toBe('cancelled');
    expect(await ann.page.locator('#tournament-state').textContent()).toContain(
      'who created it, cancelled it before the start',
    );
    expect(await ann.page.locator('#tournament-status').textContent()).toContain('The tournament is cancelled');
    expect(await ann.page.locator('details.cancel').count()).toBe(0);
    expect(ann.errors).toEqual([]);
  });

  it('tells a visitor how to take part', async () => {
    const context = await browser.newContext({ viewport: NARROW });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl()}/tournaments`);
    expect(await page.locator('.intro .notice').textContent()).toContain('sign in with your email address');
    expect(await page.locator('#tournament-form').count()).toBe(0);
    expect(await page.locator('a[href="/tournaments"]').count()).toBeGreaterThanOrEqual(0);
    await page.goto(`${baseUrl()}/play`);
    expect(await page.locator('.intro a[href="/tournaments"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
