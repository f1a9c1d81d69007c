/**
 * A seat played by the computer (src/ai): what it owes the game at a moment, and how it
 * decides. The game's object asks these from its alarm, never inside a person's request,
 * so a person's move is answered before the computer starts to think; the thinking runs
 * in slices (slices.ts), so other games sharing the thread are answered meanwhile.
 */
import {
  type SearchResult,
  clampLevel,
  judgingLevel,
  levelOf,
  thinkSteps,
  thinkingBudgetMs,
} from '../../../ai/index.ts';
import { Thinking, runInSlices } from './slices.ts';
import type { GameId } from '../../../engine/game-id.ts';
import type { Game } from '../../../engine/game.ts';
import type { RoomRecord } from '../room/room-store.ts';

/** The computer's seat in a game, if it has one (at most one: the API allows no more). */
export interface ComputerSeat {
  readonly side: string;
  readonly level: number;
}

export const computerOf = (room: RoomRecord): ComputerSeat | null => {
  for (const [side, seat] of Object.entries(room.seats)) if (seat.computer) return { side, level: seat.computer.level };
  return null;
};

/** The seat's name as players see it. */
export const computerName = (level: number): string => `Computer (level ${clampLevel(level)})`;

/**
 * What the computer must do now: answer a person's draw offer or takeback request (they
 * come first: a move would let either lapse unanswered), or move, or nothing.
 */
export type ComputerDue = 'draw' | 'takeback' | 'move' | null;

export const computerDue = (room: RoomRecord, toMove: string): ComputerDue => {
  const computer = computerOf(room);
  if (!computer || room.status !== 'ongoing') return null;
  if (room.drawOffer !== null && room.drawOffer !== computer.side) return 'draw';
  if (room.takebackOffer && room.takebackOffer !== computer.side) return 'takeback';
  return toMove === computer.side ? 'move' : null;
};

/** Per-move thinking time when the setting is missing or mistyped, in milliseconds. */
export const DEFAULT_MOVE_MS = 2_000;

/** `COMPUTER_MOVE_MS` as a budget: a whole number of milliseconds from 1 to 60,000. */
export const moveBudget = (setting: string | undefined): number => {
  const value = Number(setting);
  return Number.isSafeInteger(value) && value >= 1 && value <= 60_000 ? value : DEFAULT_MOVE_MS;
};

/** A seed that is the same for the same game and ply: a retried alarm thinks the same thoughts. */
const seedOf = (id: string, ply: number): number => {
  let hash = 2166136261 ^ ply;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return hash >>> 0;
};

/** How many of the game's last positions the computer is told of, to see a circle coming (search.ts). */
export const EARLIER_POSITIONS = 100;

/**
 * The computer's thinking about its move, to be run over one alarm or several
 * (slices.ts `Thinking`): its level's search with the level's thinking budget
 * (levels.ts `thinkingBudgetMs`) as its deadline on the thinking's own clock, so it plays
 * as the level does in `orrery engine` however many alarms it takes; `earlier` holds the
 * game's last positions before this one, in its notation.
 */
export const moveThinking = (
  game: Game,
  room: RoomRecord,
  position: unknown,
  level: number,
  earlier: readonly string[] = [],
): Thinking<SearchResult<unknown>> =>
  new Thinking((pause, clock) =>
    thinkSteps(game, position, room.variant, {
      level,
      earlier,
      seed: seedOf(room.id, room.ply),
      limits: { deadline: thinkingBudgetMs(levelOf(game.id as GameId, level), room.variant) },
      now: clock,
      pause,
    }),
  );

/**
 * The computer takes a draw when its search says it stands worse by a plain piece and a
 * half or more (or is lost). A smaller margin would let the search's odd-depth swing (a
 * tempo's worth) decide; level or better, it plays on for the win.
 */
const DRAW_WHEN_BEHIND = 150;

export const acceptsDraw = async (
  game: Game,
  room: RoomRecord,
  position: unknown,
  budgetMs: number,
): Promise<boolean> => {
  const computer = computerOf(room)!;
  const deadline = performance.now() + budgetMs;
  const { value: result } = await runInSlices((pause) =>
    thinkSteps(game, position, room.variant, {
      // Judged by one unblurred level, whatever the computer's own (levels.ts: judgingLevel).
      level: judgingLevel(game.id as GameId),
      seed: seedOf(room.id, room.ply),
      limits: { deadline },
      pause,
    }),
  );
  // The search scores for the side to move; the computer may not be it (an offer made on its own turn).
  const score = game.toMove(position) === computer.side ? result.score : -result.score;
  return score <= -DRAW_WHEN_BEHIND;
};
