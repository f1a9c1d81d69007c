/** Reaching a game's object directly, for what HTTP cannot show: D1 rows, storage, the alarm. */
import { env } from 'cloudflare:workers';
import { movesOf, summaryOf } from '../../src/worker/db/history.ts';
import { gameRoom } from '../../src/worker/game/objects.ts';

export const roomStub = (id: string) => gameRoom(env, id);

/** Waits until D1 has everything the object committed, then returns D1's move notation. */
export const d1Moves = async (id: string): Promise<string[]> => {
  const { pending } = await roomStub(id).syncHistory();
  if (pending) throw new Error(`D1 has not caught up with game ${id}`);
  return (await movesOf(env.DB, id)).map((row) => row.notation);
};

export const d1Summary = (id: string) => summaryOf(env.DB, id);

import { evictDurableObject, runInDurableObject } from 'cloudflare:test';

/**
 * Rewrites the stored game (to move a deadline into the past: time travel for clocks),
 * then evicts the object so it reloads from storage as after a restart.
 */
export const editStoredGame = async (id: string, edit: (room: any) => any): Promise<void> => {
  const stub = roomStub(id);
  await runInDurableObject(stub, (_instance, state) => {
    const row = state.storage.sql.exec<{ body: string }>('SELECT body FROM room WHERE key = 1').one();
    state.storage.sql.exec('UPDATE room SET body = ? WHERE key = 1', JSON.stringify(edit(JSON.parse(row.body))));
  });
  await evictDurableObject(stub);
};

export const alarmTime = (id: string) =>
  runInDurableObject(roomStub(id), (_instance, state) => state.storage.getAlarm());

/** The alarm the clock needs, once D1 has the history (which also wakes the alarm shortly after each change). */
export const clockAlarmTime = async (id: string) => {
  await roomStub(id).syncHistory();
  return alarmTime(id);
};
