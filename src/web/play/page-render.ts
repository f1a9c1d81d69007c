/**
 * The game page drawn from its state: the board with the last move, the selection and the
 * pieces that can move; the move list; the players, clock and seat controls; the chooser
 * that finishes a move; what the page last said. It reads the state and writes the page,
 * and is run at most once a frame (redraw.ts).
 */
import type { MoveOption } from '../../engine/game.ts';
import type { BoardView } from './board-view.ts';
import { showChooser, type ChooserHandlers } from './chooser.ts';
import type { HistoryView } from './history-view.ts';
import { IDLE, marksOf } from './move-input.ts';
import { analysing, atLatest, myTurn, type GamePageState } from './page-state.ts';
import { renderPanel } from './panel-view.ts';
import type { SeatControls } from './seat-controls.ts';
import type { RematchPanel } from './rematch-panel.ts';
import { REPLAY_LIMIT } from './game-record.ts';
import { writeWithTerms } from './terms.ts';
import { describeMove } from '../../shared/played-words.ts';
import type { BoardWords } from './board-words.ts';
import { proposalWords } from './chooser.ts';
import { escapeHtml } from '../../shared/html.ts';

/**
 * The legal moves as the move box's completions, each with what it would do, on the
 * reader's turn at the latest position (none otherwise); written when the position changes.
 */
const renderLegalMoves = <P, M>(state: GamePageState<P, M>, list: HTMLElement, drawn: unknown): unknown => {
  const position = atLatest(state) && myTurn(state) ? state.record.positionAt(state.record.ply) : null;
  if (position === drawn) return drawn;
  const { board, variant } = state;
  list.innerHTML =
    position === null
      ? ''
      : board.game
          .legalMoves(position, variant)
          .map((move) => {
            const notation = board.game.makeMove(position, move);
            const words = proposalWords(board, position, variant, { move, notation, kind: 'typed' });
            return `<option value="${escapeHtml(notation)}">${escapeHtml(words)}</option>`;
          })
          .join('');
  return position;
};

/** The board in words, drawn from the position on the board and what is marked on it. */
const renderBoardWords = <P, M>(state: GamePageState<P, M>, views: GamePageViews<M>): void => {
  const position = state.record.positionAt(state.viewed, REPLAY_LIMIT);
  const latest = atLatest(state);
  const selection = latest ? state.selection : IDLE;
  const marks = marksOf(selection);
  const movable =
    position !== null && latest && myTurn(state) && selection.stage === 'idle'
      ? new Set(state.board.game.movableSquares(position, state.variant))
      : new Set<string>();
  (views.boardWords as unknown as BoardWords<P, M>).render(
    position === null
      ? null
      : { position, flipped: state.flipped, selected: marks.selected, landings: marks.targets, movable },
    views.boardView.squares(),
  );
};

/**
 * What each move did, replayed by the engine from the position before it when the page
 * holds that position (never a long replay), and kept by ply and move: a list written
 * again after each move replays only the new one.
 */
const moveDescriber = <P, M>(state: GamePageState<P, M>): ((ply: number) => string) => {
  const known = new Map<string, string>();
  return (ply) => {
    const notation = state.record.moveTo(ply);
    if (notation === undefined) return '';
    const key = `${ply} ${notation}`;
    const kept = known.get(key);
    if (kept !== undefined) return kept;
    const before = state.record.positionAt(ply - 1, REPLAY_LIMIT);
    if (before === null) return '';
    const words = describeMove(state.board.game, before, state.variant, notation);
    known.set(key, words);
    return words;
  };
};

/** The parts of the page the renderer writes into. */
export interface GamePageViews<M> {
  readonly boardElement: HTMLElement;
  readonly boardView: BoardView;
  readonly historyView: HistoryView;
  readonly seatControls: SeatControls;
  readonly rematchPanel: RematchPanel;
  readonly chooserElement: HTMLElement;
  readonly chooserHandlers: ChooserHandlers<M>;
  readonly messageElement: HTMLElement;
  /** The board in words: a table of the spaces, drawn when the reader has it open. */
  readonly boardWords: BoardWords<unknown, M>;
  /** The move box's completions: the legal moves on the reader's turn. */
  readonly legalMoves: HTMLElement;
  /** The log a screen reader reads out: each thing the page says, added once, in order. */
  readonly spokenLog: HTMLElement;
  /** Draws the analysis board (its board, tree and panel) when open, and hides it when not. */
  readonly renderAnalysis: (flipped: boolean) => void;
  readonly notationForm: HTMLElement;
}

