/** What anyone may see of a game: never emails, never token hashes. */
import type { GameEventLike } from '../../engine/game.ts';
import { viewClock, type ClockView } from './clock.ts';
import type { RoomRecord, StoredResult } from './room-store.ts';

export interface LastMove {
  readonly ply: number;
  readonly side: string;
  readonly notation: string;
  readonly events: readonly GameEventLike[];
  /** The events in plain words. */
  readonly description: string;
  readonly playedAt: string;
}

export interface GameState {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  readonly position: string;
  /** The starting position: the usual one or the one the game was created from. */
  readonly start: string;
  readonly toMove: string | null;
  readonly ply: number;
  readonly status: 'ongoing' | 'finished';
  readonly result: StoredResult | null;
  readonly players: Readonly<Record<string, { readonly name: string }>>;
  /** Notation of the moves after ply `movesFrom` (0 when the list is whole). */
  readonly moves: readonly string[];
  readonly movesFrom: number;
  readonly lastMove: LastMove | null;
  readonly clock: ClockView | null;
  readonly drawOffer: string | null;
  readonly created: string;
  readonly updated: string;
}

export const viewState = (room: RoomRecord, toMove: string | null, moves: readonly string[], movesFrom: number, lastMove: LastMove | null, now: number): GameState => ({
  id: room.id,
  game: room.game,
  variant: room.variant,
  position: room.position,
  start: room.start,
  toMove: room.status === 'ongoing' ? toMove : null,
  ply: room.ply,
  status: room.status,
  result: room.result,
  players: Object.fromEntries(Object.entries(room.seats).map(([side, seat]) => [side, { name: seat.name }])),
  moves,
  movesFrom,
  lastMove,
  clock: room.clock ? viewClock(room.clock, now) : null,
  drawOffer: room.drawOffer,
  created: new Date(room.createdAt).toISOString(),
  updated: new Date(room.updatedAt).toISOString(),
});
