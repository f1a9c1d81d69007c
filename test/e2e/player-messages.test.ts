/**
 * Messages between the seats on the game page, in Chromium: two browsers, one per seat,
 * write to each other and each sees the other's message arrive live (no reload), said in
 * the panel's status line for screen readers; a watcher gets no panel and never the text.
 * Screenshots of the panel at 375 px and desktop width in both themes go to the screenshots folder (screens.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, baseUrl, createGame, launchChromium, markPage, openGame, stillMarked } from './harness.ts';
import { shoot } from './screens.ts';

const NARROW = { width: 375, height: 740 } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const panel = (page: Page) => page.locator('#messages');
const texts = (page: Page) => () => panel(page).locator('.chat-text').allTextContents();
const status = (page: Page) => () => panel(page).locator('[data-message-status]').textContent();

const write = async (page: Page, text: string): Promise<void> => {
  await page.getByLabel('Write to your opponent').fill(text);
  await panel(page).getByRole('button', { name: 'Send' }).click();
};

describe('messages between the seats on the game page', () => {
  it('arrive live in the other seat’s panel, announced, and never reach a watcher', async () => {
    const created = await createGame({
      game: 'adomoc',
      players: { light: { name: 'Ann' }, dark: { name: 'Bob' } },
      clock: { daysPerMove: 3, vacationDays: 7 },
    });
    const ann = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.light!);
    const bob = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.dark!);
    const watcher = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.watch!);
    await panel(ann.page).waitFor();
    await panel(bob.page).waitFor();
    await markPage(bob.page);

    // The count follows the text; an over-long message cannot be sent.
    const field = ann.page.getByLabel('Write to your opponent');
    await field.fill('x'.repeat(501));
    expect(await ann.page.locator('#message-count').textContent()).toBe('501 / 500');
    expect(await panel(ann.page).getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

    const hostile = '<img src=x onerror=alert(1)> Good luck!\nSecond line';
    await write(ann.page, hostile);
    await expect.poll(texts(ann.page)).toEqual([hostile]);
    expect(await field.inputValue()).toBe('');
    // Bob's page shows it live, as text, and says it in its status line.
    await expect.poll(texts(bob.page)).toEqual([hostile]);
    await expect.poll(status(bob.page)).toBe(`New message from Ann: ${hostile}`);
    expect(await panel(bob.page).locator('[data-message-status]').getAttribute('role')).toBe('status');
    expect(await panel(bob.page).locator('.chat-text img').count()).toBe(0);
    expect(await stillMarked(bob.page)).toBe(true);

    // Bob answers with Ctrl+Enter; Ann's page shows it live too.
    await bob.page.getByLabel('Write to your opponent').fill('Thanks, you too.');
    await bob.page.getByLabel('Write to your opponent').press('Control+Enter');
    await expect.poll(texts(ann.page)).toEqual([hostile, 'Thanks, you too.']);
    await expect.poll(status(ann.page)).toBe('New message from Bob: Thanks, you too.');
    expect(await panel(ann.page).locator('.chat-mine').count()).toBe(1);
    expect(await panel(ann.page).locator('.chat-theirs .chat-head').first().textContent()).toContain('Bob');

    // A burst past the limit is refused in words, and the text stays to send later.
    for (let index = 0; index < 4; index++) {
      await write(ann.page, `quick ${index}`);
      await expect.poll(texts(ann.page)).toContain(`quick ${index}`);
    }
    await write(ann.page, 'one too many');
    await expect.poll(status(ann.page)).toMatch(/^Not sent: too many messages: .* try again in \d+ s$/);
    expect(await field.inputValue()).toBe('one too many');

    // The watcher: no panel, and not a word of the messages anywhere on the page.
    expect(await panel(watcher.page).isHidden()).toBe(true);
    expect(await watcher.page.content()).not.toContain('Good luck');
    expect(await watcher.page.content()).not.toContain('Thanks, you too');

    // After a reload the conversation is there, oldest first.
    await bob.page.reload();
    await expect
      .poll(texts(bob.page))
      .toEqual([hostile, 'Thanks, you too.', 'quick 0', 'quick 1', 'quick 2', 'quick 3']);

    // The one refusal asked for above is the only error: the browser logs the 429 itself.
    expect(ann.errors).toEqual([expect.stringContaining('status of 429')]);
    expect([...bob.errors, ...watcher.errors]).toEqual([]);
    for (const page of [ann.page, bob.page, watcher.page]) await page.context().close();
  });

  it('point from beside the board to a message that arrives out of sight, on a phone', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const ann = await openGame(await browser.newContext({ viewport: PHONE, hasTouch: true }), created.links.light!);
    // The conversation loaded and the live feed open: what comes now arrives live.
    await panel(ann.page).locator('[data-message-list][data-loaded="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => ann.page.locator('#connection').getAttribute('data-status')).toBe('open');
    await ann.page.evaluate(() => window.scrollTo(0, 0));
    const alert = ann.page.locator('#message-alert');
    expect(await alert.isHidden()).toBe(true);
    const sent = await fetch(`${baseUrl()}/api/games/${created.id}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${created.links.dark!.split('=')[1]}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Look at the board!' }),
    });
    expect(sent.status).toBe(201);
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toBe('New message from Bob');
    await shoot(ann.page, 'message-alert-phone.png');
    await alert.click();
    await expect.poll(() => alert.isHidden()).toBe(true);
    await expect.poll(() => panel(ann.page).locator('.chat-text').last().isVisible()).toBe(true);
    expect(await panel(ann.page).locator('.chat-text').last().textContent()).toBe('Look at the board!');
    expect(ann.errors).toEqual([]);
    await ann.page.context().close();
  });

  it('keeps the older messages when one is sent before the conversation has loaded', async () => {
    const created = await createGame({ game: 'adix', players: { white: { name: 'Wanda' }, black: { name: 'Boris' } } });
    const white = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.white!);
    await panel(white.page).waitFor();
    await write(white.page, 'First, from Wanda.');
    await expect.poll(texts(white.page)).toHaveLength(1);

    // Boris's first load of the conversation is held back until his own message is sent.
    const context = await browser.newContext({ viewport: DESKTOP });
    let release = () => {};
    const sent = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(/\/messages\?last=100/, async (route) => {
      await sent;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(created.links.black!);
    await write(page, 'Quick reply from Boris.');
    await expect.poll(texts(page)).toEqual(['Quick reply from Boris.']);
    release();
    await expect.poll(texts(page)).toEqual(['First, from Wanda.', 'Quick reply from Boris.']);
    for (const open of [white.page.context(), context]) await open.close();
  });

  it('is not offered in a game against the computer', async () => {
    const created = await createGame({ game: 'adomoc', players: { dark: { computer: { level: 1 } } } });
    const { page, errors } = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.light!);
    await page.locator('#notes').waitFor();
    expect(await panel(page).isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('looks right at 375 px and on a desktop, in both themes', async () => {
    const created = await createGame({ game: 'adix', players: { white: { name: 'Wanda' }, black: { name: 'Boris' } } });
    const setup = await browser.newContext({ viewport: DESKTOP });
    const white = await openGame(setup, created.links.white!);
    await panel(white.page).waitFor();
    await write(white.page, 'Hello Boris! Shall we play a long one? I move about once a day, in the evening.');
    await expect.poll(texts(white.page)).toHaveLength(1);
    const black = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.black!);
    await write(black.page, 'Evenings suit me too. 🌙\nGood luck!');
    await expect.poll(texts(black.page)).toHaveLength(2);
    await setup.close();
    await black.page.context().close();
    for (const theme of ['light', 'dark'] as const)
      for (const [device, viewport] of [
        ['375', NARROW],
        ['desktop', DESKTOP],
      ] as const) {
        const context = await browser.newContext({ viewport, colorScheme: theme });
        const { page, errors } = await openGame(context, created.links.black!);
        await expect.poll(texts(page)).toHaveLength(2);
        await page.getByLabel('Write to your opponent').fill('A reply being written…');
        await panel(page).scrollIntoViewIfNeeded();
        await shoot(panel(page), `messages-conversation-${theme}-${device}.png`);
        // Nothing is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
        expect(errors).toEqual([]);
        await context.close();
      }
  });
});
