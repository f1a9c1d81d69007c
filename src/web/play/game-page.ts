/**
 * The game page in the browser: the board to play on, the move list to look back with,
 * live updates from the server, and a seated player's controls. The page arrives
 * complete from the server; this takes it over. Every rule comes from the engine.
 *
 * Built as chessground builds a board: one state (page-state.ts), a small API that is the
 * only thing changing it (page-api.ts), and one render of the whole page from the state
 * (page-render.ts), run at most once per animation frame (redraw.ts). This file finds the
 * page's parts and connects their events to the API.
 */
import { AnalysisBoard } from '../analysis/analysis-board.ts';
import { analysisRenderer } from '../analysis/analysis-render.ts';
import { EngineView, engineAllowed } from '../analysis/engine-view.ts';
import { browserKeeper, seatKeeper } from '../analysis/analysis-save.ts';
import { ConditionalPanel } from '../analysis/conditional-panel.ts';
import { clockText, playerName, statusText } from '../../shared/game-words.ts';
import type { BoardGame } from '../games/board-game.ts';
import { LiveFeed } from '../live.ts';
import type { GamePageData, GameStateView } from '../../shared/game-state.ts';
import { BoardView } from './board-view.ts';
import { HistoryView } from './history-view.ts';
import { gamePageApi, type GamePageApi } from './page-api.ts';
import type { SeatRequest } from '../api.ts';
import { gamePageRenderer } from './page-render.ts';
import { createPageState, myTurn, say } from './page-state.ts';
import { renderClock } from './panel-view.ts';
import { scheduleRedraw } from './redraw.ts';
import { SeatControls } from './seat-controls.ts';
import { RematchPanel } from './rematch-panel.ts';
import { startNotes } from '../notes/notes-panel.ts';
import { startChatChannels } from '../chat/chat-panel.ts';
import { startPushPanel } from '../push/push-panel.ts';
import { startMessages, type MessagesPanel } from '../messages/messages-panel.ts';
import { startReminders } from '../reminders/reminder-control.ts';
import { startSeatPlayer } from '../player/seat-player.ts';
import { bindTerms } from './terms.ts';
import { forgetGame, rememberGame } from '../my-games.ts';
import { BoardWords } from './board-words.ts';
import type { QuestionContext } from './board-questions.ts';
import { clockWarning } from './clock-warning.ts';
import { playedText } from '../../shared/played-words.ts';
import { turnNote } from './turn-note.ts';

const playerNames = (state: GameStateView): Record<string, string> =>
  Object.fromEntries(Object.entries(state.players).map(([side, player]) => [side, player.name]));

const byId = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no #${id}`);
  return element as T;
};

const FIRST_MOVE_HINT =
  'To move, tap one of your pieces, then where it goes, or type a move in the box. By keyboard or with a screen reader, “Board in words” under the board lists every space.';

const CONNECTION_WORDS = { connecting: 'Connecting…', open: 'Live', closed: 'Offline: reconnecting…' } as const;

