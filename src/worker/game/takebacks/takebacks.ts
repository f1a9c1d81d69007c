/**
 * Takebacks as the game's object runs them: asked, withdrawn, declined or accepted (the
 * rules are takeback-rules.ts). An accepted takeback removes the move in one transaction (its
 * row, its unpublished history, every conditional move), D1 follows from the outbox, and
 * the asker moves again with a fresh turn on the clock.
 */
import { ok } from '../../../engine/result.ts';
import { noteOffer, otherSide } from '../room/room-rules.ts';
import { answerTakeback, roomAfterTakeback, takebackOf, type TakebackAction } from './takeback-rules.ts';
import type { GameState } from '../room/view.ts';
import type { InTransaction, Loaded, RoomContext, RoomResult } from '../room/room-context.ts';

export type { TakebackAction } from './takeback-rules.ts';

export const takeback = (context: RoomContext, tokenHash: string, action: TakebackAction): RoomResult<GameState> => {
  const seat = context.seat(tokenHash, 'playing');
  if (!seat.ok) return seat;
  const answered = takebackBy(context, seat.value.loaded, seat.value.side, action);
  return answered.ok ? ok(answered.value === 'taken' ? context.view() : context.update()) : answered;
};

/**
 * A takeback request or answer by a seat already identified (a person's token, their
 * emailed reply, or the computer); `answer` commits with it (an email's confirmation).
 */
export const takebackBy = (
  context: RoomContext,
  loaded: Loaded,
  side: string,
  action: TakebackAction,
  answer: InTransaction | null = null,
): RoomResult<'changed' | 'taken'> => {
  const { room, game, lastMove } = loaded;
  const decided = answerTakeback(room, lastMove?.side ?? null, side, action);
  if (!decided.ok) return decided;
  const asker = decided.value.kind === 'asked' ? side : takebackOf(room)!;
  const other = otherSide(game, asker);
  if (decided.value.kind !== 'accepted') {
    const asked = decided.value.kind === 'asked';
    context.change(
      loaded,
      asked ? noteOffer({ ...room, takebackOffer: side }, 'takeback', side) : { ...room, takebackOffer: null },
      'takeback',
      (updated, now) => {
        answer?.(updated, now);
        if (asked) context.tell(updated, 'takeback-asked', side, { move: lastMove?.notation ?? '' }, now, [other]);
        else if (decided.value.kind === 'declined')
          context.tell(updated, 'takeback-answered', side, { accepted: false }, now, [asker]);
      },
      side,
    );
    return ok('changed');
  }
  const { room: store, forecasts, takebacks } = context.stores;
  const taken = room.ply;
  const before = taken > 1 ? store.moveAt(taken - 1) : null;
  const previous = { ply: taken - 1, position: before ? before.position : room.start };
  const position = game.parsePosition(previous.position);
  if (!position.ok) throw new Error(`stored position before ply ${taken} of ${room.id} does not parse`);
  const now = Date.now();
  const updated = roomAfterTakeback(room, previous, asker, side, now);
  store.transaction(() => {
    takebacks.takeBack(taken);
    store.saveRoom(updated);
    forecasts.clearAll();
    forecasts.forgetAfter(previous.ply);
    answer?.(updated, now);
    context.tell(updated, 'takeback-answered', side, { accepted: true, move: lastMove?.notation ?? '' }, now, [asker]);
  });
  Object.assign(loaded, {
    room: updated,
    position: position.value,
    lastMove: before ? context.lastMoveOf(game, before) : null,
  });
  // The pages get the whole move list: theirs is one move too long.
  context.afterChange('takeback', 0, side);
  return ok('taken');
};
