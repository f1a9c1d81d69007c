/**
 * What can happen to the game page, as a small API: a tap, a typed move, a choice, a
 * confirmation, a cancel, looking back, turning the board, a state from the server, a seat
 * action. Each changes the state (page-state.ts) and asks for a redraw; none touches the
 * page itself, except to put keyboard focus back on the board.
 */
import type { MoveOption } from '../../engine/game.ts';
import { callApi, type ApiErrorCode } from '../api.ts';
import type { GameStateView } from '../../shared/game-state.ts';
import { changeWords } from '../../shared/change-words.ts';
import { playerName, sideName } from '../../shared/game-words.ts';
import { rematchEventText } from '../../shared/rematch-words.ts';
import { describeMove, moveDescriptionText, playedText } from '../../shared/played-words.ts';
import { sentences } from '../../shared/sentence.ts';
import { IDLE, choose, tap, typed, type Message, type TapContext, type TapResult } from './move-input.ts';
import {
  analysing,
  atLatest,
  myTurn,
  readPosition,
  say as sayOnPage,
  tapContext,
  type GamePageState,
} from './page-state.ts';
import { REPLAY_LIMIT } from './game-record.ts';
import type { Redraw } from './redraw.ts';
import type { SeatAction } from './seat-controls.ts';
import { keepViewSettings } from '../view-settings.ts';

/**
 * Where a state from the server came from: the answer to this page's move or to its seat's
 * action (resign, draw, takeback, vacation), the live feed, or a whole state fetched again.
 */
export type StateSource = 'own-move' | 'own-action' | 'live' | 'sync';

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
  /** Takes in a state from the server; `by` is the seat whose change it brings, when the server says. */
  receive(view: GameStateView, source: StateSource, by?: string | null): void;
  act(action: SeatAction): Promise<void>;
  /** Opens the analysis board at the position shown. */
  analyse(): void;
  /** The move list scrolled to moves the page has not fetched yet: those after ply `ply`. */
  needMoves(ply: number): void;
  /** The list holds the moves of these plies: their positions are fetched while the page is idle, so a click there needs none. */
  needPositions(from: number, to: number): void;
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
}

/** What the email choice changes is not in the game's state, so it is said here; the rest is said by changeWords. */
const NOTIFY_SAVED = 'Your email preference is saved.';
/** A rematch is not in changeWords (the game's own changes): the page says its own steps here. */
const REMATCH_DONE: Readonly<Record<string, string>> = {
  offer: 'Rematch offered: it stands until your opponent answers.',
  accept: 'Rematch accepted: moving to the new game…',
  decline: 'No rematch offer stands now.',
};

/** Refusals that mean the page is behind the game: it catches up rather than retrying. */
const BEHIND = new Set<ApiErrorCode>(['ERR_STALE_PLY', 'ERR_ALREADY_PLAYED', 'ERR_NOT_YOUR_TURN', 'ERR_GAME_OVER']);

/** Earlier moves fetched at a time in a long game: as many as its page begins with. */
const EARLIER_MOVES = 300;
/** Most moves one read of the API lists (`GET /api/games/:id/moves`, docs/api.md). */
const MOST_MOVES_READ = 1_000;

/** The most moves one state's words tell, the latest ones: more come only after a gap. */
const TOLD_AT_ONCE = 4;

const LOST_SEAT = 'This device no longer holds a seat in this game.';

