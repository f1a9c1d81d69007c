/**
 * Moves in words everywhere on the game page: the line under the board and the spoken
 * log when a move arrives, the note while looking back (read out as each step lands),
 * and the move list, whose buttons are named by what each move did, with the words of the
 * move on the board written under it (on a phone, in view after a tap on a move). The words are the engine's, made sentences by
 * the function the emails and chat posts use too (src/shared/played-words.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adomocGame } from '../../src/engine/adomoc/game.ts';
import { describeMove, playedText } from '../../src/shared/played-words.ts';
import { DESKTOP, PHONE, createGame, launchChromium, message, openGame, playOverApi } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const start = adomocGame.startPosition('standard');
const FIRST = 'F^c3c6';
const firstWords = describeMove(adomocGame, start, 'standard', FIRST);
const afterFirst = (() => {
  const move = adomocGame.parseMove(start, 'standard', FIRST);
  if (!move.ok) throw new Error(move.error.message);
  const played = adomocGame.play(start, 'standard', move.value);
  if (!played.ok) throw new Error(played.error.message);
  return played.value.position;
})();
const SECOND = 'F^h3h6';
const secondWords = describeMove(adomocGame, afterFirst, 'standard', SECOND);

describe('moves in words on the game page', () => {
  it('says what each move did when it arrives, while looking back, and in the move list', async () => {
    expect(firstWords).toBe('The light prime foot moved from c3 to c6.');
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openGame(context, created.links.dark!);
    await playOverApi(created, 'light', FIRST, 0);
    await page.locator('#moves [data-ply="1"]').waitFor();
    // Arriving: the line under the board and the spoken log, in the shared words.
    await expect.poll(() => message(page).textContent()).toBe(`${playedText('Ann', FIRST, firstWords)} Your turn.`);
    expect(await page.getByRole('log').locator('p').last().textContent()).toBe(
      `${playedText('Ann', FIRST, firstWords)} Your turn.`,
    );
    await playOverApi(created, 'dark', SECOND, 1);
    await page.locator('#moves [data-ply="2"]').waitFor();

    // The move list: each move's button is named by the move and what it did.
    const list = page.locator('#moves');
    await expect.poll(() => list.getByRole('button', { name: `${FIRST}: ${firstWords}` }).count()).toBe(1);
    expect(await list.getByRole('button', { name: `${SECOND}: ${secondWords}` }).count()).toBe(1);

    // Looking back: the note names the move looked at and says what it did, and a polite
    // region reads each step out.
    await page.locator('[data-nav="prev"]').click();
    await expect.poll(() => page.locator('#history-note').textContent()).toContain(firstWords);
    const said = page.locator('#history-said');
    expect(await said.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => said.textContent()).toContain(`after 1. ${FIRST}`);
    expect(await said.textContent()).toContain(firstWords);
    await page.locator('[data-nav="last"]').click();
    await expect.poll(() => said.textContent()).toContain('Back at the latest position');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, a tap on a move shows what it did beside the list', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    await playOverApi(created, 'light', FIRST, 0);
    await playOverApi(created, 'dark', SECOND, 1);
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const { page, errors } = await openGame(context, created.links.watch!);
    const words = page.locator('#move-words');
    // At the latest position: the last move's words.
    expect(await words.textContent()).toBe(`1… ${SECOND}: ${secondWords}`);
    await page.locator('#moves [data-ply="1"]').tap();
    await expect.poll(() => words.textContent()).toBe(`1. ${FIRST}: ${firstWords}`);
    // Where the eye is after the tap: in view, no scrolling to read it.
    await expect
      .poll(() =>
        words.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= innerHeight;
        }),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
