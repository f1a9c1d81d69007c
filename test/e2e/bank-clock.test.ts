/**
 * A game with a bank clock, in Chromium: started from the home page's form with "Bank the
 * time", its page says the time left with the bank's terms, and after a move the mover's
 * bank has grown by the increment. The same from /play: a challenge posted with a bank
 * (the form checks it in the home form's words), taken, starts a game with that bank.
 * axe on the pages in both schemes; screenshots at phone and desktop widths in both
 * themes go to the screenshots folder (screens.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, auditBothSchemes, auditIn, bothSchemesAt } from './axe.ts';
import { DESKTOP, baseUrl, launchChromium, openGame, playOverApi, watchForErrors } from './harness.ts';
import { playerOverApi } from './players-api.ts';
import { shoot } from './screens.ts';

const NARROW = { width: 375, height: 740 } as const;

let browser: Browser;

beforeAll(async () => {
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
    for (const [device, viewport] of [
      ['phone', NARROW],
      ['desktop', DESKTOP],
    ] as const) {
      const shot = await browser.newContext({ viewport, bypassCSP: true });
      const view = await shot.newPage();
      await view.goto(dark!);
      await view.locator('#clock').scrollIntoViewIfNeeded();
      expect(await auditBothSchemes(view, (theme) => shoot(view, `bank-clock-${theme}-${device}.png`))).toEqual([]);
      await shot.close();
    }
    expect(errors).toEqual([]);
    expect(darkPage.errors).toEqual([]);
    await darkPage.page.context().close();
    await context.close();
  });

  it('is offered on /play, in the home form’s words, and the challenge taken starts a game with the bank', async () => {
    const signedIn = async (name: string) => {
      const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
      const [cookie, value] = (await playerOverApi(name)).split('=') as [string, string];
      await context.addCookies([{ name: cookie, value, url: baseUrl() }]);
      const page = await context.newPage();
      const errors = watchForErrors(page);
      await page.goto(`${baseUrl()}/play`);
      await expect.poll(() => page.locator('#challenges').getAttribute('data-live')).toBe('open');
      return { page, errors };
    };
    const annName = `Ann${crypto
      .randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    const bobName = `Bob${crypto
      .randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    const ann = await signedIn(annName);
    const bob = await signedIn(bobName);

    const form = ann.page.locator('#challenge-form');
    await form.getByLabel('Adomoc').check();
    await form.getByLabel('Time per move').selectOption('1');
    await form.getByLabel('Bank the time: each move adds its days to what is left').check();
    await form.getByLabel('Days in the bank to start').fill('7');
    // A most below the start is caught in the form, in the home form's words.
    await form.getByLabel('Most days in the bank').fill('5');
    await form.getByRole('button', { name: 'Post the challenge' }).click();
    await expect.poll(() => ann.page.locator('#challenge-error').textContent()).toContain('Most days in the bank');
    await form.getByLabel('Most days in the bank').fill('10');
    // No clock and a bank cannot go together.
    await form.getByLabel('Time per move').selectOption('0');
    await form.getByRole('button', { name: 'Post the challenge' }).click();
    await expect.poll(() => ann.page.locator('#challenge-error').textContent()).toContain('A bank needs a clock');
    await form.getByLabel('Time per move').selectOption('1');
    await form.getByRole('button', { name: 'Post the challenge' }).click();
    await expect.poll(() => ann.page.locator('.challenge[data-mine="true"]').count()).toBe(1);
    expect(await audit(ann.page)).toEqual([]);

    // Bob sees the bank's terms, accepts, and the game's clock is the bank.
    const bobItem = bob.page.locator('.challenge', { hasText: annName });
    await expect.poll(() => bobItem.count()).toBe(1);
    expect(await bobItem.locator('.challenge-facts').textContent()).toMatch(
      /^7 days to start, \+1 day a move, at most 10/,
    );
    for (const [device, viewport] of [
      ['phone', NARROW],
      ['desktop', DESKTOP],
    ] as const) {
      const problems = await auditIn(ann.page, bothSchemesAt(viewport), async ({ scheme }) => {
        await form.scrollIntoViewIfNeeded();
        await shoot(ann.page, `play-bank-${scheme}-${device}.png`, { fullPage: true });
      });
      expect(problems).toEqual([]);
    }
    await bobItem.getByRole('button', { name: new RegExp(`^Accept ${annName}`) }).click();
    await expect.poll(() => bob.page.url()).toMatch(/\/g\/[a-z2-9]{12}$/);
    const id = bob.page.url().split('/').at(-1)!;
    const game = (await (await fetch(`${baseUrl()}/api/games/${id}`)).json()) as {
      clock: { bank: unknown; daysPerMove: number };
    };
    expect(game.clock).toMatchObject({ daysPerMove: 1, bank: { startDays: 7, incrementDays: 1, maxDays: 10 } });
    await expect.poll(() => bob.page.locator('#clock').textContent()).toMatch(/\+1 day per move, at most 10/);
    expect([...ann.errors, ...bob.errors]).toEqual([]);
    await ann.page.context().close();
    await bob.page.context().close();
  });
});
