/**
 * A rematch through the pages, each player in their own browser context: a game ends by
 * resignation, one offers a rematch, the other declines and then accepts the next offer
 * (each step said live on the other's page), and both pages land on the new game in
 * their new seats with the series score shown. Screenshots of the rematch panel at phone
 * and desktop width in both themes go to the screenshots folder (screens.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, createGame, launchChromium, message, openGame } from './harness.ts';
import { shoot } from './screens.ts';

const PHONE_375 = { width: 375, height: 812 } as const;

let browser: Browser;
let ann: BrowserContext;
let bob: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  ann = await browser.newContext({ viewport: DESKTOP });
  bob = await browser.newContext({ viewport: DESKTOP });
});

afterAll(async () => {
  await browser?.close();
});

const rematchButton = (page: Page, name: string) => page.locator('#rematch-actions').getByRole('button', { name });

const seatOf = (page: Page, id: string) =>
  page.evaluate((game) => JSON.parse(localStorage.getItem(`orrery:seat:${game}`) ?? 'null')?.side ?? null, id);

/** The page once it has left game `id` for another and that page's script has taken over. */
const landedElsewhere = async (page: Page, id: string): Promise<string> => {
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/g\/[a-z2-9]{12}$/);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(`/g/${id}`);
  await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
  return new URL(page.url()).pathname.slice('/g/'.length);
};

describe('a rematch between two browsers', () => {
  it('is offered, declined, offered by the other and accepted; both pages move to the new game', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const light = await openGame(ann, created.links.light!);
    const dark = await openGame(bob, created.links.dark!);
    // No rematch while the game goes on.
    expect(await light.page.locator('#rematch').isHidden()).toBe(true);

    await light.page.getByRole('button', { name: 'Resign' }).click();
    await light.page.getByRole('button', { name: 'Yes, resign' }).click();
    await rematchButton(dark.page, 'Offer a rematch').waitFor();
    await rematchButton(light.page, 'Offer a rematch').click();
    await expect.poll(() => message(dark.page).textContent()).toContain('Ann offered a rematch');
    await expect.poll(() => dark.page.locator('#rematch-note').textContent()).toContain('Ann offers a rematch');
    await rematchButton(dark.page, 'Decline').click();
    await expect.poll(() => message(light.page).textContent()).toBe('Bob declined the rematch.');

    // Each side offers once: Ann's button is gone, and Bob offers instead.
    expect(await rematchButton(light.page, 'Offer a rematch').count()).toBe(0);
    await rematchButton(dark.page, 'Offer a rematch').click();
    await rematchButton(light.page, 'Accept rematch').waitFor();
    await screenshots(light.page, 'rematch-offer');

    await rematchButton(light.page, 'Accept rematch').click();
    const [annAt, bobAt] = await Promise.all([
      landedElsewhere(light.page, created.id),
      landedElsewhere(dark.page, created.id),
    ]);
    expect(annAt).toBe(bobAt);
    // Sides swapped: Bob plays light and moves first; each seat is kept on its own device only.
    expect(await seatOf(light.page, annAt)).toBe('dark');
    expect(await seatOf(dark.page, bobAt)).toBe('light');
    // The seat token left the visible address.
    expect(light.page.url()).toMatch(new RegExp(`/g/${annAt}$`));
    await expect.poll(() => dark.page.locator('#turn-note').textContent()).toContain('Your turn: you play Light');
    await expect.poll(() => light.page.locator('#turn-note').textContent()).toContain('waiting for Bob');
    for (const page of [light.page, dark.page])
      await expect.poll(() => page.locator('#series').textContent()).toBe('Bob 1 – Ann 0 (game 2)');
    await screenshots(light.page, 'rematch-series');

    // The old game's page, opened again, stays there and offers the way to the new one.
    const old = await openGame(ann, created.links.watch!);
    await expect.poll(() => old.page.locator('#rematch-note').textContent()).toContain('you play Dark there');
    await rematchButton(old.page, 'Go to the rematch').waitFor();
    expect(new URL(old.page.url()).pathname).toBe(`/g/${created.id}`);
    await old.page.close();

    // The embed view shows the series too.
    const embed = await ann.newPage();
    await embed.goto(`${baseUrl()}/g/${annAt}/embed`);
    await expect.poll(() => embed.locator('#series').textContent()).toBe('Series: Bob 1 – Ann 0 (game 2)');
    await embed.close();

    expect([...light.errors, ...dark.errors]).toEqual([]);
    // Two pages, eight reloads for the screenshots and two navigations: more than the default minute on a busy machine.
  }, 180_000);
});

/** The page at 375 px and desktop width, light and dark, reloaded into each. */
const screenshots = async (page: Page, name: string): Promise<void> => {
  for (const theme of ['light', 'dark'] as const)
    for (const [device, viewport] of [
      ['phone', PHONE_375],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await page.reload();
      await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
      await page.locator('#rematch').scrollIntoViewIfNeeded();
      await shoot(page, `${name}-${theme}-${device}.png`, { fullPage: device === 'phone' });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(viewport.width);
    }
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
};
