import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../../src/engine/games.ts';
import { call, createGame, play } from '../../client.ts';
import { seededRandom } from '../../random-moves.ts';

const adomoc = GAMES.get('adomoc')!;

/** A line of `length` legal moves from `position`, none ending the game. */
const lineFrom = (position: string, variant: string, length: number, seed: number): string[] => {
  const random = seededRandom(seed);
  const line: string[] = [];
  const at = adomoc.parsePosition(position);
  if (!at.ok) throw new Error(at.error.message);
  let current = at.value;
  while (line.length < length) {
    const moves = adomoc.legalMoves(current, variant);
    for (let tries = 0; tries < 20; tries++) {
      const move = moves[Math.floor(random() * moves.length)]!;
      const played = adomoc.play(current, variant, move);
      if (!played.ok || played.value.outcome) continue;
      line.push(adomoc.makeMove(current, move));
      current = played.value.position;
      break;
    }
  }
  return line;
};

/** A line as nested nodes, built from the end so no recursion is needed. */
const nested = (line: readonly string[]) => {
  let next: unknown[] = [];
  for (let index = line.length - 1; index >= 0; index--) next = [{ move: line[index], next }];
  return next;
};

describe('private notes', () => {
  it('keeps each seat its own notes, verbatim, and shows them to nobody else', async () => {
    const created = await createGame();
    const { id, tokens } = created;
    const text = '<script>alert("x")</script> & "quotes"\r\nline two\tand a tab — ünïcödé';
    const saved = await call('PUT', `/api/games/${id}/notes`, { token: tokens.light, body: { text } });
    expect(saved.status).toBe(200);
    expect(saved.body.text).toBe(text.replace('\r\n', '\n'));
    expect(saved.body.updated).toMatch(/^\d{4}-/);
    const mine = await call('GET', `/api/games/${id}/notes`, { token: tokens.light });
    expect(mine.body.text).toBe(text.replace('\r\n', '\n'));
    const theirs = await call('GET', `/api/games/${id}/notes`, { token: tokens.dark });
    expect(theirs.body).toEqual({ text: '', updated: null });
    expect((await call('GET', `/api/games/${id}/notes`)).body.error.code).toBe('ERR_TOKEN_MISSING');
    // Nowhere public: not the state, the page or the record.
    for (const path of [`/api/games/${id}`, `/g/${id}`, `/api/games/${id}/record`, `/g/${id}/embed`]) {
      const reply = await call('GET', path);
      expect(JSON.stringify(reply.body)).not.toContain('line two');
    }
    // Notes stay after the game ends.
    await call('POST', `/api/games/${id}/resign`, { token: tokens.dark });
    const after = await call('PUT', `/api/games/${id}/notes`, { token: tokens.light, body: { text: 'post-mortem' } });
    expect(after.body.text).toBe('post-mortem');
    const cleared = await call('PUT', `/api/games/${id}/notes`, { token: tokens.light, body: { text: '' } });
    expect(cleared.body).toEqual({ text: '', updated: null });
  });

  it('refuses notes over 10 KB, control characters and bad bodies, and keeps what was there', async () => {
    const { id, tokens } = await createGame();
    await call('PUT', `/api/games/${id}/notes`, { token: tokens.light, body: { text: 'keep me' } });
    const exactly = 'é'.repeat(5 * 1024);
    expect((await call('PUT', `/api/games/${id}/notes`, { token: tokens.dark, body: { text: exactly } })).status).toBe(
      200,
    );
    const cases: [unknown, number, string][] = [
      [{ text: `${exactly}a` }, 413, 'ERR_NOTES_TOO_LARGE'],
      [{ text: 'bell\u0007' }, 400, 'ERR_NOTES'],
      [{ text: 3 }, 400, 'ERR_FIELD'],
      [{ text: 'a', more: 1 }, 400, 'ERR_FIELD'],
      [[], 400, 'ERR_FIELD'],
    ];
    for (const [body, status, code] of cases) {
      const reply = await call('PUT', `/api/games/${id}/notes`, { token: tokens.light, body });
      expect(reply.status, code).toBe(status);
      expect(reply.body.error.code).toBe(code);
      expect(reply.body.error.message.length).toBeGreaterThan(20);
    }
    const huge = await call('PUT', `/api/games/${id}/notes`, {
      token: tokens.light,
      body: { text: 'x'.repeat(40_000) },
    });
    expect(huge.status).toBe(413);
    expect((await call('GET', `/api/games/${id}/notes`, { token: tokens.light })).body.text).toBe('keep me');
  });
});