/**
 * The board shows the position looked at, with the move that made it; while a move waits
 * for confirmation, the position that move would make instead, with the move marked, so
 * a player sees what they are about to send.
 */
const renderBoard = <P, M>(
  state: GamePageState<P, M>,
  views: GamePageViews<M>,
  drawn: readonly unknown[],
): readonly unknown[] => {
  const { board, record, viewed, variant, flipped } = state;
  const { game } = board;
  // Never a long replay: the page's API fetches what is missing, and draws again then.
  const position = record.positionAt(viewed, REPLAY_LIMIT);
  if (position === null) return drawn;
  const before = viewed > 0 ? record.positionAt(viewed - 1, REPLAY_LIMIT) : null;
  // The move's highlight needs the position before it: while that is on its way (the
  // page's API asked for it with this one), wait for it rather than draw twice.
  if (viewed > 0 && before === null && record.missing(viewed - 1) !== null && record.moveTo(viewed) !== undefined)
    return drawn;
  const latest = atLatest(state);
  const notation = record.moveTo(viewed);
  // Positions are kept objects, so the same inputs mean the same picture: a redraw for
  // something else (a position fetched ahead for later steps, moves fetched for the list,
  // the clock) leaves the board and its focus alone.
  const shows = [game, position, before, notation, flipped, latest, latest && myTurn(state), state.selection];
  if (shows.length === drawn.length && shows.every((part, index) => part === drawn[index])) return drawn;
  const selection = latest ? state.selection : IDLE;
  const proposal = selection.stage === 'confirm' ? previewOf(board, position, variant, selection.option) : null;
  const highlight = proposal
    ? proposal.squares
    : before && notation !== undefined
      ? board.moveSquares(game.makePosition(before), notation)
      : [];
  const marks = proposal ? marksOf(IDLE) : marksOf(selection);
  const movable =
    latest && myTurn(state) && state.selection.stage === 'idle'
      ? new Set(game.movableSquares(position, variant))
      : new Set<string>();
  const parts = board.parts({
    game: game.id,
    position: game.makePosition(proposal ? proposal.position : position),
    flipped,
    highlight,
    ...marks,
    mode: 'page',
    ...(proposal ? { label: proposal.label } : {}),
  });
  // What a finger most likely means: a piece that can move, or where the selected one may go.
  const likely = state.selection.stage === 'idle' ? movable : new Set([...marks.targets, ...marks.choices]);
  views.boardView.draw(
    parts,
    (square) => (movable.has(square) ? '; can move' : ''),
    proposal ? (proposal.squares.at(-1) ?? null) : (marks.selected ?? [...movable][0] ?? null),
    latest ? likely : new Set(),
  );
  views.boardElement.dataset.flipped = String(flipped);
  views.boardElement.dataset.preview = String(proposal !== null);
  // Which position the board shows, for tests and benchmarks that wait for a step to be drawn.
  views.boardElement.dataset.ply = String(viewed);
  renderInspector(state, position, latest);
  return shows;
};

/** The selected piece drawn large, where the game offers it (ADIX's cube faces); redrawn when it changes. */
const renderInspector = <P, M>(state: GamePageState<P, M>, position: P, latest: boolean): void => {
  const inspector = document.getElementById('piece-inspector');
  if (!inspector) return;
  const { selection, board, flipped } = state;
  const from = latest && selection.stage !== 'idle' ? selection.from : null;
  const key = from === null ? '' : `${from}|${board.game.makePosition(position)}|${flipped}`;
  if (inspector.dataset.key === key) return;
  inspector.dataset.key = key;
  const picture = from !== null && board.inspect ? board.inspect(position, from, flipped) : null;
  inspector.hidden = picture === null;
  if (picture === null) {
    inspector.replaceChildren();
    return;
  }
  const caption = document.createElement('figcaption');
  caption.textContent = picture.caption;
  inspector.innerHTML = picture.svg;
  inspector.append(caption);
};

/** The position a move waiting for confirmation would make, the squares it touches and the board's title. */
const previewOf = <P, M>(
  board: GamePageState<P, M>['board'],
  position: P,
  variant: string,
  option: MoveOption<M>,
): { position: P; squares: string[]; label: string } | null => {
  const played = board.game.play(position, variant, option.move);
  if (!played.ok) return null;
  return {
    position: played.value.position,
    squares: board.moveSquares(board.game.makePosition(position), option.notation),
    label: `The board if ${option.notation} is played (not sent yet)`,
  };
};

