/**
 * Long lists in Chromium: a player with more games than a page has "Older games →" on
 * /me and on their page, a plain link that works without script, and "← Newer games"
 * back; every game is on one page or the other. axe on both pages in both schemes;
 * screenshots at phone and desktop widths in both themes go to the screenshots folder (screens.ts).
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBothSchemes } from './axe.ts';
import { DESKTOP, baseUrl, createGame, launchChromium, signedInContext } from './harness.ts';
import { signInOverApi } from './players-api.ts';
import { shoot } from './screens.ts';

const NARROW = { width: 375, height: 740 } as const;
const GAMES = 55;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const signedIn = (cookie: string, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  signedInContext(browser, cookie, { bypassCSP: true, ...options });

/** A signed-in player named `name` with GAMES games, each with their address and on their page. */
const playerWithGames = async (name: string): Promise<{ cookie: string; ids: string[] }> => {
  const address = `${name.toLowerCase()}-${Date.now()}@orrery.test`;
  const cookie = await signInOverApi(address);
  const chosen = await fetch(`${baseUrl()}/api/me/player`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl(), Cookie: cookie },
    body: JSON.stringify({ name }),
  });
  expect(chosen.status).toBe(201);
  const makeGame = async (i: number): Promise<string> => {
    const side = i % 2 ? 'white' : 'light';
    const created = await createGame({
      game: i % 2 ? 'adix' : 'adomoc',
      players: { [side]: { name, email: address } },
    });
    const claimed = await fetch(`${baseUrl()}/api/games/${created.id}/player`, {
      method: 'POST',
      headers: { Origin: baseUrl(), Cookie: cookie, Authorization: `Bearer ${created.tokens[side]}` },
    });
    expect(claimed.status).toBe(200);
    return created.id;
  };
  // Eight at a time: one after another, the 55 games took most of a minute on a busy machine.
  const ids: string[] = [];
  for (let start = 0; start < GAMES; start += 8) {
    const batch = Array.from({ length: Math.min(8, GAMES - start) }, (_, offset) => makeGame(start + offset));
    ids.push(...(await Promise.all(batch)));
  }
  // Each game's object publishes its seats to D1 a moment after a change: wait until the
  // player's pages, walked over the API, hold every game.
  const listed = async (): Promise<number> => {
    let count = 0;
    let cursor: string | null = '';
    while (cursor !== null) {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const profile = (await (await fetch(`${baseUrl()}/api/players/${name}${query}`)).json()) as {
        current: unknown[];
        finished: unknown[];
        next: string | null;
      };
      count += profile.current.length + profile.finished.length;
      cursor = profile.next;
    }
    return count;
  };
  await expect.poll(listed, { timeout: 30_000, interval: 500 }).toBe(GAMES);
  return { cookie, ids };
};

const gameIdsOn = async (page: import('playwright-core').Page): Promise<string[]> =>
  (await page.locator('.player-games a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
    .map((href) => /\/g\/([\w-]+)/.exec(href)?.[1] ?? '')
    .filter(Boolean);

describe('long lists of games', () => {
  // Fifty-five games made over the API, then each list read four ways: a minute on a busy machine.
  it('pages /me and a player page with links that work without script', { timeout: 120_000 }, async () => {
    const name = `Pia${Date.now().toString(36).replace(/\d/g, '')}`;
    const { cookie, ids } = await playerWithGames(name);

    for (const path of ['/me', `/p/${name}`]) {
      const context = await signedIn(cookie, { javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${path}`);
      expect(await page.getByRole('link', { name: '← Newer games' }).count()).toBe(0);
      const first = await gameIdsOn(page);
      expect(first).toHaveLength(50);
      await page
        .getByRole('navigation', { name: 'Pages of games' })
        .getByRole('link', { name: 'Older games →' })
        .click();
      await page.waitForURL(/cursor=/);
      const second = await gameIdsOn(page);
      expect([...first, ...second].sort()).toEqual([...ids].sort());
      expect(await page.getByRole('link', { name: 'Older games →' }).count()).toBe(0);
      await page.getByRole('link', { name: '← Newer games' }).click();
      await page.waitForURL(/cursor=/);
      expect(await gameIdsOn(page)).toEqual(first);
      await context.close();
    }

    for (const [device, viewport] of [
      ['phone', NARROW],
      ['desktop', DESKTOP],
    ] as const) {
      const shot = await signedIn(cookie, { viewport });
      const view = await shot.newPage();
      for (const [path, file] of [
        ['/me', 'me-paged'],
        [`/p/${name}`, 'player-paged'],
      ] as const) {
        await view.goto(`${baseUrl()}${path}`);
        await view.locator('.page-links').scrollIntoViewIfNeeded();
        expect(await auditBothSchemes(view, (theme) => shoot(view, `${file}-${theme}-${device}.png`))).toEqual([]);
        await view.locator('.page-links a[rel="next"]').click();
        await view.waitForURL(/cursor=/);
        await view.locator('.page-links').scrollIntoViewIfNeeded();
        expect(await auditBothSchemes(view, (theme) => shoot(view, `${file}-older-${theme}-${device}.png`))).toEqual(
          [],
        );
      }
      await shot.close();
    }
  });
});
