import { describe, expect, it } from 'vitest';
import { call, createGame, getGame, play } from '../../client.ts';
import { d1Moves } from '../../rooms.ts';
import { checkEmail } from '../../../../src/shared/player-fields.ts';

/** Whatever was sent, the game is exactly as before and D1 agrees. */
const expectUnchanged = async (id: string, before: unknown) => {
  expect(await getGame(id)).toEqual(before);
  expect(await d1Moves(id)).toEqual((before as { moves: string[] }).moves);
};

describe('bad input changes nothing and says what was wrong', () => {
  it('answers garbage move requests with clear errors', async () => {
    const created = await createGame();
    await play(created, 'light', 'Fa3a4', 0);
    const before = await getGame(created.id);
    const path = `/api/games/${created.id}/moves`;
    const token = created.tokens.dark;
    const cases: { options: Parameters<typeof call>[2]; status: number; code: string }[] = [
      {
        options: { token, raw: '{"move": "Ff3f4", "ply": 1', headers: { 'Content-Type': 'application/json' } },
        status: 400,
        code: 'ERR_JSON',
      },
      { options: { token, raw: '', headers: { 'Content-Type': 'application/json' } }, status: 400, code: 'ERR_BODY' },
      { options: { token, body: [1, 2, 3] }, status: 400, code: 'ERR_BODY' },
      { options: { token, body: 'Ff3f4' }, status: 400, code: 'ERR_BODY' },
      { options: { token, body: { move: 'Ff3f4' } }, status: 400, code: 'ERR_PLY' },
      { options: { token, body: { move: 'Ff3f4', ply: '1' } }, status: 400, code: 'ERR_PLY' },
      { options: { token, body: { move: 'Ff3f4', ply: 1.5 } }, status: 400, code: 'ERR_PLY' },
      { options: { token, body: { move: 'Ff3f4', ply: -1 } }, status: 400, code: 'ERR_PLY' },
      { options: { token, body: { move: 42, ply: 1 } }, status: 400, code: 'ERR_FIELD' },
      { options: { token, body: { move: 'Ff3f4', ply: 1, promote: true } }, status: 400, code: 'ERR_FIELD' },
      { options: { token, body: { move: 'x'.repeat(500), ply: 1 } }, status: 400, code: 'ERR_SYNTAX' },
      { options: { token, body: { move: '\u0000\u202eFf3f4', ply: 1 } }, status: 400, code: 'ERR_SYNTAX' },
      {
        options: { token, raw: JSON.stringify({ move: 'Ff3f4', ply: 1, pad: 'x'.repeat(40_000) }) },
        status: 413,
        code: 'ERR_BODY_TOO_LARGE',
      },
      {
        options: { token, raw: 'move=Ff3f4&ply=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
        status: 415,
        code: 'ERR_MEDIA_TYPE',
      },
      { options: { token: 'not-a-token', body: { move: 'Ff3f4', ply: 1 } }, status: 401, code: 'ERR_TOKEN' },
      {
        options: {
          token: created.tokens.light.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A')),
          body: { move: 'Ff3f4', ply: 1 },
        },
        status: 401,
        code: 'ERR_TOKEN',
      },
      {
        options: { headers: { Authorization: `Basic ${token}` }, body: { move: 'Ff3f4', ply: 1 } },
        status: 401,
        code: 'ERR_TOKEN',
      },
    ];
    for (const { options, status, code } of cases) {
      const reply = await call('POST', path, options);
      expect(reply.status, JSON.stringify(reply.body)).toBe(status);
      expect(reply.body.error.code).toBe(code);
      expect(reply.body.error.message.length).toBeGreaterThan(10);
    }
    await expectUnchanged(created.id, before);
  });

  it('answers unknown games and addresses with 404, and never creates a game by probing', async () => {
    expect((await call('GET', '/api/games/aaaaaaaaaaaa')).status).toBe(404);
    expect((await call('GET', '/api/games/aaaaaaaaaaaa')).body.error.code).toBe('ERR_GAME_NOT_FOUND');
    expect((await call('GET', '/api/games/../../etc')).status).toBe(404);
    expect((await call('GET', '/api/games/NOT-AN-ID')).status).toBe(404);
    const move = await call('POST', '/api/games/aaaaaaaaaaaa/moves', {
      token: 'A'.repeat(43),
      body: { move: 'Fa3a4', ply: 0 },
    });
    expect(move.status).toBe(404);
    expect((await call('GET', '/api/games/aaaaaaaaaaaa/record')).status).toBe(404);
    expect((await call('GET', '/api/nothing')).status).toBe(404);
    expect((await call('GET', '/api/games/aaaaaaaaaaaa')).status).toBe(404);
  });

  it('validates new games field by field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'ERR_GAME'],
      [{ game: 'chess' }, 'ERR_GAME'],
      [{ game: 'adomoc', variant: 'blitz' }, 'ERR_VARIANT'],
      [{ game: 'adomoc', position: 'not a position' }, 'ERR_POSITION'],
      [{ game: 'adomoc', position: '10/10/10/10/10/10/10/10 S^ l - 1' }, 'ERR_POSITION_DECIDED'],
      [{ game: 'adomoc', players: { white: { name: 'Ann' } } }, 'ERR_FIELD'],
      [{ game: 'adomoc', players: { light: { name: 'A'.repeat(41) } } }, 'ERR_NAME'],
      [{ game: 'adomoc', players: { light: { name: 'Ann\u0007Bob' } } }, 'ERR_NAME'],
      [{ game: 'adomoc', players: { light: { name: 'Ann\u202eevil' } } }, 'ERR_NAME'],
      [{ game: 'adomoc', players: { light: { name: 7 } } }, 'ERR_NAME'],
      [{ game: 'adomoc', players: { light: { email: 'not-an-email' } } }, 'ERR_EMAIL'],
      [{ game: 'adomoc', clock: { daysPerMove: 0 } }, 'ERR_CLOCK'],
      [{ game: 'adomoc', clock: { daysPerMove: 2, vacationDays: -1 } }, 'ERR_CLOCK'],
      [{ game: 'adomoc', clock: { daysPerMove: 2.5 } }, 'ERR_CLOCK'],
      [{ game: 'adomoc', clok: { daysPerMove: 2 } }, 'ERR_FIELD'],
    ];
    for (const [body, code] of cases) {
      const reply = await call('POST', '/api/games', { body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.code, JSON.stringify(body)).toBe(code);
    }
    // The rules are the home page's too (src/shared/player-fields.ts): the API heads the
    // same reason with the field's path, the page with the label the player sees.
    const email = await call('POST', '/api/games', { body: { game: 'adomoc', players: { dark: { email: 'x@y' } } } });
    const shared = checkEmail('x@y');
    expect(email.body.error.message).toBe(`players.dark.email: ${shared.ok ? '' : shared.error.message}`);
  });

  it('keeps hostile names as plain text, never as markup or forged record tags', async () => {
    const name = '<img src=x onerror=alert(1)>"]';
    // Runs of white space, line breaks included, become one space: a name is one line.
    const created = await createGame({
      game: 'adomoc',
      players: { light: { name }, dark: { name: '  Bob  the   Builder ' } },
    });
    const state = await getGame(created.id);
    expect(state.players).toEqual({ light: { name }, dark: { name: 'Bob the Builder' } });
    const record = await call('GET', `/api/games/${created.id}/record`);
    expect(record.body).toContain('[Light "<img src=x onerror=alert(1)>\\"]"]');
    expect(record.body.split('\n').filter((line: string) => line.startsWith('[Light'))).toHaveLength(1);
  });

  it('limits how many games one address creates', async () => {
    const address = '203.0.113.77';
    const replies = [];
    for (let i = 0; i < 6; i++)
      replies.push(
        await call('POST', '/api/games', { body: { game: 'adomoc' }, headers: { 'CF-Connecting-IP': address } }),
      );
    expect(replies.slice(0, 5).map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201]);
    const refused = replies[5]!;
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('ERR_RATE_LIMITED');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await call('POST', '/api/games', { body: { game: 'adomoc' } })).status).toBe(201);
  });
});
