/**
 * The game's words on the game page (src/shared/glossary.ts): listed under the players and
 * marked in the page's messages, each shows its definition on hover, on keyboard focus and
 * on a tap, with a link to its definition in the rules, which exists there. Screenshots at
 * phone and desktop width in both themes, saved to the screenshots folder (screens.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/shared/glossary.ts';
import { DESKTOP, baseUrl, createGame, launchChromium, message, openGame } from './harness.ts';
import { shoot } from './screens.ts';

const PHONE_375 = { width: 375, height: 812 } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('the glossary on the game page', () => {
  it('explains each word on hover, focus and tap, and links it to a definition in the rules', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openGame(context, created.links.light!);
    const words = page.locator('.glossary .term-word');
    expect(await words.allTextContents()).toEqual(GLOSSARY.adomoc.map((term) => term.word));

    // Hover.
    const held = page.locator('.glossary .term', { hasText: 'held' });
    await held.locator('.term-word').hover();
    await expect.poll(() => held.locator('.term-tip').isVisible()).toBe(true);
    expect(await held.locator('.term-tip').textContent()).toContain('cannot move');
    await page.mouse.move(0, 0);
    await expect.poll(() => held.locator('.term-tip').isVisible()).toBe(false);

    // Keyboard focus, then Escape.
    const prime = page.locator('.glossary .term', { hasText: /^prime/ });
    await prime.locator('.term-word').focus();
    await expect.poll(() => prime.locator('.term-tip').isVisible()).toBe(true);

    // A message that uses a word marks it too.
    const input = page.locator('#notation-input');
    await input.fill('F^c3c7');
    await input.press('Enter');
    // The message's text is its sentence alone: the words' definitions live in the shared tip.
    await expect.poll(() => message(page).textContent()).toContain('rimes move at most 3 spaces');
    expect(await message(page).locator('.term-word').first().textContent()).toBe('Primes');
    await message(page).locator('.term-word').first().focus();
    await expect.poll(() => page.locator('#term-tip').isVisible()).toBe(true);
    expect(await page.locator('#term-tip').textContent()).toContain('at most three spaces');
    expect(await page.locator('#term-tip a').getAttribute('href')).toBe('/rules/adomoc#term-prime');
    await shoot(page, 'puzzles-glossary-adomoc-light-desktop.png', { fullPage: true });

    // Every definition's link leads to a term the rules page defines.
    for (const game of ['adomoc', 'adix'] as const)
      for (const term of GLOSSARY[game]) {
        const html = await (await fetch(`${baseUrl()}/rules/${game}`)).text();
        expect(html, `${game} ${term.anchor}`).toContain(`id="${term.anchor}"`);
      }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on a tap on a phone, and the tip fits the screen', async () => {
    const created = await createGame({ game: 'adix', players: { white: { name: 'Cy' }, black: { name: 'Di' } } });
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: PHONE_375,
        colorScheme: theme,
        hasTouch: true,
        isMobile: true,
      });
      const { page, errors } = await openGame(context, created.links.white!);
      const tip = page.locator('.glossary .term', { hasText: 'shelter' });
      await tip.locator('.term-word').tap();
      await expect.poll(() => tip.locator('.term-word').getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => tip.locator('.term-tip').isVisible()).toBe(true);
      const box = (await tip.locator('.term-tip').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_375.width);
      await tip.locator('.term-tip').scrollIntoViewIfNeeded();
      await shoot(page, `puzzles-glossary-adix-${theme}-phone.png`);
      await page.locator('h1').tap();
      await expect.poll(() => tip.locator('.term-word').getAttribute('aria-expanded')).toBe('false');
      expect(errors).toEqual([]);
      await context.close();
    }
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'dark' });
    const { page } = await openGame(context, created.links.white!);
    await page.locator('.glossary .term-word', { hasText: 'pivot' }).focus();
    await shoot(page, 'puzzles-glossary-adix-dark-desktop.png', { fullPage: true });
    await context.close();
  });
});
