/**
 * "Your games" on the home page in Chromium: a seat link opened in this browser is listed
 * at home with whose move it is and the last move, follows the opponent's move on reload,
 * drops a game the server does not know, and forgets a game when asked. The header, the
 * home page and the game page link to /me.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, createGame, launchChromium, openGame, playOverApi, watchForErrors } from './harness.ts';
import { shoot } from './screens.ts';

const PHONE_375 = { width: 375, height: 812 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const row = (page: Page, id: string) => page.locator(`.your-game[data-game-id="${id}"]`);

describe('your games on the home page', () => {
  it('lists the seats this browser opened, whose move it is and the last move, updated on reload', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const adomoc = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const adix = await createGame({ game: 'adix', players: { white: { name: 'Cy' }, black: { name: 'Ann' } } });

    // A fresh browser has no games: the section stays hidden, the header and intro still lead to /me.
    const home = await context.newPage();
    const errors = watchForErrors(home);
    await home.goto(`${baseUrl()}/`);
    expect(await home.locator('#your-games').isHidden()).toBe(true);
    expect(await home.locator('.site-nav a[href="/me"]').textContent()).toBe('Your games');
    expect(await home.locator('.intro a[href="/me"]').count()).toBe(1);

    // Open both seat links, as a player would from their invitation.
    const ann = await openGame(context, adomoc.links.light!);
    expect(await ann.page.locator('.your-games-links a[href="/me"]').count()).toBe(1);
    await expect.poll(() => ann.page.evaluate(() => localStorage.getItem('orrery:games') ?? '')).toContain(adomoc.id);
    const annBlack = await openGame(context, adix.links.black!);
    await expect
      .poll(() => annBlack.page.evaluate(() => localStorage.getItem('orrery:games') ?? ''))
      .toContain(adix.id);
    await ann.page.close();
    await annBlack.page.close();

    await home.reload();
    await expect.poll(() => home.locator('.your-game').count()).toBe(2);
    // Ann's move in Adomoc comes first; in ADIX she waits for White.
    expect(await home.locator('.your-game').first().getAttribute('data-game-id')).toBe(adomoc.id);
    expect(await row(home, adomoc.id).locator('.your-game-title').textContent()).toBe('Adomoc against Bob');
    expect(await row(home, adomoc.id).locator('.your-game-turn').textContent()).toBe('Your move');
    expect(await row(home, adomoc.id).locator('.your-game-last').textContent()).toBe('No moves yet: you play first.');
    expect(await row(home, adix.id).locator('.your-game-turn').textContent()).toBe('Cy’s move');
    expect(await row(home, adomoc.id).locator('a').getAttribute('href')).toBe(`/g/${adomoc.id}`);
    expect(await home.locator('#your-games a[href="/me"]').count()).toBe(1);
    expect(await home.locator('.your-games-status').textContent()).toBe('One game waits for your move.');

    // Both opponents move elsewhere; a reload shows it.
    await playOverApi(adomoc, 'light', 'Fa3a6', 0);
    await playOverApi(adomoc, 'dark', 'Fj3j7', 1);
    await playOverApi(adix, 'white', '^c3/c4', 0);
    await home.reload();
    await expect.poll(() => row(home, adix.id).locator('.your-game-turn').textContent()).toBe('Your move');
    expect(await row(home, adix.id).locator('.your-game-last').textContent()).toBe('Last move: Cy played ^c3/c4.');
    expect(await row(home, adomoc.id).locator('.your-game-last').textContent()).toBe('Last move: Bob played Fj3j7.');
    expect(await home.locator('.your-games-status').textContent()).toBe('2 games wait for your move.');

    // The opened seat link stays this browser's seat: the row's plain link plays as Ann.
    await row(home, adix.id).locator('a').click();
    await expect.poll(() => home.locator('#connection').getAttribute('data-status')).toBe('open');
    await expect.poll(() => home.locator('#seat-actions').isVisible()).toBe(true);
    await home.goBack();

    for (const [theme, viewport, name] of [
      ['light', DESKTOP, 'desktop'],
      ['dark', DESKTOP, 'desktop'],
      ['light', PHONE_375, '375'],
      ['dark', PHONE_375, '375'],
    ] as const) {
      await home.emulateMedia({ colorScheme: theme });
      await home.setViewportSize(viewport);
      await home.reload();
      await expect.poll(() => home.locator('.your-game').count()).toBe(2);
      await shoot(home.locator('#your-games'), `your-games-${theme}-${name}.png`);
    }
    expect(errors).toEqual([]);
  });

  it('drops a game the server does not know, and forgets a game when asked', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const kept = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const opened = await openGame(context, kept.links.dark!);
    await expect.poll(() => opened.page.evaluate(() => localStorage.getItem('orrery:games') ?? '')).toContain(kept.id);
    // A seat of a game that is not on this server (a database reset, say).
    await opened.page.evaluate(() => {
      const ghost = 'zzzzzzzzzzzz';
      localStorage.setItem(`orrery:seat:${ghost}`, JSON.stringify({ side: 'light', token: 'a'.repeat(43) }));
    });

    // Turned round in this game: the setting goes with the game when it is forgotten.
    await opened.page.locator('#flip').click();
    expect(await opened.page.evaluate((id) => localStorage.getItem(`orrery:view:${id}`), kept.id)).toBe(
      '{"flipped":false}',
    );

    const home = opened.page;
    await home.goto(`${baseUrl()}/`);
    await expect.poll(() => home.locator('.your-game').count()).toBe(1);
    expect(await row(home, kept.id).locator('.your-game-turn').textContent()).toBe('Ann’s move');
    expect(await home.evaluate(() => localStorage.getItem('orrery:seat:zzzzzzzzzzzz'))).toBeNull();

    home.once('dialog', (dialog) => void dialog.accept());
    await row(home, kept.id)
      .getByRole('button', { name: /^Forget Adomoc against Ann/ })
      .click();
    await expect.poll(() => home.locator('.your-game').count()).toBe(0);
    expect(await home.evaluate((id) => localStorage.getItem(`orrery:seat:${id}`), kept.id)).toBeNull();
    expect(await home.evaluate((id) => localStorage.getItem(`orrery:view:${id}`), kept.id)).toBeNull();
    await home.reload();
    expect(await home.locator('#your-games').isHidden()).toBe(true);
  });
});
