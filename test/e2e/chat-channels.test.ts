/**
 * Chat channels on the game page in Chromium: a seat adds a Discord webhook and its own
 * endpoint (whose secret is shown once), the other seat sees them, a bad URL is refused
 * with the server's words, and either seat removes one. Watchers see no such section.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, createGame, launchChromium, openGame } from './harness.ts';

const SCREENS = '/tmp/screens';
const PHONE_375 = { width: 375, height: 812 } as const;
const DISCORD = `https://discord.com/api/webhooks/123456789012345678/${'b'.repeat(68)}`;

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('chat channels on the game page', () => {
  it('are added and removed by either seat, shown to both, and refused with a reason when unsafe', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const ann = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.light!);
    const section = ann.page.locator('#chat-channels');
    await expect.poll(() => section.isVisible()).toBe(true);
    const add = async (url: string) => {
      await ann.page.locator('#chat-url').fill(url);
      await ann.page.locator('#chat-channels .chat-form button[type="submit"]').click();
    };

    await add('https://192.168.1.20/hook');
    await expect.poll(() => ann.page.locator('[data-chat-status]').textContent()).toContain('IP addresses are refused');
    expect(await ann.page.locator('[data-chat-list] li').count()).toBe(0);

    await add(DISCORD);
    await expect.poll(() => ann.page.locator('[data-chat-list] li').count()).toBe(1);
    const listed = await ann.page.locator('[data-chat-list] li').first().textContent();
    expect(listed).toContain('Discord: https://discord.com/api/webhook…');
    expect(listed).not.toContain('b'.repeat(68));
    expect(await ann.page.locator('[data-chat-secret]').isVisible()).toBe(false);

    await add('https://hooks.example.com/orrery');
    await expect.poll(() => ann.page.locator('[data-chat-list] li').count()).toBe(2);
    expect(await ann.page.locator('[data-chat-secret] code').textContent()).toMatch(/^whsec_/);
    await ann.page.screenshot({ path: `${SCREENS}/chat-channels-light-desktop.png` });

    for (const colorScheme of ['light', 'dark'] as const) {
      const bob = await openGame(await browser.newContext({ viewport: PHONE_375, colorScheme }), created.links.dark!);
      await expect.poll(() => bob.page.locator('[data-chat-list] li').count()).toBe(2);
      expect(await bob.page.locator('[data-chat-list] li').first().textContent()).toContain('Added by Ann');
      await bob.page.locator('#chat-channels').scrollIntoViewIfNeeded();
      await bob.page.screenshot({ path: `${SCREENS}/chat-channels-${colorScheme}-375.png` });
      expect(await bob.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(bob.errors).toEqual([]);
    }
    const bobDesktop = await openGame(
      await browser.newContext({ viewport: DESKTOP, colorScheme: 'dark' }),
      created.links.dark!,
    );
    await expect.poll(() => bobDesktop.page.locator('[data-chat-list] li').count()).toBe(2);
    await bobDesktop.page.locator('[data-chat-list] li button').first().click();
    await expect.poll(() => bobDesktop.page.locator('[data-chat-list] li').count()).toBe(1);
    await bobDesktop.page.screenshot({ path: `${SCREENS}/chat-channels-dark-desktop.png` });

    const watcher = await openGame(await browser.newContext(), created.links.watch!);
    expect(await watcher.page.locator('#chat-channels').isVisible()).toBe(false);
    // The refused URL's 400 is the one error the browser logs.
    expect(ann.errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  });
});
