import { describe, expect, it } from 'vitest';
import { adomocGame } from '../../../../src/engine/adomoc/game.ts';
import { call, createGame, getGame, play } from '../../client.ts';
import { d1Moves } from '../../rooms.ts';

describe('turn order and the rules, enforced by the game object', () => {
  it('lets only the side to move play, and only at the current ply', async () => {
    const created = await createGame();
    const notYours = await play(created, 'dark', 'Fa3a4', 0);
    expect(notYours.status).toBe(409);
    expect(notYours.body.error.code).toBe('ERR_NOT_YOUR_TURN');
    const first = await play(created, 'light', 'Fa3a4', 0);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ply: 1, toMove: 'dark' });
    const again = await play(created, 'light', 'Fa3a4', 0);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ERR_ALREADY_PLAYED');
    const stale = await play(created, 'dark', 'Ff3f4', 0);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('ERR_STALE_PLY');
    expect(stale.body.error.message).toContain('ply 1');
    const ahead = await play(created, 'dark', 'Ff3f4', 5);
    expect(ahead.body.error.code).toBe('ERR_STALE_PLY');
    const lightAgain = await play(created, 'light', 'Fb3b4', 1);
    expect(lightAgain.body.error.code).toBe('ERR_NOT_YOUR_TURN');
    expect((await getGame(created.id)).moves).toEqual(['Fa3a4']);
    expect(await d1Moves(created.id)).toEqual(['Fa3a4']);
  });

  it('answers an illegal move with 422 and the engine\u2019s reason, an unreadable one with 400', async () => {
    const created = await createGame();
    const blocked = await play(created, 'light', 'Sa1a5', 0);
    expect(blocked.status).toBe(422);
    const engine = adomocGame.parseMove(adomocGame.startPosition('standard'), 'standard', 'Sa1a5');
    expect(engine.ok).toBe(false);
    if (!engine.ok) expect(blocked.body.error).toEqual({ code: engine.error.code, message: engine.error.message });
    const unreadable = await play(created, 'light', 'hello there', 0);
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.error.code).toBe('ERR_SYNTAX');
    const wrongPiece = await play(created, 'light', 'Ff1f2', 0);
    expect(wrongPiece.status).toBe(422);
    expect(wrongPiece.body.error.code).toBe('ERR_NOT_YOUR_PIECE');
    expect((await getGame(created.id)).ply).toBe(0);
  });

  it('refuses an immediate reverse origination, from a given position and in play', async () => {
    // The dark sun on f1 was just originated by the light moon on b5.
    const barred = await createGame({ game: 'adomoc', position: '5s4/10/10/10/1M8/10/10/10 - d b5f1 1' });
    const refused = await play(barred, 'dark', 'Sf1b5oa2', 0);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('ERR_REVERSE');
    expect((await getGame(barred.id)).ply).toBe(0);

    // Played through the server: the light moon originates the dark sun, which may not
    // originate it straight back.
    const played = await createGame({ game: 'adomoc', position: '10/10/10/M9/1s8/10/10/10 - l - 1' });
    expect((await play(played, 'light', 'Ma4b5of1', 0)).status).toBe(200);
    expect((await getGame(played.id)).position).toBe('5s4/10/10/10/1M8/10/10/10 - d b5f1 1');
    const reverse = await play(played, 'dark', 'Sf1b5oa2', 1);
    expect(reverse.status).toBe(422);
    expect(reverse.body.error.code).toBe('ERR_REVERSE');
    // Any other move of the sun is fine, and the bar is gone after it.
    const other = await play(played, 'dark', 'Sf1f2', 1);
    expect(other.status).toBe(200);
    expect(other.body.position).toBe('10/5s4/10/10/1M8/10/10/10 - l - 2');
  });

  it('never lets the watch link or a token of another game move', async () => {
    const created = await createGame();
    const other = await createGame();
    const foreign = await play({ ...created, tokens: other.tokens }, 'light', 'Fa3a4', 0);
    expect(foreign.status).toBe(401);
    expect(foreign.body.error.code).toBe('ERR_TOKEN');
    const watch = await call('POST', `/api/games/${created.id}/moves`, { body: { move: 'Fa3a4', ply: 0 } });
    expect(watch.status).toBe(401);
    expect(watch.body.error.code).toBe('ERR_TOKEN_MISSING');
    expect((await getGame(created.id)).ply).toBe(0);
  });
});
