/**
 * What the game page says to each seat, in two browsers: every change the opponent makes
 * (a draw offer declined, withdrawn, accepted; a takeback declined; a vacation; a
 * resignation) is announced live in plain words, and the sentence it replaces ("your
 * offer stands…") does not stay; the confirm step speaks of the move as a proposal while
 * the board shows the position it would make. Screenshots of these panels at 375 px and
 * desktop width in both themes go to the screenshots folder (screens.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  createGame,
  launchChromium,
  markPage,
  message,
  openGame,
  square,
  stillMarked,
  tapSquare,
} from './harness.ts';
import { shoot } from './screens.ts';

const NARROW = { width: 375, height: 740 } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const said = (page: Page) => () => message(page).textContent();
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('the game page announces what the other seat does', () => {
  let ann: BrowserContext;
  let bob: BrowserContext;
  beforeAll(async () => {
    ann = await browser.newContext({ viewport: DESKTOP });
    bob = await browser.newContext({ viewport: DESKTOP });
  });

  it('a draw offer declined, withdrawn and accepted, and a takeback declined, live and in words', async () => {
    const created = await createGame({
      game: 'adomoc',
      players: { light: { name: 'Ann' }, dark: { name: 'Bob' } },
      clock: { daysPerMove: 3, vacationDays: 7 },
    });
    const light = await openGame(ann, created.links.light!);
    const dark = await openGame(bob, created.links.dark!);
    await markPage(light.page);

    await button(light.page, 'Offer a draw').click();
    await expect.poll(said(light.page)).toBe('You offered a draw: it stands until Bob answers or moves.');
    // Ann offered on her own turn: Bob has no move yet to decline it with.
    await expect.poll(said(dark.page)).toBe('Ann offers a draw: accept or decline it.');

    // Bob declines: Ann is told at once, and the sentence that said her offer stands is gone.
    await button(dark.page, 'Decline draw').click();
    await expect.poll(said(light.page)).toBe('Bob declined your draw offer.');
    await expect.poll(said(dark.page)).toBe("You declined Ann's draw offer.");
    expect(await light.page.locator('#draw-offer').isHidden()).toBe(true);
    expect(await light.page.locator('.board-feedback').textContent()).not.toContain('stands');
    expect(await stillMarked(light.page)).toBe(true);
    // Once a move: Ann cannot offer again until a move is played, and the page says why.
    expect(await button(light.page, 'Offer a draw').count()).toBe(0);
    expect(await light.page.locator('#seat-actions .hint').allTextContents()).toEqual([
      'You offered a draw this move: you can offer again after the next move.',
    ]);
    expect(await dark.page.locator('#seat-actions .hint').count()).toBe(0);

    // Bob offers and withdraws: Ann is told, and her Accept and Decline buttons go.
    await button(dark.page, 'Offer a draw').click();
    await button(light.page, 'Decline draw').waitFor();
    await button(dark.page, 'Withdraw draw offer').click();
    await expect.poll(said(light.page)).toBe('Bob withdrew the draw offer.');
    expect(await button(light.page, 'Decline draw').count()).toBe(0);

    // Vacation: the other seat is told the clock stopped, and that it runs again.
    await button(dark.page, 'Take vacation (7 days left)').click();
    await expect.poll(said(light.page)).toBe('Bob is on vacation: their clock is stopped until they come back.');
    // Ending it says until when it would last at most.
    const end = dark.page.getByRole('button', { name: /^End vacation \(until .+ at most\)$/ });
    await end.click();
    await expect.poll(said(light.page)).toBe('Bob is back from vacation: their clock runs again.');

    // A takeback asked for and declined.
    await tapSquare(light.page, 'c3');
    await tapSquare(light.page, 'c6');
    await light.page.locator('[data-action="confirm-move"]').click();
    await expect.poll(said(dark.page)).toBe('Ann played F^c3c6. The light prime foot moved from c3 to c6. Your turn.');
    await button(light.page, 'Ask to take back').click();
    await expect
      .poll(said(dark.page))
      .toBe('Ann asks to take back the move F^c3c6: accept or decline it, or play a move to decline it.');
    await button(dark.page, 'Decline takeback').click();
    await expect.poll(said(light.page)).toBe('Bob declined your takeback request.');
    expect(await button(light.page, 'Ask to take back').count()).toBe(0);
    // Ann's move reset the offers: she may offer a draw again.
    await button(light.page, 'Offer a draw').waitFor();
    expect(await light.page.locator('#seat-actions .hint').allTextContents()).toEqual([
      'You asked to take back this move already: a takeback may be asked once a move.',
    ]);

    // An offer accepted ends the game: both are told how.
    await button(dark.page, 'Offer a draw').click();
    await button(light.page, 'Accept draw').click();
    await expect.poll(said(dark.page)).toBe('Ann accepted your draw offer: the game is drawn.');
    await expect.poll(said(light.page)).toBe("You accepted Bob's draw offer: the game is drawn.");

    expect(await stillMarked(light.page)).toBe(true);
    expect(light.errors).toEqual([]);
    expect(dark.errors).toEqual([]);
    await light.page.close();
    await dark.page.close();
  });

  it('a resignation, to the winner and to a watcher', async () => {
    const created = await createGame({ game: 'adix', players: { white: { name: 'Wanda' }, black: { name: 'Boris' } } });
    const white = await openGame(ann, created.links.white!);
    const black = await openGame(bob, created.links.black!);
    const watcher = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.watch!);
    await button(black.page, 'Resign').click();
    await button(black.page, 'Yes, resign').click();
    await expect.poll(said(white.page)).toBe('Boris resigned: you win.');
    await expect.poll(said(black.page)).toBe('You resigned: Wanda wins.');
    await expect.poll(said(watcher.page)).toBe('Boris resigned: Wanda wins.');
    expect([...white.errors, ...black.errors, ...watcher.errors]).toEqual([]);
    await white.page.close();
    await black.page.close();
    await watcher.page.close();
  });
});

describe('the confirm step', () => {
  it('speaks of the move as a proposal and shows the position it would make until it is confirmed', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const { page, errors } = await openGame(context, created.links.light!);
    const chooser = page.locator('#chooser');
    const piece = (name: string) => square(page, name).getAttribute('data-piece');

    await tapSquare(page, 'a3');
    await tapSquare(page, 'a6');
    await expect.poll(() => chooser.locator('.chooser-prompt').textContent()).toBe('Play Fa3a6?');
    expect(await chooser.locator('p.muted').textContent()).toBe('The light foot would move from a3 to a6.');
    // The board shows the position the move would make, marked as a preview.
    await expect.poll(() => piece('a6')).toBe('F');
    expect(await piece('a3')).toBeNull();
    expect(await page.locator('#board').getAttribute('data-preview')).toBe('true');
    expect(await page.locator('#board svg').getAttribute('aria-label')).toBe(
      'The board if Fa3a6 is played (not sent yet)',
    );

    // Cancelled, the board is the game's again.
    await button(page, 'Cancel').click();
    await expect.poll(() => piece('a3')).toBe('F');
    expect(await piece('a6')).toBeNull();
    expect(await page.locator('#board').getAttribute('data-preview')).toBe('false');

    // Confirmed, the move is played and told as done.
    await tapSquare(page, 'a3');
    await tapSquare(page, 'a6');
    await page.locator('[data-action="confirm-move"]').click();
    await page.locator('#moves [data-ply="1"]').waitFor();
    await expect.poll(said(page)).toBe('You played Fa3a6. The light foot moved from a3 to a6.');
    expect(await piece('a6')).toBe('F');
    expect(await page.locator('#board').getAttribute('data-preview')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('screenshots of the changed panels', () => {
  for (const theme of ['light', 'dark'] as const)
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['375', NARROW],
    ] as const)
      it(`${theme} theme, ${device}`, async () => {
        const options = { viewport, colorScheme: theme, deviceScaleFactor: device === '375' ? 2 : 1 };
        const ann = await browser.newContext(options);
        const bob = await browser.newContext(options);
        const created = await createGame({
          game: 'adomoc',
          players: { light: { name: 'Ann' }, dark: { name: 'Bob' } },
        });
        const light = await openGame(ann, created.links.light!);
        const dark = await openGame(bob, created.links.dark!);
        const shot = (page: Page, name: string) =>
          shoot(page, `messages-${name}-${theme}-${device}.png`, { fullPage: device === '375' });

        await tapSquare(light.page, 'a3');
        await tapSquare(light.page, 'a6');
        await light.page.locator('[data-action="confirm-move"]').waitFor();
        await shot(light.page, 'confirm-preview');
        await button(light.page, 'Cancel').click();

        await button(light.page, 'Offer a draw').click();
        await button(dark.page, 'Decline draw').click();
        await expect.poll(said(light.page)).toBe('Bob declined your draw offer.');
        await shot(light.page, 'draw-declined');

        await tapSquare(light.page, 'c3');
        await tapSquare(light.page, 'h6');
        await expect.poll(() => message(light.page).getAttribute('data-tone')).toBe('problem');
        await shot(light.page, 'refused-landing');

        const home = await ann.newPage();
        await home.goto(created.links.watch!.replace(/\/g\/.*/, '/'));
        await home.locator('input[name="email-0"]').fill('not-an-email');
        await home.getByRole('button', { name: 'Create the game' }).click();
        await home.locator('#form-error').waitFor();
        await home.locator('#form-error').scrollIntoViewIfNeeded();
        await shoot(home, `messages-home-error-${theme}-${device}.png`);

        expect([...light.errors, ...dark.errors]).toEqual([]);
        await ann.close();
        await bob.close();
      });
});
