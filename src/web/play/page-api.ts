/**
 * What can happen to the game page, as a small API: a tap, a typed move, a choice, a
 * confirmation, a cancel, looking back, turning the board, a state from the server, a seat
 * action. Each changes the state (page-state.ts) and asks for a redraw; none touches the
 * page itself, except to put keyboard focus back on the board.
 */
import type { MoveOption } from '../../engine/game.ts';
import { callApi } from '../api.ts';
import type { GameStateView, LastMoveView } from '../../shared/game-state.ts';
import { playerName, sideName, statusText } from '../../shared/game-words.ts';
import { IDLE, choose, tap, typed, type Message, type TapContext, type TapResult } from './move-input.ts';
import { analysing, atLatest, myTurn, readPosition, tapContext, type GamePageState } from './page-state.ts';
import { REPLAY_LIMIT } from './game-record.ts';
import type { Redraw } from './redraw.ts';
import type { SeatAction } from './seat-controls.ts';
import { rematchEventText } from '../../shared/rematch-words.ts';

/** Where a state from the server came from: the answer to this page's move, the live feed, or a whole state. */
export type StateSource = 'own-move' | 'live' | 'sync';

export interface GamePageApi<M> {
  tap(square: string): void;
  /** A move typed in notation; true when it now waits for confirmation. */
  typed(text: string): boolean;
  choose(option: MoveOption<M>): void;
  /** Sends the move waiting for confirmation. */
  confirm(): Promise<void>;
  /** Lets go of the move being made. */
  cancel(): void;
  /** Shows the position after `ply` moves. */
  view(ply: number): void;
  flip(): void;
  /** Takes in a state from the server. */
  receive(view: GameStateView, source: StateSource): void;
  act(action: SeatAction): Promise<void>;
  /** Opens the analysis board at the position shown. */
  analyse(): void;
  /** The move list scrolled to moves the page has not fetched yet. */
  needMoves(): void;
  /** Back from the analysis board to the game. */
  closeAnalysis(): void;
  /** The server's answer about the seat kept on this device. */
  seatChecked(valid: boolean): void;
  /** Goes to the accepted rematch, in this player's new seat there. */
  followRematch(): Promise<void>;
}

/** What the API needs from the page around it. */
export interface GamePageHooks {
  readonly redraw: Redraw;
  /** Opens the page of a rematch: the new seat's link, which the page keeps and clears from the address. */
  go(link: string): void;
  /** Whether a name is a square on the board now. */
  isSquare(name: string): boolean;
  focusBoard(): void;
  /** Asks the live feed for the whole state again: the updates have a gap. */
  resyncFeed(): void;
}

const DONE: Readonly<Record<string, string>> = {
  resign: 'You resigned.',
  'draw:offer': 'Draw offered: it stands until your opponent answers or moves.',
  'draw:accept': 'Draw agreed.',
  'draw:decline': 'Done: no draw offer stands.',
  'takeback:offer': 'You asked to take back your move: it stands until your opponent answers or moves.',
  'takeback:accept': 'The move was taken back.',
  'takeback:decline': 'Done: no takeback request stands.',
  'rematch:offer': 'Rematch offered: it stands until your opponent answers.',
  'rematch:accept': 'Rematch accepted: moving to the new game…',
  'rematch:decline': 'Done: no rematch offer stands.',
  'vacation:start': 'Your clock is stopped: enjoy your vacation.',
  'vacation:end': 'Welcome back: your clock runs again.',
  notify: 'Your email preference is saved.',
};
const doneWords = (action: SeatAction): string =>
  DONE['action' in action ? `${action.kind}:${action.action}` : action.kind] ?? 'Done.';

/** Refusals that mean the page is behind the game: it catches up rather than retrying. */
const BEHIND = new Set(['ERR_STALE_PLY', 'ERR_ALREADY_PLAYED', 'ERR_NOT_YOUR_TURN', 'ERR_GAME_OVER']);

const LOST_SEAT = ' This device no longer holds a seat in this game.';

