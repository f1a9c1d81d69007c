/**
 * A whole game played without the pointer and without the picture, through what
 * Chromium's accessibility tree gives a screen reader: roles, names and the text of the
 * live regions. The player opens the board in words (a table of the spaces by cycle and
 * column), asks about the position, moves from the table, types a move from the legal
 * moves offered as completions, hears a refusal and the opponent's moves, and accepts a
 * draw offer, which ends the game. Every step is a key press on an element found by its
 * role and name; none is a click.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adomocGame } from '../../src/engine/adomoc/game.ts';
import { adixGame } from '../../src/engine/adix/game.ts';
import { DESKTOP, baseUrl, createGame, launchChromium, openGame, playOverApi } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** The last thing the game's log (its polite live region) holds. */
const lastHeard = (page: Page) =>
  page.getByRole('log', { name: 'What happens in the game' }).locator('p').last().textContent();

/** Focuses an element found by role and name (within `scope`), and presses a key there. */
const press = async (
  page: Page,
  role: Parameters<Page['getByRole']>[0],
  name: string | RegExp,
  scope: Page | Locator = page,
  key = 'Enter',
) => {
  const target = scope.getByRole(role, { name, exact: typeof name === 'string' });
  await target.focus();
  await page.keyboard.press(key);
};

/** The board in words, as a screen reader finds it: a region named by its heading. */
const wordsRegion = (page: Page) => page.getByRole('region', { name: 'The board in words' });

const ask = async (page: Page, question: string): Promise<string> => {
  const box = page.getByRole('textbox', { name: 'Ask about the position' });
  await box.focus();
  await box.fill(question);
  const answer = page
    .getByRole('status')
    .filter({ has: page.locator('#board-answer') })
    .or(page.locator('#board-answer'));
  await page.keyboard.press('Enter');
  await expect.poll(() => answer.textContent()).not.toBe('');
  return (await answer.textContent()) ?? '';
};

