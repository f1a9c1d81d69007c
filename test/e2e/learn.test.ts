/**
 * The lessons in Chromium: one lesson of each game walked through the board as a learner
 * would (a try the engine refuses, a legal try that is not the answer, the answer), the
 * progress kept over a reload and reset; screenshots at phone and desktop width in both
 * themes, saved to the screenshots folder (screens.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, launchChromium, message, square, tapSquare, watchForErrors } from './harness.ts';
import { shoot } from './screens.ts';

const PHONE_375 = { width: 375, height: 812 } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const noSideways = async (page: Page): Promise<void> => {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
};

const lessonState = (page: Page, id: string) =>
  page.locator(`#lessons [data-lesson="${id}"]`).getAttribute('data-done');

describe('lessons', () => {
  it('walk an Adomoc lesson: the engine’s reason, a hint, the answer; progress kept over a reload, then reset', async () => {
    const context = await browser.newContext({ viewport: PHONE_375 });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl()}/learn/adomoc/attraction`);
    await expect.poll(() => page.locator('#board [data-square="e3"]').getAttribute('aria-label')).toContain('can move');

    // The held foot: the engine says why it cannot move.
    await tapSquare(page, 'b5');
    await expect.poll(() => message(page).textContent()).toBe('The foot on b5 is held by the dark sun on b6.');
    await expect.poll(() => message(page).getAttribute('data-tone')).toBe('problem');

    // A legal move that is not the answer gets the lesson's hint, and the board stays as it was.
    await tapSquare(page, 'e3');
    await tapSquare(page, 'd4');
    await expect.poll(() => message(page).textContent()).toContain('Me3d4 is legal, but not the answer');
    await expect.poll(() => message(page).textContent()).toContain('Your moon on e3 reaches b6 along a spiral');
    expect(await square(page, 'e3').getAttribute('aria-label')).toContain('moon');

    // The answer: the moon lands on the sun, and the origin space is chosen on the board.
    await tapSquare(page, 'e3');
    await tapSquare(page, 'b6');
    await expect.poll(() => page.locator('#chooser').textContent()).toContain('tap the origin space');
    await tapSquare(page, 'j1');
    await expect.poll(() => message(page).getAttribute('data-tone')).toBe('right');
    const said = await message(page).textContent();
    expect(said).toContain('Right: Me3b6oj1.');
    expect(said).toContain('The light foot on b5 is free to move again.');
    await expect.poll(() => page.locator('#lesson-next').isVisible()).toBe(true);
    expect(await page.locator('#lesson-next').textContent()).toBe('Next: No reverse origination');
    await shoot(page, 'lesson-adomoc-done-phone.png', { fullPage: true });

    await page.goto(`${baseUrl()}/learn/adomoc`);
    await expect.poll(() => lessonState(page, 'attraction')).toBe('true');
    await page.reload();
    await expect.poll(() => lessonState(page, 'attraction')).toBe('true');
    expect(await lessonState(page, 'board')).toBe('false');
    await expect.poll(() => page.locator('#learn-progress').textContent()).toBe('1 of 15 lessons done.');
    await page.locator('#learn-reset').click();
    await expect.poll(() => lessonState(page, 'attraction')).toBe('false');
    await page.reload();
    await expect.poll(() => page.locator('#learn-progress').textContent()).toBe('0 of 15 lessons done.');
    expect(await page.locator('#learn-reset').isVisible()).toBe(false);
    await noSideways(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('walk an ADIX lesson of two moves, typed and tapped, with the reply played between', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl()}/learn/adix/pivoting`);
    await expect.poll(() => square(page, 'e4').getAttribute('aria-label')).toContain('can move');

    // Typed: an illegal move gets the engine's reason, a legal wrong one the lesson's own hint.
    const input = page.locator('#notation-input');
    await input.fill('Ce4-e8');
    await input.press('Enter');
    await expect
      .poll(() => message(page).textContent())
      .toContain('Not a legal move: Scissors slide along diagonals only');
    await input.fill('Ce4)');
    await input.press('Enter');
    await expect
      .poll(() => message(page).textContent())
      .toBe(
        'Ce4) is legal, but not the answer. Clockwise turns the east face to the south: anticlockwise turns it north.',
      );

    // Tapped: the piece, then itself, then the way to turn in the chooser.
    await tapSquare(page, 'e4');
    await tapSquare(page, 'e4');
    await page.getByRole('button', { name: /Pivot anticlockwise/ }).click();
    await expect.poll(() => message(page).getAttribute('data-tone')).toBe('right');
    expect(await message(page).textContent()).toContain('Then *Pa9-b8');
    await expect
      .poll(() => page.locator('#lesson-ask').textContent())
      .toBe('Now tip the cube so that rock comes on top.');
    expect(await page.locator('#lesson-next').isVisible()).toBe(false);

    await input.fill('ce4 / e3');
    await input.press('Enter');
    await expect.poll(() => message(page).textContent()).toContain('Right: Ce4/e3.');
    expect(await message(page).textContent()).toContain('now shows rock');
    await page.locator('#lesson-next').click();
    await expect.poll(() => page.url()).toContain('/learn/adix/pivot-limit');

    await page.goto(`${baseUrl()}/learn/adix`);
    await expect.poll(() => lessonState(page, 'pivoting')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('screenshots of the pages, phone and desktop, both themes', async () => {
    for (const theme of ['light', 'dark'] as const)
      for (const [device, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE_375],
      ] as const) {
        const context = await browser.newContext({ viewport, colorScheme: theme });
        const page = await context.newPage();
        const errors = watchForErrors(page);
        for (const [name, path] of [
          ['learn', '/learn'],
          ['learn-adomoc', '/learn/adomoc'],
          ['lesson-adomoc', '/learn/adomoc/originating'],
          ['lesson-adix', '/learn/adix/captures'],
        ] as const) {
          await page.goto(`${baseUrl()}${path}`);
          if (name === 'lesson-adix') await tapSquare(page, 'd4');
          await shoot(page, `${name}-${theme}-${device}.png`, { fullPage: true });
          await noSideways(page);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
  });
});
