/**
 * axe-core in every state a page reaches, not only as it first loads, in both colour
 * schemes: the analysis board, looking back, a game won, lost and drawn, a lesson and a
 * puzzle done (and their "Done" marks), a link copied, offers waiting for an answer, the
 * phone's zoom, the board in words, the signed-in pages and the tournament pages. No
 * violation of impact serious or critical may remain.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSON_PATHS } from '../../src/learn/paths.ts';
import { PUZZLES } from '../../src/learn/puzzle-sets.ts';
import { audit, auditBothSchemes } from './axe.ts';
import { DESKTOP, baseUrl, createGame, launchChromium, playOverApi, square, type Created } from './harness.ts';
import { playerOverApi, ratedGameOverApi, tournamentOverApi } from './players-api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const PHONE_TOUCH = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

type Reach = (page: Page, context: BrowserContext) => Promise<void>;

/**
 * Opens a page, brings it to the state with `reach`, and returns what axe finds there in both
 * schemes. A state that fades by itself (a "Copied" that turns back into "Copy" after two
 * seconds) is reached afresh for each scheme, in a page of its own.
 */
const auditInBothSchemes = async (
  url: () => string,
  reach: Reach,
  options: { phone?: boolean; cookie?: string; fades?: boolean } = {},
): Promise<string[]> => {
  const problems: string[] = [];
  for (const scheme of options.fades ? (['light', 'dark'] as const) : (['both'] as const)) {
    const context = await browser.newContext({
      ...(options.phone ? PHONE_TOUCH : { viewport: DESKTOP }),
      colorScheme: scheme === 'both' ? 'light' : scheme,
      // axe-core is injected as a script: the pages' Content-Security-Policy would refuse it.
      bypassCSP: true,
    });
    if (options.cookie) {
      const [name, ...value] = options.cookie.split('=');
      await context.addCookies([{ name: name!, value: value.join('='), url: baseUrl() }]);
    }
    const page = await context.newPage();
    await page.goto(new URL(url(), baseUrl()).href);
    if (await page.locator('#connection').count())
      await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
    await reach(page, context);
    if (scheme === 'both') problems.push(...(await auditBothSchemes(page)));
    else for (const problem of await audit(page)) problems.push(`${scheme}: ${problem}`);
    await context.close();
  }
  return problems;
};

const nothing: Reach = async () => {};

const post = (path: string, body: unknown, token: string) =>
  fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

/** An Adomoc game between Ann and Bob, two moves in. */
const twoMovesIn = async (): Promise<Created> => {
  const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
  await playOverApi(created, 'light', 'F^c3c6', 0);
  await playOverApi(created, 'dark', 'F^h3h6', 1);
  return created;
};

const typeMove = async (page: Page, text: string): Promise<void> => {
  await page.locator('#notation-input').fill(text);
  await page.locator('#notation-input').press('Enter');
};

