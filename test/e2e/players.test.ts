/**
 * Players and ratings in Chromium: two people sign in with the link from the development
 * outbox, choose their names on /me, put their seats on their pages from the game page,
 * finish the game (one resigns on the page) and see the ratings on /p/:name, each with
 * the record against the other. Screenshots of a player's page at 375 px and 1280 px in
 * both themes go to the screenshots folder (screens.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, createGame, launchChromium, openGame, playOverApi, watchForErrors } from './harness.ts';
import { shoot } from './screens.ts';

const PHONE_375 = { width: 375, height: 812 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** The sign-in link the development outbox holds for `address`. */
const signInLink = async (address: string): Promise<string> => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const emails = (await (await fetch(`${baseUrl()}/dev/outbox.json?to=${encodeURIComponent(address)}`)).json()) as {
      to: string;
      text: string;
    }[];
    const link = emails.find((email) => email.to === address)?.text.match(/(\S+\/me\/sign-in\?t=[\w-]{43})/)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-in link for ${address} in the development outbox`);
};

/** Signs in on /me with the emailed link, through the pages: /me, ready to choose a name. */
const signIn = async (context: BrowserContext, who: string): Promise<Page> => {
  const address = `${who}-${Date.now()}@orrery.test`;
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/me`);
  await page.getByLabel('Your email address').fill(address);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  await page.goto(await signInLink(address));
  await page.getByRole('button', { name: 'Show my games' }).click();
  await page.getByLabel('Choose your player name').waitFor();
  return page;
};

const chooseName = async (page: Page, name: string): Promise<void> => {
  await page.getByLabel('Choose your player name').fill(name);
  await page.getByRole('button', { name: 'Choose this name' }).click();
};

/** Signs in and chooses `name`. */
const signUp = async (context: BrowserContext, name: string): Promise<Page> => {
  const page = await signIn(context, name.toLowerCase());
  await chooseName(page, name);
  await page.locator('.player-link').waitFor();
  expect(await page.locator('.player-link').textContent()).toContain(`You play as ${name}`);
  return page;
};

describe('two signed-in players', () => {
  it('claim their seats on the game page, finish a rated game and see their ratings on /p/:name', async () => {
    const annContext = await browser.newContext({ viewport: DESKTOP });
    const bobContext = await browser.newContext({ viewport: DESKTOP });
    const annMe = await signUp(annContext, 'Annika');
    const bobMe = await signUp(bobContext, 'Bertil');

    // A look-alike of a taken name (a Cyrillic і) is refused on the form, with its reason.
    const thirdContext = await browser.newContext({ viewport: DESKTOP });
    const third = await signIn(thirdContext, 'third');
    await chooseName(third, 'Ann\u0456ka');
    expect(await third.getByRole('alert').textContent()).toContain('looks too much like a name that is');
    await shoot(third, 'me-name-refused.png', { fullPage: true });
    await thirdContext.close();

    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const ann = await openGame(annContext, created.links.light!);
    const bob = await openGame(bobContext, created.links.dark!);
    for (const [opened, name] of [
      [ann, 'Annika'],
      [bob, 'Bertil'],
    ] as const) {
      const section = opened.page.locator('#seat-player');
      await shoot(opened.page.locator('#seat-player'), `seat-player-${name}-before.png`);
      await section.getByRole('button', { name: `Add this game to ${name}’s page` }).click();
      await expect.poll(() => section.textContent()).toContain('This game is on your page');
    }

    await playOverApi(created, 'light', 'Fa3a6', 0);
    await playOverApi(created, 'dark', 'Fj3j7', 1);
    await playOverApi(created, 'light', 'F^c3c6', 2);
    await playOverApi(created, 'dark', 'F^h3h6', 3);
    await bob.page.reload();
    await bob.page.getByRole('button', { name: 'Resign' }).click();
    await bob.page.getByRole('button', { name: 'Yes, resign' }).click();
    await expect.poll(() => ann.page.locator('#players').textContent()).toContain('won');
    // Both pages hear of the ratings live, once they are written.
    for (const opened of [ann, bob])
      await expect
        .poll(() => opened.page.locator('#players .player-rating').allTextContents(), { timeout: 20_000 })
        .toEqual(['1500 → 1662', '1500 → 1338']);

    // The rating is written from the game's alarm, a moment after the end.
    await expect
      .poll(
        async () => {
          await annMe.goto(`${baseUrl()}/p/Annika`);
          return annMe.locator('.rating-card').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const card = annMe.locator('.rating-card');
    expect(await card.locator('h3').textContent()).toBe('Adomoc · Standard');
    expect(await card.locator('.rating-value strong').textContent()).toBe('1662?');
    expect(await card.locator('svg.rating-chart').getAttribute('aria-label')).toContain('from 1500 to 1662');
    expect(await annMe.locator('.player-games .result-won').count()).toBe(1);
    expect(await annMe.locator('.player-games').first().textContent()).toContain('Bertil');

    await bobMe.goto(`${baseUrl()}/p/Annika`);
    expect(await bobMe.locator('.against-you').textContent()).toContain('Annika won 1, drew 0, lost 0');
    await bobMe.goto(`${baseUrl()}/p/Bertil`);
    expect(await bobMe.locator('.rating-value strong').textContent()).toBe('1338?');
    expect(await bobMe.locator('.player-games .result-lost').count()).toBe(1);

    // The game page links both players' pages.
    await ann.page.reload();
    expect(await ann.page.locator('#players a.player-page-link').allTextContents()).toEqual(['Annika', 'Bertil']);
    expect([...ann.errors, ...bob.errors]).toEqual([]);
    await annContext.close();
    await bobContext.close();
  });

  it('keep playing by link without signing in, as before', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const created = await createGame({ game: 'adomoc' });
    const { page, errors } = await openGame(context, created.links.light!);
    await expect.poll(() => page.locator('#seat-player').textContent()).toContain('Sign in on /me');
    await playOverApi(created, 'light', 'Fa3a6', 0);
    await page.reload();
    expect(await page.locator('#moves [data-ply="1"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('screenshots of a player’s page at 375 px and 1280 px, in both themes', async () => {
    for (const theme of ['light', 'dark'] as const)
      for (const [device, viewport] of [
        ['375', PHONE_375],
        ['1280', DESKTOP],
      ] as const) {
        const context = await browser.newContext({ viewport, colorScheme: theme });
        const page = await context.newPage();
        const errors = watchForErrors(page);
        await page.goto(`${baseUrl()}/p/Annika`);
        await page.locator('.rating-card').waitFor();
        await shoot(page, `player-${theme}-${device}.png`, { fullPage: true });
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          screen: window.innerWidth,
        }));
        expect(widths.page).toBeLessThanOrEqual(widths.screen);
        expect(errors).toEqual([]);
        await context.close();
      }
  });
});