/** Takes the page over; returns its API. */
export const startGamePage = <P, M>(board: BoardGame<P, M>): GamePageApi<M> => {
  const data = JSON.parse(byId('orrery-game').textContent ?? '{}') as GamePageData;
  const state = createPageState(board, data);
  const boardElement = byId('board');
  const notationInput = byId<HTMLInputElement>('notation-input');
  bindTerms(board.game.id, byId('message'));

  // The hooks reach the views, the feed and the scheduler made below: none is called before they exist.
  const page = gamePageApi(state, {
    redraw: () => redraw(),
    isSquare: (name) => boardView.has(name),
    focusBoard: () => boardElement.querySelector<SVGGElement>('[tabindex="0"]')?.focus(),
    go: (link) => location.assign(link),
  });

  const boardView = new BoardView(boardElement, {
    onTap: page.tap,
    onCancel: page.cancel,
    onZoom: (zoomed, square) => {
      say(state, {
        text: zoomed
          ? `The board is zoomed in${square ? ` around ${square}` : ''}, its spaces a finger apart: tap the one you mean. Tap outside the board, or press Escape, to zoom out.`
          : 'The board is back to its full size.',
        tone: 'info',
      });
      redraw();
    },
  });
  /** What a question about the position is asked against: the position on the board. */
  const questionContext = (): QuestionContext<P, M> | null => {
    const position = state.record.positionAt(state.viewed);
    if (position === null) return null;
    const { latest, seat } = state;
    const last = latest.lastMove;
    return {
      board,
      position,
      variant: state.variant,
      side: seat.side,
      squares: boardView.squares(),
      clock: clockText(latest, board.game, Date.now()),
      lastMove: last ? playedText(playerName(latest, board.game, last.side), last.notation, last.description) : null,
      turn: turnNote(latest, board.game, seat.side, myTurn(state)) || statusText(latest, board.game),
    };
  };
  const boardWords = new BoardWords(
    board,
    {
      section: byId('board-words'),
      toggle: byId<HTMLButtonElement>('board-words-toggle'),
      grid: byId('board-words-grid'),
      form: byId<HTMLFormElement>('board-words-ask'),
      input: byId<HTMLInputElement>('board-question'),
      answer: byId('board-answer'),
    },
    (square) => page.tap(square),
    questionContext,
    () => redraw(),
  );
  const request: SeatRequest = (call, options) => state.seat.request(call, options);
  const analysis = new AnalysisBoard(
    board,
    state.variant,
    state.record,
    state.seat.side === null ? browserKeeper(state.gameId) : seatKeeper(request),
    {
      redraw: () => redraw(),
      say: (message) => say(state, message),
      isSquare: (name) => boardView.has(name),
    },
  );
  state.analysis = analysis;
  const analysisTree = byId('analysis-tree');
  const renderAnalysis = analysisRenderer(analysis, {
    boardElement,
    boardView,
    section: byId('analysis'),
    movesSection: byId('moves-section'),
    tree: analysisTree,
    status: byId('analysis-status'),
    deleteButton: byId<HTMLButtonElement>('analysis-delete'),
    openButton: byId<HTMLButtonElement>('analyse'),
  });
  const engineView = new EngineView(
    byId('analysis-engine'),
    board.game as never,
    () => redraw(),
    (moves) => {
      // A line from the computer's view, played on the analysis board from the position shown.
      for (const move of moves) {
        const position = analysis.positionOf(analysis.current);
        if (position === null) return;
        const before = analysis.current;
        analysis.play(move, position);
        if (analysis.current === before) return;
      }
    },
  );
  const conditionalPanel = new ConditionalPanel(byId('conditional'), request, () => redraw());
  const views = {
    boardElement,
    boardView,
    historyView: new HistoryView(byId('moves'), byId('history-note'), page.view, page.needMoves, page.needPositions, {
      moveWords: byId('move-words'),
      said: byId('history-said'),
    }),
    seatControls: new SeatControls(
      byId('seat-actions'),
      byId('notify'),
      (action) => void page.act(action),
      document.getElementById('offer-answer'),
    ),
    rematchPanel: new RematchPanel(
      byId('rematch'),
      board.game,
      (action) => void page.act(action),
      () => void page.followRematch(),
    ),
    chooserElement: byId('chooser'),
    chooserHandlers: { onChoose: page.choose, onConfirm: () => void page.confirm(), onCancel: page.cancel },
    messageElement: byId('message'),
    boardWords,
    legalMoves: byId('legal-moves'),
    spokenLog: byId('spoken'),
    notationForm: byId('notation-form'),
    renderAnalysis: (flipped: boolean) => {
      renderAnalysis(flipped);
      const shown = analysis.open ? analysis.positionOf(analysis.current) : null;
      engineView.render(
        shown === null ? null : board.game.makePosition(shown),
        state.variant,
        engineAllowed(state.latest),
      );
      if (!analysis.open) return;
      const { latest, seat } = state;
      const opponent = board.game.sides.find((side) => side.id !== seat.side)?.id ?? '';
      conditionalPanel.render({
        side: seat.side,
        ongoing: latest.status === 'ongoing',
        toMove: latest.toMove,
        ply: state.record.ply,
        takebacks: latest.takebacks,
        root: analysis.root,
        current: analysis.current,
        opponent: playerName(latest, board.game, opponent),
      });
    },
  };
  const redraw = scheduleRedraw(gamePageRenderer(state, views));

  let messages: MessagesPanel | null = null;
  const feed = new LiveFeed(`/api/games/${state.gameId}/live`, {
    onSignal: () => void messages?.refresh(),
    since: () => state.record.ply,
    onMessage: (message) =>
      page.receive(
        message.state,
        message.type === 'state' && message.state.movesFrom === 0 ? 'sync' : 'live',
        message.type === 'update' ? (message.by ?? null) : null,
      ),
    onStatus: (status) => {
      const element = byId('connection');
      element.textContent = CONNECTION_WORDS[status];
      element.dataset.status = status;
      // Messages sent while the page was offline.
      if (status === 'open') void messages?.refresh();
    },
  });

  byId<HTMLFormElement>('notation-form').addEventListener('submit', (event) => {
    event.preventDefault();
    if (page.typed(notationInput.value)) notationInput.value = '';
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    boardView.zoomOut();
    page.cancel();
  });
  byId('flip').addEventListener('click', () => page.flip());
  connectAnalysis(analysis, page, analysisTree);

  redraw();
  feed.start();
  void state.seat.check().then((valid) => {
    page.seatChecked(valid);
    if (!valid) {
      analysis.keepWith(browserKeeper(state.gameId));
      forgetGame(state.gameId);
    } else if (state.seat.side !== null) {
      // A first move: how to make one, said once, before anything else is.
      if (myTurn(state) && state.record.ply < 2 && state.message === null) {
        say(state, { text: FIRST_MOVE_HINT, tone: 'info' });
        redraw();
      }
      rememberGame({ id: state.gameId, game: board.game.id, side: state.seat.side, names: playerNames(state.latest) });
      void startNotes(byId('notes'), request);
      void startSeatPlayer(byId('seat-player'), request, () => state.latest.status === 'finished');
      if (state.latest.clock && state.latest.status === 'ongoing') void startReminders(byId('reminders'), request);
      void startPushPanel(byId('push'), state.gameId, state.seat.side, request);
      void startChatChannels(byId('chat-channels'), request, (side) => playerName(state.latest, board.game, side));
      const { side } = state.seat;
      // Messages are between people: a game against the computer has no panel.
      if (!Object.values(state.latest.players).some((player) => player.computer))
        void startMessages(
          byId('messages'),
          request,
          side,
          (each) => playerName(state.latest, board.game, each),
          state.gameId,
        ).then((panel) => {
          messages = panel;
        });
    }
  });
  // The clock's words ("3 hours left") age without any change of state: only they are redrawn,
  // and read out when the reader's own time runs low.
  const warned = new Set<string>();
  const checkClock = (): void => {
    const warning = clockWarning(state.latest, state.seat.side, Date.now());
    if (warning && !warned.has(warning.key)) {
      warned.add(warning.key);
      say(state, { text: warning.text, tone: 'info' });
      redraw();
    }
  };
  setInterval(() => {
    renderClock(state.latest, board.game);
    checkClock();
  }, 30_000);
  void state.seat.check().then(checkClock);
  return page;
};