export const gamePageApi = <P, M>(state: GamePageState<P, M>, hooks: GamePageHooks): GamePageApi<M> => {
  const { redraw } = hooks;
  const { game } = state.board;

  const say = (message: Message | null): void => {
    state.message = message;
    state.said++;
  };

  /** Plies whose position is asked of the server and not yet answered. */
  const fetching = new Set<number>();
  const fetchPosition = async (ply: number): Promise<void> => {
    if (fetching.has(ply)) return;
    fetching.add(ply);
    const answer = await callApi<{ position: string }>('GET', `/api/games/${state.gameId}/positions/${ply}`);
    fetching.delete(ply);
    // A failure leaves the board where it was; the next step asks again.
    if (!answer.ok) return;
    state.record.know(ply, readPosition(state.board, answer.value.position));
    redraw();
  };
  /** The whole move list, once, when the page began with only the latest moves and needs more. */
  let fetchingMoves = false;
  const fetchMoves = async (): Promise<void> => {
    if (fetchingMoves || !state.record.partial) return;
    fetchingMoves = true;
    const answer = await callApi<GameStateView>('GET', `/api/games/${state.gameId}`);
    fetchingMoves = false;
    if (answer.ok) receive(answer.value, 'sync');
  };

  /**
   * What the board needs to show the position after `ply` moves (and the one before, for
   * the move's highlight) without replaying more than REPLAY_LIMIT moves; and, ahead of
   * time, what a step further back will need.
   */
  const fetchMissing = (ply: number): void => {
    if (state.record.partial && state.record.needsMoves(ply)) void fetchMoves();
    for (const wanted of [ply, ply - 1, ply - REPLAY_LIMIT]) {
      const missing = state.record.missing(Math.max(0, wanted));
      if (missing !== null) void fetchPosition(missing);
    }
  };

  const apply = (result: TapResult<M>): void => {
    state.selection = result.selection;
    // A choice or a confirmation speaks from its own panel.
    say(state.selection.stage === 'choice' || state.selection.stage === 'confirm' ? null : result.message);
    redraw();
  };

  const withContext = (step: (context: TapContext<P, M>) => TapResult<M>): void => {
    const context = tapContext(state, hooks.isSquare);
    if (context !== null) apply(step(context));
  };

  /** Fetches the whole state again: after a refusal that says the page is behind. */
  const resync = async (): Promise<void> => {
    const answer = await callApi<GameStateView>('GET', `/api/games/${state.gameId}`);
    if (answer.ok) receive(answer.value, 'sync');
  };

  /**
   * The new seat of an accepted rematch, asked with this seat's token (only its holder is
   * given it), then opened: the player lands on the new game in their new seat.
   */
  let following = false;
  const followRematch = async (): Promise<void> => {
    if (following || state.seat.side === null) return;
    following = true;
    const answer = await state.seat.request<{ next: { id: string; side: string; link: string } | null }>(
      'GET',
      'rematch',
    );
    if (answer.ok && answer.value.next) {
      say({
        text: `The rematch has started: opening it, where you play ${sideName(game, answer.value.next.side)}…`,
        tone: 'info',
      });
      redraw();
      hooks.go(answer.value.next.link);
      return;
    }
    following = false;
    if (!answer.ok) say({ text: answer.error.message, tone: 'problem' });
    redraw();
  };

  /** A rematch step by the other seat (or by anyone, for a watcher), said as it happens; a rematch begun is followed. */
  const rematchChanged = (previous: GameStateView, view: GameStateView, source: StateSource): void => {
    const last = view.rematch?.last ?? null;
    const before = previous.rematch?.last ?? null;
    const started = (view.rematch?.next ?? null) !== null && (previous.rematch?.next ?? null) === null;
    if (source === 'live' && last && (last.event !== before?.event || last.side !== before.side))
      if (last.side !== state.seat.side)
        say({ text: rematchEventText(view, game, last, state.seat.side), tone: 'info' });
    // Only a rematch that begins while the page is open moves it: an old game reopened stays put.
    if (started) void followRematch();
  };

  const receive = (view: GameStateView, source: StateSource): void => {
    const { record, seat } = state;
    if (view.ply < record.ply && view.movesFrom > 0) return;
    const previous = state.latest;
    const followed = atLatest(state);
    const before = record.ply;
    if (view.movesFrom === 0) record.replaceMoves(view.moves);
    else if (!record.append(view.movesFrom, view.moves) || record.ply !== view.ply) {
      hooks.resyncFeed();
      redraw();
      return;
    }
    record.know(view.ply, readPosition(state.board, view.position));
    state.analysis?.followGame();
    state.latest = view;
    if (view.ply !== before) state.selection = IDLE;
    if (followed || source === 'own-move') state.viewed = record.ply;
    // A move taken back: nothing looked at may lie beyond the game.
    state.viewed = Math.min(state.viewed, record.ply);
    if (source === 'live' && view.ply < before)
      say({
        text: `Move ${before} (${view.lastMove === null ? 'the first' : 'the last'} move) was taken back.${myTurn(state) ? ' Your turn.' : ''}`,
        tone: 'info',
      });
    const conditional = source === 'live' && view.ply > before && view.lastMove?.conditional ? view.lastMove : null;
    if (conditional)
      say({ text: `${conditionalWords(view, conditional)}${followed ? '' : ' Press End to see it.'}`, tone: 'info' });
    else if (source === 'live' && view.ply > before && view.lastMove && view.lastMove.side !== seat.side) {
      const mover = playerName(view, game, view.lastMove.side);
      say({
        text: `${mover} played ${view.lastMove.notation}.${myTurn(state) ? ' Your turn.' : ''}${followed ? '' : ' Press End to see it.'}`,
        tone: 'info',
      });
    } else if (source === 'live' && view.status === 'finished' && previous.status !== 'finished') {
      say({ text: `${statusText(view, game)}.`, tone: 'info' });
    }
    rematchChanged(previous, view, source);
    redraw();
  };

  /** A reply played at once from conditional moves, in words for its owner or for the opponent. */
  const conditionalWords = (view: GameStateView, reply: LastMoveView): string => {
    const owner = playerName(view, game, reply.side);
    if (reply.side !== state.seat.side)
      return `${owner} answered at once with ${reply.notation}, from their conditional moves.${myTurn(state) ? ' Your turn.' : ''}`;
    const opponentSide = game.sides.find((side) => side.id !== reply.side)!.id;
    const opponentMove = state.record.moves[reply.ply - 2];
    return `${playerName(view, game, opponentSide)} played ${opponentMove ?? 'a move'}; your conditional move ${reply.notation} was played for you.`;
  };

  const confirm = async (): Promise<void> => {
    const { selection, seat } = state;
    if (selection.stage !== 'confirm' || state.sending) return;
    const notation = selection.option.notation;
    state.sending = true;
    redraw();
    const answer = await seat.sendMove(notation, state.record.ply);
    state.sending = false;
    if (answer.ok) {
      state.selection = IDLE;
      const reply = answer.value.lastMove?.conditional ? answer.value.lastMove : null;
      receive(answer.value, 'own-move');
      say({ text: `You played ${notation}.${reply ? ` ${conditionalWords(answer.value, reply)}` : ''}`, tone: 'info' });
      redraw();
      hooks.focusBoard();
    } else if (BEHIND.has(answer.error.code)) {
      state.selection = IDLE;
      say({ text: `${answer.error.message} The board has been brought up to date.`, tone: 'problem' });
      redraw();
      await resync();
    } else {
      say({ text: `${answer.error.message}${seat.side === null ? LOST_SEAT : ''}`, tone: 'problem' });
      redraw();
    }
  };

  return {
    tap: (square) => {
      const analysis = analysing(state);
      if (analysis) analysis.tap(square);
      else withContext((context) => tap(state.selection, square, context));
    },
    typed: (text) => {
      const analysis = analysing(state);
      if (analysis) return analysis.typed(text);
      withContext((context) => typed(text, context));
      return state.selection.stage === 'confirm';
    },
    choose: (option) => {
      const analysis = analysing(state);
      if (analysis) analysis.choose(option);
      else withContext((context) => choose(state.selection, option, context));
    },
    confirm,
    cancel: () => {
      const analysis = analysing(state);
      if (analysis) return analysis.cancel();
      if (state.selection.stage === 'idle') return;
      apply({ selection: IDLE, message: { text: 'Move cancelled.', tone: 'info' } });
      hooks.focusBoard();
    },
    view: (ply) => {
      if (ply === state.viewed) return;
      state.viewed = ply;
      state.selection = IDLE;
      say(null);
      fetchMissing(ply);
      redraw();
    },
    analyse: () => {
      state.selection = IDLE;
      // The analysis board's main line is the whole game: fetched first when the page has only its end.
      if (state.record.partial) void fetchMoves().then(() => state.analysis?.openAt(state.viewed));
      else state.analysis?.openAt(state.viewed);
    },
    needMoves: () => void fetchMoves(),
    closeAnalysis: () => {
      state.analysis?.close();
      hooks.focusBoard();
    },
    flip: () => {
      state.flipped = !state.flipped;
      redraw();
    },
    receive,
    act: async (action) => {
      state.busy = true;
      redraw();
      const answer = await state.seat.act(action);
      state.busy = false;
      if (!answer.ok) {
        say({ text: `${answer.error.message}${state.seat.side === null ? LOST_SEAT : ''}`, tone: 'problem' });
        redraw();
        return;
      }
      say({ text: doneWords(action), tone: 'info' });
      if (answer.value) receive(answer.value, action.kind === 'rematch' ? 'own-move' : 'sync');
      else redraw();
    },
    followRematch,
    seatChecked: (valid) => {
      if (!valid)
        say({
          text: 'The seat link kept on this device is not valid for this game any more; you are watching.',
          tone: 'problem',
        });
      redraw();
    },
  };
};
