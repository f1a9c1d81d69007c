/**
 * A seat's reminders before its deadline (the rules are reminder-rules.ts; the clock sends them,
 * clock/clock.ts): read at any time, chosen while the game goes on.
 */
import { failure, ok } from '../../../engine/result.ts';
import { checkReminders, remindersView, type RemindersView } from './reminder-rules.ts';
import type { RoomContext, RoomResult } from '../room/room-context.ts';

const noClock = () => failure('ERR_NO_CLOCK', 'this game has no clock, so there is no deadline to remind you of');

export const reminders = (context: RoomContext, tokenHash: string): RoomResult<RemindersView> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  const { room } = seat.value.loaded;
  if (!room.clock) return noClock();
  return ok(remindersView(room, seat.value.side, room.clock.settings));
};

/** The seat's reminders (seconds before its deadline), or null for the game's default. */
export const setReminders = (
  context: RoomContext,
  tokenHash: string,
  before: readonly number[] | null,
): RoomResult<RemindersView> => {
  const seat = context.seat(tokenHash, 'playing');
  if (!seat.ok) return seat;
  const { loaded, side } = seat.value;
  const { room } = loaded;
  if (!room.clock) return noClock();
  const checked = checkReminders(before, room.clock.settings);
  if (!checked.ok) return checked;
  const seats = { ...room.seats, [side]: { ...room.seats[side]!, remind: checked.value } };
  context.change(loaded, { ...room, seats });
  return ok(remindersView(loaded.room, side, room.clock.settings));
};
