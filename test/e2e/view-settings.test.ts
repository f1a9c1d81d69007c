/**
 * How a reader left a game is how they find it: Flip is kept per game in this browser
 * (a reload, the watch link, another game each show their own), and the deadline reads
 * in the reader's own time zone with the zone named, where the server's page says UTC.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateTimeText } from '../../src/shared/dates.ts';
import { DESKTOP, PHONE, baseUrl, createGame, launchChromium, openGame, playOverApi } from './harness.ts';
import { shoot } from './screens.ts';

const ZONE = 'Asia/Kolkata';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const flipped = (page: Page) => page.locator('#board').getAttribute('data-flipped');

describe('view settings per game, and deadlines in local time', () => {
  it('keeps Flip per game across reloads and links', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const first = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const second = await createGame({ game: 'adix', players: { white: { name: 'Ann' }, black: { name: 'Cy' } } });

    // Bob plays dark: his side is at the bottom until he turns the board round.
    const bob = await openGame(context, first.links.dark!);
    expect(await flipped(bob.page)).toBe('true');
    await bob.page.locator('#flip').click();
    await expect.poll(() => flipped(bob.page)).toBe('false');
    await bob.page.reload();
    await expect.poll(() => bob.page.locator('#connection').getAttribute('data-status')).toBe('open');
    expect(await flipped(bob.page)).toBe('false');

    // The plain watch link of the same game, in the same browser, is seen the same way.
    await bob.page.goto(`${baseUrl()}/g/${first.id}`);
    await expect.poll(() => bob.page.locator('#connection').getAttribute('data-status')).toBe('open');
    expect(await flipped(bob.page)).toBe('false');

    // Another game keeps its own default, and its own choice.
    const ann = await openGame(context, second.links.white!);
    expect(await flipped(ann.page)).toBe('false');
    await ann.page.locator('#flip').click();
    await ann.page.reload();
    await expect.poll(() => ann.page.locator('#connection').getAttribute('data-status')).toBe('open');
    expect(await flipped(ann.page)).toBe('true');
    await bob.page.reload();
    await expect.poll(() => bob.page.locator('#connection').getAttribute('data-status')).toBe('open');
    expect(await flipped(bob.page)).toBe('false');

    // A damaged entry is not trusted: the default again, and no error.
    await bob.page.evaluate((id) => localStorage.setItem(`orrery:view:${id}`, '{"flipped":"yes"'), first.id);
    await bob.page.reload();
    await expect.poll(() => bob.page.locator('#connection').getAttribute('data-status')).toBe('open');
    expect(await flipped(bob.page)).toBe('true');
    expect([...bob.errors, ...ann.errors]).toEqual([]);
  });

  it('shows the deadline in the reader’s time zone, named', async () => {
    const game = await createGame({
      game: 'adomoc',
      players: { light: { name: 'Ann' }, dark: { name: 'Bob' } },
      clock: { daysPerMove: 3, vacationDays: 7 },
    });
    await playOverApi(game, 'light', 'F^c3c6', 0);

    // The server cannot know the reader's zone: its page says UTC.
    const served = await (await fetch(`${baseUrl()}/g/${game.id}`)).text();
    const deadline = /Move by <time datetime="([^"]+)">([^<]+)<\/time>/.exec(served);
    expect(deadline?.[2]).toMatch(/ UTC$/);

    const context = await browser.newContext({ viewport: DESKTOP, timezoneId: ZONE });
    const bob = await openGame(context, game.links.dark!);
    const time = bob.page.locator('#clock time');
    await expect.poll(() => time.textContent()).toMatch(/ GMT\+5:30$/);
    const iso = (await time.getAttribute('datetime'))!;
    expect(iso).toBe(deadline?.[1]);
    expect(await time.textContent()).toBe(dateTimeText(iso, { timeZone: ZONE, now: Date.now() }));

    for (const theme of ['light', 'dark'] as const)
      for (const [name, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await bob.page.emulateMedia({ colorScheme: theme });
        await bob.page.setViewportSize(viewport);
        await shoot(bob.page.locator('#clock'), `deadline-${theme}-${name}.png`);
      }
    expect(bob.errors).toEqual([]);
  });
});
