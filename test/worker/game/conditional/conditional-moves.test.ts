import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../../src/engine/games.ts';
import { BASE, call, createGame, getGame, play, type Created } from '../../client.ts';
import { createConfirmedGame, deliver, lastEmailTo } from '../../mail-helpers.ts';
import { d1Moves, roomStub } from '../../rooms.ts';
import { seededRandom } from '../../random-moves.ts';

const adomoc = GAMES.get('adomoc')!;

/** A line of `length` legal moves from `position`, none ending the game. */
const lineFrom = (position: string, length: number, seed: number, variant = 'standard'): string[] => {
  const random = seededRandom(seed);
  const line: string[] = [];
  const parsed = adomoc.parsePosition(position);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let current = parsed.value;
  while (line.length < length) {
    const moves = adomoc.legalMoves(current, variant);
    const move = moves[Math.floor(random() * moves.length)]!;
    const played = adomoc.play(current, variant, move);
    if (!played.ok || played.value.outcome) continue;
    line.push(adomoc.makeMove(current, move));
    current = played.value.position;
  }
  return line;
};

/** The first legal move from `position` that is not `other`. */
const anotherMove = (position: string, other: string): string => {
  const parsed = adomoc.parsePosition(position);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return adomoc
    .legalMoves(parsed.value, 'standard')
    .map((move) => adomoc.makeMove(parsed.value, move))
    .find((notation) => notation !== other)!;
};

const conditional = (created: Created, side: 'light' | 'dark', method = 'GET', body?: unknown) =>
  call(method, `/api/games/${created.id}/conditional`, { token: created.tokens[side], body });

const start = adomoc.makePosition(adomoc.startPosition('standard'));