/** Redrawn only when what it shows changed, so turning the board does not move focus into it. */
const renderChooser = <P, M>(state: GamePageState<P, M>, views: GamePageViews<M>): void => {
  const { record, board, variant, sending } = state;
  const { chooserElement, chooserHandlers } = views;
  const analysis = analysing(state);
  // While analysing, the choice is the analysis board's, in its position.
  const selection = analysis ? analysis.selection : state.selection;
  const position = analysis ? analysis.positionOf(analysis.current) : record.positionAt(record.ply);
  if (position === null) return;
  const focus = showChooser(chooserElement, selection, board, position, variant, chooserHandlers, sending);
  // Board choices are made on the board: leave it where it is.
  if (!chooserElement.hidden && !(selection.stage === 'choice' && selection.onBoard))
    chooserElement.scrollIntoView({ block: 'nearest' });
  if (focus && !chooserElement.contains(document.activeElement)) focus.focus({ preventScroll: true });
};

/**
 * While analysing, the analysis panel and the move box lead the side column: on a phone
 * they follow the board at once instead of a screen or two below it. They are moved in
 * the document, not only drawn first, so the keyboard's order is the order seen.
 */
const leadWhileAnalysing = (notationForm: HTMLElement, analysing: boolean): void => {
  const panel = notationForm.parentElement;
  const analysis = panel?.querySelector<HTMLElement>(':scope > .analysis-section');
  if (!panel || !analysis) return;
  const leading = panel.firstElementChild === analysis;
  if (analysing === leading) return;
  if (analysing) {
    // Where they go back to: the notation form's place is marked once.
    if (!notationForm.previousElementSibling?.matches('[data-form-home]')) {
      const home = document.createElement('template');
      home.dataset.formHome = '';
      notationForm.before(home);
    }
    panel.prepend(analysis, notationForm);
  } else {
    const home = panel.querySelector(':scope > [data-form-home]');
    if (home) home.after(notationForm, analysis);
  }
};

/** Entries the spoken log keeps: what was read out long ago need not stay in the page. */
const SPOKEN_KEPT = 20;

/**
 * Adds what was said since `drawn` to the spoken log (a polite live region whose additions
 * are read out in order), each once; returns how many are drawn now.
 */
const speak = (log: HTMLElement, spoken: readonly string[], drawn: number): number => {
  for (const text of spoken.slice(drawn)) {
    const entry = document.createElement('p');
    entry.textContent = text;
    log.append(entry);
  }
  while (log.childElementCount > SPOKEN_KEPT) log.firstElementChild?.remove();
  return spoken.length;
};

/** The function that draws the whole page from `state`. */
export const gamePageRenderer = <P, M>(state: GamePageState<P, M>, views: GamePageViews<M>): (() => void) => {
  let saidDrawn = 0;
  let spokenDrawn = 0;
  let legalDrawn: unknown = null;
  const describe = moveDescriber(state);
  let chooserDrawn: readonly unknown[] = [];
  let boardDrawn: readonly unknown[] = [];
  return () => {
    const analysis = analysing(state);
    // The move list first: it measures the list before anything is written this frame, so a
    // step through the history forces no layout (history-view.ts, #scrollTarget).
    views.historyView.render(state.record.knownMoves, state.record.movesFrom, state.firstMover, state.viewed, describe);
    // The analysis board draws on the same board: once it closes, the game's is drawn anew.
    boardDrawn = analysis ? [] : renderBoard(state, views, boardDrawn);
    renderPanel(state.latest, state.board.game, state.seat.side, myTurn(state));
    views.seatControls.render({
      state: state.latest,
      side: state.seat.side,
      notify: state.seat.emails,
      busy: state.busy,
    });
    views.rematchPanel.render({ state: state.latest, side: state.seat.side, busy: state.busy });
    // After the list and the panel: while open, the analysis board has their buttons and notes.
    views.renderAnalysis(state.flipped);
    // Typing a move works on the analysis board for watchers too.
    if (analysis) views.notationForm.hidden = false;
    leadWhileAnalysing(views.notationForm, analysis !== null);
    const chooserShows = [state.selection, state.sending, state.record.ply, analysis?.selection, analysis?.current];
    if (chooserShows.some((part, index) => part !== chooserDrawn[index])) {
      chooserDrawn = chooserShows;
      renderChooser(state, views);
    }
    if (state.said !== saidDrawn) {
      saidDrawn = state.said;
      writeWithTerms(views.messageElement, state.message?.text ?? '', state.board.game.id);
      views.messageElement.dataset.tone = state.message?.tone ?? 'info';
    }
    spokenDrawn = speak(views.spokenLog, state.spoken, spokenDrawn);
    if (!analysis) renderBoardWords(state, views);
    legalDrawn = renderLegalMoves(state, views.legalMoves, legalDrawn);
  };
};
