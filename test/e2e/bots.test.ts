/**
 * A bot on Orrery end to end: its owner makes it on /me/bots, `npx orrery bot --engine "npx orrery
 * engine"` connects Orrery's own engine to the server as that bot, and a person challenges
 * it on /play in Chromium and plays a whole ADIX game against it through the game page
 * (typed moves, confirmed), to the end. The bot's seat carries the bot badge.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games.ts';
import { baseUrl, launchChromium, signedInContext, watchForErrors } from './harness.ts';
import { playerOverApi } from './players-api.ts';

let browser: Browser;
let bridge: ChildProcess | null = null;
const bridgeLog: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  bridge?.kill('SIGINT');
  await browser?.close();
});

const uniqueName = (prefix: string): string =>
  `${prefix}${Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => 'bcdfghjkmnpqstvwxz'[byte % 18]).join('')}`;

const signedIn = (cookie: string, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  signedInContext(browser, cookie, options);

/** The owner makes the bot on /me/bots: its name, and its credential, shown once on the answer page. */
const makeBot = async (ownerCookie: string): Promise<{ name: string; token: string }> => {
  const name = uniqueName('Engine');
  const page = await (await signedIn(ownerCookie)).newPage();
  const errors = watchForErrors(page);
  await page.goto(`${baseUrl()}/me/bots`);
  await page.getByLabel('Its name').fill(name);
  await page.getByLabel(/What it is/).fill("Orrery's own engine");
  await page.getByLabel('adomoc/standard').uncheck();
  await page.getByRole('button', { name: 'Make the bot' }).click();
  const token = (await page.locator('#bot-token').textContent()) ?? '';
  expect(token).toMatch(/^orb_[\w-]{43}$/);
  expect(await page.locator('#bots').textContent()).toContain(name);
  expect(errors).toEqual([]);
  await page.close();
  return { name, token };
};

const randomLegalMove = (position: string): string => {
  const rules = GAMES.get('adix')!;
  const parsed = rules.parsePosition(position);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const moves = rules.legalMoves(parsed.value, 'standard');
  return rules.makeMove(parsed.value, moves[Math.floor(Math.random() * moves.length)]!);
};

describe('a bot run by orrery bot', () => {
  it('takes a person’s challenge from /play and plays a whole game against them in the browser', async () => {
    const owner = await playerOverApi(uniqueName('Owner'));
    const bot = await makeBot(owner);
    bridge = spawn(
      'npx',
      [
        'orrery',
        'bot',
        '--server',
        baseUrl(),
        '--engine',
        'npx orrery engine',
        '--move-time',
        '200',
        '--concurrency',
        '1',
      ],
      { env: { ...process.env, ORRERY_BOT_TOKEN: bot.token }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    bridge.stderr!.on('data', (chunk: Buffer) => bridgeLog.push(...chunk.toString().split('\n').filter(Boolean)));
    await expect
      .poll(() => bridgeLog.some((line) => line.includes(`playing as ${bot.name}`)), { timeout: 30_000 })
      .toBe(true);

    // Ann challenges the bot by name on /play: ADIX, she plays White.
    const annName = uniqueName('Ann');
    const ann = await signedIn(await playerOverApi(annName));
    const page = await ann.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl()}/play`);
    await expect.poll(() => page.locator('#challenges').getAttribute('data-live')).toBe('open');
    const form = page.locator('#challenge-form');
    await form.getByLabel('ADIX').check();
    await form.locator('input[name="side"][value="0"]').check();
    await form.locator('input[name="to"]').fill(bot.name);
    await form.getByRole('button', { name: 'Post the challenge' }).click();

    // The bot accepts at once, and /play opens Ann's seat in the new game.
    await page.waitForURL(/\/g\/[a-z0-9]{12}/, { timeout: 30_000 });
    const gameId = /\/g\/([a-z0-9]{12})/.exec(page.url())![1]!;
    await expect.poll(() => page.locator('#connection').getAttribute('data-status')).toBe('open');
    expect(await page.locator('.player[data-side="black"] .badge-bot').textContent()).toBe('bot');
    expect(bridgeLog.some((line) => line.includes(`accepted`))).toBe(true);

    // Ann types a random legal move on each of her turns; the bot answers each.
    let finished = false;
    for (let ply = 0; ply < 200 && !finished; ply += 2) {
      const state = (await (await fetch(`${baseUrl()}/api/games/${gameId}`)).json()) as {
        status: string;
        position: string;
        ply: number;
      };
      if (state.status === 'finished') break;
      expect(state.ply).toBe(ply);
      await page.locator('#notation-input').fill(randomLegalMove(state.position));
      await page.locator('#notation-input').press('Enter');
      await page.locator('[data-action="confirm-move"]').click();
      await page.locator(`#moves [data-ply="${ply + 1}"]`).waitFor();
      await expect
        .poll(
          async () => {
            const now = (await (await fetch(`${baseUrl()}/api/games/${gameId}`)).json()) as {
              status: string;
              ply: number;
            };
            finished = now.status === 'finished';
            return finished || now.ply === ply + 2;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      if (!finished) await page.locator(`#moves [data-ply="${ply + 2}"]`).waitFor();
    }
    expect(finished).toBe(true);
    const over = (await (await fetch(`${baseUrl()}/api/games/${gameId}`)).json()) as { result: { winner: string } };
    expect(over.result.winner).toMatch(/white|black/);
    // Every one of the bot's moves has its line in the bridge's log.
    await expect.poll(() => bridgeLog.some((line) => line.includes(`game ${gameId} over`))).toBe(true);
    const botMoves = bridgeLog.filter((line) => line.includes(`game ${gameId} move`)).length;
    expect(botMoves).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 300_000);
});
