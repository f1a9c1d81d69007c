/** A game against the computer through the pages, as a newcomer would start one. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adomocGame } from '../../src/engine/adomoc/game.ts';
import { DESKTOP, PHONE, baseUrl, createGame, launchChromium, openGame, watchForErrors } from './harness.ts';
import { shoot } from './screens.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('playing the computer', () => {
  it('starts from the home page, and the computer answers each move on the page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl()}/`);
    const form = page.locator('#computer-game');
    await expect.poll(() => form.getByLabel('Level').inputValue()).toBe('1');
    await form.getByLabel('Level').selectOption('1');
    await form.getByLabel('Your name').fill('Ann');
    await form.getByRole('button', { name: 'Play the computer' }).click();

    // The page opens on the player's own seat.
    await page.waitForURL(/\/g\/[a-z0-9]{12}#light=/);
    await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
    await expect.poll(() => page.locator('#turn-note').textContent()).toBe('Your turn: you play Light.');
    expect(await page.locator('#players').textContent()).toContain('Computer (level 1)');

    const start = adomocGame.startPosition('standard');
    const first = adomocGame.makeMove(start, adomocGame.legalMoves(start, 'standard')[0]!);
    // Every text the turn note shows, however briefly.
    await page.evaluate(() => {
      const note = document.getElementById('turn-note')!;
      const seen: string[] = [];
      (window as unknown as { turnNotes: string[] }).turnNotes = seen;
      new MutationObserver(() => seen.push(note.textContent ?? '')).observe(note, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    // The move's own answer is held back until the computer has replied, as a slow network
    // may do: the older state it carries must not undo the reply the page already shows.
    let releaseAnswer = (): void => {};
    const answerHeld = new Promise<void>((resolve) => {
      releaseAnswer = resolve;
    });
    await page.route('**/api/games/*/moves', async (route) => {
      const response = await route.fetch();
      await answerHeld;
      await route.fulfill({ response });
    });
    await page.locator('#notation-input').fill(first);
    await page.locator('#notation-input').press('Enter');
    await page.locator('[data-action="confirm-move"]').click();
    // The reply arrives live: two moves in the list, and the turn is the player's again.
    await page.locator('#moves [data-ply="2"]').waitFor({ timeout: 45_000 });
    const answered = page.waitForResponse('**/api/games/*/moves');
    releaseAnswer();
    await answered;
    await page.unroute('**/api/games/*/moves');
    // Time for the page to take the late answer in; the reply must still be there.
    await page.waitForTimeout(500);
    expect(await page.locator('#moves [data-ply="2"]').count()).toBe(1);
    await expect.poll(() => page.locator('#turn-note').textContent()).toBe('Your turn: you play Light.');
    expect(await page.locator('#game').getAttribute('data-thinking')).toBe('false');
    // A level-1 reply can arrive with the player's own move, so the page may never show the
    // computer to move (test/web/turn-note.test.ts covers the words). If it did, it said "thinking".
    const notes = await page.evaluate(() => (window as unknown as { turnNotes: string[] }).turnNotes);
    expect(notes.filter((note) => note.includes('waiting for'))).toEqual([]);

    // Against the computer, the analysis board may show its view: a score and a line that deepen.
    await page.getByRole('button', { name: 'Analyse' }).click();
    const engine = page.locator('#analysis-engine');
    await engine.getByRole('button', { name: 'Show the computer’s view' }).click();
    // Depth 2 at least: the worker has searched and reported more than once.
    await expect
      .poll(() => engine.locator('[data-engine-panel]').getAttribute('data-depth'), { timeout: 30_000 })
      .toMatch(/^([2-9]|\d\d)$/);
    expect(await engine.locator('[data-engine-lines] > li').first().textContent()).toMatch(
      /^(Even|Light is ahead|Dark is ahead|Light wins|Dark wins).* \S+/,
    );
    await shoot(page, 'computer-analysis-light-desktop.png');
    await engine.getByRole('button', { name: 'Hide the computer’s view' }).click();
    expect(await engine.locator('[data-engine-panel]').isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('from the end of the lessons: the form set to that game at level 1; the game then on /me in this browser', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl()}/learn/adix`);
    await page.getByRole('link', { name: 'Play the computer at level 1' }).click();
    await page.waitForURL(/\?game=adix&level=1#computer-game$/);
    const form = page.locator('#computer-game');
    await expect.poll(() => form.getByLabel('Level').inputValue()).toBe('1');
    expect(await form.getByLabel('ADIX').isChecked()).toBe(true);
    expect(await form.locator('[data-computer-side-label="1"]').textContent()).toBe('Black');
    // A link that asks for what the form does not offer changes nothing.
    await page.goto(`${baseUrl()}/?game=chess&level=99#computer-game`);
    await expect.poll(() => form.getByLabel('Level').inputValue()).toBe('1');
    expect(await form.getByLabel('Adomoc').isChecked()).toBe(true);

    await page.goto(`${baseUrl()}/?game=adix&level=1#computer-game`);
    await form.getByRole('button', { name: 'Play the computer' }).click();
    await page.waitForURL(/#white=/);
    expect(await page.locator('#players').textContent()).toContain('Computer (level 1)');
    // "Your games" in the header: signed out, /me lists this browser's games first.
    await page.locator('.site-nav').getByRole('link', { name: 'Your games' }).click();
    await page.waitForURL(/\/me$/);
    await expect.poll(() => page.locator('#your-games').isVisible()).toBe(true);
    // The list is filled once the page has asked the server about each game: wait for it.
    await expect.poll(() => page.locator('#your-games [data-your-games] li').count()).toBeGreaterThan(0);
    await shoot(page, 'me-signed-out-phone.png', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets the player go second, the computer moving first, in ADIX', async () => {
    for (const theme of ['light', 'dark'] as const)
      for (const [device, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const context = await browser.newContext({ viewport, colorScheme: theme });
        const page = await context.newPage();
        const errors = watchForErrors(page);
        await page.goto(`${baseUrl()}/`);
        const form = page.locator('#computer-game');
        await form.getByLabel('ADIX').check();
        await expect.poll(() => form.locator('[data-computer-side-label="1"]').textContent()).toBe('Black');
        await form.getByLabel('Black').check();
        await shoot(form, `computer-form-${theme}-${device}.png`);
        await form.getByRole('button', { name: 'Play the computer' }).click();
        await page.waitForURL(/#black=/);
        // White moves first: the computer's, from the server's alarm.
        await page.locator('#moves [data-ply="1"]').waitFor({ timeout: 45_000 });
        await expect.poll(() => page.locator('#turn-note').textContent()).toBe('Your turn: you play Black.');
        await shoot(page, `computer-game-${theme}-${device}.png`, { fullPage: device === 'phone' });
        expect(errors).toEqual([]);
        await context.close();
      }
  });

  it('keeps the computer’s view away from a game between people still in progress', async () => {
    const created = await createGame({ game: 'adomoc' });
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openGame(context, created.links.light!);
    await page.getByRole('button', { name: 'Analyse' }).click();
    const engine = page.locator('#analysis-engine');
    expect(await engine.locator('[data-engine-toggle]').isHidden()).toBe(true);
    expect(await engine.locator('[data-engine-fair-play]').textContent()).toContain(
      'never beside a game between people',
    );
    // Once the game is over, the view is offered.
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByRole('button', { name: 'Yes, resign' }).click();
    await expect.poll(() => page.locator('#game').getAttribute('data-status')).toBe('finished');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect.poll(() => engine.locator('[data-engine-toggle]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