describe('every state, audited in both schemes', () => {
  let game: Created;
  let won: Created;
  let drawn: Created;
  let offers: Created;
  let drawOffer: Created;
  let player: string;
  let cookie: string;
  let tournament: string;

  beforeAll(async () => {
    game = await twoMovesIn();
    won = await twoMovesIn();
    expect((await post(`/api/games/${won.id}/resign`, {}, won.tokens.dark!)).status).toBe(200);
    drawn = await twoMovesIn();
    expect((await post(`/api/games/${drawn.id}/draw`, { action: 'offer' }, drawn.tokens.light!)).status).toBe(200);
    expect((await post(`/api/games/${drawn.id}/draw`, { action: 'accept' }, drawn.tokens.dark!)).status).toBe(200);
    // Offers waiting for Ann: Bob asks to take his move back, and offers a draw.
    offers = await twoMovesIn();
    expect((await post(`/api/games/${offers.id}/takeback`, { action: 'offer' }, offers.tokens.dark!)).status).toBe(200);
    drawOffer = await twoMovesIn();
    expect((await post(`/api/games/${drawOffer.id}/draw`, { action: 'offer' }, drawOffer.tokens.dark!)).status).toBe(
      200,
    );
    player = `State${Date.now().toString(36)}`;
    cookie = await playerOverApi(player);
    await ratedGameOverApi(cookie, await playerOverApi(`${player}b`));
    tournament = await tournamentOverApi(cookie, 'adomoc');
  });

  const cases: readonly [string, () => string, Reach, { phone?: boolean; signedIn?: boolean; fades?: boolean }?][] = [
    [
      'the analysis board',
      () => game.links.light!,
      async (page) => {
        await page.getByRole('button', { name: 'Analyse' }).click();
        await page.locator('#analysis').waitFor();
      },
    ],
    [
      'looking back',
      () => game.links.light!,
      async (page) => {
        await page.locator('[data-nav="prev"]').click();
        await page.locator('#history-note:not([hidden])').waitFor();
      },
    ],
    ['a game won', () => won.links.light!, nothing],
    ['a game lost', () => won.links.dark!, nothing],
    ['a game drawn', () => drawn.links.light!, nothing],
    [
      'a takeback request waiting',
      () => offers.links.light!,
      async (page) => {
        await page.locator('#offer-answer:not([hidden])').waitFor();
      },
    ],
    [
      'a draw offer waiting',
      () => drawOffer.links.light!,
      async (page) => {
        await page.locator('#offer-answer:not([hidden])').waitFor();
      },
    ],
    [
      'the board in words, a piece selected',
      () => game.links.light!,
      async (page) => {
        await page.getByRole('button', { name: 'Board in words' }).click();
        await page.getByRole('region', { name: 'The board in words' }).getByRole('button', { name: /^a3: / }).click();
        await page.getByRole('textbox', { name: 'Ask about the position' }).fill('where are my feet');
        await page.getByRole('button', { name: 'Ask' }).click();
        await expect.poll(() => page.locator('#board-answer').textContent()).not.toBe('');
      },
    ],
    [
      'the phone zoom',
      () => game.links.light!,
      async (page) => {
        const box = await square(page, 'a8').boundingBox();
        await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
        await expect.poll(() => page.locator('#board').getAttribute('data-zoomed')).toBe('true');
      },
      { phone: true },
    ],
    [
      'a lesson done',
      () => `/learn/adomoc/${LESSON_PATHS.adomoc.lessons[0]!.id}`,
      async (page) => {
        for (const step of LESSON_PATHS.adomoc.lessons[0]!.steps) await typeMove(page, step.answers[0]!);
        await page.locator('#lesson-next:not([hidden])').waitFor();
      },
    ],
    [
      'a puzzle done',
      () => `/learn/adomoc/puzzles/${PUZZLES.adomoc.find((puzzle) => puzzle.solution.length === 1)!.id}`,
      async (page) => {
        await typeMove(page, PUZZLES.adomoc.find((puzzle) => puzzle.solution.length === 1)!.solution[0]!);
        await expect.poll(() => page.locator('#message').textContent()).toContain('Puzzle solved.');
      },
    ],
    [
      'lessons and puzzles marked done',
      () => '/learn/adomoc',
      async (page) => {
        await page.evaluate(
          ([lessons, puzzles]) => {
            localStorage.setItem('orrery:learn:adomoc', JSON.stringify(lessons));
            localStorage.setItem('orrery:learn:adomoc-puzzles', JSON.stringify(puzzles));
          },
          [LESSON_PATHS.adomoc.lessons.map((lesson) => lesson.id), PUZZLES.adomoc.map((puzzle) => puzzle.id)],
        );
        await page.reload();
        await page.locator('.lesson-done:not(:empty)').first().waitFor();
        const lessons = await auditBothSchemes(page);
        await page.goto(`${baseUrl()}/learn/adomoc/puzzles`);
        await page.locator('.lesson-done:not(:empty)').first().waitFor();
        expect(lessons).toEqual([]);
      },
    ],
    [
      'a link copied',
      () => '/',
      async (page, context) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
        await page.locator('#new-game').getByRole('button', { name: 'Create the game' }).click();
        await page.locator('#created:not([hidden])').waitFor();
        await page.locator('#created').getByRole('button', { name: /^Copy/ }).first().click();
        await expect
          .poll(() =>
            page
              .locator('#created')
              .getByRole('button', { name: /^(Copied|Select and copy)/ })
              .count(),
          )
          .toBe(1);
      },
      { fades: true },
    ],
    ['your games, signed in', () => '/me', nothing, { signedIn: true }],
    ['your own player page, signed in', () => `/p/${player}`, nothing, { signedIn: true }],
    ['challenges, signed in', () => '/play', nothing, { signedIn: true }],
    ['tournaments, signed in', () => '/tournaments', nothing, { signedIn: true }],
    ['a tournament, signed in', () => `/t/${tournament}`, nothing, { signedIn: true }],
    ['playing without the board picture', () => '/learn/accessibility', nothing],
  ];

  it.each(cases)('%s: no serious or critical axe-core violation', async (_name, url, reach, options = {}) => {
    const problems = await auditInBothSchemes(url, reach, {
      ...(options.phone ? { phone: true } : {}),
      ...(options.signedIn ? { cookie } : {}),
      ...(options.fades ? { fades: true } : {}),
    });
    expect(problems).toEqual([]);
  });
});
