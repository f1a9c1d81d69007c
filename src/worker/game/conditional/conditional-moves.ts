/**
 * A seat's conditional moves (a forecast, forecast.ts): only that seat sees them; each
 * line starts with the opponent's next move, and every move is checked by the engine
 * before it is kept. Moves plays them (moves/moves.ts).
 */
import { failure, ok } from '../../../engine/result.ts';
import { checkLines, type Lines } from './forecast.ts';
import { takenBackSince } from '../room/room-rules.ts';
import type { RoomContext, RoomResult } from '../room/room-context.ts';

export interface ConditionalView {
  readonly ply: number;
  readonly lines: string[][];
  readonly updatedAt: number | null;
}

export const conditional = (context: RoomContext, tokenHash: string): RoomResult<ConditionalView> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  const { room } = seat.value.loaded;
  const kept = context.stores.forecasts.forecast(seat.value.side);
  return ok(kept ?? { ply: room.ply, lines: [], updatedAt: null });
};

/**
 * Replaces the seat's conditional moves with `lines`, saved when `ply` moves had been
 * played. A save that names a ply the game has passed is refused, so a forecast never
 * answers a move its owner had not seen.
 */
export const saveConditional = (
  context: RoomContext,
  tokenHash: string,
  ply: number,
  lines: Lines,
  takebacks?: number,
): RoomResult<ConditionalView> => {
  const seat = context.seat(tokenHash, 'playing');
  if (!seat.ok) return seat;
  const { loaded, side } = seat.value;
  const { room, game, position } = loaded;
  if (ply !== room.ply || takenBackSince(room, takebacks))
    return failure(
      'ERR_STALE_PLY',
      ply !== room.ply
        ? `the game is at ply ${room.ply}, not ${ply}: the position has changed since; look at it again and save your conditional moves anew`
        : 'a move has been taken back since you loaded the game, so the position has changed: look at it again and save your conditional moves anew',
    );
  if (lines.length > 0 && game.toMove(position) === side)
    return failure(
      'ERR_YOUR_TURN',
      'it is your turn: play your move; conditional moves answer your opponent while you wait for them',
    );
  const checked = checkLines(game, room.variant, position, lines);
  if (!checked.ok) return checked;
  const now = Date.now();
  context.stores.forecasts.save(side, room.ply, checked.value, now);
  return ok({ ply: room.ply, lines: checked.value, updatedAt: checked.value.length ? now : null });
};

export const clearConditional = (
  context: RoomContext,
  tokenHash: string,
): RoomResult<{ ply: number; lines: string[][]; updatedAt: null }> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  context.stores.forecasts.clear(seat.value.side);
  return ok({ ply: seat.value.loaded.room.ply, lines: [], updatedAt: null });
};
