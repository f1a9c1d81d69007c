/**
 * Playing on a phone: every point of the board belongs to its nearest space, a finger's
 * tap where spaces crowd zooms the board first, and a selected ADIX cube is shown large.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, createGame, launchChromium, openGame, square } from './harness.ts';
import { shoot } from './screens.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const PHONE_TOUCH = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true } as const;

/**
 * A square's middle on screen, once it holds still: read again if the board was redrawn
 * under the question, and until two reads a frame apart agree, since a zoom eases in and
 * out (0.15 s) and a read mid-way would send the tap to where the square was.
 */
const centre = async (page: Page, name: string) => {
  let last: { x: number; y: number } | null = null;
  for (let attempt = 0; ; attempt++) {
    await square(page, name).waitFor();
    const box = await square(page, name).boundingBox();
    if (box) {
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      if (last && Math.hypot(at.x - last.x, at.y - last.y) < 0.5) return at;
      last = at;
    } else if (attempt >= 10) throw new Error(`square ${name} has no box on screen`);
    if (attempt >= 60) throw new Error(`square ${name} did not hold still`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
};

describe('the board on a phone', () => {
  it('zooms where spaces crowd, and the next tap chooses', async () => {
    const created = await createGame({ game: 'adomoc' });
    const context = await browser.newContext(PHONE_TOUCH);
    const { page, errors } = await openGame(context, created.links.light!);
    const board = page.locator('#board');

    // Near the centre the empty spaces crowd: the first tap zooms about it, the second chooses.
    const a8 = await centre(page, 'a8');
    const a7 = await centre(page, 'a7');
    expect(Math.hypot(a7.x - a8.x, a7.y - a8.y)).toBeLessThan(30);
    await page.touchscreen.tap(a8.x, a8.y);
    await expect.poll(() => board.getAttribute('data-zoomed')).toBe('true');
    await shoot(page, 'phone-adomoc-zoomed-light.png');
    // Zoomed, the spaces are a finger apart.
    const a8z = await centre(page, 'a8');
    const a7z = await centre(page, 'a7');
    expect(Math.hypot(a7z.x - a8z.x, a7z.y - a8z.y)).toBeGreaterThanOrEqual(44);
    await page.touchscreen.tap(a8z.x, a8z.y);
    await expect.poll(() => board.getAttribute('data-zoomed')).toBe('false');
    await expect.poll(() => page.locator('#message').textContent()).toContain('a8');

    // A piece that can move, alone under the finger, is chosen at once; then its landing.
    const movable = await board
      .locator('[data-square][aria-label$="can move"]')
      .evaluateAll((squares) => squares.map((square) => square.getAttribute('data-square')!));
    expect(movable.length).toBeGreaterThan(0);
    let direct = 0;
    for (const name of movable) {
      await page.keyboard.press('Escape');
      const at = await centre(page, name);
      await page.touchscreen.tap(at.x, at.y);
      if ((await board.getAttribute('data-zoomed')) === 'true') {
        const zoomed = await centre(page, name);
        await page.touchscreen.tap(zoomed.x, zoomed.y);
      } else direct++;
      await expect.poll(() => board.getAttribute('data-zoomed')).toBe('false');
      await expect.poll(() => page.locator('#board [data-square] circle[stroke-width="4"]').count()).toBeGreaterThan(0);
    }
    // Most pieces that can move are chosen with one tap.
    expect(direct).toBeGreaterThan(movable.length / 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a selected ADIX cube large enough to read, in both themes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const created = await createGame({ game: 'adix' });
      const context = await browser.newContext({ ...PHONE_TOUCH, colorScheme });
      const { page, errors } = await openGame(context, created.links.white!);
      const inspector = page.locator('#piece-inspector');
      expect(await inspector.isHidden()).toBe(true);
      await square(page, 'e1').tap();
      await expect.poll(() => inspector.isVisible()).toBe(true);
      const box = (await inspector.locator('svg').boundingBox())!;
      // Five faces in a cross three faces wide: each at least 40 px, against 4 to 5 px on the board.
      expect(box.width / 3).toBeGreaterThanOrEqual(40);
      expect(await inspector.locator('svg').getAttribute('aria-label')).toContain('on top; north');
      await shoot(page, `phone-adix-inspector-${colorScheme}.png`, { fullPage: true });
      await page.keyboard.press('Escape');
      await square(page, 'a9').tap();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('keeps a mouse click off a piece for the nearest space on the desktop', async () => {
    const created = await createGame({ game: 'adomoc' });
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openGame(context, created.links.light!);
    const c3 = await centre(page, 'c3');
    const c4 = await centre(page, 'c4');
    await page.mouse.click(c3.x + (c4.x - c3.x) * 0.4, c3.y + (c4.y - c3.y) * 0.4);
    await expect.poll(() => page.locator('#message').textContent()).toContain('c3');
    expect(await page.locator('#board').getAttribute('data-zoomed')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});
