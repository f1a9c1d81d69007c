import { describe, expect, it } from 'vitest';
import { readBotOptions } from '../../../src/cli/bot/bot-options.ts';
import { thinkTime } from '../../../src/cli/bot/bot-bridge.ts';
import type { GameView } from '../../../src/cli/bot/bot-server.ts';

const needed = ['--server', 'http://127.0.0.1:8787/', '--token', 'orb_x', '--engine', 'npx orrery engine'];

describe('orrery bot options', () => {
  it('read the server, credential and engine, with defaults for the rest', () => {
    expect(readBotOptions(needed, {})).toEqual({
      ok: true,
      value: {
        server: 'http://127.0.0.1:8787',
        token: 'orb_x',
        engine: 'npx orrery engine',
        concurrency: 2,
        moveTime: 2000,
        accept: true,
        level: null,
      },
    });
    const more = readBotOptions(
      [...needed, '--concurrency=8', '--move-time', '500', '--level', '3', '--no-accept'],
      {},
    );
    expect(more).toMatchObject({ ok: true, value: { concurrency: 8, moveTime: 500, level: 3, accept: false } });
  });

  it('take the credential from ORRERY_BOT_TOKEN, and say what is missing or wrong', () => {
    const fromEnv = readBotOptions(['--server', 'https://orrery.example', '--engine', 'e'], {
      ORRERY_BOT_TOKEN: 'orb_y',
    });
    expect(fromEnv).toMatchObject({ ok: true, value: { token: 'orb_y' } });
    expect(readBotOptions(['--server', 'x'], {})).toMatchObject({
      ok: false,
      message: expect.stringMatching(/are needed/),
    });
    expect(readBotOptions([...needed.slice(0, 1), 'not a url', ...needed.slice(2)], {})).toMatchObject({
      ok: false,
      message: expect.stringMatching(/server's address/),
    });
    expect(readBotOptions([...needed, '--level', '9'], {})).toMatchObject({ ok: false });
    expect(readBotOptions([...needed, '--fast'], {})).toMatchObject({
      ok: false,
      message: expect.stringMatching(/unknown option --fast/),
    });
  });
});

describe('thinking time', () => {
  const game = (deadline: string | null) => ({ clock: deadline ? { deadline } : null }) as unknown as GameView;
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('is the move time, or a tenth of what is left before the deadline when that is less', () => {
    expect(thinkTime(game(null), 2000, now)).toBe(2000);
    expect(thinkTime(game('2026-11-29T12:00:00Z'), 2000, now)).toBe(2000);
    expect(thinkTime(game('2026-11-28T12:00:05Z'), 2000, now)).toBe(500);
    expect(thinkTime(game('2026-11-28T11:00:00Z'), 2000, now)).toBe(10);
  });
});