describe('conditional moves', () => {
  it('plays the matching reply with the opponent’s move, in one change, and keeps the rest of the line', async () => {
    const created = await createGame();
    const line = lineFrom(start, 4, 1);
    const other = [anotherMove(start, line[0]!), ...lineFrom(start, 1, 2)];
    const otherLine = [other[0]!, lineFrom(adomocAfter(start, [other[0]!]), 1, 3)[0]!];
    const saved = await conditional(created, 'dark', 'PUT', { ply: 0, lines: [line, otherLine, line] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ply: 0, lines: [line, otherLine] });
    // Only the seat that made them sees them.
    expect((await conditional(created, 'light')).body.lines).toEqual([]);
    expect((await call('GET', `/api/games/${created.id}/conditional`)).status).toBe(401);

    const moved = await play(created, 'light', line[0]!, 0);
    expect(moved.status).toBe(200);
    // The answer to the move already holds the reply: both moves, the last one conditional.
    expect(moved.body).toMatchObject({ ply: 2, movesFrom: 0, moves: [line[0], line[1]], toMove: 'light' });
    expect(moved.body.lastMove).toMatchObject({ ply: 2, side: 'dark', notation: line[1], conditional: true });
    expect((await conditional(created, 'dark')).body).toMatchObject({ ply: 2, lines: [[line[2], line[3]]] });
    // Then the end of the line, which empties the forecast.
    const again = await play(created, 'light', line[2]!, 2);
    expect(again.body).toMatchObject({ ply: 4, moves: [line[2], line[3]] });
    expect((await conditional(created, 'dark')).body).toMatchObject({ ply: 4, lines: [] });
    expect(await d1Moves(created.id)).toEqual(line);
    // After a reload from storage the last move still says where it came from.
    await evictDurableObject(roomStub(created.id));
    expect((await getGame(created.id)).lastMove.conditional).toBe(true);
  });

  it('drops lines that do not match, and waits for the seat', async () => {
    const created = await createGame();
    const line = lineFrom(start, 2, 4);
    await conditional(created, 'dark', 'PUT', { ply: 0, lines: [line] });
    const elsewhere = anotherMove(start, line[0]!);
    const moved = await play(created, 'light', elsewhere, 0);
    expect(moved.body).toMatchObject({ ply: 1, toMove: 'dark', moves: [elsewhere] });
    expect(moved.body.lastMove.conditional).toBeUndefined();
    expect((await conditional(created, 'dark')).body.lines).toEqual([]);
  });

  it('follows a deep line to its end, reply after reply', async () => {
    const created = await createGame({ game: 'adomoc', variant: 'infinite' });
    const line = lineFrom(start, 40, 5, 'infinite');
    expect((await conditional(created, 'dark', 'PUT', { ply: 0, lines: [line] })).status).toBe(200);
    for (let ply = 0; ply < line.length; ply += 2) {
      const moved = await play(created, 'light', line[ply]!, ply);
      expect(moved.body.ply, `after ${ply}`).toBe(ply + 2);
    }
    expect((await getGame(created.id)).moves).toEqual(line);
    expect((await conditional(created, 'dark')).body.lines).toEqual([]);
  });

  it('handles both orders of a save racing the opponent’s move', async () => {
    const line = lineFrom(start, 2, 6);
    // Saved first: the move finds the forecast and the reply is played with it.
    const first = await createGame();
    expect((await conditional(first, 'dark', 'PUT', { ply: 0, lines: [line] })).status).toBe(200);
    expect((await play(first, 'light', line[0]!, 0)).body.ply).toBe(2);
    // Moved first: the save names a ply that has passed, is refused, and stores nothing.
    const second = await createGame();
    expect((await play(second, 'light', line[0]!, 0)).body.ply).toBe(1);
    const late = await conditional(second, 'dark', 'PUT', { ply: 0, lines: [line] });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('ERR_STALE_PLY');
    expect((await conditional(second, 'dark')).body.lines).toEqual([]);
    expect((await getGame(second.id)).ply).toBe(1);
    // Sent at once, the object takes them one at a time: either order leaves a consistent game.
    for (let round = 0; round < 6; round++) {
      const game = await createGame();
      const [saved, moved] = await Promise.all([
        conditional(game, 'dark', 'PUT', { ply: 0, lines: [line] }),
        play(game, 'light', line[0]!, 0),
      ]);
      expect(moved.status).toBe(200);
      const state = await getGame(game.id);
      if (saved.status === 200) expect(state.moves).toEqual(line);
      else {
        expect(saved.body.error.code).toBe('ERR_STALE_PLY');
        expect(state.moves).toEqual([line[0]]);
      }
      expect((await conditional(game, 'dark')).body.lines).toEqual([]);
    }
  });

  it('stores the move and its reply in one transaction, whatever happens to the object after', async () => {
    const created = await createGame();
    const line = lineFrom(start, 2, 7);
    await conditional(created, 'dark', 'PUT', { ply: 0, lines: [line] });
    await evictDurableObject(roomStub(created.id));
    await play(created, 'light', line[0]!, 0);
    await evictDurableObject(roomStub(created.id));
    const stored = await runInDurableObject(roomStub(created.id), (_instance, state) =>
      state.storage.sql.exec<{ notation: string }>('SELECT notation FROM moves ORDER BY ply').toArray(),
    );
    expect(stored.map((row) => row.notation)).toEqual(line);
    expect((await getGame(created.id)).ply).toBe(2);
    expect(await d1Moves(created.id)).toEqual(line);
  });

  it('is cleared by a draw offer, a resignation and the end of the game', async () => {
    const line = lineFrom(start, 4, 8);
    const offered = await createGame();
    await conditional(offered, 'dark', 'PUT', { ply: 0, lines: [line] });
    await call('POST', `/api/games/${offered.id}/draw`, { token: offered.tokens.light, body: { action: 'offer' } });
    expect((await conditional(offered, 'dark')).body.lines).toEqual([]);
    expect((await play(offered, 'light', line[0]!, 0)).body.ply).toBe(1);

    const ownOffer = await createGame();
    await conditional(ownOffer, 'dark', 'PUT', { ply: 0, lines: [line] });
    await call('POST', `/api/games/${ownOffer.id}/draw`, { token: ownOffer.tokens.dark, body: { action: 'offer' } });
    expect((await conditional(ownOffer, 'dark')).body.lines).toEqual([]);

    const resigned = await createGame();
    await conditional(resigned, 'dark', 'PUT', { ply: 0, lines: [line] });
    await call('POST', `/api/games/${resigned.id}/resign`, { token: resigned.tokens.light });
    expect((await conditional(resigned, 'dark')).body.lines).toEqual([]);
    const over = await conditional(resigned, 'dark', 'PUT', { ply: 0, lines: [line] });
    expect(over.status).toBe(410);
  });

  it('drops a reply that is no longer legal, with a notice, rather than playing it', async () => {
    const created = await createGame();
    const line = lineFrom(start, 2, 9);
    await conditional(created, 'dark', 'PUT', { ply: 0, lines: [line] });
    // Stored lines are checked when saved; a damaged one stands for "it can't happen, but check it".
    await runInDurableObject(roomStub(created.id), (_instance, state) => {
      state.storage.sql.exec('UPDATE forecasts SET lines = ?', JSON.stringify([[line[0], 'Fa1a9']]));
    });
    const moved = await play(created, 'light', line[0]!, 0);
    expect(moved.body).toMatchObject({ ply: 1, toMove: 'dark' });
    expect((await conditional(created, 'dark')).body.lines).toEqual([]);
    const notices = await roomStub(created.id).notices();
    const dropped = notices.find((notice) => notice.kind === 'conditional-played');
    expect(JSON.parse(dropped!.body)).toMatchObject({ opponentMove: line[0], reply: null });
  });

  it('refuses what cannot be kept with a clear error, and keeps what was there', async () => {
    const created = await createGame();
    const line = lineFrom(start, 4, 10);
    await conditional(created, 'dark', 'PUT', { ply: 0, lines: [line] });
    const second = anotherMove(adomocAfter(start, [line[0]!]), line[1]!);
    const cases: [unknown, number, string][] = [
      [{ lines: [line] }, 400, 'ERR_PLY'],
      [{ ply: 0 }, 400, 'ERR_CONDITIONAL'],
      [{ ply: 0, lines: 'x' }, 400, 'ERR_CONDITIONAL'],
      [{ ply: 0, lines: [[line[0]]] }, 400, 'ERR_CONDITIONAL'],
      [{ ply: 0, lines: [line.slice(0, 3)] }, 400, 'ERR_CONDITIONAL'],
      [{ ply: 0, lines: [[line[0], 3]] }, 400, 'ERR_CONDITIONAL'],
      [{ ply: 0, lines: Array.from({ length: 101 }, () => line) }, 400, 'ERR_CONDITIONAL'],
      [{ ply: 0, lines: [line], extra: 1 }, 400, 'ERR_FIELD'],
      [{ ply: 0, lines: [line.slice(0, 2), [line[0], second]] }, 400, 'ERR_CONDITIONAL'],
      [{ ply: 0, lines: [[line[1], line[0]]] }, 422, ''],
      [{ ply: 0, lines: [['zz9', line[0]]] }, 400, 'ERR_SYNTAX'],
      [{ ply: 3, lines: [line] }, 409, 'ERR_STALE_PLY'],
    ];
    for (const [body, status, code] of cases) {
      const reply = await conditional(created, 'dark', 'PUT', body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (code) expect(reply.body.error.code).toBe(code);
      expect(reply.body.error.message.length).toBeGreaterThan(15);
    }
    // On one's own turn there is nothing to answer yet.
    const own = await conditional(created, 'light', 'PUT', { ply: 0, lines: [line.slice(1, 3)] });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('ERR_YOUR_TURN');
    expect((await conditional(created, 'dark')).body.lines).toEqual([line]);
    const cleared = await conditional(created, 'dark', 'DELETE');
    expect(cleared.body.lines).toEqual([]);
    expect((await conditional(created, 'dark')).body.lines).toEqual([]);
  });

  it('tells the opponent live and by email that the reply came from conditional moves, and the owner what was played', async () => {
    const ann = `ann-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const bob = `bob-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = (await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: 'Ann', email: ann }, dark: { name: 'Bob', email: bob } },
    })) as Created;
    await deliver(created.id);
    const line = lineFrom(start, 4, 11);
    await conditional(created, 'dark', 'PUT', { ply: 0, lines: [line] });
    const response = await exports.default.fetch(
      new Request(`${BASE}/api/games/${created.id}/live`, { headers: { Upgrade: 'websocket' } }),
    );
    const socket = response.webSocket!;
    const messages: any[] = [];
    socket.addEventListener('message', (event) => messages.push(JSON.parse(event.data as string)));
    socket.accept();
    await play(created, 'light', line[0]!, 0);
    await expect
      .poll(() => messages[1], { timeout: 5_000 })
      .toMatchObject({ type: 'update', reason: 'move', state: { ply: 2, movesFrom: 0 } });
    const update = messages[1];
    expect(update.state.moves).toEqual(line.slice(0, 2));
    expect(update.state.lastMove.conditional).toBe(true);
    socket.close();

    await deliver(created.id);
    const toAnn = await lastEmailTo(ann);
    expect(toAnn.subject).toContain(line[1]);
    expect(toAnn.text).toContain('conditional moves');
    const toBob = await lastEmailTo(bob);
    expect(toBob.subject).toContain(`your conditional move ${line[1]} was played`);
    expect(toBob.text).toContain('1 conditional line still waits');
  });
});

/** The position after `moves` from `position`. */
function adomocAfter(position: string, moves: readonly string[]): string {
  const parsed = adomoc.parsePosition(position);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let current = parsed.value;
  for (const text of moves) {
    const move = adomoc.parseMove(current, 'standard', text);
    if (!move.ok) throw new Error(move.error.message);
    const played = adomoc.play(current, 'standard', move.value);
    if (!played.ok) throw new Error(played.error.message);
    current = played.value.position;
  }
  return adomoc.makePosition(current);
}
