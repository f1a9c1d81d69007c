/**
 * Reporting and moderation in Chromium: a player reports their opponent's message from the
 * "Report" link beside it on the game page, through the form at /report; the moderator
 * opens /mod, reads the report with the message as it was, and mutes the writer, whose
 * next message is refused and who is emailed. axe on the report form, /mod and the
 * report's page; screenshots at phone and desktop widths in both themes go to the screenshots folder (screens.ts).
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, auditBothSchemes } from './axe.ts';
import { DESKTOP, baseUrl, launchChromium, openGame, type Created, signedInContext } from './harness.ts';
import { playerOverApi, ratedGameOverApi, signInOverApi } from './players-api.ts';
import { shoot } from './screens.ts';

const NARROW = { width: 375, height: 740 } as const;
const MODERATOR = 'moderator@orrery.test';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const signedIn = (cookie: string, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  signedInContext(browser, cookie, { bypassCSP: true, ...options });

/** Every page at both widths in both themes: checked by axe, and kept as a screenshot. */
const shootAll = async (cookie: string, path: string, shot: string): Promise<void> => {
  for (const [device, viewport] of [
    ['phone', NARROW],
    ['desktop', DESKTOP],
  ] as const) {
    const context = await signedIn(cookie, { viewport });
    const view = await context.newPage();
    await view.goto(`${baseUrl()}${path}`);
    const problems = await auditBothSchemes(view, (theme) =>
      shoot(view, `${shot}-${theme}-${device}.png`, { fullPage: true }),
    );
    expect(problems).toEqual([]);
    await context.close();
  }
};

const bobWrites = (gameId: string, token: string, text: string) =>
  fetch(`${baseUrl()}/api/games/${gameId}/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ text }),
  });

describe('reporting a message, and a moderator acting on it', () => {
  // The first test files the report; the second, the moderator's, reads and acts on it.
  const stamp = Date.now().toString(36).replace(/\d/g, '');
  let created: Created;

  it('reports from the "Report" link beside the opponent\'s message, through the form', {
    timeout: 150_000,
  }, async () => {
    const [ann, bob] = [await playerOverApi(`Ann${stamp}`), await playerOverApi(`Bob${stamp}`)];
    created = await ratedGameOverApi(ann, bob);
    expect((await bobWrites(created.id, created.tokens.dark!, 'You only won by luck, idiot')).status).toBe(201);

    // Ann, in her seat, follows "Report" beside Bob's message.
    const annContext = await signedIn(ann);
    const game = await openGame(annContext, created.links.light!);
    const panel = game.page.locator('#messages');
    await expect.poll(() => panel.locator('.chat-text').allTextContents()).toEqual(['You only won by luck, idiot']);
    const link = panel.getByRole('link', { name: /Report this message from/ });
    expect(await link.getAttribute('href')).toBe(`/report?kind=message&game=${created.id}&message=1`);
    await shootAll(ann, `/report?kind=message&game=${created.id}&message=1`, 'report-form');
    await link.click();
    await game.page.waitForURL(/\/report\?/);
    await game.page.getByLabel('Abuse or harassment').check();
    await game.page.getByLabel(/In a few words/).fill('Insults after the game.');
    await game.page.getByRole('button', { name: 'Send the report' }).click();
    await expect.poll(() => game.page.locator('h1').textContent()).toContain('your report is sent');
    expect(await audit(game.page)).toEqual([]);
    expect(game.errors).toEqual([]);
    await annContext.close();
  });

  it('shows the moderator the message as it was; muting the writer refuses his next message and emails him', {
    timeout: 150_000,
  }, async () => {
    const moderator = await signInOverApi(MODERATOR);
    const modContext = await signedIn(moderator);
    const page = await modContext.newPage();
    await page.goto(`${baseUrl()}/mod`);
    await page
      .getByRole('link', { name: /Abuse or harassment: message report/ })
      .first()
      .click();
    await page.waitForURL(/\/mod\/reports\//);
    const reportPath = new URL(page.url()).pathname;
    await expect.poll(() => page.locator('.reported-text').textContent()).toBe('You only won by luck, idiot');
    expect(await page.locator('#subject-history').textContent()).toContain(`Bob${stamp}`);
    await shootAll(moderator, '/mod', 'mod-queue');
    await shootAll(moderator, reportPath, 'mod-report');
    await page.getByLabel('Mute their messages for a number of days').check();
    await page.getByLabel('Days of a mute').fill('2');
    await page.getByLabel(/^Why/).fill('Insulting an opponent.');
    await page.getByRole('button', { name: 'Act' }).click();
    await page.waitForURL(`${baseUrl()}/mod`);
    await expect.poll(() => page.locator('#mod-log + ul').textContent()).toContain(`muted Bob${stamp}`);
    expect(await audit(page)).toEqual([]);
    await modContext.close();

    // Bob's next message is refused, and he has been told why by email.
    const refused = await bobWrites(created.id, created.tokens.dark!, 'Hello?');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('ERR_MUTED');
    const outbox = (await (await fetch(`${baseUrl()}/dev/outbox.json`)).json()) as {
      to: string;
      subject: string;
      text: string;
    }[];
    const told = outbox.find(
      (email) =>
        email.to.startsWith(`bob${stamp}`.toLowerCase()) && email.subject === 'Your messages on Orrery are muted',
    );
    expect(told?.text).toContain('Insulting an opponent.');
  });
});
