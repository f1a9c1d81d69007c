/**
 * A seat's own settings: how it hears of the game by email. Read and changed with the
 * seat's token, or by side through a signed email link (the Worker checked the link).
 */
import { failure, ok } from '../../../engine/result.ts';
import type { Notify, RoomRecord } from '../room/room-record.ts';
import { gameNotFound, notASeat, type RoomContext, type RoomResult, type Seated } from '../room/room-context.ts';

/** A seat's own settings, for the page of the player holding its token. */
export interface SeatSettings {
  readonly side: string;
  readonly name: string;
  readonly email: boolean;
  readonly notify: Notify;
}

const settingsOf = (room: RoomRecord, side: string): SeatSettings => {
  const seat = room.seats[side]!;
  return { side, name: seat.name, email: seat.email !== null, notify: seat.notify ?? 'move' };
};

/** The settings of the token's seat (any time, also after the game). */
export const seatSettings = (context: RoomContext, tokenHash: string): RoomResult<SeatSettings> => {
  const seat = context.seat(tokenHash, 'any');
  return seat.ok ? ok(settingsOf(seat.value.loaded.room, seat.value.side)) : seat;
};

/** Settings by side, for pages reached through a signed email link. */
export const seatSettingsOf = (context: RoomContext, side: string): RoomResult<SeatSettings> => {
  const loaded = context.load();
  if (!loaded) return gameNotFound();
  if (!loaded.room.seats[side]) return failure('ERR_FIELD', `this game has no side "${side}"`);
  return ok(settingsOf(loaded.room, side));
};

/** The seat of a side named by a signed email link. */
const bySide = (context: RoomContext, side: string): RoomResult<Seated> => {
  const loaded = context.load();
  if (!loaded) return gameNotFound();
  return loaded.room.seats[side] ? ok({ loaded, side }) : notASeat();
};

/** How a seat hears of the game by email; by token, or by side for a signed email link. */
export const setNotify = (
  context: RoomContext,
  who: { readonly tokenHash: string } | { readonly side: string },
  notify: Notify,
): RoomResult<SeatSettings> => {
  const found = 'side' in who ? bySide(context, who.side) : context.seat(who.tokenHash, 'any');
  if (!found.ok) return found;
  const { loaded, side } = found.value;
  const seat = loaded.room.seats[side]!;
  if (!seat.email) return failure('ERR_NO_EMAIL', 'this seat has no email address, so there is nothing to send');
  if ((seat.notify ?? 'move') !== notify)
    context.change(loaded, { ...loaded.room, seats: { ...loaded.room.seats, [side]: { ...seat, notify } } });
  return ok(settingsOf(loaded.room, side));
};
