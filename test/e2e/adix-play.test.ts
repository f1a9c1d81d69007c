/** ADIX through the board page: a tip by clicks, a pivot and a slide-or-tip from the chooser. */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, createGame, launchChromium, message, openGame, playByClicks, square, tapSquare } from './harness.ts';

let browser: Browser;
let white: BrowserContext;
let black: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  white = await browser.newContext({ viewport: DESKTOP });
  black = await browser.newContext({ viewport: DESKTOP });
});

afterAll(async () => {
  await browser?.close();
});

describe('an ADIX game in the browser', () => {
  it('tips, pivots and chooses between a slide and a tip', async () => {
    const created = await createGame({ game: 'adix', players: { white: { name: 'Wanda' }, black: { name: 'Boris' } } });
    const w = await openGame(white, created.links.white!);
    const b = await openGame(black, created.links.black!);
    const chooser = w.page.locator('#chooser');

    // A teammate under shelter can only tip: one landing, one move, straight to confirming.
    await playByClicks(w.page, ['e3', 'e4'], 1);
    expect(await w.page.locator('#moves').textContent()).toContain('^e3/e4');
    await b.page.locator('#moves [data-ply="1"]').waitFor();
    expect(await square(b.page, 'e4').getAttribute('data-piece')).toBeTruthy();

    // Black pivots its captain: tapping it twice asks which way, with buttons.
    await tapSquare(b.page, 'e9');
    await tapSquare(b.page, 'e9');
    const blackChooser = b.page.locator('#chooser');
    await expect.poll(() => blackChooser.textContent()).toContain('Turn the piece on e9 which way?');
    await b.page.getByRole('button', { name: /Pivot anticlockwise/ }).click();
    await expect.poll(() => blackChooser.textContent()).toContain('Play *Pe9(?');
    await b.page.locator('[data-action="confirm-move"]').click();
    await w.page.locator('#moves [data-ply="2"]').waitFor();
    expect(await w.page.locator('#moves').textContent()).toContain('*Pe9(');

    // White's captain can slide or tip onto e2: the chooser names both.
    await tapSquare(w.page, 'e1');
    await tapSquare(w.page, 'e2');
    await expect.poll(() => chooser.textContent()).toContain('Several moves reach e2');
    expect(await w.page.getByRole('button', { name: /^Slide/ }).textContent()).toContain('*Pe1-e2');
    await w.page.getByRole('button', { name: /^Tip/ }).click();
    await expect.poll(() => chooser.textContent()).toContain('Play *Pe1/e2?');
    await w.page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => chooser.isHidden()).toBe(true);

    // An illegal slide gets the engine's reason.
    await tapSquare(w.page, 'e4');
    await tapSquare(w.page, 'e7');
    await expect.poll(() => message(w.page).textContent()).toMatch(/shelter/);
    expect(await message(w.page).getAttribute('data-tone')).toBe('problem');

    expect(w.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
