/**
 * A long game's page: it carries only its latest moves, fetches the rest when a step
 * needs them, keeps only the rows in view in its move list, and draws every position it
 * steps to as the server does.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games.ts';
import { seededRandom } from '../seeded-random.ts';
import { DESKTOP, baseUrl, createGame, launchChromium, openGame, playOverApi } from './harness.ts';

const PLIES = 340;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** What stands where on a board picture: its squares' data-piece attributes. */
const piecesOf = (svg: string): string[] =>
  [...svg.matchAll(/data-square="([^"]+)" data-piece="([^"]+)"/g)].map((match) => `${match[1]}=${match[2]}`).sort();

/** The squares a picture marks as the last move's, from their titles. */
const lastMoveOf = (svg: string): string[] =>
  [...svg.matchAll(/data-square="([^"]+)"[^>]*><title>[^<]*last move/g)].map((match) => match[1]!).sort();

const piecesOnPage = async (page: Page): Promise<string[]> => piecesOf(await page.locator('#board').innerHTML());

const piecesAt = async (id: string, ply: number): Promise<string[]> =>
  piecesOf(await (await fetch(`${baseUrl()}/g/${id}/board.svg?ply=${ply}`)).text());

describe('a long game', () => {
  it('loads with its latest moves, fetches the rest when needed, and shows every position stepped to', async () => {
    const created = await createGame({ game: 'adomoc', variant: 'infinite' });
    const game = GAMES.get('adomoc')!;
    const random = seededRandom(8);
    let position = game.startPosition('infinite');
    for (let ply = 0; ply < PLIES; ply++) {
      const moves = game.legalMoves(position, 'infinite').filter((move) => {
        const played = game.play(position, 'infinite', move);
        return played.ok && played.value.outcome === null;
      });
      const move = moves[Math.floor(random() * moves.length)]!;
      await playOverApi(created, game.toMove(position), game.makeMove(position, move), ply);
      const played = game.play(position, 'infinite', move);
      if (!played.ok) throw new Error(played.error.message);
      position = played.value.position;
    }

    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openGame(context, created.links.watch!);
    const data = JSON.parse((await page.locator('#orrery-game').textContent()) ?? '{}');
    expect(data.state.movesFrom).toBe(PLIES - 300);
    expect(data.state.moves).toHaveLength(300);
    // Only rows near the end are in the list: the rest stand as padding.
    expect(await page.locator('#moves li').count()).toBeLessThan(60);
    expect(await page.locator(`#moves [data-ply="${PLIES}"]`).getAttribute('aria-current')).toBe('step');

    // The positions of the moves in view are fetched while the page is idle, so a click
    // there asks the server for nothing, and the board is drawn once, with the move marked.
    const positionRequests = () =>
      page.evaluate(
        () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/positions/')).length,
      );
    // Until the page has stopped asking: the same count a second apart.
    let requestedBeforeClick = -1;
    await expect
      .poll(async () => {
        const count = await positionRequests();
        await page.waitForTimeout(1000);
        const settled = count > 0 && count === (await positionRequests());
        requestedBeforeClick = count;
        return settled;
      })
      .toBe(true);
    await page.evaluate(() => {
      const counter = window as unknown as { boardDraws: number };
      counter.boardDraws = 0;
      // A draw writes the board in one go (the whole picture, or the spaces that changed):
      // one notice of the observer for each.
      new MutationObserver((records) => {
        if (records.some((record) => record.addedNodes.length > 0)) counter.boardDraws++;
      }).observe(document.getElementById('board')!, { childList: true, subtree: true });
    });
    const clicked = PLIES - (PLIES % 16); // a position the server sent; the one before, another
    await page.locator(`#moves [data-ply="${clicked}"]`).click();
    await expect.poll(() => piecesOnPage(page)).toEqual(await piecesAt(created.id, clicked));
    const lastMoveOnPage = async () => lastMoveOf(await page.locator('#board').innerHTML());
    const lastMoveThere = lastMoveOf(
      await (await fetch(`${baseUrl()}/g/${created.id}/board.svg?ply=${clicked}`)).text(),
    );
    expect(lastMoveThere.length).toBeGreaterThan(0);
    await expect.poll(lastMoveOnPage).toEqual(lastMoveThere);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { boardDraws: number }).boardDraws)).toBe(1);
    expect(await positionRequests()).toBe(requestedBeforeClick);
    await page.keyboard.press('End');
    await expect.poll(() => page.locator(`#moves [data-ply="${PLIES}"]`).getAttribute('aria-current')).toBe('step');

    // Steps back through positions the page replays from ones the server sends.
    for (let step = 1; step <= 40; step++) await page.keyboard.press('ArrowLeft');
    const back = PLIES - 40;
    await expect.poll(() => page.locator(`#moves [data-ply="${back}"]`).getAttribute('aria-current')).toBe('step');
    await expect.poll(() => piecesOnPage(page)).toEqual(await piecesAt(created.id, back));
    // Named as the list names the move, counted in moves: "after 150. Fa3a4, move 300 of 340".
    const notation = data.state.moves[back - 1 - data.state.movesFrom];
    // Then, in words, what that move did (the page's moves in words).
    const note = (await page.locator('#history-note').textContent()) ?? '';
    expect(note.startsWith(`Looking back: after ${back / 2}… ${notation}, move ${back} of ${PLIES}.`), note).toBe(true);

    // The first moves were never sent with the page: going there fetches them.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('#moves [data-ply="2"]').getAttribute('aria-current')).toBe('step');
    await expect.poll(() => piecesOnPage(page)).toEqual(await piecesAt(created.id, 2));
    expect(await page.locator('#moves li').count()).toBeLessThan(60);

    // A click in the list, and back to the end.
    await page.locator('#moves [data-ply="5"]').click();
    await expect.poll(() => piecesOnPage(page)).toEqual(await piecesAt(created.id, 5));
    await page.keyboard.press('End');
    await expect.poll(() => page.locator(`#moves [data-ply="${PLIES}"]`).getAttribute('aria-current')).toBe('step');
    await expect.poll(() => piecesOnPage(page)).toEqual(await piecesAt(created.id, PLIES));
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
