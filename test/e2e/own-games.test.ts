/**
 * A signed-in player's own page, /p/<name>: their games say "Your move" when they are,
 * and open in the player's seat, ready to play, as the same game does from /me. Anyone
 * else reading the page gets the watch link and the player's name.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, createGame, launchChromium, playByClicks, watchForErrors } from './harness.ts';
import { playerOverApi } from './players-api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const claim = async (gameId: string, token: string, cookie: string): Promise<void> => {
  const response = await fetch(`${baseUrl()}/api/games/${gameId}/player`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: baseUrl(),
      Cookie: cookie,
      Authorization: `Bearer ${token}`,
    },
    body: '',
  });
  expect(response.status, await response.clone().text()).toBe(200);
};

describe('your own player page', () => {
  it('lists your game as your move and opens it in your seat', async () => {
    const name = `Oona${Date.now() % 100_000}`;
    const cookie = await playerOverApi(name);
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Oona' }, dark: { name: 'Pia' } } });
    await claim(created.id, created.tokens.light!, cookie);

    const context = await browser.newContext({ viewport: DESKTOP });
    const [cookieName, ...value] = cookie.split('=');
    await context.addCookies([{ name: cookieName!, value: value.join('='), url: baseUrl() }]);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const row = page.locator('.player-game').filter({ has: page.locator(`a[href*="/g/${created.id}"]`) });
    // The page lists games from D1, which the game's object brings up to date from its alarm
    // just after the claim: read the page again until it has.
    await expect
      .poll(async () => {
        await page.goto(`${baseUrl()}/p/${name}`);
        return (await row.count()) ? row.locator('.state').textContent() : null;
      })
      .toBe('Your move');
    await row.getByRole('link').click();
    await page.waitForURL(`${baseUrl()}/g/${created.id}`);
    await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
    await expect.poll(() => page.locator('#turn-note').textContent()).toBe('Your turn: you play Light.');
    await playByClicks(page, ['a3', 'a6'], 1);

    // Now the opponent's move (once the history in D1 has caught up): the page says whose, by name.
    await expect
      .poll(async () => {
        await page.goto(`${baseUrl()}/p/${name}`);
        return row.locator('.state').textContent();
      })
      .toBe('Waiting for Pia');

    // Anyone else: the player's name for their move, and a link that only watches.
    const stranger = await browser.newContext({ viewport: DESKTOP });
    const other = await stranger.newPage();
    await other.goto(`${baseUrl()}/p/${name}`);
    const link = other.locator(`.player-game a[href^="/g/${created.id}"]`);
    expect(await link.getAttribute('href')).toBe(`/g/${created.id}`);
    expect(errors).toEqual([]);
    await stranger.close();
    await context.close();
  });
});
