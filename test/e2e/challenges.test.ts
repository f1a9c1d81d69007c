/**
 * Finding an opponent on /play in Chromium, two signed-in players in their own browser
 * contexts: Bob's list shows Ann's challenge the moment she posts it, from the socket's
 * message alone (no read of the list), Cy's list filtered to another game does not, Bob
 * accepts, and both pages open the new game, each in its own seat. Screenshots of /play
 * at phone and desktop widths in both themes.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, baseUrl, launchChromium, watchForErrors, signedInContext } from './harness.ts';
import { playerOverApi } from './players-api.ts';
import { shoot } from './screens.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** A name no other test's player passes for: letters drawn at random. */
const uniqueName = (prefix: string): string =>
  `${prefix}${Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => 'bcdfghjkmnpqstvwxz'[byte % 18]).join('')}`;

const signedIn = (cookie: string, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  signedInContext(browser, cookie, options);

const openPlay = async (context: BrowserContext, path = '/play'): Promise<{ page: Page; errors: string[] }> => {
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto(`${baseUrl()}${path}`);
  await expect.poll(() => page.locator('#challenges').getAttribute('data-live')).toBe('open');
  return { page, errors };
};

describe('finding an opponent on /play', () => {
  it('posts a challenge, shows it live to another player, and opens the game in both seats when accepted', async () => {
    const annName = uniqueName('Ann');
    const bobName = uniqueName('Bob');
    const ann = await openPlay(await signedIn(await playerOverApi(annName)));
    const bob = await openPlay(await signedIn(await playerOverApi(bobName)));
    const cy = await openPlay(await signedIn(await playerOverApi(uniqueName('Cy'))), '/play?game=adomoc');
    expect(await cy.page.locator('select[name="game"]').inputValue()).toBe('adomoc');
    // Reads of the list Bob's page makes from here on: none, as changes arrive whole.
    const bobReads: string[] = [];
    bob.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/challenges') bobReads.push(request.url());
    });

    // Ann posts: ADIX, two days a move, she plays White.
    const form = ann.page.locator('#challenge-form');
    await form.getByLabel('ADIX').check();
    await form.getByLabel('Time per move').selectOption('2');
    await form.locator('input[name="side"][value="0"]').check();
    expect(await form.locator('[data-challenge-side-label="0"]').textContent()).toBe('White');
    await form.getByRole('button', { name: 'Post the challenge' }).click();
    const annItem = ann.page.locator('.challenge[data-mine="true"]');
    await expect.poll(() => annItem.count()).toBe(1);
    expect(await ann.page.locator('#lobby-status').textContent()).toContain('Your challenge is posted');
    expect(await annItem.getByRole('button', { name: /^Withdraw/ }).count()).toBe(1);

    // Bob's list shows it without a reload.
    const bobItem = bob.page.locator('.challenge', { hasText: annName });
    await expect.poll(() => bobItem.count()).toBe(1);
    expect(await bobItem.locator('.challenge-title').textContent()).toContain('ADIX');
    expect(await bobItem.locator('.challenge-facts').textContent()).toBe(
      `2 days a move · ${annName} plays White, you Black · rated · expires in 7 days`,
    );
    expect(bobReads).toEqual([]);
    // Cy asked for Adomoc only: Ann's ADIX is not drawn on his page.
    await bob.page.waitForTimeout(500);
    expect(await cy.page.locator('.challenge', { hasText: annName }).count()).toBe(0);

    for (const theme of ['light', 'dark'] as const)
      for (const [name, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        for (const [who, page] of [
          ['taker', bob.page],
          ['poster', ann.page],
        ] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await page.setViewportSize(viewport);
          await shoot(page, `play-${who}-${theme}-${name}.png`, { fullPage: true });
          const widths = await page.evaluate(() => ({
            page: document.documentElement.scrollWidth,
            screen: innerWidth,
          }));
          expect(widths.page).toBeLessThanOrEqual(widths.screen);
        }
      }
    for (const theme of ['light', 'dark'] as const)
      for (const width of [375, 1280]) {
        await bob.page.emulateMedia({ colorScheme: theme });
        await bob.page.setViewportSize({ width, height: 900 });
        await shoot(bob.page, `play-${theme}-${width}.png`, { fullPage: true });
      }
    await bob.page.setViewportSize(DESKTOP);
    await ann.page.setViewportSize(DESKTOP);

    // Bob accepts: his page opens the game in Black's seat, and Ann's opens it in White's.
    await bobItem.getByRole('button', { name: new RegExp(`^Accept ${annName}`) }).click();
    await expect.poll(() => bob.page.url()).toMatch(/\/g\/[a-z2-9]{12}$/);
    await expect.poll(() => ann.page.url()).toMatch(/\/g\/[a-z2-9]{12}$/);
    expect(ann.page.url()).toBe(bob.page.url());
    for (const page of [ann.page, bob.page]) {
      await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
      await expect.poll(() => page.locator('#seat-actions').isVisible()).toBe(true);
    }
    expect(await ann.page.locator('#game').getAttribute('data-my-turn')).toBe('true');
    expect(await bob.page.locator('#game').getAttribute('data-my-turn')).toBe('false');
    expect(await ann.page.locator('#players').textContent()).toContain(bobName);

    // The challenge has left the list.
    const list = await (await fetch(`${baseUrl()}/api/challenges`)).json();
    expect(JSON.stringify(list)).not.toContain(annName);
    expect([...ann.errors, ...bob.errors, ...cy.errors]).toEqual([]);
  });

  it('tells a visitor how to join in', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const { page, errors } = await openPlay(context);
    expect(await page.locator('.intro .notice').textContent()).toContain('sign in with your email address');
    expect(await page.locator('#challenge-form').count()).toBe(0);
    expect(await page.locator('.challenge button').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
