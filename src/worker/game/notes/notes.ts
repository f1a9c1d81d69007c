/**
 * What a seat keeps for itself in the game's object (seat-store.ts): its private notes and
 * its saved analysis, every move of which the engine checks first (analysis-check.ts). Either
 * is read and kept at any time, also after the game.
 */
import { ok } from '../../../engine/result.ts';
import type { FlatBranch } from '../../../shared/analysis-flat.ts';
import { checkBranches } from './analysis-check.ts';
import type { RoomContext, RoomResult } from '../room/room-context.ts';

export interface NotesView {
  readonly text: string;
  readonly updatedAt: number | null;
}

export interface AnalysisView {
  readonly branches: FlatBranch[];
  readonly updatedAt: number | null;
}

export const notes = (context: RoomContext, tokenHash: string): RoomResult<NotesView> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  const kept = context.stores.seats.notes(seat.value.side);
  return ok({ text: kept?.text ?? '', updatedAt: kept?.updatedAt ?? null });
};

export const saveNotes = (context: RoomContext, tokenHash: string, text: string): RoomResult<NotesView> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  const now = Date.now();
  context.stores.seats.saveNotes(seat.value.side, text, now);
  return ok({ text, updatedAt: text === '' ? null : now });
};

export const analysis = (context: RoomContext, tokenHash: string): RoomResult<AnalysisView> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  const kept = context.stores.seats.analysis(seat.value.side);
  return ok({ branches: kept?.branches ?? [], updatedAt: kept?.updatedAt ?? null });
};

/** Replaces the seat's analysis with `branches`, every move checked by the engine first. */
export const saveAnalysis = (
  context: RoomContext,
  tokenHash: string,
  branches: readonly FlatBranch[],
): RoomResult<AnalysisView> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  const { room, game } = seat.value.loaded;
  const store = context.stores.room;
  const checked = checkBranches(
    game,
    room.variant,
    room.ply,
    (ply) => (ply === 0 ? room.start : store.moveAt(ply)!.position),
    branches,
  );
  if (!checked.ok) return checked;
  const now = Date.now();
  context.stores.seats.saveAnalysis(seat.value.side, checked.value, now);
  return ok({ branches: checked.value, updatedAt: checked.value.length ? now : null });
};
