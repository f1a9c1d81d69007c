/**
 * What the browser tests share: Debian's Chromium through playwright-core, games created
 * over the API, and the few moves a test makes on the board page.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

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
 * The browser a file drives. Most files connect to the one this test worker shares
 * (test/e2e/global-setup.ts): starting a browser for each file cost about a second of
 * processor a file. Each file works in contexts of its own, and closing what it connected
 * closes those contexts and leaves the browser to the next file. A file that needs the
 * desktop browser's notifications (chromium.ts) starts one of its own.
 */
export const launchChromium = (needs: { notifications?: boolean } = {}): Promise<Browser> => {
  if (needs.notifications) return chromium.launch({ executablePath: chromiumPath(needs), args: [...CHROMIUM_ARGS] });
  const endpoints = inject('browserEndpoints');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return chromium.connect(endpoints[(worker - 1) % endpoints.length]!);
};

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 360, height: 780 } as const;

/** A desktop-sized context of `browser` signed in with `cookie` (`name=value`, as signInOverApi gives it). */
export const signedInContext = async (
  browser: Browser,
  cookie: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url: baseUrl() }]);
  return context;
};

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

/** `side` resigns over the API, ending the game. */
export const resignOverApi = async (created: Created, side: string): Promise<void> => {
  const response = await fetch(`${baseUrl()}/api/games/${created.id}/resign`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${created.tokens[side]}` },
    body: '{}',
  });
  expect(response.status, await response.clone().text()).toBe(200);
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
