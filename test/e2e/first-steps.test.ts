/**
 * What a newcomer meets first, and the words on the way: the landing page shows a board
 * and "Play the computer" in its first screen, at level 1 for a first game; a game's page
 * says how to make a first move; the phone's zoom says it zoomed and how to leave it; a
 * rated game that ends too soon says it is not rated, and the challenge form says so
 * before; a provisional rating's "?" is explained; a player's name is not written twice.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, createGame, launchChromium, openGame, playOverApi, square } from './harness.ts';
import { playerOverApi, ratedGameOverApi } from './players-api.ts';
import { shoot } from './screens.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const PHONE_390 = { width: 390, height: 844 } as const;
const DESKTOP_1366 = { width: 1366, height: 900 } as const;

/** Whether an element lies wholly within the first screen, unscrolled. */
const inFirstScreen = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight && box.width > 0;
    });

const post = (path: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl(), ...headers },
    body: JSON.stringify(body),
  });

describe('first steps', () => {
  for (const viewport of [PHONE_390, DESKTOP_1366])
    it(`the landing page at ${viewport.width} px: a board and "Play the computer" in the first screen, level 1`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      const picture = page.getByRole('img', { name: 'The Adomoc board at the start of a game' });
      expect(await picture.count()).toBe(1);
      expect(await inFirstScreen(page, '.intro-board')).toBe(true);
      const play = page.locator('.intro').getByRole('link', { name: 'Play the computer', exact: true });
      expect(await play.isVisible()).toBe(true);
      expect(await inFirstScreen(page, '.intro-actions a')).toBe(true);
      await play.click();
      await page.waitForURL(/#computer-game$/);
      await expect.poll(() => page.locator('#computer-game').getByLabel('Level').inputValue()).toBe('1');
      expect(await page.locator('#computer-game').textContent()).toContain('Level 1 or 2 for a first game');
      await context.close();
    });

  it('a game says how to make a first move, and the phone zoom says how to leave it', async () => {
    const created = await createGame({ game: 'adomoc' });
    const context = await browser.newContext({ viewport: PHONE_390, hasTouch: true, isMobile: true });
    const { page, errors } = await openGame(context, created.links.light!);
    await expect.poll(() => page.locator('#message').textContent()).toContain('To move, tap one of your pieces');
    // Near the centre the spaces crowd: a tap zooms, and the page says so.
    const box = await square(page, 'a8').boundingBox();
    await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect.poll(() => page.locator('#board').getAttribute('data-zoomed')).toBe('true');
    const zoomed = 'The board is zoomed in around a8';
    await expect.poll(() => page.locator('#message').textContent()).toContain(zoomed);
    expect(await page.locator('#message').textContent()).toContain(
      'Tap outside the board, or press Escape, to zoom out',
    );
    expect(await page.getByRole('log').locator('p').last().textContent()).toContain(zoomed);
    await shoot(page, 'page-zoom-said-light-390.png');
    // A tap outside the board lets go, and says so.
    await page.locator('.game-title').tap();
    await expect.poll(() => page.locator('#board').getAttribute('data-zoomed')).toBe('false');
    await expect.poll(() => page.locator('#message').textContent()).toBe('The board is back to its full size.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a rated game that ends too soon says it is not rated, as the challenge form warned', async () => {
    const annCookie = await playerOverApi(`Ann${Date.now() % 100_000}`);
    const bobName = `Bob${Date.now() % 100_000}`;
    const bobCookie = await playerOverApi(bobName);
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: bobName } } });
    for (const [side, cookie] of [
      ['light', annCookie],
      ['dark', bobCookie],
    ] as const) {
      const claimed = await post(
        `/api/games/${created.id}/player`,
        {},
        { Cookie: cookie, Authorization: `Bearer ${created.tokens[side]}` },
      );
      expect(claimed.status).toBe(200);
    }
    await playOverApi(created, 'light', 'Fa3a6', 0);
    const resigned = await post(
      `/api/games/${created.id}/resign`,
      {},
      { Authorization: `Bearer ${created.tokens.dark}` },
    );
    expect(resigned.status).toBe(200);

    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openGame(context, created.links.watch!);
    const note = page.locator('#rating-note');
    await expect
      .poll(() => note.textContent())
      .toBe(
        'Not rated: a game counts for ratings only once each side has made at least 2 moves, and this one ended sooner.',
      );
    // A seat named as its player: the name once, as the link to their page.
    const dark = page.locator('#players [data-side="dark"]');
    expect(await dark.getByRole('link', { name: bobName }).count()).toBe(1);
    expect((await dark.textContent())!.split(bobName).length - 1).toBe(1);

    // The challenge form says it before.
    const signedIn = await browser.newContext({ viewport: DESKTOP });
    const [name, ...value] = annCookie.split('=');
    await signedIn.addCookies([{ name: name!, value: value.join('='), url: baseUrl() }]);
    const lobby = await signedIn.newPage();
    await lobby.goto(`${baseUrl()}/play`);
    expect(await lobby.locator('#challenge-form').textContent()).toContain(
      'once each side has made at least 2 moves: a game that ends sooner is not rated',
    );
    await signedIn.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a provisional rating’s "?" is explained on the player’s page', async () => {
    const name = `Prov${Date.now() % 100_000}`;
    const cookie = await playerOverApi(name);
    await ratedGameOverApi(cookie, await playerOverApi(`${name}b`));
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await expect
      .poll(async () => {
        await page.goto(`${baseUrl()}/p/${name}`);
        return page.locator('.rating-value strong').count();
      })
      .toBeGreaterThan(0);
    expect(await page.locator('.rating-value abbr').getAttribute('title')).toContain('provisional');
    expect(await page.locator('.provisional-note').textContent()).toContain(
      'A question mark after a rating means it is provisional',
    );
    await context.close();
  });
});
