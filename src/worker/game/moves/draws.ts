/**
 * Ending a game by a seat's word: resigning, and draws offered, accepted, declined or
 * withdrawn (once a move; an offer stands until it is answered, and meanwhile no
 * conditional move is played for either seat).
 */
import { ok } from '../../../engine/result.ts';
import {
  answerDraw as decideDraw,
  noteOffer,
  offeredThisMove,
  otherSide,
  type DrawAction,
} from '../room/room-rules.ts';
import type { GameState } from '../room/view.ts';
import type { InTransaction, Loaded, RoomContext, RoomResult } from '../room/room-context.ts';

export type { DrawAction } from '../room/room-rules.ts';

export const resign = (context: RoomContext, tokenHash: string): RoomResult<GameState> => {
  const seat = context.seat(tokenHash, 'playing');
  if (!seat.ok) return seat;
  resignFor(context, seat.value.loaded, seat.value.side, null);
  return ok(context.update());
};

/** A resignation by a seat already identified; `answer` commits with it (an email's confirmation). */
export const resignFor = (context: RoomContext, loaded: Loaded, side: string, answer: InTransaction | null): void =>
  context.finish(loaded, { winner: otherSide(loaded.game, side), reason: 'resignation' }, 'resign', answer, side);

export const draw = (context: RoomContext, tokenHash: string, action: DrawAction): RoomResult<GameState> => {
  const seat = context.seat(tokenHash, 'playing');
  if (!seat.ok) return seat;
  const answered = answerDraw(context, seat.value.loaded, seat.value.side, action, null);
  return answered.ok ? ok(context.update()) : answered;
};

/** A draw offer or answer by a seat already identified (a person's token, their emailed reply, or the computer). */
export const answerDraw = (
  context: RoomContext,
  loaded: Loaded,
  side: string,
  action: DrawAction,
  answer: InTransaction | null,
): RoomResult<null> => {
  const decided = decideDraw(loaded.room.drawOffer, side, action, offeredThisMove(loaded.room, 'draw', side));
  if (!decided.ok) return decided;
  if (decided.value.agreed) {
    context.finish(loaded, { winner: null, reason: 'agreement' }, 'draw', answer, side);
    return ok(null);
  }
  const offered = decided.value.drawOffer === side && loaded.room.drawOffer !== side;
  const other = otherSide(loaded.game, side);
  // Declined by the other seat (not withdrawn by the one who offered): the offerer hears.
  const declined = loaded.room.drawOffer === other && decided.value.drawOffer === null;
  context.change(
    loaded,
    offered
      ? noteOffer({ ...loaded.room, drawOffer: side }, 'draw', side)
      : { ...loaded.room, drawOffer: decided.value.drawOffer },
    'draw',
    (room, now) => {
      answer?.(room, now);
      // An offer waits for an answer: no move is played for either seat meanwhile.
      if (offered) {
        context.stores.forecasts.clearAll();
        context.tell(room, 'draw-offered', side, {}, now, [other]);
      }
      if (declined) context.tell(room, 'draw-declined', side, {}, now, [other]);
    },
    side,
  );
  return ok(null);
};
