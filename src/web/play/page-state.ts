/**
 * Everything the game page knows, in one plain value: the game as the server last sent it,
 * the moves and positions replayed so far, the ply on the board, the move being made, the
 * board's orientation and what the page last said. Only the page's API (page-api.ts)
 * changes it; only the renderer (page-render.ts) reads it into the page. The questions
 * below are asked of it by both.
 */
import type { AnalysisBoard } from '../analysis/analysis-board.ts';
import type { BoardGame } from '../games/board-game.ts';
import type { GamePageData, GameStateView } from '../../shared/game-state.ts';
import { playerName, sideName, statusText } from '../../shared/game-words.ts';
import { positionInGameText } from '../../shared/move-words.ts';
import { GameRecord } from './game-record.ts';
import { IDLE, type Message, type Selection, type TapContext } from './move-input.ts';
import { SeatSession } from './seat-session.ts';
import { viewSettings } from '../view-settings.ts';

export interface GamePageState<P, M> {
  readonly board: BoardGame<P, M>;
  readonly gameId: string;
  readonly variant: string;
  /** 1 when the game began with the second side to move. */
  readonly firstMover: 0 | 1;
  readonly record: GameRecord<P, M>;
  readonly seat: SeatSession;
  /** The game as the server last sent it. */
  latest: GameStateView;
  /** The ply on the board: the latest, or an earlier one looked back at. */
  viewed: number;
  selection: Selection<M>;
  flipped: boolean;
  /** A move is on its way to the server. */
  sending: boolean;
  /** A seat action (resign, draw, vacation, email choice) is on its way. */
  busy: boolean;
  message: Message | null;
  /** Counts what the page has said, so a sentence said twice is written (and read out) twice. */
  said: number;
  /**
   * Everything the page has said, in order: the renderer adds each to the page's spoken log
   * once, so two things said within one frame are both heard, the first before the second.
   */
  readonly spoken: string[];
  /** The analysis board, once the page has made it; while open, the board is its. */
  analysis: AnalysisBoard<P, M> | null;
}

/** A position the server sent, read by the engine; one it cannot read is a bug, not a state. */
export const readPosition = <P, M>(board: BoardGame<P, M>, text: string): P => {
  const parsed = board.game.parsePosition(text);
  if (!parsed.ok) throw new Error(`the server sent a position the engine cannot read: ${parsed.error.message}`);
  return parsed.value;
};

/** The page's state from what the server wrote into it. */
export const createPageState = <P, M>(board: BoardGame<P, M>, data: GamePageData): GamePageState<P, M> => {
  const { game } = board;
  const latest = data.state;
  const sides = game.sides.map((side) => side.id);
  const start = readPosition(board, latest.start);
  const record = new GameRecord(game, latest.variant, start, latest.moves, latest.movesFrom);
  record.know(latest.ply, readPosition(board, latest.position));
  if (data.before !== null && latest.ply > 0) record.know(latest.ply - 1, readPosition(board, data.before));
  const seat = new SeatSession(latest.id, sides);
  return {
    board,
    gameId: latest.id,
    variant: latest.variant,
    firstMover: game.toMove(start) === sides[0] ? 0 : 1,
    record,
    seat,
    latest,
    viewed: record.ply,
    selection: IDLE,
    // The reader's own choice for this game, else their side at the bottom.
    flipped: viewSettings(latest.id).flipped ?? seat.side === sides[1],
    sending: false,
    busy: false,
    message: null,
    said: 0,
    spoken: [],
    analysis: null,
  };
};

/** Says `message` on the page (null clears what it says): written under the board and read out once. */
export const say = (state: GamePageState<unknown, unknown>, message: Message | null): void => {
  state.message = message;
  state.said++;
  if (message && message.text !== '') state.spoken.push(message.text);
};

/** The analysis board, when it is open. */
export const analysing = <P, M>(state: GamePageState<P, M>): AnalysisBoard<P, M> | null =>
  state.analysis?.open ? state.analysis : null;

export const atLatest = (state: GamePageState<unknown, unknown>): boolean => state.viewed === state.record.ply;

export const myTurn = (state: GamePageState<unknown, unknown>): boolean =>
  state.latest.status === 'ongoing' && state.latest.toMove !== null && state.latest.toMove === state.seat.side;

/** Why this reader cannot move now, in a sentence; null when they can. */
export const blocked = (state: GamePageState<unknown, unknown>): string | null => {
  const { latest, record, viewed } = state;
  const { game } = state.board;
  if (latest.status === 'finished') return `The game is over. ${statusText(latest, game)}.`;
  if (!atLatest(state))
    return `You are looking at an earlier position, ${positionInGameText(viewed, record.ply, state.firstMover, record.moveTo(viewed))}. Press End or ⏭ to return to the game.`;
  const side = state.seat.side;
  if (side === null) return 'You are watching this game: only the players’ seat links can move.';
  if (!myTurn(state) && latest.toMove)
    return `It is ${playerName(latest, game, latest.toMove)}’s turn (${sideName(game, latest.toMove)}); you play ${sideName(game, side)}. Their move will appear here.`;
  return null;
};

/** What a tap or typed move is judged against; null until the latest position is known. */
export const tapContext = <P, M>(
  state: GamePageState<P, M>,
  isSquare: (name: string) => boolean,
): TapContext<P, M> | null => {
  const position = state.record.positionAt(state.record.ply);
  if (position === null) return null;
  return { board: state.board, position, variant: state.variant, blocked: blocked(state), isSquare };
};
