/**
 * Blocks and mutes in Chromium. Blocking a player from their page: a signed-in player opens another's page,
 * opens "Block …", blocks them, sees the page say so, finds them on /me under "Players
 * you have blocked", and unblocks them there. axe on both pages in both schemes, with the
 * block open and made; screenshots at phone and desktop widths in both themes go to
 * the screenshots folder (screens.ts). Muting the opponent in one game: their messages leave the panel, earlier
 * ones too, and come back on unmuting.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, auditBothSchemes, showIn } from './axe.ts';
import { DESKTOP, baseUrl, createGame, launchChromium, openGame, signedInContext } from './harness.ts';
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

const signedIn = (cookie: string, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  signedInContext(browser, cookie, { bypassCSP: true, ...options });

describe('blocking a player', () => {
  it('from their page, then undone on /me', async () => {
    const stamp = Date.now().toString(36).replace(/\d/g, '');
    const annName = `Ann${stamp}`;
    const bobName = `Bob${stamp}`;
    const ann = await playerOverApi(annName);
    await playerOverApi(bobName);
    const context = await signedIn(ann);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/p/${bobName}`);
    await page.locator('.block-player summary').click();
    await expect
      .poll(() => page.locator('.block-player .hint').textContent())
      .toContain('their messages do not reach you');
    expect(await audit(page)).toEqual([]);
    await page.getByRole('button', { name: `Block ${bobName}` }).click();
    await page.waitForURL(`${baseUrl()}/p/${bobName}`);
    await expect.poll(() => page.locator('.block-state').textContent()).toContain(`You have blocked ${bobName}`);
    expect(await audit(page)).toEqual([]);

    // The blocked player's own page says nothing of it to anyone else.
    const other = await browser.newContext({ viewport: DESKTOP });
    const stranger = await other.newPage();
    await stranger.goto(`${baseUrl()}/p/${bobName}`);
    expect(await stranger.locator('body').textContent()).not.toContain('blocked');
    await other.close();

    await page.goto(`${baseUrl()}/me`);
    const list = page.locator('.blocked-players');
    await expect.poll(() => list.textContent()).toContain(bobName);
    expect(await audit(page)).toEqual([]);
    for (const [device, viewport] of [
      ['phone', NARROW],
      ['desktop', DESKTOP],
    ] as const) {
      const shot = await signedIn(ann, { viewport });
      const view = await shot.newPage();
      await view.goto(`${baseUrl()}/p/${bobName}`);
      for (const theme of ['light', 'dark'] as const) {
        await showIn(view, { scheme: theme });
        await shoot(view, `blocked-player-${theme}-${device}.png`, { fullPage: true });
      }
      await view.goto(`${baseUrl()}/me`);
      await view.locator('#blocks-title').scrollIntoViewIfNeeded();
      const problems = await auditBothSchemes(view, (theme) =>
        shoot(view, `me-blocks-${theme}-${device}.png`, { fullPage: true }),
      );
      expect(problems).toEqual([]);
      await shot.close();
    }

    await page.getByRole('button', { name: `Unblock ${bobName}` }).click();
    await page.waitForURL(`${baseUrl()}/me`);
    await expect.poll(() => page.locator('.blocks').textContent()).toContain('None.');
    await page.goto(`${baseUrl()}/p/${bobName}`);
    expect(await page.locator('.block-state').count()).toBe(0);
    await context.close();
  });
});

describe('muting the opponent in one game', () => {
  it('hides their messages in the panel until unmuted, and says so', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const ann = await openGame(await browser.newContext({ viewport: DESKTOP, bypassCSP: true }), created.links.light!);
    const panel = ann.page.locator('#messages');
    await panel.locator('[data-message-list][data-loaded="true"]').waitFor({ state: 'attached' });
    const texts = () => panel.locator('.chat-text').allTextContents();
    const bobWrites = (text: string) =>
      fetch(`${baseUrl()}/api/games/${created.id}/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${created.tokens.dark}` },
        body: JSON.stringify({ text }),
      });
    expect((await bobWrites('Hello')).status).toBe(201);
    await expect.poll(texts).toEqual(['Hello']);
    const mute = panel.getByLabel('Hide your opponent’s messages in this game');
    await mute.check();
    await expect.poll(texts).toEqual([]);
    await expect
      .poll(() => panel.locator('[data-message-status]').textContent())
      .toBe('Their messages are hidden in this game.');
    expect(await audit(ann.page)).toEqual([]);
    expect((await bobWrites('Still there?')).status).toBe(201);
    // The live signal comes and goes; nothing is shown.
    await ann.page.waitForTimeout(1_000);
    expect(await texts()).toEqual([]);
    // A reload keeps the mute.
    await ann.page.reload();
    await panel.locator('[data-message-list][data-loaded="true"]').waitFor({ state: 'attached' });
    expect(await mute.isChecked()).toBe(true);
    expect(await texts()).toEqual([]);
    await mute.uncheck();
    await expect.poll(texts).toEqual(['Hello', 'Still there?']);
    expect(ann.errors).toEqual([]);
    await ann.page.context().close();
  });
});
