/**
 * Reminders before the deadline on the game page, in Chromium: a seat in a game with a
 * clock ticks the reminders it wants, they are saved and come back after a reload; a
 * watcher has no control. Screenshots at 375 px and desktop width in both themes go to
 * the screenshots folder (screens.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, createGame, launchChromium, openGame } from './harness.ts';
import { shoot } from './screens.ts';

const NARROW = { width: 375, height: 740 } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('reminders on the game page', () => {
  it('are chosen by ticking, saved at once, and absent for watchers', async () => {
    const created = await createGame({
      game: 'adomoc',
      players: { light: { name: 'Ann' }, dark: { name: 'Bob' } },
      clock: { daysPerMove: 3 },
    });
    const seat = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.light!);
    const section = seat.page.locator('#reminders');
    await section.waitFor();
    const status = section.locator('.reminder-status');
    expect(await status.textContent()).toBe('The default: reminded 18 hours before your deadline.');
    await seat.page.getByLabel('1 day before', { exact: true }).check();
    await expect.poll(() => status.textContent()).toBe('Saved. Reminded 1 day before your deadline.');
    await seat.page.getByLabel('2 hours before', { exact: true }).check();
    await expect.poll(() => status.textContent()).toBe('Saved. Reminded 1 day and 2 hours before your deadline.');
    await seat.page.reload();
    await section.waitFor();
    expect(await seat.page.getByLabel('1 day before', { exact: true }).isChecked()).toBe(true);
    expect(await seat.page.getByLabel('2 hours before', { exact: true }).isChecked()).toBe(true);
    expect(await seat.page.getByLabel('12 hours before', { exact: true }).isChecked()).toBe(false);

    const watcher = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.watch!);
    expect(await watcher.page.locator('#reminders').isHidden()).toBe(true);
    expect([...seat.errors, ...watcher.errors]).toEqual([]);

    for (const theme of ['light', 'dark'] as const)
      for (const [device, viewport] of [
        ['375', NARROW],
        ['desktop', DESKTOP],
      ] as const) {
        const context = await browser.newContext({ viewport, colorScheme: theme });
        const { page, errors } = await openGame(context, created.links.light!);
        await page.locator('#reminders').waitFor();
        await page.locator('#reminders').scrollIntoViewIfNeeded();
        await shoot(page.locator('#reminders'), `messages-reminders-${theme}-${device}.png`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
        expect(errors).toEqual([]);
        await context.close();
      }
    for (const page of [seat.page, watcher.page]) await page.context().close();
  });
});