describe('playing without sight', () => {
  it('an Adomoc game from the first move to its end, by keyboard and the accessibility tree', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openGame(context, created.links.light!);

    // The board in words: a table whose rows are cycles and columns are columns.
    await press(page, 'button', 'Board in words');
    // The page shows the change at its next frame.
    await expect
      .poll(() => page.getByRole('button', { name: 'Board in words' }).getAttribute('aria-expanded'))
      .toBe('true');
    const table = page.getByRole('table', { name: 'Adomoc: each cycle a row, each column a column' });
    await table.waitFor();
    expect(await table.getByRole('rowheader').count()).toBe(8);
    expect(await table.getByRole('columnheader').count()).toBe(10);
    const snapshot = await table.ariaSnapshot();
    expect(snapshot).toContain('rowheader "cycle 3"');
    expect(snapshot).toContain('columnheader "column c"');
    expect(snapshot).toContain('button "c3: light prime foot, can move"');
    expect(snapshot).toContain('button "c6: empty"');
    // The centre, outside the grid, follows it.
    expect(await wordsRegion(page).getByRole('button', { name: 'centre: empty' }).count()).toBe(1);

    // Questions about the position.
    expect(await ask(page, 'where are my feet?')).toMatch(/^Your feet \(\d+\): light foot on /);
    expect(await ask(page, 'what is on h3')).toBe('h3: the dark prime foot.');
    expect(await ask(page, 'what can c3 do')).toMatch(/^The light prime foot on c3 has \d+ moves\. F\^c3c4: /);
    expect(await ask(page, 'clock')).toBe('This game has no clock.');
    expect(await ask(page, 'fly me to the moon')).toContain('is not a question this board knows');

    // A move from the table: the piece, its landing, then Confirm, each by Enter.
    await press(page, 'button', 'c3: light prime foot, can move', wordsRegion(page));
    await expect.poll(() => lastHeard(page)).toMatch(/^The light prime foot on c3 is selected: \d+ marked landings/);
    await press(page, 'button', 'c6: empty, a landing', wordsRegion(page));
    const confirm = page.getByRole('button', { name: /^Confirm/ });
    await expect.poll(() => confirm.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => lastHeard(page)).toBe('You played F^c3c6. The light prime foot moved from c3 to c6.');

    // The opponent's move is read out, then whose turn it is.
    await playOverApi(created, 'dark', 'F^h3h6', 1);
    await expect
      .poll(() => lastHeard(page))
      .toBe('Bob played F^h3h6. The dark prime foot moved from h3 to h6. Your turn.');
    expect(await table.ariaSnapshot()).toContain('button "h6: dark prime foot"');

    // Typing a move: the legal moves are offered as completions, each with what it would do.
    const box = page.getByRole('combobox', { name: 'Type a move' });
    const options = await page
      .locator('#legal-moves option')
      .evaluateAll((all) => all.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
    const response = (await (await fetch(`${baseUrl()}/api/games/${created.id}`)).json()) as { position: string };
    const position = adomocGame.parsePosition(response.position);
    if (!position.ok) throw new Error(position.error.message);
    const legal = adomocGame
      .legalMoves(position.value, 'standard')
      .map((move) => adomocGame.makeMove(position.value, move));
    expect(options.map(([value]) => value).sort()).toEqual([...legal].sort());
    expect(options.find(([value]) => value === 'Fa3a6')?.[1]).toBe('The light foot would move from a3 to a6.');
    // A refusal is read out with its reason.
    await box.focus();
    await box.fill('Fa3b5');
    await page.keyboard.press('Enter');
    await expect.poll(() => lastHeard(page)).toBe('A foot moves only along columns and cycles.');
    await box.fill('Fa3a6');
    await page.keyboard.press('Enter');
    await expect.poll(() => confirm.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => lastHeard(page)).toBe('You played Fa3a6. The light foot moved from a3 to a6.');
    expect(await ask(page, 'last move')).toBe('Ann played Fa3a6. The light foot moved from a3 to a6.');

    // What attacks a piece: the opponent's moves that would take it, judged by the engine.
    expect(await ask(page, 'what attacks c6')).toMatch(
      /^(Nothing attacks the light prime foot on c6 now|The light prime foot on c6 is attacked by)/,
    );

    // An offer, read out, accepted by keyboard: the end of the game, read out.
    const offered = await fetch(`${baseUrl()}/api/games/${created.id}/draw`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${created.tokens.dark}` },
      body: JSON.stringify({ action: 'offer' }),
    });
    expect(offered.status).toBe(200);
    await expect.poll(() => lastHeard(page)).toBe('Bob offers a draw: accept or decline it.');
    await press(page, 'button', 'Accept draw');
    await expect.poll(() => lastHeard(page)).toBe("You accepted Bob's draw offer: the game is drawn.");

    // The page that says all this, one link away.
    await press(page, 'link', 'Playing without the board picture', wordsRegion(page));
    await page.waitForURL(`${baseUrl()}/learn/accessibility`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Playing without the board picture');
    expect(await page.getByRole('heading', { name: 'Asking about the position' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads an ADIX cube with every face, by rank and file', async () => {
    const created = await createGame({ game: 'adix', players: { white: { name: 'Wanda' }, black: { name: 'Boris' } } });
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openGame(context, created.links.white!);
    await press(page, 'button', 'Board in words');
    const table = page.getByRole('table', { name: 'ADIX: each rank a row, each file a column' });
    await table.waitFor();
    const snapshot = await table.ariaSnapshot();
    expect(snapshot).toContain('rowheader "rank 1"');
    expect(snapshot).toMatch(/button "e1: white rock captain \(top rock, north \w+, east \w+, south \w+, west \w+\)/);
    expect(await ask(page, 'where is my captain')).toMatch(/^Your captain \(1\): white rock captain on e1\.$/);
    const start = adixGame.startPosition('standard');
    expect(await ask(page, 'moves')).toContain(
      `${adixGame.legalMoves(start, 'standard').length} legal moves for White`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
