/**
 * Two people play Adomoc against each other in two browser contexts, by clicks: each
 * sees the other's move arrive without reloading; an origination's origin space is
 * chosen on the board; illegal attempts get the engine's reason; history and keyboard.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adomocGame } from '../../src/engine/adomoc/game.ts';
import { NO_MARKS, markWords } from '../../src/render/marks.ts';
import { sentence } from '../../src/shared/sentence.ts';
import {
  DESKTOP,
  createGame,
  launchChromium,
  markPage,
  message,
  openGame,
  playByClicks,
  playOverApi,
  square,
  stillMarked,
  tapSquare,
} from './harness.ts';

/** The words a board square's title gains from a mark, as the renderer writes them. */
const highlighted = (name: string) => markWords(name, { ...NO_MARKS, highlight: new Set([name]) });
const offered = (name: string) => markWords(name, { ...NO_MARKS, choices: new Set([name]) });

let browser: Browser;
let ann: BrowserContext;
let bob: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  ann = await browser.newContext({ viewport: DESKTOP });
  bob = await browser.newContext({ viewport: DESKTOP });
});

afterAll(async () => {
  await browser?.close();
});

describe('an Adomoc game between two browsers', () => {
  it('is played by clicks, and each side sees the other move arrive live', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const light = await openGame(ann, created.links.light!);
    const dark = await openGame(bob, created.links.dark!);

    // The seat token left the visible address and stayed on the device.
    expect(light.page.url()).toBe(`${created.links.watch}`);
    expect(await light.page.evaluate((id) => localStorage.getItem(`orrery:seat:${id}`), created.id)).toContain(
      '"side":"light"',
    );
    await expect.poll(() => light.page.locator('#turn-note').textContent()).toContain('Your turn');
    await expect.poll(() => dark.page.locator('#turn-note').textContent()).toContain('waiting for Ann');
    await markPage(light.page);
    await markPage(dark.page);

    await playByClicks(light.page, ['c3', 'c6'], 1);
    await dark.page.locator('#moves [data-ply="1"]').waitFor();
    await expect
      .poll(() => message(dark.page).textContent())
      .toBe('Ann played F^c3c6. The light prime foot moved from c3 to c6. Your turn.');
    // The opponent's move is highlighted where it landed.
    expect(await square(dark.page, 'c6').locator('title').textContent()).toContain(highlighted('c6'));

    await playByClicks(dark.page, ['h3', 'h6'], 2);
    await light.page.locator('#moves [data-ply="2"]').waitFor();
    await playByClicks(light.page, ['b2', 'c3'], 3);
    await dark.page.locator('#moves [data-ply="3"]').waitFor();
    expect(await dark.page.locator('#moves').textContent()).toContain('Mb2c3');

    expect(await stillMarked(light.page)).toBe(true);
    expect(await stillMarked(dark.page)).toBe(true);
    const state = (await (await fetch(`${created.links.watch!.replace('/g/', '/api/games/')}`)).json()) as {
      ply: number;
      moves: string[];
    };
    expect(state.moves).toEqual(['F^c3c6', 'F^h3h6', 'Mb2c3']);
    expect(light.errors).toEqual([]);
    expect(dark.errors).toEqual([]);
    await light.page.close();
    await dark.page.close();
  });

  it('asks for the origin space of an origination on the board', async () => {
    const created = await createGame({
      game: 'adomoc',
      position: '10/10/10/10/M9/1f8/10/10 - l - 1',
      players: { light: { name: 'Ann' }, dark: { name: 'Bob' } },
    });
    const light = await openGame(ann, created.links.light!);
    const dark = await openGame(bob, created.links.dark!);

    await tapSquare(light.page, 'a5');
    await tapSquare(light.page, 'b6');
    const chooser = light.page.locator('#chooser');
    await expect.poll(() => chooser.textContent()).toContain('tap the origin space it goes to (f3, g3, h3, i3, j3)');
    for (const origin of ['f3', 'g3', 'h3', 'i3', 'j3'])
      expect(await square(light.page, origin).locator('title').textContent()).toContain(offered(origin));
    await tapSquare(light.page, 'h3');
    await expect.poll(() => chooser.textContent()).toContain('Play Ma5b6oh3?');
    expect(await chooser.textContent()).toContain('would be originated to h3');
    await light.page.locator('[data-action="confirm-move"]').click();
    await light.page.locator('#moves [data-ply="1"]').waitFor();

    await dark.page.locator('#moves [data-ply="1"]').waitFor();
    expect(await square(dark.page, 'h3').getAttribute('data-piece')).toBe('f');
    expect(await square(dark.page, 'b6').getAttribute('data-piece')).toBe('M');
    expect(light.errors).toEqual([]);
    await light.page.close();
    await dark.page.close();
  });

  it('explains an illegal attempt with the engine’s reason', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const light = await openGame(ann, created.links.light!);
    const watcher = await openGame(bob, created.links.watch!);

    await tapSquare(light.page, 'h3');
    await expect
      .poll(() => message(light.page).textContent())
      .toBe("The dark prime foot on h3 is dark's; it is light's turn.");
    expect(await message(light.page).getAttribute('data-tone')).toBe('problem');
    // Read out too, by the page's spoken log.
    expect(await light.page.getByRole('log').locator('p').last().textContent()).toBe(
      "The dark prime foot on h3 is dark's; it is light's turn.",
    );

    await tapSquare(light.page, 'c3');
    await tapSquare(light.page, 'c7');
    await expect
      .poll(() => message(light.page).textContent())
      .toBe('The light prime foot on c3 cannot go to c7: primes move at most 3 spaces; c7 is 4 from c3.');

    const typed = 'Fa3b5';
    const start = adomocGame.startPosition('standard');
    const reason = adomocGame.parseMove(start, 'standard', typed);
    expect(reason.ok).toBe(false);
    await light.page.locator('#notation-input').fill(typed);
    await light.page.locator('#notation-input').press('Enter');
    // A typed move's reason reads as a tap's does: a sentence.
    await expect.poll(() => message(light.page).textContent()).toBe('A foot moves only along columns and cycles.');
    expect(reason.ok ? '' : sentence(reason.error.message)).toBe('A foot moves only along columns and cycles.');

    // Someone with the watch link only watches.
    await tapSquare(watcher.page, 'c3');
    await expect.poll(() => message(watcher.page).textContent()).toContain('You are watching this game');
    expect(await watcher.page.locator('#notation-form').isHidden()).toBe(true);
    expect(await watcher.page.locator('#seat-actions').isHidden()).toBe(true);
    await light.page.close();
    await watcher.page.close();
  });

  it('moves through the history with the buttons and the arrow keys', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const light = await openGame(ann, created.links.light!);
    const dark = await openGame(bob, created.links.dark!);
    await playByClicks(light.page, ['c3', 'c6'], 1);
    await dark.page.locator('#moves [data-ply="1"]').waitFor();
    await playByClicks(dark.page, ['h3', 'h6'], 2);
    await light.page.locator('#moves [data-ply="2"]').waitFor();
    const page = light.page;
    const piece = (name: string) => square(page, name).getAttribute('data-piece');
    const current = () => page.locator('#moves [aria-current]').getAttribute('data-ply');

    await page.locator('[data-nav="first"]').click();
    await expect.poll(() => piece('c3')).toBe('F^');
    expect(await piece('h3')).toBe('f^');
    expect(await page.locator('#moves [aria-current]').count()).toBe(0);
    expect(await page.locator('#history-note').textContent()).toBe('Looking back: at the start, before move 1 of 2.');
    await tapSquare(page, 'b2');
    await expect.poll(() => message(page).textContent()).toContain('You are looking at an earlier position');

    await page.locator('[data-nav="next"]').click();
    await expect.poll(current).toBe('1');
    expect(await piece('c6')).toBe('F^');
    expect(await piece('h3')).toBe('f^');

    await page.locator('#status').click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe('2');
    expect(await piece('h6')).toBe('f^');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(current).toBe('1');
    await page.keyboard.press('Home');
    await expect.poll(() => piece('c3')).toBe('F^');
    await page.keyboard.press('End');
    await expect.poll(current).toBe('2');
    expect(await page.locator('#history-note').isHidden()).toBe(true);

    // A step rewrites only the spaces it changes: an empty space far from both moves is
    // the same element after it, and the moved piece's space a new one.
    const mark = (name: string) =>
      square(page, name).evaluate((element) => {
        element.setAttribute('data-kept', '');
      });
    const kept = (name: string) => square(page, name).evaluate((element) => element.hasAttribute('data-kept'));
    await mark('e5');
    await mark('h6');
    await page.locator('[data-nav="prev"]').click();
    await expect.poll(current).toBe('1');
    expect(await piece('h3')).toBe('f^');
    expect(await kept('e5')).toBe(true);
    expect(await kept('h6')).toBe(false);
    await page.locator('#moves [data-ply="2"]').click();
    await expect.poll(current).toBe('2');
    expect(light.errors).toEqual([]);
    await light.page.close();
    await dark.page.close();
  });

  it('is played with the keyboard alone', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const { page, errors } = await openGame(ann, created.links.light!);
    // One square is in the tab order, and it says what it holds.
    expect(await page.locator('#board [tabindex="0"]').count()).toBe(1);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? null);

    await square(page, 'c3').focus();
    const title = await square(page, 'c3').locator('title').textContent();
    expect(title).toMatch(/^c3: light foot/);
    expect(await square(page, 'c3').getAttribute('aria-label')).toBe(`${title}; can move`);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => message(page).textContent())
      .toContain('The light prime foot on c3 is selected: 3 marked landings');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).not.toBe('c3');
    await page.keyboard.press('Escape');
    await expect.poll(() => message(page).textContent()).toBe('Move cancelled.');

    await square(page, 'c3').focus();
    await page.keyboard.press('Enter');
    await square(page, 'c5').focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-action')))
      .toBe('confirm-move');
    await page.keyboard.press('Enter');
    await page.locator('#moves [data-ply="1"]').waitFor();
    expect(await page.locator('#moves').textContent()).toContain('F^c3c5');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('offers, declines and ends with a resignation; a seat with an email chooses its emails', async () => {
    const created = await createGame({
      game: 'adomoc',
      players: { light: { name: 'Ann', email: 'ann@example.com' }, dark: { name: 'Bob' } },
    });
    const light = await openGame(ann, created.links.light!);
    const dark = await openGame(bob, created.links.dark!);

    // Only Ann's seat has an email address, so only Ann is asked how to be emailed.
    const choice = light.page.locator('#notify-choice');
    await choice.waitFor();
    expect(await dark.page.locator('#notify').isHidden()).toBe(true);
    await choice.selectOption('digest');
    await expect.poll(() => message(light.page).textContent()).toBe('Your email preference is saved.');
    const seat = await fetch(`${created.links.watch!.replace('/g/', '/api/games/')}/seat`, {
      headers: { Authorization: `Bearer ${created.tokens.light}` },
    });
    expect(await seat.json()).toMatchObject({ side: 'light', notify: 'digest', email: true });

    await light.page.getByRole('button', { name: 'Offer a draw' }).click();
    await expect.poll(() => dark.page.locator('#draw-offer').textContent()).toBe('Ann (Light) offers a draw.');
    await dark.page.getByRole('button', { name: 'Decline draw' }).click();
    await expect.poll(() => light.page.locator('#draw-offer').isHidden()).toBe(true);
    // Once a move: the offer was made, so the button waits for the next move; Bob may still offer.
    expect(await light.page.getByRole('button', { name: 'Offer a draw' }).count()).toBe(0);
    expect(await dark.page.getByRole('button', { name: 'Offer a draw' }).isVisible()).toBe(true);

    await dark.page.getByRole('button', { name: 'Resign' }).click();
    await dark.page.getByRole('button', { name: 'Yes, resign' }).click();
    for (const page of [light.page, dark.page]) {
      await expect.poll(() => page.locator('#status').textContent()).toBe('1–0 · Light won: Dark resigned');
      expect(await page.locator('#seat-actions').isHidden()).toBe(true);
      expect(await page.locator('#notation-form').isHidden()).toBe(true);
    }
    await tapSquare(light.page, 'c3');
    await expect.poll(() => message(light.page).textContent()).toBe('The game is over. Light won: Dark resigned.');
    expect(light.errors).toEqual([]);
    expect(dark.errors).toEqual([]);
    await light.page.close();
    await dark.page.close();
  });

  it('reconnects after losing its connection, and catches up with what it missed', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const context = await browser.newContext({ viewport: DESKTOP });
    // Keeps every socket the page opens, so the test can cut one.
    await context.addInitScript(() => {
      const Native = window.WebSocket;
      const sockets: WebSocket[] = [];
      (window as unknown as { orrerySockets: WebSocket[] }).orrerySockets = sockets;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          sockets.push(this);
        }
      };
    });
    const { page, errors } = await openGame(context, created.links.dark!);
    await markPage(page);
    await page.evaluate(() => (window as unknown as { orrerySockets: WebSocket[] }).orrerySockets[0]!.close());
    await expect.poll(() => page.locator('#connection').getAttribute('data-status')).not.toBe('open');
    await playOverApi(created, 'light', 'F^c3c6', 0);
    await page.locator('#moves [data-ply="1"]').waitFor();
    await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
    const urls = await page.evaluate(() =>
      (window as unknown as { orrerySockets: WebSocket[] }).orrerySockets.map((socket) => socket.url),
    );
    expect(urls).toHaveLength(2);
    expect(urls[1]).toMatch(/\/api\/games\/[a-z0-9]{12}\/live\?since=0$/);
    expect(await stillMarked(page)).toBe(true);
    expect(await page.locator('#turn-note').textContent()).toBe('Your turn: you play Dark.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fills a gap in its live updates by reading the game again, over HTTP: the socket is one-way', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // The page's socket reaches the server through a stand-in that loses the first update,
    // and records what the page sends (it sends nothing).
    const sent: string[] = [];
    await page.routeWebSocket(/\/live/, (socket) => {
      const server = socket.connectToServer();
      let updates = 0;
      server.onMessage((frame) => {
        if (typeof frame === 'string' && frame.includes('"type":"update"') && updates++ === 0) return;
        socket.send(frame);
      });
      socket.onMessage((frame) => sent.push(String(frame)));
    });
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/games/${created.id}`) reads.push(request.url());
    });
    await page.goto(created.links.dark!);
    await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
    await markPage(page);
    reads.length = 0;
    await playOverApi(created, 'light', 'F^c3c6', 0);
    await playOverApi(created, 'dark', 'F^h3h6', 1);
    // The second update does not follow the page's moves: it reads the game and shows both.
    await page.locator('#moves [data-ply="2"]').waitFor();
    expect(await page.locator('#moves').textContent()).toContain('F^c3c6');
    expect(reads.length).toBeGreaterThan(0);
    expect(await stillMarked(page)).toBe(true);
    expect(sent).toEqual([]);
    await context.close();
  });

  it('refuses a move sent from a page that fell behind, and brings the page up to date', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // This page hears nothing from the server: its socket opens onto a stand-in that stays silent.
    await page.routeWebSocket(/\/live/, () => {});
    await page.goto(created.links.light!);
    await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
    // Meanwhile Ann moves from another device, and Bob answers.
    await playOverApi(created, 'light', 'F^c3c6', 0);
    await playOverApi(created, 'dark', 'F^h3h6', 1);

    await tapSquare(page, 'a3');
    await tapSquare(page, 'a4');
    await page.locator('[data-action="confirm-move"]').click();
    await expect.poll(() => message(page).textContent()).toMatch(/The board has been brought up to date\.$/);
    expect(await message(page).getAttribute('data-tone')).toBe('problem');
    await page.locator('#moves [data-ply="2"]').waitFor();
    expect(await page.locator('#moves').textContent()).toContain('F^h3h6');
    expect(await page.locator('#turn-note').textContent()).toBe('Your turn: you play Light.');
    await context.close();
  });
});
