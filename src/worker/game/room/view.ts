/** What anyone may see of a game: never emails, never token hashes. */
import type { Game, GameEventLike, GameOutcome } from '../../../engine/game.ts';
import type { GameStateView, LastMoveView } from '../../../shared/game-state.ts';
import { viewClock } from '../clock/clock-rules.ts';
import type { RoomRecord } from './room-store.ts';
import { rematchView, seriesView } from '../rematch/rematch-rules.ts';
import { MIN_MOVES_EACH } from '../../../rating/rated-game.ts';

/** The last move as pages see it, with the engine's structured events. */
export interface LastMove extends LastMoveView {
  readonly events: readonly GameEventLike[];
}

/** The game as the API sends it: the wire format the browser reads (`GameStateView`), and more. */
export interface GameState extends GameStateView {
  readonly result: GameOutcome | null;
  readonly lastMove: LastMove | null;
  readonly created: string;
  readonly updated: string;
}

/** A seat's rating change, once the game is rated. */
const ratingOf = (room: RoomRecord, side: string): { rating?: { before: number; after: number } } => {
  const change = room.rating?.status === 'rated' ? room.rating.changes[side] : undefined;
  return change ? { rating: { before: Math.round(change.before), after: Math.round(change.after) } } : {};
};

/** The sides that made each offer since the last move (RoomRecord `offered`), only while the game goes on. */
const offeredView = (room: RoomRecord): { draw: string[]; takeback: string[] } => {
  const made = room.status === 'ongoing' ? (room.offered ?? []) : [];
  const sidesOf = (kind: string) =>
    made.filter((entry) => entry.startsWith(`${kind}:`)).map((entry) => entry.slice(kind.length + 1));
  return { draw: sidesOf('draw'), takeback: sidesOf('takeback') };
};

export const viewState = (
  room: RoomRecord,
  toMove: string | null,
  moves: readonly string[],
  movesFrom: number,
  lastMove: LastMove | null,
  now: number,
): GameState => ({
  id: room.id,
  game: room.game,
  variant: room.variant,
  position: room.position,
  start: room.start,
  toMove: room.status === 'ongoing' ? toMove : null,
  ply: room.ply,
  takebacks: room.takenBack ?? 0,
  status: room.status,
  result: room.result,
  players: Object.fromEntries(
    Object.entries(room.seats).map(([side, seat]) => [
      side,
      seat.computer
        ? { name: seat.name, computer: { level: seat.computer.level } }
        : seat.player
          ? {
              name: seat.name,
              player: seat.player.name,
              ...(seat.player.bot ? { bot: true as const } : {}),
              ...ratingOf(room, side),
            }
          : { name: seat.name },
    ]),
  ),
  moves,
  movesFrom,
  lastMove,
  clock: room.clock ? viewClock(room.clock, now, room.status === 'ongoing' ? toMove : null) : null,
  drawOffer: room.drawOffer,
  takebackOffer: room.takebackOffer ?? null,
  offered: offeredView(room),
  rematch: rematchView(room),
  series: seriesView(room),
  // Two players' game that ended too soon to count: the page says why it is not rated.
  ...(room.rating?.status === 'unrated' && room.rating.reason === 'short'
    ? { unrated: { reason: 'short' as const, movesEach: MIN_MOVES_EACH } }
    : {}),
  version: room.version,
  created: new Date(room.createdAt).toISOString(),
  updated: new Date(room.updatedAt).toISOString(),
});

/** A stored move as pages see it, its events also in words. */
export const lastMoveOf = (
  game: Game,
  stored: { ply: number; side: string; notation: string; events: string; playedAt: number },
): LastMove => {
  const events = JSON.parse(stored.events) as GameEventLike[];
  return {
    ply: stored.ply,
    side: stored.side,
    notation: stored.notation,
    events,
    description: events.map((event) => game.describeEvent(event)).join(' '),
    playedAt: new Date(stored.playedAt).toISOString(),
  };
};

/**
 * What a game's record is written from: the game's object and its row in D1 both give
 * these, so a record read at /api/games/:id/record and one in an archive are the same text.
 */
export interface RecordFacts {
  readonly id: string;
  readonly variant: string;
  /** Player names by side id. */
  readonly players: Readonly<Record<string, string>>;
  readonly status: 'ongoing' | 'finished';
  readonly result: GameOutcome | null;
  /** The start position's notation; null or the usual one's: not named in the record. */
  readonly start: string | null;
  readonly origin: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** The tagged record of a game, in its notation (docs/records.md). */
export const writeRecord = (facts: RecordFacts, game: Game, notation: readonly string[]): string => {
  const usualStart = game.makePosition(game.startPosition(facts.variant));
  return game.makeRecord(
    {
      variant: facts.variant,
      players: facts.players,
      started: new Date(facts.createdAt).toISOString().slice(0, 10),
      ...(facts.status === 'finished' ? { ended: new Date(facts.updatedAt).toISOString().slice(0, 10) } : {}),
      ...(facts.start === null || facts.start === usualStart ? {} : { start: facts.start }),
      outcome: facts.result,
      extra: { Site: `${facts.origin ?? ''}/g/${facts.id}` },
    },
    notation,
  );
};

/** The tagged record of the game in its object. */
export const recordOf = (room: RoomRecord, game: Game, notation: readonly string[]): string =>
  writeRecord(
    { ...room, players: Object.fromEntries(Object.entries(room.seats).map(([side, seat]) => [side, seat.name])) },
    game,
    notation,
  );
