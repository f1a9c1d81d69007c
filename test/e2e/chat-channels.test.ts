/**
 * Chat channels on the game page in Chromium: a seat adds a Discord webhook and its own
 * endpoint (whose secret is shown once, once it has answered its verification post: a
 * local receiver stands in for it), the other seat sees them, a bad URL or an endpoint
 * that does not answer is refused with the server's words, and either seat removes one.
 * Watchers see no such section.
 */
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, createGame, launchChromium, openGame } from './harness.ts';
import { shoot } from './screens.ts';

const PHONE_375 = { width: 375, height: 812 } as const;
const DISCORD = `https://discord.com/api/webhooks/123456789012345678/${'b'.repeat(68)}`;

let browser: Browser;
/** The player's own endpoint: it answers the verification post with its challenge, and only that. */
let receiver: Server;
let endpoint = '';
const verified: string[] = [];
beforeAll(async () => {
  browser = await launchChromium();
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (body.type !== 'orrery.verification') return response.writeHead(204).end();
      verified.push(body.challenge);
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ challenge: body.challenge }));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/orrery`;
});
afterAll(async () => {
  await browser?.close();
  receiver?.close();
});

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
    // A refusal reads as a sentence: a capital first, a full stop last.
    expect(await ann.page.locator('[data-chat-status]').textContent()).toMatch(/^[A-Z].*\.$/);
    expect(await ann.page.locator('[data-chat-list] li').count()).toBe(0);

    await add(DISCORD);
    await expect.poll(() => ann.page.locator('[data-chat-list] li').count()).toBe(1);
    const listed = await ann.page.locator('[data-chat-list] li').first().textContent();
    expect(listed).toContain('Discord: https://discord.com/api/webhook…');
    expect(listed).not.toContain('b'.repeat(68));
    expect(await ann.page.locator('[data-chat-secret]').isVisible()).toBe(false);

    // An endpoint that does not answer its verification post is not added, and the page says why.
    await add('http://127.0.0.1:9/orrery');
    await expect
      .poll(() => ann.page.locator('[data-chat-status]').textContent())
      .toContain('did not answer the verification post within');
    expect(await ann.page.locator('[data-chat-list] li').count()).toBe(1);

    await add(endpoint);
    await expect.poll(() => ann.page.locator('[data-chat-list] li').count()).toBe(2);
    expect(verified).toHaveLength(1);
    expect(await ann.page.locator('[data-chat-secret] code').textContent()).toMatch(/^whsec_/);
    await shoot(ann.page, 'chat-channels-light-desktop.png');

    for (const colorScheme of ['light', 'dark'] as const) {
      const bob = await openGame(await browser.newContext({ viewport: PHONE_375, colorScheme }), created.links.dark!);
      await expect.poll(() => bob.page.locator('[data-chat-list] li').count()).toBe(2);
      expect(await bob.page.locator('[data-chat-list] li').first().textContent()).toContain('Added by Ann');
      await bob.page.locator('#chat-channels').scrollIntoViewIfNeeded();
      await shoot(bob.page, `chat-channels-${colorScheme}-375.png`);
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
    await shoot(bobDesktop.page, 'chat-channels-dark-desktop.png');

    const watcher = await openGame(await browser.newContext(), created.links.watch!);
    expect(await watcher.page.locator('#chat-channels').isVisible()).toBe(false);
    // The refused URL's 400 and the unverified endpoint's 422 are the errors the browser logs.
    expect(ann.errors.filter((error) => !/status of (400|422)/.test(error))).toEqual([]);
  });
});
