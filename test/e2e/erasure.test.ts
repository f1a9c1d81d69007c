/**
 * Erasing an account in Chromium, end to end: a signed-in player with a finished game
 * presses "Erase my account…" on /me, follows the link from the development outbox,
 * confirms on its page, and within moments their page is gone and the game shows "erased
 * player". axe on every new page (and /privacy) in both schemes; screenshots at 375 px and
 * desktop widths in both themes go to the screenshots folder (screens.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditIn, bothSchemesAt } from './axe.ts';
import { DESKTOP, baseUrl, launchChromium, watchForErrors } from './harness.ts';
import { playerOverApi, ratedGameOverApi, signInOverApi } from './players-api.ts';
import { shoot } from './screens.ts';

const NARROW = { width: 375, height: 740 } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** axe in both schemes, and a screenshot of the page at each width in each theme. */
const auditAndShoot = async (page: Page, name: string): Promise<void> => {
  for (const [device, viewport] of [
    ['phone', NARROW],
    ['desktop', DESKTOP],
  ] as const) {
    const problems = await auditIn(page, bothSchemesAt(viewport), async ({ scheme }) => {
      await shoot(page, `${name}-${scheme}-${device}.png`, { fullPage: true });
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: innerWidth }));
      expect(widths.page, `${name} ${scheme} ${device}`).toBeLessThanOrEqual(widths.screen);
    });
    expect(problems, `${name} ${device}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
};

/** The erasure link the development outbox holds for `address`. */
const erasureLink = async (address: string): Promise<string> => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const emails = (await (await fetch(`${baseUrl()}/dev/outbox.json`)).json()) as { to: string; text: string }[];
    const link = emails
      .find((email) => email.to === address)
      ?.text.match(/https?:\/\/\S+\/me\/erase\?t=[\w-]{43}/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no erasure link for ${address} in the development outbox`);
};

describe('erasing an account', () => {
  it('from /me, by the emailed link and its page, leaves the game with an erased player', async () => {
    const stamp = Date.now().toString(36).replace(/\d/g, '');
    const annName = `Ann${stamp}`;
    const address = `erase-${stamp}@orrery.test`;
    const annCookie = await signInOverApi(address);
    const chosen = await fetch(`${baseUrl()}/api/me/player`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl(), Cookie: annCookie },
      body: JSON.stringify({ name: annName }),
    });
    expect(chosen.status).toBe(201);
    const bobCookie = await playerOverApi(`Bob${stamp}`);
    const game = await ratedGameOverApi(annCookie, bobCookie);

    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const [cookieName, ...value] = annCookie.split('=');
    await context.addCookies([{ name: cookieName!, value: value.join('='), url: baseUrl() }]);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl()}/me`);
    await page.locator('.your-data').scrollIntoViewIfNeeded();
    await auditAndShoot(page, 'erase-me');

    await page.getByRole('button', { name: 'Erase my account…' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Check your inbox');
    expect(await page.locator('main').textContent()).toContain(address);
    await auditAndShoot(page, 'erase-sent');

    // The link opens a page that asks once more: opening it erases nothing.
    await page.goto(await erasureLink(address));
    await expect.poll(() => page.locator('h1').textContent()).toBe('Erase your account');
    expect((await fetch(`${baseUrl()}/p/${annName}`)).status).toBe(200);
    await auditAndShoot(page, 'erase-confirm');

    await page.getByRole('button', { name: 'Erase my account now' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Your account is being erased');
    await auditAndShoot(page, 'erase-begun');

    // Within moments the player's page is gone and the game shows the seat erased.
    await expect
      .poll(async () => (await fetch(`${baseUrl()}/p/${annName}`)).status, { timeout: 20_000, interval: 250 })
      .toBe(404);
    await page.goto(`${baseUrl()}/g/${game.id}`);
    await expect.poll(() => page.locator('#players').textContent()).toContain('erased player');
    expect(await page.locator('#players').textContent()).not.toContain(annName);
    await page.goto(`${baseUrl()}/me`);
    expect(await page.locator('main').textContent()).not.toContain(address);

    await page.goto(`${baseUrl()}/privacy`);
    await auditAndShoot(page, 'privacy');
    expect(errors).toEqual([]);
    await context.close();
  });
});
