/**
 * What the game's object does from its alarm, in order, and the same steps on demand for
 * tests and operators: the computer's move first (its clock must not run out while its
 * reply is due), the clock, then D1 (a slow email service must not hold it up), the
 * rating, the tournament's report, and the notices.
 */
import { playComputer } from '../computer/computer.ts';
import { runClock } from '../clock/clock.ts';
import { DELIVERY_DELAY_MS } from './notice-outbox.ts';
import { rateIfDue } from '../ratings/ratings.ts';
import type { RoomContext } from './room-context.ts';

export const runAlarm = async (context: RoomContext): Promise<void> => {
  const loaded = context.load();
  if (!loaded) return;
  await playComputer(context, loaded);
  runClock(context, loaded, Date.now());
  await context.history.publish();
  await rateIfDue(context, loaded);
  await context.tournamentReport.run(loaded.room);
  await context.outbox.deliver();
  await context.scheduleAlarm();
};

/** Tells the game's tournament its result now if that is due; whether it has it. */
export const reportToTournament = async (context: RoomContext): Promise<boolean> => {
  const loaded = context.load();
  if (!loaded) return false;
  const done = await context.tournamentReport.run(loaded.room);
  await context.scheduleAlarm();
  return done;
};

/** Sends every email queued (not those waiting out a retry's backoff); the log of every email of the game. */
export const deliverMail = async (
  context: RoomContext,
): Promise<{ key: string; side: string; state: string; attempts: number; detail: string | null }[]> => {
  if (!context.load()) return [];
  // Twice: a first call may join a run the alarm started with an earlier horizon.
  await context.outbox.deliver(Date.now() + DELIVERY_DELAY_MS);
  await context.outbox.deliver(Date.now() + DELIVERY_DELAY_MS);
  await context.scheduleAlarm();
  return context.stores.room.deliveryLog('email');
};

/** Waits until D1 holds everything committed so far. */
export const syncHistory = async (context: RoomContext): Promise<{ pending: boolean }> => {
  const loaded = context.load();
  if (!loaded) return { pending: false };
  await context.history.publish();
  await context.scheduleAlarm();
  const store = context.stores.room;
  return { pending: store.hasUnpublishedMoves() || store.publishedVersion() < loaded.room.version };
};
