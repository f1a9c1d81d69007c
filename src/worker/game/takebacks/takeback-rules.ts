/**
 * Takebacks: a player asks to take back their last move until the opponent has answered
 * it (by moving, or by accepting or declining), as draw offers are asked and answered.
 * Pure functions from one RoomRecord to the next; the object commits them
 * (game-room.ts) and D1 follows (takeback-store.ts, history-sync.ts).
 */
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { afterTakeback } from '../clock/clock-rules.ts';
import type { RoomRecord } from '../room/room-store.ts';
import { offeredThisMove, stamped } from '../room/room-rules.ts';

export type TakebackAction = 'offer' | 'accept' | 'decline';

/** What a takeback request comes to. */
export type TakebackAnswer =
  | { readonly kind: 'asked' }
  | { readonly kind: 'withdrawn' }
  | { readonly kind: 'declined' }
  | { readonly kind: 'accepted' };

/** The side asking to take back its move, if any (absent in games from before takebacks). */
export const takebackOf = (room: RoomRecord): string | null => room.takebackOffer ?? null;

/** `lastMover` is the side that played the last move (null at the start). */
export const answerTakeback = (
  room: RoomRecord,
  lastMover: string | null,
  side: string,
  action: TakebackAction,
): Result<TakebackAnswer, EngineError> => {
  const asked = takebackOf(room);
  if (action === 'offer') {
    if (asked === side) return failure('ERR_TAKEBACK_ASKED', 'you have asked already; wait for the answer');
    if (offeredThisMove(room, 'takeback', side))
      return failure(
        'ERR_OFFERED_THIS_MOVE',
        'you have asked once to take this move back; it stays played (you can ask again about a later move)',
      );
    if (lastMover !== side)
      return failure(
        'ERR_NO_MOVE_TO_TAKE_BACK',
        lastMover === null
          ? 'no move has been played yet, so there is nothing to take back'
          : 'the last move is your opponent’s: a move can be taken back only until the opponent has answered it',
      );
    return ok({ kind: 'asked' });
  }
  if (asked === null) return failure('ERR_NO_TAKEBACK', 'nobody has asked to take back a move');
  if (action === 'accept')
    return asked === side
      ? failure('ERR_OWN_TAKEBACK', 'you cannot accept your own request; your opponent must')
      : ok({ kind: 'accepted' });
  return ok({ kind: asked === side ? 'withdrawn' : 'declined' });
};

/**
 * The room with its last move taken back: the ply and position before it, the asker to
 * move again with a fresh turn on the clock (as if the turn had just come back to them),
 * no draw offer or takeback request left standing.
 */
export const roomAfterTakeback = (
  room: RoomRecord,
  previous: { readonly position: string; readonly ply: number },
  asker: string,
  accepter: string,
  now: number,
): RoomRecord =>
  stamped(
    {
      ...room,
      position: previous.position,
      ply: previous.ply,
      drawOffer: null,
      takebackOffer: null,
      takenBack: (room.takenBack ?? 0) + 1,
      offered: [],
      clock: room.clock && afterTakeback(room.clock, accepter, asker, now),
    },
    now,
  );
