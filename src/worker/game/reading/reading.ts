/**
 * What anyone who knows the game's id may read from its object: the state, the position
 * after any ply, the positions of a stretch of plies (the animated picture's frames), the
 * record; and the notices kept for the mail sender.
 */
import { failure, ok } from '../../../engine/result.ts';
import type { MovesStretch } from '../../../shared/game-state.ts';
import type { Notice } from '../room/room-record.ts';
import { recordOf, type GameState, type LastMove } from '../room/view.ts';
import { gameNotFound, type RoomContext, type RoomResult } from '../room/room-context.ts';

export interface PositionAt {
  readonly game: string;
  readonly variant: string;
  readonly position: string;
  readonly ply: number;
  readonly lastMove: LastMove | null;
}

export interface PositionsBetween {
  readonly game: string;
  readonly before: string | null;
  readonly plies: { ply: number; position: string; notation: string | null }[];
}

/** The state with the moves after ply `since`. */
export const state = (context: RoomContext, since = 0): RoomResult<GameState> =>
  context.load() ? ok(context.view(since)) : gameNotFound();

/**
 * The state with only the last `count` moves: what a page shows first, read at a cost that
 * does not grow with the game (a 20,000-ply game reads 300 moves, not 20,000).
 */
export const latest = (context: RoomContext, count: number): RoomResult<GameState> => {
  const loaded = context.load();
  if (!loaded) return gameNotFound();
  return ok(context.view(Math.max(0, loaded.room.ply - count)));
};

/**
 * Most `count` moves before ply `before` (the moves after `max(0, before − count)` up to
 * `before`); null: before the game's end.
 */
export const movesBefore = (context: RoomContext, asked: number | null, count: number): RoomResult<MovesStretch> => {
  const loaded = context.load();
  if (!loaded) return gameNotFound();
  const { room } = loaded;
  const before = asked ?? room.ply;
  if (!Number.isInteger(before) || before < 0 || before > room.ply)
    return failure('ERR_PLY', `before must be a whole number from 0 to ${room.ply}, the game's length`);
  const from = Math.max(0, before - count);
  return ok({
    game: room.game,
    ply: room.ply,
    takebacks: room.takenBack ?? 0,
    from,
    before,
    moves: context.stores.room.notationBetween(from, before),
  });
};

/** The position after ply `ply` (0: the start), for boards of earlier positions. */
export const positionAt = (context: RoomContext, ply: number): RoomResult<PositionAt> => {
  const loaded = context.load();
  if (!loaded) return gameNotFound();
  const { room, game } = loaded;
  if (!Number.isInteger(ply) || ply < 0 || ply > room.ply)
    return failure('ERR_PLY', `ply must be a whole number from 0 to ${room.ply}`);
  const stored = ply > 0 ? context.stores.room.moveAt(ply) : null;
  return ok({
    game: room.game,
    variant: room.variant,
    position: stored ? stored.position : room.start,
    ply,
    lastMove: stored ? context.lastMoveOf(game, stored) : null,
  });
};

/**
 * The positions after plies `from` to `to`, each with the move that led to it, and the
 * position before `from` (null at the start): the frames of the animated picture.
 */
export const positionsBetween = (context: RoomContext, from: number, to: number): RoomResult<PositionsBetween> => {
  const loaded = context.load();
  if (!loaded) return gameNotFound();
  const { room } = loaded;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || from > to || to > room.ply)
    return failure('ERR_PLY', `plies must be whole numbers with 0 ≤ from ≤ to ≤ ${room.ply}`);
  const first = Math.max(1, from - 1);
  const rows = context.stores.room.positionsBetween(first, to);
  const positionAt = (ply: number) => (ply === 0 ? room.start : rows[ply - first]!.position);
  const plies = [];
  for (let ply = from; ply <= to; ply++)
    plies.push({ ply, position: positionAt(ply), notation: ply === 0 ? null : rows[ply - first]!.notation });
  return ok({ game: room.game, before: from === 0 ? null : positionAt(from - 1), plies });
};

export const record = (context: RoomContext): RoomResult<string> => {
  const loaded = context.load();
  if (!loaded) return gameNotFound();
  return ok(recordOf(loaded.room, loaded.game, context.stores.room.notationSince(0)));
};

/** Notices kept for the mail sender, oldest first. */
export const notices = (context: RoomContext): Notice[] => (context.load() ? context.stores.room.notices() : []);
