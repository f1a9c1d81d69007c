/**
 * The analysis board and private notes in Chromium: variations played on the board for
 * either side, the tree and its keys, copying and pasting a line, a seat's analysis
 * saved with the seat (back after a reload and on another device), a watcher's in the
 * browser, and notes that only their seat sees, shown as text.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, createGame, launchChromium, message, openGame, playOverApi, tapSquare } from './harness.ts';
import { shoot } from './screens.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const treeMoves = (page: Page) => page.locator('#analysis-tree [data-node]').allTextContents();
const current = (page: Page) => page.locator('#analysis-tree [aria-current]').textContent();

describe('the analysis board', () => {
  it('explores variations for either side, with keys, copy and paste, saved with the seat', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    await playOverApi(created, 'light', 'F^c3c6', 0);
    await playOverApi(created, 'dark', 'F^h3h6', 1);
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openGame(context, created.links.light!);
    await page.locator('#analyse').click();
    await expect.poll(() => page.locator('#analysis').isVisible()).toBe(true);
    expect(await page.locator('#moves-section').isVisible()).toBe(false);
    // The game's two moves are the main line; the board is at the latest position.
    await expect.poll(() => treeMoves(page)).toEqual(['F^c3c6', 'F^h3h6']);
    await expect.poll(() => current(page)).toBe('F^h3h6');

    // A move for light by taps, then one for dark (not light's turn in the game at all).
    await tapSquare(page, 'd3');
    await tapSquare(page, 'd6');
    await expect.poll(() => treeMoves(page)).toHaveLength(3);
    const lightMove = (await current(page))!;
    expect(await message(page).textContent()).toContain(lightMove);
    await page.locator('#notation-input').fill('Fi3i4');
    await page.locator('#notation-form button[type="submit"]').click();
    await expect.poll(() => current(page)).toBe('Fi3i4');

    // Back two moves to the game's last, and a second variation there.
    await page.locator('#analysis-tree').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => current(page)).toBe('F^h3h6');
    await page.locator('#notation-input').fill('Fa3a4');
    await page.locator('#notation-form button[type="submit"]').click();
    await expect.poll(() => current(page)).toBe('Fa3a4');
    await page.locator('#analysis-tree').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => current(page)).toBe(lightMove);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => current(page)).toBe('Fa3a4');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => current(page)).toBe('Fi3i4');
    // The game's moves are marked as the main line.
    expect(await page.locator('#analysis-tree .analysis-game').allTextContents()).toEqual(['F^c3c6', 'F^h3h6']);
    expect(await page.locator('#analysis-tree .analysis-variation').count()).toBe(1);

    // Copy the line as movetext.
    await page.locator('#analysis-copy').click();
    expect(await page.locator('#analysis-line').inputValue()).toBe(`1. F^c3c6 F^h3h6 2. ${lightMove} Fi3i4`);

    // The history buttons walk the line while analysing.
    await page.locator('[data-nav="prev"]').click();
    await expect.poll(() => current(page)).toBe(lightMove);
    await page.locator('[data-nav="next"]').click();
    await expect.poll(() => current(page)).toBe('Fi3i4');
    expect(await page.locator('#history-note').textContent()).toContain('Analysis');

    // An illegal move is explained by the engine and changes nothing.
    await tapSquare(page, 'a1');
    await expect.poll(() => message(page).getAttribute('data-tone')).toBe('problem');
    expect(await treeMoves(page)).toHaveLength(5);
    await expect.poll(() => page.locator('#analysis-status').textContent()).toContain('Saved');
    expect(await page.locator('#analysis-status').textContent()).toContain('3 of 5000 moves, saved with your seat');
    await shoot(page, 'analysis-light-desktop.png');

    // Back to the game: the game's board and list again, unchanged.
    await page.locator('#analysis-close').click();
    await expect.poll(() => page.locator('#moves-section').isVisible()).toBe(true);
    expect(await page.locator('#moves [data-ply]').count()).toBe(2);

    // Delete a variation, paste a line back.
    await page.locator('#analyse').click();
    await page.locator('#analysis-tree [data-node]', { hasText: 'Fa3a4' }).click();
    await page.locator('#analysis-delete').click();
    await expect.poll(() => treeMoves(page)).toHaveLength(4);
    await page.locator('#analysis-line').fill('1. F^c3c6 F^h3h6 2. Fa3a4 Ff3f4');
    await page.locator('#analysis-paste').click();
    await expect.poll(() => treeMoves(page)).toHaveLength(6);
    await expect.poll(() => current(page)).toBe('Ff3f4');
    await page.locator('#analysis-line').fill('1. F^c3c6 Fzz');
    await page.locator('#analysis-paste').click();
    await expect.poll(() => message(page).getAttribute('data-tone')).toBe('problem');
    await expect.poll(() => page.locator('#analysis-status').textContent()).toContain('4 of 5000 moves');
    await expect.poll(() => page.locator('#analysis-status').textContent()).toContain('Saved');

    // A reload, and another device with the same seat link, find it kept with the seat.
    for (const [name, where] of [
      ['reload', page],
      ['other device', (await openGame(await browser.newContext({ viewport: PHONE }), created.links.light!)).page],
    ] as const) {
      if (name === 'reload') {
        await where.reload();
        await expect.poll(() => where.locator('#connection').getAttribute('data-status')).toBe('open');
      }
      await where.locator('#analyse').click();
      await expect.poll(() => treeMoves(where)).toHaveLength(6);
    }
    // The other seat has its own (empty) analysis.
    const dark = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.dark!);
    await dark.page.locator('#analyse').click();
    await expect.poll(() => dark.page.locator('#analysis-status').textContent()).toContain('0 of 5000');
    expect(await treeMoves(dark.page)).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('keeps a watcher’s analysis in the browser, and follows the game live', async () => {
    const created = await createGame({ game: 'adomoc' });
    const context = await browser.newContext({ viewport: PHONE });
    const { page, errors } = await openGame(context, created.links.watch!);
    await page.locator('#analyse').click();
    await tapSquare(page, 'c3');
    await tapSquare(page, 'c6');
    await expect.poll(() => treeMoves(page)).toEqual(['F^c3c6']);
    await expect.poll(() => page.locator('#analysis-status').textContent()).toContain('kept in this browser');
    // The game then plays the move the watcher foresaw: it becomes the main line.
    await playOverApi(created, 'light', 'F^c3c6', 0);
    await expect.poll(() => page.locator('#analysis-tree .analysis-game').allTextContents()).toEqual(['F^c3c6']);
    await shoot(page, 'analysis-watcher-phone.png', { fullPage: true });
    await page.reload();
    await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
    await page.locator('#analyse').click();
    await expect.poll(() => treeMoves(page)).toEqual(['F^c3c6']);
    const noWidth = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noWidth).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('private notes', () => {
  it('are saved with the seat, shown only to it, and only ever as text', async () => {
    const created = await createGame({ game: 'adomoc' });
    const hostile = '<img src=x onerror="window.hacked=1"> </textarea><b>bold</b>\nline two';
    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'dark' });
    const { page, errors } = await openGame(context, created.links.dark!);
    const notes = page.locator('#notes-text');
    await expect.poll(() => notes.isEnabled()).toBe(true);
    await notes.fill(hostile);
    await expect.poll(() => page.locator('[data-notes-status]').textContent()).toContain('Saved');
    await shoot(page, 'notes-dark-desktop.png');
    await page.reload();
    await expect.poll(() => page.locator('#notes-text').inputValue()).toBe(hostile);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.locator('#notes img, #notes b').count()).toBe(0);
    const watcher = await openGame(await browser.newContext(), created.links.watch!);
    expect(await watcher.page.locator('#notes').isVisible()).toBe(false);
    const light = await openGame(await browser.newContext(), created.links.light!);
    await expect.poll(() => light.page.locator('#notes-text').isEnabled()).toBe(true);
    expect(await light.page.locator('#notes-text').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });
});

describe('conditional moves from the analysis board', () => {
  it('are saved from a line on the board and played at once when the opponent plays into it', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const bob = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.dark!);
    const ann = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.light!);
    const { page } = bob;
    await page.locator('#analyse').click();
    // Ann's expected move, then Bob's reply, on the analysis board.
    await page.locator('#notation-input').fill('F^c3c6');
    await page.locator('#notation-form button[type="submit"]').click();
    await expect.poll(() => current(page)).toBe('F^c3c6');
    await page.locator('#notation-input').fill('F^h3h6');
    await page.locator('#notation-form button[type="submit"]').click();
    await expect.poll(() => current(page)).toBe('F^h3h6');
    await expect
      .poll(() => page.locator('.conditional-preview').textContent())
      .toBe('If Ann plays F^c3c6, play F^h3h6.');
    await page.locator('#conditional-save').click();
    await expect
      .poll(() => page.locator('.conditional-said').textContent())
      .toBe('Saved: 1 line waits for Ann’s move.');
    expect(await page.locator('#conditional-save').isDisabled()).toBe(true);
    expect(await page.locator('.conditional-lines li').allTextContents()).toEqual([
      'If Ann plays F^c3c6, play F^h3h6.',
    ]);
    await shoot(page, 'conditional-bob-desktop.png');

    // Ann plays it on her page: Bob's reply comes back with her move.
    await ann.page.locator('#notation-input').fill('F^c3c6');
    await ann.page.locator('#notation-form button[type="submit"]').click();
    await ann.page.locator('[data-action="confirm-move"]').click();
    await ann.page.locator('#moves [data-ply="2"]').waitFor();
    await expect
      .poll(() => message(ann.page).textContent())
      .toBe(
        'You played F^c3c6. The light prime foot moved from c3 to c6. Bob answered at once with F^h3h6, from their conditional moves. The dark prime foot moved from h3 to h6. Your turn.',
      );
    await expect
      .poll(() => message(page).textContent())
      .toContain(
        'Ann played F^c3c6. The light prime foot moved from c3 to c6. Your conditional move F^h3h6 was played for you. The dark prime foot moved from h3 to h6.',
      );
    // On Bob's analysis board the line is now the game's.
    await expect
      .poll(() => page.locator('#analysis-tree .analysis-game').allTextContents())
      .toEqual(['F^c3c6', 'F^h3h6']);
    expect(bob.errors).toEqual([]);
    expect(ann.errors).toEqual([]);
  });
});

describe('takebacks on the game page', () => {
  it('are asked for and accepted with buttons, and both pages go back a move', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    await playOverApi(created, 'light', 'F^c3c6', 0);
    const ann = await openGame(await browser.newContext({ viewport: DESKTOP }), created.links.light!);
    const bob = await openGame(await browser.newContext({ viewport: PHONE }), created.links.dark!);
    await ann.page.getByRole('button', { name: 'Ask to take back' }).click();
    await expect
      .poll(() => bob.page.locator('#draw-offer').textContent())
      .toBe('Ann (Light) asks to take back their last move.');
    await shoot(bob.page, 'takeback-asked-phone.png');
    await bob.page.getByRole('button', { name: 'Accept takeback' }).click();
    await expect.poll(() => ann.page.locator('#moves [data-ply]').count()).toBe(0);
    await expect.poll(() => bob.page.locator('#moves [data-ply]').count()).toBe(0);
    await expect
      .poll(() => message(ann.page).textContent())
      .toBe('Bob accepted your takeback request: your move F^c3c6 was taken back. Your turn.');
    await expect
      .poll(() => message(bob.page).textContent())
      .toBe("You accepted Ann's takeback request: Ann's move F^c3c6 was taken back.");
    expect(await ann.page.locator('#turn-note').textContent()).toContain('Your turn');
    expect(ann.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
  });
});
