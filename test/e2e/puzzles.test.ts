/**
 * The puzzles in Chromium: one puzzle of each game solved as a learner would, with a try
 * the engine refuses, a legal try that is not the answer (the page names the defence that
 * refutes it, found by search in the page), the answer with the defence played in
 * between, and the progress kept in the browser; screenshots of the list and a puzzle at
 * phone and desktop width in both themes, saved to the screenshots folder (screens.ts)/puzzles-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/game.ts';
import type { GameId } from '../../src/engine/game-id.ts';
import { GAME_ENGINES } from '../../src/engine/games.ts';
import { startOf } from '../../src/learn/check.ts';
import { puzzleLesson } from '../../src/learn/puzzle.ts';
import { PUZZLES } from '../../src/learn/puzzle-sets.ts';
import { whyNotTheAnswer } from '../../src/web/learn/why-not.ts';
import { DESKTOP, baseUrl, launchChromium, message, watchForErrors } from './harness.ts';
import { shoot } from './screens.ts';

const PHONE_375 = { width: 375, height: 812 } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** The first puzzle of two moves: the learner plays twice, the page answers once. */
const twoMovePuzzle = (id: GameId) => {
  const puzzle = PUZZLES[id].find((candidate) => candidate.solution.length === 3)!;
  const game = GAME_ENGINES[id] as Game;
  const lesson = puzzleLesson(game, puzzle);
  const start = game.parsePosition(puzzle.position);
  if (!start.ok) throw new Error(start.error.message);
  const legal = game.legalMoves(start.value, lesson.variant).map((move) => game.makeMove(start.value, move));
  const wrong = legal.find((notation) => notation !== puzzle.solution[0])!;
  return { puzzle, wrong, why: whyNotTheAnswer(game, lesson, startOf(lesson), wrong) };
};

const typeMove = async (page: Page, text: string): Promise<void> => {
  const input = page.locator('#notation-input');
  await input.fill(text);
  await input.press('Enter');
};

const noSideways = async (page: Page): Promise<void> => {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
};

describe('puzzles', () => {
  for (const [id, illegal, reason] of [
    ['adomoc', 'Fa1a2', 'Not a legal move:'],
    ['adix', 'Pa1-a2', 'Not a legal move:'],
  ] as const)
    it(`solve a ${id} puzzle of two moves: a refused try, a wrong try refuted, the answer and the defence`, async () => {
      const { puzzle, wrong, why } = twoMovePuzzle(id);
      const context = await browser.newContext({ viewport: id === 'adomoc' ? PHONE_375 : DESKTOP });
      const page = await context.newPage();
      const errors = watchForErrors(page);
      await page.goto(`${baseUrl()}/learn/${id}/puzzles`);
      await page.locator(`#lessons [data-lesson="${puzzle.id}"] a`).click();
      await expect.poll(() => page.url()).toContain(`/learn/${id}/puzzles/${puzzle.id}`);
      await expect.poll(() => page.locator('#lesson-ask').textContent()).toContain('win in 2 moves');
      // The ask is in the page as served: wait for the script, or Enter submits the form itself.
      await expect.poll(() => page.locator('#board').getAttribute('data-ready')).toBe('true');

      await typeMove(page, illegal);
      await expect.poll(() => message(page).textContent()).toContain(reason);

      await typeMove(page, wrong);
      await expect.poll(() => message(page).textContent()).toBe(`${wrong} is legal, but not the answer. ${why}`);
      expect(await message(page).getAttribute('data-tone')).toBe('problem');
      await shoot(page, `puzzles-${id}-wrong.png`, { fullPage: true });

      await typeMove(page, puzzle.solution[0]!);
      await expect.poll(() => message(page).getAttribute('data-tone')).toBe('right');
      expect(await message(page).textContent()).toContain(`Then ${puzzle.solution[1]}`);
      await expect.poll(() => page.locator('#lesson-ask').textContent()).toBe('Your move: win in 1 move.');
      await typeMove(page, puzzle.solution[2]!);
      await expect.poll(() => message(page).textContent()).toContain('Puzzle solved.');
      await expect.poll(() => page.locator('#lesson-next').isVisible()).toBe(true);

      await page.goto(`${baseUrl()}/learn/${id}/puzzles`);
      await expect
        .poll(() => page.locator(`#lessons [data-lesson="${puzzle.id}"]`).getAttribute('data-done'))
        .toBe('true');
      await expect
        .poll(() => page.locator('#learn-progress').textContent())
        .toBe(`1 of ${PUZZLES[id].length} puzzles done.`);
      await noSideways(page);
      expect(errors).toEqual([]);
      await context.close();
    });

  it('screenshots of the lists and a puzzle, phone and desktop, both themes', async () => {
    for (const theme of ['light', 'dark'] as const)
      for (const [device, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE_375],
      ] as const) {
        const context = await browser.newContext({ viewport, colorScheme: theme });
        const page = await context.newPage();
        const errors = watchForErrors(page);
        for (const id of ['adomoc', 'adix'] as const) {
          const { puzzle, wrong } = twoMovePuzzle(id);
          await page.goto(`${baseUrl()}/learn/${id}/puzzles`);
          await shoot(page, `puzzles-${id}-list-${theme}-${device}.png`, { fullPage: true });
          await noSideways(page);
          await page.goto(`${baseUrl()}/learn/${id}/puzzles/${puzzle.id}`);
          await typeMove(page, wrong);
          await expect.poll(() => message(page).getAttribute('data-tone')).toBe('problem');
          await shoot(page, `puzzles-${id}-${theme}-${device}.png`, { fullPage: true });
          await noSideways(page);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
  });
});
