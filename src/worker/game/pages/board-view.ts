/**
 * What a picture of a game at one ply shows, read from the game's object: the position,
 * the squares of the move that led to it, the players and the state of play in words.
 */
import { moveNumberOf } from '../../../shared/game-words.ts';
import { roundText, sentenceCase } from '../../../shared/move-words.ts';
import type { GameOutcome, Game } from '../../../engine/game.ts';
import { GAMES } from '../../../engine/games.ts';
import { ok, type EngineError, type Result } from '../../../engine/result.ts';
import { moveSquares } from '../../../render/board-svg.ts';
import type { CardPlayer } from '../../../render/card-svg.ts';
import type { GameRoom } from '../game-room.ts';
import type { GameState } from '../room/view.ts';

export type RoomStub = DurableObjectStub<GameRoom>;

export interface BoardView {
  readonly id: string;
  readonly game: Game;
  readonly variant: string;
  readonly position: string;
  readonly ply: number;
  /** The last move's squares. */
  readonly highlight: readonly string[];
  readonly lastMove: string | null;
  readonly players: readonly [CardPlayer, CardPlayer];
  /** "Round 21", then the state of play in short lines. */
  readonly status: readonly string[];
}

/** The state without its move list: `since` beyond the last ply lists none. */
export const currentState = (room: RoomStub): Promise<Result<GameState, EngineError>> =>
  room.state(Number.MAX_SAFE_INTEGER);

const gameOf = (id: string): Game => {
  const game = GAMES.get(id);
  // Rooms only ever hold games of the registry.
  if (!game) throw new Error(`a stored game names the unknown game "${id}"`);
  return game;
};

const playersOf = (game: Game, state: GameState): [CardPlayer, CardPlayer] => {
  const [first, second] = game.sides.map((side) => ({
    side: side.name,
    name: state.players[side.id]?.name || side.name,
  }));
  return [first!, second!];
};

/**
 * "Round 21" (the round being played, the last field of both games' position notation),
 * then who is to move, or how the game ended in two short lines.
 */
const statusOf = (game: Game, variant: string, positionText: string, ended: GameOutcome | null): string[] => {
  const moveNumber = sentenceCase(roundText(moveNumberOf(positionText)));
  const position = game.parsePosition(positionText);
  if (!position.ok) return [moveNumber];
  const outcome = ended ?? game.outcome(position.value, variant);
  if (outcome) return [moveNumber, ...game.describeOutcome(outcome).split(': ')];
  const toMove = game.toMove(position.value);
  return [moveNumber, `${game.sides.find((side) => side.id === toMove)?.name ?? toMove} to move`];
};

const highlightOf = async (room: RoomStub, game: Game, ply: number, notation: string | null): Promise<string[]> => {
  if (ply === 0 || notation === null) return [];
  const before = await room.positionAt(ply - 1);
  return before.ok ? moveSquares(game.id, before.value.position, notation) : [];
};

/** The game as it stands, its ending included (a resignation shows, though the board does not). */
export const currentView = async (room: RoomStub, state: GameState): Promise<BoardView> => {
  const game = gameOf(state.game);
  const lastMove = state.lastMove?.notation ?? null;
  return {
    id: state.id,
    game,
    variant: state.variant,
    position: state.position,
    ply: state.ply,
    highlight: await highlightOf(room, game, state.ply, lastMove),
    lastMove,
    players: playersOf(game, state),
    status: statusOf(game, state.variant, state.position, state.status === 'finished' ? state.result : null),
  };
};

/**
 * The position after `ply` moves. It never changes, so it says only what the board itself
 * decides: a later resignation or agreed draw is not part of it.
 */
export const viewAtPly = async (room: RoomStub, ply: number): Promise<Result<BoardView, EngineError>> => {
  const [state, at] = await Promise.all([currentState(room), room.positionAt(ply)]);
  if (!state.ok) return state;
  if (!at.ok) return at;
  const game = gameOf(at.value.game);
  const lastMove = at.value.lastMove?.notation ?? null;
  return ok({
    id: state.value.id,
    game,
    variant: at.value.variant,
    position: at.value.position,
    ply,
    highlight: await highlightOf(room, game, ply, lastMove),
    lastMove,
    players: playersOf(game, state.value),
    status: statusOf(game, at.value.variant, at.value.position, null),
  });
};
