/** Starting a game from the home page, as a person would: the form, the engine's check, the links. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adixGame } from '../../src/engine/adix/game.ts';
import { sentence } from '../../src/shared/sentence.ts';
import { DESKTOP, baseUrl, launchChromium, watchForErrors } from './harness.ts';
import { shoot } from './screens.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('the home page', () => {
  it('creates a game and shows the seat links and the watch link, each with what it is for', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl()}/`);

    await page.locator('#new-game').getByLabel('ADIX').check();
    await expect.poll(() => page.locator('legend[data-side-label="0"]').textContent()).toBe('White');
    expect(await page.locator('#variant-summary').textContent()).toBe(adixGame.variants[0]!.summary);
    await page.locator('input[name="name-0"]').fill('Ann');
    await page.locator('input[name="name-1"]').fill('<script>alert(1)</script>');
    await page.locator('input[name="email-1"]').fill('bob@example.com');

    // A starting position the engine cannot read is refused in the browser, with its reason.
    await page.locator('summary', { hasText: 'Starting position' }).click();
    await page.locator('#position').fill('not a position');
    await page.getByRole('button', { name: 'Create the game' }).click();
    const parsed = adixGame.parsePosition('not a position');
    expect(parsed.ok).toBe(false);
    await expect
      .poll(() => page.locator('#form-error').textContent())
      .toBe(sentence(`That starting position is not one ADIX can read: ${parsed.ok ? '' : parsed.error.message}`));
    await page.locator('#position').fill('');

    // An email address the server would refuse is caught here, in the form's words, not the API's field path.
    await page.locator('input[name="email-1"]').fill('not-an-email');
    await page.getByRole('button', { name: 'Create the game' }).click();
    await expect
      .poll(() => page.locator('#form-error').textContent())
      .toBe('Check Black’s email address: "not-an-email" is not an email address like name@example.com.');
    expect(await page.locator('#form-error').textContent()).not.toContain('players.');
    await page.locator('input[name="email-1"]').fill('bob@example.com');

    await page.locator('summary', { hasText: 'Clock' }).click();
    await page.getByLabel('Limit the time for each move').check();
    await page.getByLabel('Days per move').fill('2');
    await page.getByRole('button', { name: 'Create the game' }).click();

    const links = page.locator('#created-links li');
    await expect.poll(() => links.count()).toBe(3);
    const texts = await links.allTextContents();
    expect(texts[0]).toContain('Open this yourself to play White.');
    expect(texts[1]).toContain('Send this to your opponent (<script>alert(1)</script>): whoever opens it plays Black.');
    expect(texts[2]).toContain('Anyone with this link can watch.');
    const values = await page
      .locator('#created-links input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(values[0]).toMatch(/\/g\/[a-z0-9]{12}#white=[A-Za-z0-9_-]{43}$/);
    expect(values[1]).toMatch(/#black=/);
    expect(values[2]).toMatch(/\/g\/[a-z0-9]{12}$/);

    await shoot(page, 'home-created-light-desktop.png', { fullPage: true });
    await links.nth(2).getByRole('button', { name: /Copy/ }).click();
    await expect.poll(() => links.nth(2).getByRole('button').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(values[2]);

    // The game page the first link opens shows both names, the hostile one as text.
    await page.getByRole('link', { name: 'Play now' }).click();
    await page.locator('#players').waitFor();
    expect(await page.locator('#players').textContent()).toContain('<script>alert(1)</script>');
    await expect.poll(() => page.locator('#turn-note').textContent()).toContain('Your turn: you play White.');
    expect(await page.locator('#clock').textContent()).toContain('2 days per move');
    expect(errors).toEqual([]);
    await context.close();
  });
});
