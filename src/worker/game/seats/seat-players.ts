/**
 * Seats on players' pages: a signed-in player claims the seat whose token they hold (the
 * Worker has checked the player's session). Once claimed, a seat stays its player's; one
 * player cannot hold both seats. A claim after the end puts the game on the page, but a
 * game is rated only as it was when it ended.
 */
import { failure, ok } from '../../../engine/result.ts';
import type { SeatPlayer } from '../room/room-record.ts';
import type { RoomContext, RoomResult } from '../room/room-context.ts';

export const claimSeat = (
  context: RoomContext,
  tokenHash: string,
  player: SeatPlayer,
): RoomResult<{ side: string; player: SeatPlayer }> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  const { loaded, side } = seat.value;
  const { room } = loaded;
  const held = room.seats[side]!;
  if (held.player?.id === player.id) return ok({ side, player: held.player });
  if (held.player)
    return failure(
      'ERR_SEAT_CLAIMED',
      `this seat is on ${held.player.name}'s page already; a seat belongs to one player`,
    );
  if (Object.entries(room.seats).some(([other, taken]) => other !== side && taken.player?.id === player.id))
    return failure(
      'ERR_BOTH_SEATS',
      'the other seat of this game is on your page already: one player cannot hold both seats',
    );
  context.change(loaded, { ...room, seats: { ...room.seats, [side]: { ...held, player } } }, 'player', undefined, side);
  return ok({ side, player });
};

/** The player who claimed the token's seat, if any. */
export const seatPlayer = (
  context: RoomContext,
  tokenHash: string,
): RoomResult<{ side: string; player: SeatPlayer | null }> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  const { loaded, side } = seat.value;
  return ok({ side, player: loaded.room.seats[side]!.player ?? null });
};
