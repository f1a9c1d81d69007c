/**
 * Both boards in both themes at desktop and phone width, saved to the screenshots folder (screens.ts) for people
 * to look at; the checks here are what a picture cannot show: nothing wider than the
 * phone's screen, and the theme toggle remembered.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  createGame,
  launchChromium,
  openGame,
  playOverApi,
  tapSquare,
  watchForErrors,
  type Created,
} from './harness.ts';
import { shoot } from './screens.ts';

let browser: Browser;
const games: Record<string, Created> = {};

beforeAll(async () => {
  browser = await launchChromium();
  games.adomoc = await createGame({
    game: 'adomoc',
    players: { light: { name: 'Ann' }, dark: { name: 'Bob' } },
    clock: { daysPerMove: 3, vacationDays: 7 },
  });
  await playOverApi(games.adomoc, 'light', 'F^c3c6', 0);
  await playOverApi(games.adomoc, 'dark', 'F^h3h6', 1);
  games.adix = await createGame({ game: 'adix', players: { white: { name: 'Wanda' }, black: { name: 'Boris' } } });
  await playOverApi(games.adix, 'white', '^e3/e4', 0);
  await playOverApi(games.adix, 'black', '^e7/e6', 1);
});

afterAll(async () => {
  await browser?.close();
});

const noSideways = async (page: Page): Promise<void> => {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
};

describe('screenshots', () => {
  for (const theme of ['light', 'dark'] as const)
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const)
      it(`of both boards, ${theme} theme, ${device}`, async () => {
        const context = await browser.newContext({
          viewport,
          colorScheme: theme,
          deviceScaleFactor: device === 'phone' ? 2 : 1,
        });
        for (const [game, seat, piece] of [
          ['adomoc', 'light', 'b2'],
          ['adix', 'white', 'e4'],
        ] as const) {
          const { page, errors } = await openGame(context, games[game]!.links[seat]!);
          await tapSquare(page, piece);
          await shoot(page, `${game}-${theme}-${device}.png`, { fullPage: device === 'phone' });
          await noSideways(page);
          expect(errors).toEqual([]);
          await page.close();
        }
        const home = await context.newPage();
        await home.goto(games.adomoc!.links.watch!.replace(/\/g\/.*/, '/'));
        await shoot(home, `home-${theme}-${device}.png`, { fullPage: true });
        await noSideways(home);
        await context.close();
      });

  it('of the choices a move can ask for, and the confirm step', async () => {
    for (const [theme, viewport, device] of [
      ['light', DESKTOP, 'desktop'],
      ['dark', PHONE, 'phone'],
    ] as const) {
      const context = await browser.newContext({
        viewport,
        colorScheme: theme,
        deviceScaleFactor: device === 'phone' ? 2 : 1,
      });
      const origination = await createGame({ game: 'adomoc', position: '10/10/10/10/M9/1f8/10/10 - l - 1' });
      const adomoc = await openGame(context, origination.links.light!);
      await tapSquare(adomoc.page, 'a5');
      await tapSquare(adomoc.page, 'b6');
      await shoot(adomoc.page, `adomoc-origin-choice-${theme}-${device}.png`);
      await tapSquare(adomoc.page, 'h3');
      await shoot(adomoc.page, `adomoc-confirm-${theme}-${device}.png`);
      const fresh = await createGame({ game: 'adix' });
      const adix = await openGame(context, fresh.links.white!);
      await tapSquare(adix.page, 'e1');
      await tapSquare(adix.page, 'e2');
      await shoot(adix.page, `adix-chooser-${theme}-${device}.png`);
      await tapSquare(adix.page, 'h3');
      await shoot(adix.page, `adix-refused-${theme}-${device}.png`);
      await adix.page.keyboard.press('Escape');
      await adix.page.locator('#board [data-square="d2"]').focus();
      await adix.page.keyboard.press('ArrowUp');
      await shoot(adix.page, `adix-keyboard-focus-${theme}-${device}.png`);
      expect([...adomoc.errors, ...adix.errors]).toEqual([]);
      await context.close();
    }
  });

  it('remembers the theme chosen with the toggle', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'light' });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(games.adix!.links.watch!);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await expect.poll(() => page.locator('[data-theme-toggle]').textContent()).toContain('Light theme');
    expect(errors).toEqual([]);
    await context.close();
  });
});
