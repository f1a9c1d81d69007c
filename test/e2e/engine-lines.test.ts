/**
 * The computer's best lines on the analysis board of a finished game, in Chromium: three
 * lines by default, each with its score in words and its moves; the number of lines chosen
 * is kept in this browser; Stop and Go; a line's move, clicked, is played on the board;
 * and axe finds nothing to fix, at phone and desktop widths in both themes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditIn } from './axe.ts';
import { DESKTOP, createGame, launchChromium, openGame, playOverApi, resignOverApi } from './harness.ts';
import { shoot } from './screens.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const lines = (page: Page) => page.locator('#analysis-engine [data-engine-lines] > li');
const depth = async (page: Page) =>
  Number(await page.locator('#analysis-engine [data-engine-panel]').getAttribute('data-depth'));

const SCORE = /^(Even|Light is ahead|Dark is ahead|Light wins|Dark wins)/;

describe('the computer’s best lines', () => {
  it('shows K lines that deepen, keeps K, stops and goes, and plays a line’s move on the board', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    await playOverApi(created, 'light', 'F^c3c6', 0);
    await playOverApi(created, 'dark', 'F^h3h6', 1);
    await resignOverApi(created, 'dark');
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const { page, errors } = await openGame(context, created.links.light!);
    await expect.poll(() => page.locator('#game').getAttribute('data-status')).toBe('finished');
    await page.locator('#analyse').click();
    const engine = page.locator('#analysis-engine');
    await engine.getByRole('button', { name: 'Show the computer’s view' }).click();

    // Three lines by default, each a score in words and moves, the first moves all different.
    await expect.poll(() => engine.getByRole('combobox', { name: 'Lines shown' }).inputValue()).toBe('3');
    await expect.poll(() => depth(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(await lines(page).count()).toBe(3);
    for (const text of await engine.locator('.engine-score').allTextContents()) expect(text).toMatch(SCORE);
    const firsts = await engine.locator('[data-engine-lines] [data-to="0"]').allTextContents();
    expect(new Set(firsts).size).toBe(3);
    expect(await engine.locator('[data-engine-status]').textContent()).toMatch(
      /^Depth \d+ · [\d,]+ positions a second$/,
    );
    // It goes on deepening: no end after a fixed time while the view is open.
    const reached = await depth(page);
    await expect.poll(() => depth(page), { timeout: 30_000 }).toBeGreaterThan(reached);
    // Said to a screen reader once a depth is finished, in words.
    await expect
      .poll(() => engine.locator('[data-engine-said]').textContent())
      .toMatch(/^Depth \d+: (Even|Light|Dark)/);

    await shoot(page, 'engine-lines-light-desktop.png');
    const problems = await auditIn(page, [
      { scheme: 'light', viewport: DESKTOP },
      { scheme: 'dark', viewport: DESKTOP },
      { scheme: 'light', viewport: { width: 375, height: 812 } },
      { scheme: 'dark', viewport: { width: 375, height: 812 } },
    ]);
    expect(problems).toEqual([]);
    for (const [scheme, viewport, name] of [
      ['dark', DESKTOP, 'dark-desktop'],
      ['light', { width: 375, height: 812 }, 'light-phone'],
      ['dark', { width: 375, height: 812 }, 'dark-phone'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await engine.scrollIntoViewIfNeeded();
      await shoot(page, `engine-lines-${name}.png`);
      // The lines fit the width: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: 'light' });

    // Five lines, kept in this browser: after a reload the view asks for five again.
    await engine.getByRole('combobox', { name: 'Lines shown' }).selectOption('5');
    await expect.poll(() => lines(page).count(), { timeout: 30_000 }).toBe(5);
    await page.reload();
    await page.locator('#analyse').click();
    await engine.getByRole('button', { name: 'Show the computer’s view' }).click();
    expect(await engine.getByRole('combobox', { name: 'Lines shown' }).inputValue()).toBe('5');
    await expect.poll(() => lines(page).count(), { timeout: 30_000 }).toBe(5);

    // Stop holds the search; Go goes on from the same depth.
    await engine.getByRole('button', { name: 'Stop the computer' }).click();
    await expect.poll(() => engine.locator('[data-engine-status]').textContent()).toBe('Stopped');
    const stoppedAt = await depth(page);
    await page.waitForTimeout(1_000);
    expect(await depth(page)).toBe(stoppedAt);
    await engine.getByRole('button', { name: 'Go on thinking' }).click();
    await expect.poll(() => engine.locator('[data-engine-status]').textContent()).toMatch(/^(Thinking…|Depth \d+)/);

    // A hidden tab pauses the search (as the browser says when the reader goes to another tab); seen again, it goes on.
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await expect.poll(() => engine.locator('[data-engine-status]').textContent()).toBe('Paused');
    const pausedAt = await depth(page);
    await page.waitForTimeout(1_000);
    expect(await depth(page)).toBe(pausedAt);
    await setHidden(false);
    await expect.poll(() => engine.locator('[data-engine-status]').textContent()).toMatch(/^(Thinking…|Depth \d+)/);

    // A line's first move, clicked, is played on the analysis board; the view then thinks about the new position.
    const first = (await engine.locator('[data-engine-lines] > li:nth-child(2) [data-to="0"]').textContent())!;
    await engine.locator('[data-engine-lines] > li:nth-child(2) [data-to="0"]').click();
    await expect.poll(() => page.locator('#analysis-tree [aria-current]').textContent()).toBe(first);
    expect(await page.locator('#analysis-tree [data-node]').allTextContents()).toEqual(['F^c3c6', 'F^h3h6', first]);
    await expect.poll(() => depth(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    expect(await engine.locator('[data-engine-lines] [data-to="0"]').allTextContents()).not.toContain(first);
    expect(errors).toEqual([]);
    await context.close();
  });
});
