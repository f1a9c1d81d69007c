import { env } from 'cloudflare:workers';
import { evictDurableObject, runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { adomocGame } from '../../../../src/engine/adomoc/game.ts';
import { movesOf } from '../../../../src/worker/db/history.ts';
import { createGame, getGame, play, type Side } from '../../client.ts';
import { alarmTime, d1Moves, d1Summary, roomStub } from '../../rooms.ts';
import { randomMove, seededRandom } from '../../random-moves.ts';

const playRandomly = async (
  created: Awaited<ReturnType<typeof createGame>>,
  count: number,
  seed: number,
  variant = 'standard',
) => {
  const random = seededRandom(seed);
  let state = await getGame(created.id);
  for (let i = 0; i < count && state.status === 'ongoing'; i++) {
    const reply = await play(
      created,
      state.toMove as Side,
      randomMove(adomocGame, state.position, variant, random, true),
      state.ply,
    );
    if (reply.status !== 200) throw new Error(`move ${state.ply + 1} refused: ${JSON.stringify(reply.body)}`);
    state = reply.body;
  }
  return getGame(created.id);
};

describe('durability', () => {
  it('carries on after the object is evicted mid-game, from storage alone', async () => {
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 5 } });
    const before = await playRandomly(created, 12, 11);
    await evictDurableObject(roomStub(created.id));
    const reloaded = await getGame(created.id);
    expect(reloaded).toEqual({ ...before, clock: reloaded.clock });
    expect(reloaded.clock.deadline).toBe(before.clock.deadline);
    expect(reloaded.lastMove).toEqual(before.lastMove);
    const after = await playRandomly(created, 12, 12);
    expect(after.moves.slice(0, 12)).toEqual(before.moves);
    expect(after.ply).toBe(24);
    expect(await d1Moves(created.id)).toEqual(after.moves);
  });

  it('keeps playing while D1 fails, then D1 catches up from the outbox with nothing lost or doubled', async () => {
    const created = await createGame();
    await playRandomly(created, 3, 21);
    expect(await d1Moves(created.id)).toHaveLength(3);

    // D1 breaks: the history table is gone for a while.
    await env.DB.exec('ALTER TABLE moves RENAME TO moves_away');
    const during = await playRandomly(created, 60, 22);
    expect(during.ply).toBe(63);
    const { pending } = await roomStub(created.id).syncHistory();
    expect(pending).toBe(true);
    // A retry is waiting on the alarm.
    const retry = await alarmTime(created.id);
    expect(retry).not.toBeNull();
    expect((await d1Summary(created.id))?.ply).toBe(3);

    // D1 comes back; the alarm publishes everything, in batches.
    await env.DB.exec('ALTER TABLE moves_away RENAME TO moves');
    expect(await runDurableObjectAlarm(roomStub(created.id))).toBe(true);
    const rows = await movesOf(env.DB, created.id);
    expect(rows.map((row) => row.ply)).toEqual(Array.from({ length: 63 }, (_, i) => i + 1));
    expect(rows.map((row) => row.notation)).toEqual(during.moves);
    expect(await d1Summary(created.id)).toMatchObject({ ply: 63, status: 'ongoing' });
    const final = await roomStub(created.id).syncHistory();
    expect(final.pending).toBe(false);
  });

  it('retries from the alarm by itself until D1 is back', async () => {
    const created = await createGame();
    await d1Moves(created.id);
    await env.DB.exec('ALTER TABLE moves RENAME TO moves_gone');
    const during = await playRandomly(created, 5, 23);
    await env.DB.exec('ALTER TABLE moves_gone RENAME TO moves');
    // No one calls the alarm here: the object set it for its first retry (about a second on).
    await expect
      .poll(async () => (await movesOf(env.DB, created.id)).map((row) => row.notation), { timeout: 15_000 })
      .toEqual(during.moves);
  });

  it('plays a long random Infinite game, the object and D1 agreeing with a replay of the record', {
    tags: ['soak'],
    // 1,500 moves, each a request: about 30 s on two quiet cores, twice that when busy.
    timeout: 180_000,
  }, async () => {
    const created = await createGame({ game: 'adomoc', variant: 'infinite' });
    const state = await playRandomly(created, 1500, 31, 'infinite');
    expect(state.ply).toBe(1500);
    expect(await d1Moves(created.id)).toEqual(state.moves);
    const replay = adomocGame.replayRecord(state.moves.join(' '), { variant: 'infinite' });
    expect(replay.ok).toBe(true);
    if (replay.ok) {
      expect(replay.value.stopped).toBeNull();
      expect(adomocGame.makePosition(replay.value.position)).toBe(state.position);
    }
    // Any earlier position is one read away, and matches the replay.
    const early = adomocGame.replayRecord(state.moves.slice(0, 700).join(' '), { variant: 'infinite' });
    const at700 = await roomStub(created.id).positionAt(700);
    expect(at700.ok && early.ok && at700.value.position === adomocGame.makePosition(early.value.position)).toBe(true);
  });
});