export const gamePageApi = <P, M>(state: GamePageState<P, M>, hooks: GamePageHooks): GamePageApi<M> => {
  const { redraw } = hooks;
  const { game } = state.board;

  const say = (message: Message | null): void => sayOnPage(state, message);

  /** Plies whose position is asked of the server and not yet answered. */
  const fetching = new Set<number>();
  const fetchPosition = async (ply: number): Promise<void> => {
    if (fetching.has(ply)) return;
    fetching.add(ply);
    const answer = await callApi('GET /api/games/:id/positions/:ply', { params: { id: state.gameId, ply } });
    fetching.delete(ply);
    // A failure leaves the board where it was; the next step asks again.
    if (!answer.ok) return;
    state.record.know(ply, readPosition(state.board, answer.value.position));
    redraw();
  };
  /**
   * Earlier moves, when the page holds only later ones: a stretch of EARLIER_MOVES at a
   * time (more if `from` lies further back), one request at a time, until the moves after
   * ply `from` are all here. A long game's page never holds more of the list than someone
   * looked at.
   */
  let movesInFlight: Promise<boolean> | null = null;
  const fetchMovesBefore = async (before: number, limit: number): Promise<boolean> => {
    const answer = await callApi('GET /api/games/:id/moves', {
      params: { id: state.gameId },
      query: { before, limit },
    });
    if (!answer.ok) return false;
    // Moves taken back meanwhile: the latest state again, and the earlier moves after it.
    const { from, moves, takebacks } = answer.value;
    if (takebacks !== state.latest.takebacks || !state.record.joinEarlier(from, answer.value.before, moves)) {
      await resync();
      return false;
    }
    if (!state.record.partial) state.analysis?.followGame();
    redraw();
    return true;
  };
  const fetchMoves = async (from: number): Promise<void> => {
    while (state.record.movesFrom > from) {
      if (!movesInFlight) {
        const before = state.record.movesFrom;
        const limit = Math.min(MOST_MOVES_READ, Math.max(EARLIER_MOVES, before - from));
        movesInFlight = fetchMovesBefore(before, limit).finally(() => {
          movesInFlight = null;
        });
      }
      // A failure leaves the list as it was; the next step or scroll asks again.
      if (!(await movesInFlight)) return;
    }
  };

  /**
   * What the board needs to show the position after `ply` moves (and the one before, for
   * the move's highlight) without replaying more than REPLAY_LIMIT moves; and, ahead of
   * time, what a step further back will need.
   */
  const fetchMissing = (ply: number): void => {
    // A stretch ahead, as for positions: the next steps back find their moves here.
    if (state.record.needsMoves(ply - REPLAY_LIMIT)) void fetchMoves(Math.max(0, ply - 2 * REPLAY_LIMIT - 1));
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
  /** The latest state again, with as many of the latest moves as a page begins with: earlier ones come as the reader looks back. */
  const resync = async (): Promise<void> => {
    const answer = await callApi('GET /api/games/:id', {
      params: { id: state.gameId },
      query: { last: EARLIER_MOVES },
    });
    if (answer.ok) receive(answer.value, 'sync');
  };

  /**
   * The moves after ply `from` up to the latest, each in words, in the order they were
   * played: "You played …", "Bob played …", a reply from conditional moves, each with what
   * it did. Whichever state first brings a move (its own answer or the live update, which
   * may come first, with the computer's reply) tells it; a later one brings nothing new.
   */
  const movesWords = (view: GameStateView, from: number): { words: string[]; theirs: boolean } => {
    const { record, seat } = state;
    const words: string[] = [];
    let theirs = false;
    // After a gap (a page asleep), the last few moves: a long list read out helps no one.
    for (let ply = Math.max(from + 1, record.ply - TOLD_AT_ONCE + 1); ply <= record.ply; ply++) {
      const notation = record.moveTo(ply);
      const before = record.positionAt(ply - 1, REPLAY_LIMIT);
      if (notation === undefined) continue;
      const last = ply === view.ply ? view.lastMove : null;
      const side = last?.side ?? (before === null ? null : game.toMove(before));
      const description = before === null ? '' : describeMove(game, before, state.variant, notation);
      const mine = side !== null && side === seat.side;
      if (!mine) theirs = true;
      const who = side === null ? 'A move was played' : playerName(view, game, side);
      if (last?.conditional && mine)
        words.push(sentences(`Your conditional move ${notation} was played for you`, moveDescriptionText(description)));
      else if (last?.conditional)
        words.push(
          sentences(
            `${who} answered at once with ${notation}, from their conditional moves`,
            moveDescriptionText(description),
          ),
        );
      else words.push(playedText(mine ? 'You' : who, notation, description));
    }
    return { words, theirs };
  };

  /**
   * Takes in a state and returns what to tell the reader about it: every move it brings
   * (movesWords), and every change either seat made (changeWords), so a sentence that no
   * longer holds never stays on the page.
   */
  const take = (view: GameStateView, source: StateSource, by: string | null): string[] => {
    const { record } = state;
    // States may cross on the way (a move's answer after the update with the reply to it):
    // an older one than the page shows would undo what the page already knows.
    if (view.version < state.latest.version) return [];
    // A state read afresh replaces the moves held; an update's list joins on to them.
    const replaces = view.movesFrom === 0 || source === 'sync';
    if (view.ply < record.ply && !replaces) return [];
    // A move taken back since the page's last state: the same ply may hold another
    // position, and a list of moves from there on would leave the taken one in place.
    const takenBack = view.takebacks !== state.latest.takebacks;
    if (takenBack && !replaces) {
      // The updates have a gap: the whole state again, over HTTP (the live socket takes no requests).
      void resync();
      return [];
    }
    const previous = state.latest;
    const followed = atLatest(state);
    const before = record.ply;
    if (replaces) record.replaceMoves(view.moves, view.movesFrom);
    else if (!record.append(view.movesFrom, view.moves) || record.ply !== view.ply) {
      void resync();
      return [];
    }
    record.know(view.ply, readPosition(state.board, view.position));
    state.analysis?.followGame();
    state.latest = view;
    if (view.ply !== before || takenBack) state.selection = IDLE;
    if (followed || source === 'own-move') state.viewed = record.ply;
    // A move taken back: nothing looked at may lie beyond the game.
    state.viewed = Math.min(state.viewed, record.ply);
    // A whole state fetched again says nothing: what changed meanwhile has no author to name.
    if (source === 'sync') return [];
    const moved = view.ply > before && !takenBack ? movesWords(view, before) : { words: [], theirs: false };
    const words = [...moved.words, ...changeWords(previous, view, { game, viewer: state.seat.side, by })];
    if ((moved.theirs || view.ply < before) && myTurn(state)) words.push('Your turn.');
    if (source === 'live' && moved.theirs && !followed) words.push('Press End to see it.');
    return words;
  };

  /**
   * The new seat of an accepted rematch, asked with this seat's token (only its holder is
   * given it), then opened: the player lands on the new game in their new seat.
   */
  let following = false;
  const followRematch = async (): Promise<void> => {
    if (following || state.seat.side === null) return;
    following = true;
    const answer = await state.seat.request('GET /api/games/:id/rematch');
    if (answer.ok && answer.value.next?.link) {
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

  /** A rematch step by the other seat (or by anyone, for a watcher), in words; a rematch begun is followed. */
  const rematchWords = (previous: GameStateView, view: GameStateView, source: StateSource): string[] => {
    const last = view.rematch?.last ?? null;
    const before = previous.rematch?.last ?? null;
    const started = (view.rematch?.next ?? null) !== null && (previous.rematch?.next ?? null) === null;
    // Only a rematch that begins while the page is open moves it: an old game reopened stays put.
    if (started) void followRematch();
    if (source === 'live' && last && (last.event !== before?.event || last.side !== before.side))
      if (last.side !== state.seat.side) return [rematchEventText(view, game, last, state.seat.side)];
    return [];
  };

  const receive = (view: GameStateView, source: StateSource, by: string | null = null): void => {
    const previous = state.latest;
    const words = [...take(view, source, by), ...rematchWords(previous, view, source)];
    if (words.length > 0) say({ text: sentences(...words), tone: 'info' });
    redraw();
  };

  const confirm = async (): Promise<void> => {
    const { selection, seat } = state;
    if (selection.stage !== 'confirm' || state.sending) return;
    const notation = selection.option.notation;
    state.sending = true;
    redraw();
    const answer = await seat.sendMove(notation, state.record.ply, state.latest.takebacks);
    state.sending = false;
    if (answer.ok) {
      state.selection = IDLE;
      // The move is told by the first state that brings it: this answer, or the live update
      // (with the computer's reply, perhaps) that overtook it, when this one brings nothing new.
      const words = take(answer.value, 'own-move', seat.side);
      if (words.length > 0) say({ text: sentences(...words), tone: 'info' });
      redraw();
      hooks.focusBoard();
    } else if (BEHIND.has(answer.error.code)) {
      state.selection = IDLE;
      say({ text: sentences(answer.error.message, 'The board has been brought up to date.'), tone: 'problem' });
      redraw();
      await resync();
    } else {
      say({ text: sentences(answer.error.message, seat.side === null ? LOST_SEAT : null), tone: 'problem' });
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
      if (state.record.partial) void fetchMoves(0).then(() => state.analysis?.openAt(state.viewed));
      else state.analysis?.openAt(state.viewed);
    },
    needMoves: (ply) => void fetchMoves(ply),
    needPositions: (from, to) => {
      const fetchInView = (): void => {
        // Every stretch of REPLAY_LIMIT plies in the list, and the one before it: a click
        // needs the position before the move (its mark), and asks ahead for a step back.
        const first = Math.max(0, from - 1 - REPLAY_LIMIT);
        for (let ply = first - (first % REPLAY_LIMIT); ply <= Math.min(to, state.record.ply); ply += REPLAY_LIMIT) {
          const missing = state.record.missing(ply);
          if (missing !== null) void fetchPosition(missing);
        }
      };
      // After what the page is doing now: a scroll or a step draws first.
      if (typeof requestIdleCallback === 'function') requestIdleCallback(fetchInView, { timeout: 500 });
      else setTimeout(fetchInView, 50);
    },
    closeAnalysis: () => {
      state.analysis?.close();
      hooks.focusBoard();
    },
    flip: () => {
      state.flipped = !state.flipped;
      keepViewSettings(state.gameId, { flipped: state.flipped });
      redraw();
    },
    receive,
    act: async (action) => {
      state.busy = true;
      redraw();
      const answer = await state.seat.act(action);
      state.busy = false;
      if (!answer.ok) {
        say({ text: sentences(answer.error.message, state.seat.side === null ? LOST_SEAT : null), tone: 'problem' });
        redraw();
        return;
      }
      // The change is told from the state it made; when the live feed told it first, it is not told twice.
      if (action.kind === 'rematch') say({ text: REMATCH_DONE[action.action] ?? 'Done.', tone: 'info' });
      if (answer.value) receive(answer.value, action.kind === 'rematch' ? 'own-move' : 'own-action', state.seat.side);
      else {
        say({ text: NOTIFY_SAVED, tone: 'info' });
        redraw();
      }
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
