/**
 * Every change on the game page is read out once, in order, however fast it comes: the
 * computer at level 1 answers within the move's own round trip, so its reply often
 * reaches the page before the answer to the move that it replies to. The page's spoken
 * log (a polite live region) must still tell the player's move, then the reply, then
 * whose turn it is, and the line under the board must end on the reply.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games.ts';
import { DESKTOP, PHONE, baseUrl, createGame, launchChromium, openGame } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

interface GameState {
  readonly position: string;
  readonly ply: number;
  readonly moves: readonly string[];
  readonly status: string;
  readonly variant: string;
}

const stateOf = async (id: string): Promise<GameState> =>
  (await (await fetch(`${baseUrl()}/api/games/${id}`)).json()) as GameState;

/** Every entry added to the page's live region, from now on, in order. */
const listenToLiveRegion = (page: Page) =>
  page.evaluate(() => {
    const log = document.querySelector('[role="log"][aria-live="polite"]');
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    if (!log) return;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node.textContent) heard.push(node.textContent);
    }).observe(log, { childList: true });
  });

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);

const occurrences = (text: string, part: string): number => text.split(part).length - 1;

describe('the game page reads every change out once, in order', () => {
  for (const [gameId, seats, viewport, turns] of [
    ['adix', { white: { name: 'Ann' }, black: { computer: { level: 1 } } }, DESKTOP, 8],
    ['adomoc', { light: { name: 'Ann' }, dark: { computer: { level: 1 } } }, PHONE, 5],
  ] as const)
    it(`${gameId}: the player's move, then the computer's reply, then "Your turn", with the computer at its fastest`, async () => {
      const game = GAMES.get(gameId)!;
      const created = await createGame({ game: gameId, players: seats });
      const side = Object.keys(created.tokens)[0]!;
      const context = await browser.newContext({ viewport });
      const { page, errors } = await openGame(context, created.links[side]!);
      const log = page.getByRole('log', { name: 'What happens in the game' });
      expect(await log.count()).toBe(1);
      await listenToLiveRegion(page);

      let ply = 0;
      for (let turn = 0; turn < turns; turn++) {
        const state = await stateOf(created.id);
        if (state.status !== 'ongoing') break;
        const position = game.parsePosition(state.position);
        if (!position.ok) throw new Error(position.error.message);
        const moves = game.legalMoves(position.value, state.variant);
        // Not always the first move: a game that wanders shows more kinds of move.
        const move = moves[(turn * 7) % moves.length]!;
        await page.locator('#notation-input').fill(game.makeMove(position.value, move));
        await page.locator('#notation-input').press('Enter');
        await page.locator('[data-action="confirm-move"]').click();
        ply += 2;
        await page.locator(`#moves [data-ply="${ply - 1}"]`).waitFor();
        // A move that ends the game has no reply.
        await expect
          .poll(async () => {
            const now = await stateOf(created.id);
            return now.ply >= ply || now.status !== 'ongoing';
          })
          .toBe(true);
        if ((await stateOf(created.id)).ply < ply) break;
        await page.locator(`#moves [data-ply="${ply}"]`).waitFor();
        // The line under the board ends on the reply and the turn, not on the player's move.
        const reply = (await stateOf(created.id)).moves[ply - 1]!;
        await expect
          .poll(() => page.locator('#message').textContent())
          .toMatch(new RegExp(`Computer \\(level 1\\) played ${reply.replace(/[()^*/]/g, '\\$&')}\\..*Your turn\\.$`));
      }

      // Each move read out exactly once, in the order played, each reply followed by the turn.
      const final = await stateOf(created.id);
      const spoken = await heard(page);
      const all = spoken.join(' ');
      let at = -1;
      for (const [index, notation] of final.moves.entries()) {
        const who = index % 2 === 0 ? 'You' : 'Computer (level 1)';
        const words = `${who} played ${notation}.`;
        expect(occurrences(all, words), `"${words}" in ${JSON.stringify(spoken)}`).toBe(1);
        const found = all.indexOf(words);
        expect(found, `"${words}" after the move before it`).toBeGreaterThan(at);
        at = found;
        if (who !== 'You' && final.status === 'ongoing') {
          const entry = spoken.find((text) => text.includes(words))!;
          expect(entry.endsWith('Your turn.'), entry).toBe(true);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    });
});
