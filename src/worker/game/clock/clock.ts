/**
 * The clock as the game's object runs it: brought up to now before every seat's request
 * and from the alarm (vacations that ran out, a warning, the end on time), and the
 * vacations a seat starts and ends. The clock's own arithmetic is clock-rules.ts.
 */
import { failure, ok } from '../../../engine/result.ts';
import { endVacation, startVacation, tickClock } from './clock-rules.ts';
import { computerOf } from '../computer/computer-seat.ts';
import { reminderLeads } from '../reminders/reminder-rules.ts';
import { otherSide, stamped } from '../room/room-rules.ts';
import type { GameState } from '../room/view.ts';
import type { Loaded, RoomContext, RoomResult } from '../room/room-context.ts';

export type VacationAction = 'start' | 'end';

/** Brings the clock up to `now`: vacations that ran out, a warning, or the end on time. */
export const runClock = (context: RoomContext, loaded: Loaded, now: number): void => {
  const { room, game, position } = loaded;
  if (room.status !== 'ongoing' || !room.clock) return;
  const leads = reminderLeads(room, game.toMove(position));
  const ticked = tickClock(room.clock, game.toMove(position), now, leads);
  if (ticked.clock === room.clock && ticked.events.length === 0) return;
  const timedOut = ticked.events.find((event) => event.type === 'time-out');
  // The computer never runs out of time: its move is due at once, and the alarm plays it.
  if (timedOut && timedOut.side === computerOf(room)?.side) return;
  if (timedOut) {
    loaded.room = { ...room, clock: ticked.clock };
    context.finish(loaded, { winner: otherSide(game, timedOut.side), reason: 'time' }, 'timeout');
    return;
  }
  const updated = stamped({ ...room, clock: ticked.clock }, now);
  const store = context.stores.room;
  store.transaction(() => {
    store.saveRoom(updated);
    // A chosen reminder's key names its lead: a turn may have several.
    for (const event of ticked.events)
      if (event.type === 'clock-warning')
        context.tell(
          updated,
          'clock-warning',
          event.side,
          event,
          now,
          [event.side],
          leads ? `r${event.lead / 1000}` : '',
        );
  });
  loaded.room = updated;
  context.afterChange('clock');
};

/** Starts or ends the token's seat's vacation: its clock stops while it is away. */
export const vacation = (context: RoomContext, tokenHash: string, action: VacationAction): RoomResult<GameState> => {
  const seat = context.seat(tokenHash, 'playing');
  if (!seat.ok) return seat;
  const { loaded, side } = seat.value;
  const { room, game, position } = loaded;
  if (!room.clock) return failure('ERR_NO_CLOCK', 'this game has no clock, so there is nothing to pause');
  const now = Date.now();
  const toMove = game.toMove(position);
  const clock =
    action === 'start' ? startVacation(room.clock, side, toMove, now) : endVacation(room.clock, side, toMove, now);
  if (!clock.ok) return clock;
  context.change(loaded, { ...room, clock: clock.value }, 'vacation', undefined, side);
  return ok(context.update());
};
