/** The embed view inside another page's frame: the board and one line, updated live. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, launchChromium, playOverApi, watchForErrors } from './harness.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('the embed view', () => {
  it('may be framed by another site, and shows each move as it is played', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const context = await browser.newContext({ viewport: { width: 600, height: 700 } });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.setContent(
      `<h1>A blog</h1><iframe src="${created.links.watch}/embed?theme=dark" width="420" height="460" title="Orrery"></iframe>`,
    );
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.locator('#status').textContent()).toBe('Light to play (Ann)');
    expect(await frame.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await frame.locator('button, input').count()).toBe(0);

    await playOverApi(created, 'light', 'F^c3c6', 0);
    await expect.poll(() => frame.locator('#status').textContent()).toBe('Dark to play (Bob)');
    expect(await frame.locator('[data-square="c6"]').getAttribute('data-piece')).toBe('F^');
    await playOverApi(created, 'dark', 'F^h3h6', 1);
    await expect.poll(() => frame.locator('[data-square="h6"]').getAttribute('data-piece')).toBe('f^');
    expect(errors).toEqual([]);
    await context.close();
  });
});
