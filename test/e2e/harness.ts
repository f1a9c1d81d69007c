/**
 * What the browser tests share: Debian's Chromium through playwright-core, games created
 * over the API, and the few moves a test makes on the board page.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/**
 * This test worker's own server (test/e2e/global-setup.ts): files in one worker run one
 * after another against it, so no file sees another running file's games or outbox.
 */
export const baseUrl = (): string => {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length]!;
};

/**
 * The browser the tests drive: `ORRERY_CHROMIUM` if set, else Debian's headless shell
 * (`chromium-headless-shell`: the same Blink without the desktop browser around it, which
 * spends about a quarter less of a small machine's processor on the same pages), else
 * Debian's `chromium`. The headless shell never holds a site's permission to show
 * notifications, so the tests of notifications ask for the desktop browser.
 */
const chromiumPath = (needs: { notifications?: boolean }): string =>
  process.env.ORRERY_CHROMIUM ||
  (needs.notifications ? [] : ['/usr/bin/chromium-headless-shell']).concat('/usr/bin/chromium').find(existsSync) ||
  '/usr/bin/chromium';

/** Chromium, headless, quiet: no network of its own, no first-run screens. */
export const launchChromium = (needs: { notifications?: boolean } = {}): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(needs),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 360, height: 780 } as const;

export interface Created {
  readonly id: string;
  readonly links: Readonly<Record<string, string>>;
  readonly tokens: Readonly<Record<string, string>>;
}

export const createGame = async (body: Record<string, unknown>): Promise<Created> => {
  const response = await fetch(`${baseUrl()}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const created = (await response.json()) as Created;
  expect(response.status, JSON.stringify(created)).toBe(201);
  return created;
};

/** Plays a move over the API, as the other player's own device would. */
export const playOverApi = async (created: Created, side: string, move: string, ply: number): Promise<void> => {
  const response = await fetch(`${baseUrl()}/api/games/${created.id}/moves`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${created.tokens[side]}` },
    body: JSON.stringify({ move, ply }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
};

/** Errors a page reports (script errors, refused by the Content-Security-Policy…): a test ends with none. */
export const watchForErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
};

export interface OpenedPage {
  readonly page: Page;
  readonly errors: string[];
}

/** Opens a page in a context and waits for its script to take over (the live socket says so). */
export const openGame = async (context: BrowserContext, url: string): Promise<OpenedPage> => {
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto(url);
  await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
  return { page, errors };
};

export const square = (page: Page, name: string) => page.locator(`#board [data-square="${name}"]`);

/** Clicks a square, through the page as a player would. */
export const tapSquare = async (page: Page, name: string): Promise<void> => {
  await square(page, name).click();
};

export const message = (page: Page) => page.locator('#message');

/** Taps from, to, (a choice on the board,) then Confirm; waits for the move to reach the list. */
export const playByClicks = async (page: Page, squares: readonly string[], ply: number): Promise<void> => {
  for (const name of squares) await tapSquare(page, name);
  await page.locator('[data-action="confirm-move"]').click();
  await page.locator(`#moves [data-ply="${ply}"]`).waitFor();
};

/** A mark the page keeps until it is reloaded: proves an update arrived without one. */
export const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { orreryMark: number }).orreryMark = 42));
export const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { orreryMark?: number }).orreryMark === 42);
