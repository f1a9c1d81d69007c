/**
 * A game with a bank clock, in Chromium: started from the home page's form with "Bank the
 * time", its page says the time left with the bank's terms, and after a move the mover's
 * bank has grown by the increment. axe on the page in both schemes; screenshots at phone
 * and desktop widths in both themes go to /tmp/screens.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './axe.ts';
import { DESKTOP, baseUrl, launchChromium, openGame, playOverApi, watchForErrors } from './harness.ts';

const SCREENS = '/tmp/screens';
const NARROW = { width: 375, height: 740 } as const;

let browser: Browser;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('a game with a bank clock', () => {
  it('is started from the home page and says its bank on the game page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl()}/`);
    await page.locator('summary', { hasText: 'Clock' }).click();
    await page.getByLabel('Limit the time for each move').check();
    await page.getByLabel('Days per move').fill('1');
    await page.getByLabel('Bank the time').check();
    await page.getByLabel('Days in the bank to start').fill('7');
    await page.getByLabel('Most days in the bank').fill('10');
    // A most below the start is caught in the form.
    await page.getByLabel('Most days in the bank').fill('5');
    await page.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => page.locator('#form-error').textContent()).toContain('Most days in the bank');
    await page.getByLabel('Most days in the bank').fill('10');
    await page.getByRole('button', { name: 'Create the game' }).click();
    const links = page.locator('#created-links input');
    await expect.poll(() => links.count()).toBe(3);
    const [light, dark] = await links.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

    await page.goto(light!);
    await expect
      .poll(() => page.locator('#clock').textContent())
      .toMatch(/6 days 23 hours left for Light, \+1 day per move, at most 10/);
    expect(await audit(page)).toEqual([]);

    // Light moves: 7 days less a moment, +1: Dark's page says Dark's 7 days with the terms.
    const id = new URL(light!).pathname.split('/').at(-1)!;
    const token = new URL(light!).hash.split('=')[1]!;
    await playOverApi({ id, links: { light: light!, dark: dark! }, tokens: { light: token } }, 'light', 'Fa3a4', 0);
    const darkPage = await openGame(await browser.newContext({ viewport: DESKTOP, bypassCSP: true }), dark!);
    await expect
      .poll(() => darkPage.page.locator('#clock').textContent())
      .toMatch(/6 days 23 hours left for Dark, \+1 day per move, at most 10/);
    const state = (await (await fetch(`${baseUrl()}/api/games/${id}`)).json()) as {
      clock: { banksMs: Record<string, number> };
    };
    expect(state.clock.banksMs.light).toBeGreaterThan(7.9 * 86_400_000);
    for (const theme of ['light', 'dark'] as const)
      for (const [device, viewport] of [
        ['phone', NARROW],
        ['desktop', DESKTOP],
      ] as const) {
        const shot = await browser.newContext({ viewport, colorScheme: theme, bypassCSP: true });
        const view = await shot.newPage();
        await view.goto(dark!);
        await view.locator('#clock').scrollIntoViewIfNeeded();
        await view.screenshot({ path: `${SCREENS}/bank-clock-${theme}-${device}.png` });
        expect(await audit(view)).toEqual([]);
        await shot.close();
      }
    expect(errors).toEqual([]);
    expect(darkPage.errors).toEqual([]);
    await darkPage.page.context().close();
    await context.close();
  });
});