/** The analysis board's buttons, its list and its keys: ← → along a line, ↑ ↓ between variations. */
const connectAnalysis = <P, M>(analysis: AnalysisBoard<P, M>, page: GamePageApi<M>, tree: HTMLElement): void => {
  byId('analyse').addEventListener('click', () => page.analyse());
  byId('analysis-close').addEventListener('click', () => page.closeAnalysis());
  byId('analysis-delete').addEventListener('click', () => analysis.deleteCurrent());
  tree.addEventListener('click', (event) => {
    const id = (event.target as Element).closest<HTMLElement>('[data-node]')?.dataset.node;
    const node = id === undefined ? null : analysis.nodeOf(Number(id));
    if (node) analysis.go(node);
  });
  const lineField = byId<HTMLTextAreaElement>('analysis-line');
  const lineStatus = byId('analysis-line-status');
  // A word about the copy, gone after a while: it is about that click, not the line since.
  let copiedWords: ReturnType<typeof setTimeout> | undefined;
  const sayCopied = (words: string): void => {
    lineStatus.textContent = words;
    clearTimeout(copiedWords);
    copiedWords = setTimeout(() => {
      if (lineStatus.textContent === words) lineStatus.textContent = '';
    }, 8_000);
  };
  byId('analysis-copy').addEventListener('click', () => {
    const text = analysis.lineText();
    lineField.value = text;
    sayCopied('The line up to this move is in the box above.');
    void navigator.clipboard?.writeText(text).then(
      () => sayCopied('Copied the line up to this move; it is also in the box above.'),
      () => undefined,
    );
  });
  byId('analysis-paste').addEventListener('click', () => {
    if (analysis.paste(lineField.value)) lineStatus.textContent = '';
  });
  const NAV_KEYS: Readonly<Record<string, string>> = {
    first: 'Home',
    prev: 'ArrowLeft',
    next: 'ArrowRight',
    last: 'End',
  };
  addEventListener(
    'click',
    (event) => {
      const nav = (event.target as Element).closest<HTMLElement>('[data-nav]')?.dataset.nav;
      if (!analysis.open || nav === undefined) return;
      event.stopPropagation();
      analysis.key(NAV_KEYS[nav] ?? '');
    },
    { capture: true },
  );
  // Before the game's history keys (on the document): while analysing, the keys are the tree's.
  addEventListener(
    'keydown',
    (event) => {
      if (!analysis.open || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, [contenteditable="true"], #board')) return;
      if (analysis.key(event.key)) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    { capture: true },
  );
};