describe('saved analysis', () => {
  it('keeps a seat’s variations in strict notation, checked by the engine, for that seat alone', async () => {
    const created = await createGame();
    const { id, tokens } = created;
    await play(created, 'light', 'Fa3a4', 0);
    const empty = await call('GET', `/api/games/${id}/analysis`, { token: tokens.dark });
    expect(empty.body).toEqual({ branches: [], moves: 0, limit: 5000, updated: null });
    const start = adomoc.makePosition(adomoc.startPosition('standard'));
    const [a, b, c] = lineFrom(start, 'standard', 3, 1);
    const after1 = (await call('GET', `/api/games/${id}/positions/1`)).body.position;
    const [d, e] = lineFrom(after1, 'standard', 2, 2);
    const [f] = lineFrom(after1, 'standard', 1, 9).filter((move) => move !== d);
    const body = {
      branches: [
        { ply: 1, moves: [{ move: d, next: [{ move: e }] }, ...(f ? [{ move: f }] : [])] },
        { ply: 0, moves: [{ move: a, next: [{ move: b, next: [{ move: c, next: [] }] }] }] },
      ],
    };
    const saved = await call('PUT', `/api/games/${id}/analysis`, { token: tokens.dark, body });
    expect(saved.status).toBe(200);
    expect(saved.body.moves).toBe(5 + (f ? 1 : 0));
    expect(saved.body.branches.map((branch: { ply: number }) => branch.ply)).toEqual([0, 1]);
    expect(saved.body.branches[0].moves[0].next[0].next[0].move).toBe(c);
    const again = await call('GET', `/api/games/${id}/analysis`, { token: tokens.dark });
    expect(again.body).toEqual(saved.body);
    expect((await call('GET', `/api/games/${id}/analysis`, { token: tokens.light })).body.moves).toBe(0);
    const deleted = await call('DELETE', `/api/games/${id}/analysis`, { token: tokens.dark });
    expect(deleted.body.moves).toBe(0);
    expect((await call('GET', `/api/games/${id}/analysis`, { token: tokens.dark })).body.branches).toEqual([]);
  });

  it('takes a line 5,000 moves deep, and refuses one move more with nothing stored', async () => {
    const created = await createGame({ game: 'adomoc', variant: 'infinite' });
    const { id, tokens } = created;
    const start = (await call('GET', `/api/games/${id}`)).body.position;
    const line = lineFrom(start, 'infinite', 5001, 7);
    const full = await call('PUT', `/api/games/${id}/analysis`, {
      token: tokens.light,
      body: { branches: [{ ply: 0, moves: nested(line.slice(0, 5000)) }] },
    });
    expect(full.status).toBe(200);
    expect(full.body.moves).toBe(5000);
    const over = await call('PUT', `/api/games/${id}/analysis`, {
      token: tokens.light,
      body: { branches: [{ ply: 0, moves: nested(line) }] },
    });
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe('ERR_ANALYSIS_TOO_LARGE');
    expect(over.body.error.message).toContain('5000');
    const kept = await call('GET', `/api/games/${id}/analysis`, { token: tokens.light });
    expect(kept.body.moves).toBe(5000);
  });

  it('refuses bad trees with a clear 4xx and keeps what was there', async () => {
    const created = await createGame();
    const { id, tokens } = created;
    const good = { branches: [{ ply: 0, moves: [{ move: 'Fa3a4' }] }] };
    expect((await call('PUT', `/api/games/${id}/analysis`, { token: tokens.light, body: good })).status).toBe(200);
    const cases: [unknown, number, string][] = [
      [{}, 400, 'ERR_ANALYSIS'],
      [{ branches: [{ ply: -1, moves: [] }] }, 400, 'ERR_ANALYSIS'],
      [
        {
          branches: [
            { ply: 0, moves: [{ move: 'Fa3a4' }] },
            { ply: 0, moves: [] },
          ],
        },
        400,
        'ERR_ANALYSIS',
      ],
      [{ branches: [{ ply: 0, moves: [{ move: '' }] }] }, 400, 'ERR_ANALYSIS'],
      [{ branches: [{ ply: 0, moves: [{ move: 'Fa3a4', next: 'x' }] }] }, 400, 'ERR_ANALYSIS'],
      [{ branches: [{ ply: 0, moves: [{ move: 'Fa3a4', eval: 1 }] }] }, 400, 'ERR_ANALYSIS'],
      [{ branches: [{ ply: 0, moves: [{ move: 'Fa3a4' }, { move: 'Fa3a4' }] }] }, 400, 'ERR_ANALYSIS'],
      [{ branches: [{ ply: 5, moves: [{ move: 'Fa3a4' }] }] }, 400, 'ERR_PLY'],
      [{ branches: [{ ply: 0, moves: [{ move: 'Fa3a4', next: [{ move: 'Fa3a4' }] }] }] }, 422, ''],
      [{ branches: [{ ply: 0, moves: [{ move: 'zz9' }] }] }, 400, 'ERR_SYNTAX'],
      [{ branches: [{ ply: 0, moves: [{ move: 'Fa3a4' }] }], more: true }, 400, 'ERR_FIELD'],
    ];
    for (const [body, status, code] of cases) {
      const reply = await call('PUT', `/api/games/${id}/analysis`, { token: tokens.light, body });
      expect(reply.status, JSON.stringify(body)).toBe(status);
      if (code) expect(reply.body.error.code).toBe(code);
      expect(reply.body.error.message.length).toBeGreaterThan(15);
    }
    const illegal = await call('PUT', `/api/games/${id}/analysis`, {
      token: tokens.light,
      body: { branches: [{ ply: 0, moves: [{ move: 'Fa3a4', next: [{ move: 'Fa4a5' }] }] }] },
    });
    expect(illegal.status).toBe(422);
    expect(illegal.body.error.message).toContain('at the start, line Fa3a4 Fa4a5');
    const kept = await call('GET', `/api/games/${id}/analysis`, { token: tokens.light });
    expect(kept.body.branches).toEqual([{ ply: 0, moves: [{ move: 'Fa3a4', next: [] }] }]);
  });
});
