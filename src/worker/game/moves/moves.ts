/**
 * Playing a move: checked against the turn, the ply and the rules, committed with the
 * conditional reply it triggers (forecast.ts) in one transaction, the seats told, and
 * once only whatever the retries (a repeat of the move just played is recognised).
 */
import { failure, ok } from '../../../engine/result.ts';
import { answerMove } from '../conditional/forecast.ts';
import { withRatingPlan } from '../ratings/ratings.ts';
import { roomAfterMove, sideName, takenBackSince } from '../room/room-rules.ts';
import { lastMoveOf, type GameState } from '../room/view.ts';
import type { InTransaction, Loaded, RoomContext, RoomResult } from '../room/room-context.ts';

/**
 * Plays `text` for the token's seat when `ply` moves have been played (and, when given,
 * `takebacks` moves taken back): once, whatever the retries.
 */
export const move = (
  context: RoomContext,
  tokenHash: string,
  text: string,
  ply: number,
  takebacks?: number,
): RoomResult<GameState> => {
  const seat = context.seat(tokenHash, 'playing');
  if (!seat.ok) return seat;
  const { room } = seat.value.loaded;
  // Same ply, other position: the opponent took a move back and played another since.
  if (takenBackSince(room, takebacks))
    return failure(
      'ERR_STALE_PLY',
      'a move has been taken back since you loaded the game, so this ply holds another position now: reload it and play from the current position',
    );
  const played = play(context, seat.value.loaded, seat.value.side, text, ply, null);
  return played.ok ? ok(context.update(ply)) : played;
};

/** The move itself, for a seat already identified (by token, by a signed email address, or the computer's). */
export const play = (
  context: RoomContext,
  loaded: Loaded,
  side: string,
  text: string,
  ply: number,
  answer: InTransaction | null,
): RoomResult<string> => {
  const { room, game, position } = loaded;
  const { room: store, forecasts } = context.stores;
  if (ply !== room.ply) {
    const repeated = ply < room.ply ? alreadyPlayed(context, loaded, side, text, ply) : null;
    if (repeated)
      return failure('ERR_ALREADY_PLAYED', `${repeated} was already played as move ${ply + 1}; nothing changed`);
    return failure(
      'ERR_STALE_PLY',
      `the game is at ply ${room.ply}, not ${ply}: reload it and play from the current position`,
    );
  }
  const toMove = game.toMove(position);
  if (toMove !== side) return failure('ERR_NOT_YOUR_TURN', `it is ${sideName(game, toMove)}'s turn, not yours`);
  const move = game.parseMove(position, room.variant, text);
  if (!move.ok) return move;
  const played = game.play(position, room.variant, move.value);
  if (!played.ok) return played;
  const now = Date.now();
  const { outcome, events } = played.value;
  const updated = roomAfterMove(room, game, side, played.value.position, outcome, now);
  const stored = {
    ply: updated.ply,
    side,
    notation: game.makeMove(position, move.value),
    position: updated.position,
    events: JSON.stringify(events),
    playedAt: now,
  };
  const next = game.toMove(played.value.position);
  // The conditional reply, if the next seat left one: played in this same transaction.
  const forecast = outcome
    ? ({ step: 'none' } as const)
    : answerMove(game, room.variant, forecasts.forecast(next), room.ply, stored.notation, played.value.position);
  const reply =
    forecast.step === 'reply'
      ? (() => {
          const after = roomAfterMove(updated, game, next, forecast.position, forecast.outcome, now);
          const move = {
            ply: after.ply,
            side: next,
            notation: forecast.reply,
            position: after.position,
            events: JSON.stringify(forecast.events),
            playedAt: now,
          };
          return { room: after, move, position: forecast.position, outcome: forecast.outcome, rest: forecast.rest };
        })()
      : null;
  let final = reply ? reply.room : updated;
  const ended = reply ? reply.outcome : outcome;
  store.transaction(() => {
    store.addMove(stored);
    if (reply) {
      store.addMove(reply.move);
      forecasts.markPlayed(reply.move.ply, next);
    }
    if (ended) final = withRatingPlan(context, final);
    store.saveRoom(final);
    answer?.(final, now);
    if (forecast.step !== 'none') forecasts.save(next, final.ply, reply?.rest ?? [], now);
    if (ended) {
      forecasts.clearAll();
      const last = reply ? reply.move.notation : stored.notation;
      context.tell(
        final,
        'game-over',
        null,
        { notation: last, result: ended, conditional: !!reply },
        now,
        Object.keys(final.seats),
      );
    } else if (reply)
      context.tell(final, 'your-move', side, { notation: reply.move.notation, conditional: true }, now, [side]);
    else context.tell(final, 'your-move', next, { notation: stored.notation }, now, [next]);
    if (reply || forecast.step === 'dropped')
      context.tell(
        final,
        'conditional-played',
        next,
        {
          opponentMove: stored.notation,
          reply: reply ? reply.move.notation : null,
          left: reply?.rest.length ?? 0,
          problem: forecast.step === 'dropped' ? `${forecast.reply}: ${forecast.reason}` : null,
        },
        now,
        [next],
      );
  });
  const lastMove = reply ? { ...lastMoveOf(game, reply.move), conditional: true } : lastMoveOf(game, stored);
  Object.assign(loaded, { room: final, position: reply ? reply.position : played.value.position, lastMove });
  context.afterChange('move', room.ply, side);
  return ok(stored.notation);
};

/** The notation, when this seat's `text` at `ply` is the move already recorded there (a retry). */
const alreadyPlayed = (
  context: RoomContext,
  loaded: Loaded,
  side: string,
  text: string,
  ply: number,
): string | null => {
  const { room, game } = loaded;
  const store = context.stores.room;
  const played = store.moveAt(ply + 1);
  if (!played || played.side !== side) return null;
  const before = game.parsePosition(ply === 0 ? room.start : (store.moveAt(ply)?.position ?? ''));
  if (!before.ok) return null;
  const move = game.parseMove(before.value, room.variant, text);
  return move.ok && game.makeMove(before.value, move.value) === played.notation ? played.notation : null;
};
