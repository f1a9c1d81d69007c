/**
 * Rating a game when it ends: decided in the transaction that ends it (who is rated, from
 * the moves each side made), written to D1 from the alarm (rating-sync.ts) and retried
 * until D1 has it.
 */
import type { RoomRating, RoomRecord } from '../room/room-record.ts';
import { planRating } from './rating-sync.ts';
import type { Loaded, RoomContext } from '../room/room-context.ts';

/** A game that has just ended, with whether it is rated; called inside the ending transaction. */
export const withRatingPlan = (context: RoomContext, room: RoomRecord): RoomRecord => {
  if (room.status !== 'finished' || room.rating) return room;
  return { ...room, rating: planRating(room, context.stores.room.movesBySide()) };
};

/** Writes a pending rating to D1 and records that it is done; a failure is retried from the alarm. */
export const rateIfDue = async (context: RoomContext, loaded: Loaded): Promise<void> => {
  if (loaded.room.rating?.status !== 'pending') return;
  const changes = await context.ratings.run(loaded.room);
  if (changes && loaded.room.rating?.status === 'pending')
    context.change(loaded, { ...loaded.room, rating: { status: 'rated', changes } }, 'rating');
};

/** Rates the game now if it is due (for tests and operators); whether it is rated, and how. */
export const rateNow = async (context: RoomContext): Promise<RoomRating | null> => {
  const loaded = context.load();
  if (!loaded) return null;
  await rateIfDue(context, loaded);
  await context.scheduleAlarm();
  return loaded.room.rating ?? null;
};
