/**
 * The game page in the browser: the board to play on, the move list to look back with,
 * live updates from the server, and a seated player's controls. The page arrives
 * complete from the server; this takes it over. Every rule comes from the engine.
 */
import type { MoveOption } from '../../engine/game.ts';
import { callApi } from '../api.ts';
import type { BoardGame } from '../games/board-game.ts';
import { LiveFeed } from '../live.ts';
import type { GamePageData, GameStateView } from '../shared/game-state.ts';
import { playerName, sideName, statusText } from '../shared/game-words.ts';
import { BoardView } from './board-view.ts';
import { showChooser } from './chooser.ts';
import { GameRecord } from './game-record.ts';
import { HistoryView } from './history-view.ts';
import {
  IDLE,
  choose,
  marksOf,
  tap,
  typed,
  type Message,
  type Selection,
  type TapContext,
  type TapResult,
} from './move-input.ts';
import { renderClock, renderPanel } from './panel-view.ts';
import { SeatControls, type SeatAction } from './seat-controls.ts';
import { SeatSession } from './seat-session.ts';

const byId = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no #${id}`);
  return element as T;
};

const DONE: Readonly<Record<string, string>> = {
  resign: 'You resigned.',
  'draw:offer': 'Draw offered: it stands until your opponent answers or moves.',
  'draw:accept': 'Draw agreed.',
  'draw:decline': 'Done: no draw offer stands.',
  'vacation:start': 'Your clock is stopped: enjoy your vacation.',
  'vacation:end': 'Welcome back: your clock runs again.',
  notify: 'Your email preference is saved.',
};
const doneWords = (action: SeatAction): string =>
  DONE['action' in action ? `${action.kind}:${action.action}` : action.kind] ?? 'Done.';

/** Refusals that mean the page is behind the game: it catches up rather than retrying. */
const BEHIND = new Set(['ERR_STALE_PLY', 'ERR_ALREADY_PLAYED', 'ERR_NOT_YOUR_TURN', 'ERR_GAME_OVER']);

const CONNECTION_WORDS = { connecting: 'Connecting…', open: 'Live', closed: 'Offline: reconnecting…' } as const;

export const startGamePage = <P, M>(board: BoardGame<P, M>): void => {
  const { game } = board;
  const data = JSON.parse(byId('orrery-game').textContent ?? '{}') as GamePageData;
  let latest: GameStateView = data.state;
  const { id: gameId, variant } = latest;
  const sides = game.sides.map((side) => side.id);

  const parse = (text: string): P => {
    const parsed = game.parsePosition(text);
    if (!parsed.ok) throw new Error(`the server sent a position the engine cannot read: ${parsed.error.message}`);
    return parsed.value;
  };
  const start = parse(latest.start);
  const firstMover: 0 | 1 = game.toMove(start) === sides[0] ? 0 : 1;
  const record = new GameRecord(game, variant, start, latest.moves);
  record.know(latest.ply, parse(latest.position));
  if (data.before !== null && latest.ply > 0) record.know(latest.ply - 1, parse(data.before));

  const seat = new SeatSession(gameId, sides);
  let viewed = record.ply;
  let selection: Selection<M> = IDLE;
  let flipped = seat.side === sides[1];
  let sending = false;
  let busy = false;

  const boardElement = byId('board');
  const messageElement = byId('message');
  const chooserElement = byId('chooser');
  const notationInput = byId<HTMLInputElement>('notation-input');

  const say = (message: Message | null): void => {
    messageElement.textContent = message?.text ?? '';
    messageElement.dataset.tone = message?.tone ?? 'info';
  };

  const atLatest = (): boolean => viewed === record.ply;
  const myTurn = (): boolean => latest.status === 'ongoing' && latest.toMove !== null && latest.toMove === seat.side;

  /** Why this reader cannot move now, in a sentence; null when they can. */
  const blocked = (): string | null => {
    if (latest.status === 'finished') return `The game is over. ${statusText(latest, game)}.`;
    if (!atLatest())
      return `You are looking at an earlier position (after move ${viewed} of ${record.ply}). Press End or ⏭ to return to the game.`;
    const side = seat.side;
    if (side === null) return 'You are watching this game: only the players’ seat links can move.';
    if (!myTurn() && latest.toMove)
      return `It is ${playerName(latest, game, latest.toMove)}’s turn (${sideName(game, latest.toMove)}); you play ${sideName(game, side)}. Their move will appear here.`;
    return null;
  };

  const context = (): TapContext<P, M> | null => {
    const position = record.positionAt(record.ply);
    if (position === null) return null;
    return { board, position, variant, blocked: blocked(), isSquare: (name) => boardView.has(name) };
  };

  // ---- drawing ----------------------------------------------------------------------

  const renderBoard = (): void => {
    const position = record.positionAt(viewed);
    if (position === null) return;
    const before = viewed > 0 ? record.positionAt(viewed - 1) : null;
    const highlight = before ? board.moveSquares(game.makePosition(before), record.moves[viewed - 1]!) : [];
    const marks = marksOf(atLatest() ? selection : IDLE);
    const movable =
      atLatest() && myTurn() && selection.stage === 'idle'
        ? new Set(game.movableSquares(position, variant))
        : new Set<string>();
    const svg = board.picture({
      game: game.id,
      position: game.makePosition(position),
      flipped,
      highlight,
      ...marks,
      mode: 'page',
    });
    boardView.draw(
      svg,
      (square) => (movable.has(square) ? '; can move' : ''),
      marks.selected ?? [...movable][0] ?? null,
    );
    boardElement.dataset.flipped = String(flipped);
  };

  const renderSeat = (): void => {
    renderPanel(latest, game, seat.side, myTurn());
    seatControls.render({ state: latest, side: seat.side, notify: seat.emails, busy });
  };

  const renderChooser = (): void => {
    const position = record.positionAt(record.ply);
    if (position === null) return;
    const focus = showChooser(chooserElement, selection, board, position, variant, chooserHandlers, sending);
    // Board choices are made on the board: leave it where it is.
    if (!chooserElement.hidden && !(selection.stage === 'choice' && selection.onBoard))
      chooserElement.scrollIntoView({ block: 'nearest' });
    if (focus && !chooserElement.contains(document.activeElement)) focus.focus({ preventScroll: true });
  };

  const render = (): void => {
    renderBoard();
    historyView.render(record.moves, firstMover, viewed);
    renderSeat();
    renderChooser();
  };

  // ---- moving -----------------------------------------------------------------------

  const apply = (result: TapResult<M>): void => {
    selection = result.selection;
    // A choice or a confirmation speaks from its own panel.
    say(selection.stage === 'choice' || selection.stage === 'confirm' ? null : result.message);
    render();
  };

  const focusBoard = (): void => boardElement.querySelector<SVGGElement>('[tabindex="0"]')?.focus();

  const cancel = (): void => {
    if (selection.stage === 'idle') return;
    apply({ selection: IDLE, message: { text: 'Move cancelled.', tone: 'info' } });
    focusBoard();
  };

  const withContext = (step: (tapContext: TapContext<P, M>) => TapResult<M>): void => {
    const tapContext = context();
    if (tapContext !== null) apply(step(tapContext));
  };

  const chooserHandlers = {
    onChoose: (option: MoveOption<M>) => withContext((tapContext) => choose(selection, option, tapContext)),
    onConfirm: () => void sendMove(),
    onCancel: cancel,
  };

  const boardView = new BoardView(boardElement, {
    onTap: (square) => withContext((tapContext) => tap(selection, square, tapContext)),
    onCancel: cancel,
  });

  byId<HTMLFormElement>('notation-form').addEventListener('submit', (event) => {
    event.preventDefault();
    withContext((tapContext) => typed(notationInput.value, tapContext));
    if (selection.stage === 'confirm') notationInput.value = '';
  });

  /** Fetches the whole state again: after a refusal that says the page is behind, or a gap in the updates. */
  const resync = async (): Promise<void> => {
    const answer = await callApi<GameStateView>('GET', `/api/games/${gameId}`);
    if (answer.ok) applyState(answer.value, 'sync');
  };

  const sendMove = async (): Promise<void> => {
    if (selection.stage !== 'confirm' || sending) return;
    const notation = selection.option.notation;
    sending = true;
    renderChooser();
    const answer = await seat.sendMove(notation, record.ply);
    sending = false;
    if (answer.ok) {
      selection = IDLE;
      say({ text: `You played ${notation}.`, tone: 'info' });
      applyState(answer.value, 'own-move');
      focusBoard();
    } else if (BEHIND.has(answer.error.code)) {
      selection = IDLE;
      say({ text: `${answer.error.message} The board has been brought up to date.`, tone: 'problem' });
      await resync();
    } else {
      say({
        text:
          seat.side === null
            ? `${answer.error.message} This device no longer holds a seat in this game.`
            : answer.error.message,
        tone: 'problem',
      });
      render();
    }
  };

  // ---- history ----------------------------------------------------------------------

  const historyView = new HistoryView(byId('moves'), byId('history-note'), (ply) => {
    if (ply === viewed) return;
    viewed = ply;
    selection = IDLE;
    say(null);
    render();
  });

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') cancel();
  });

  byId('flip').addEventListener('click', () => {
    flipped = !flipped;
    renderBoard();
  });

  // ---- updates from the server ------------------------------------------------------

  /** Takes in a state from the server: a move answer, a live update, or a whole state. */
  const applyState = (state: GameStateView, why: 'own-move' | 'live' | 'sync'): void => {
    if (state.ply < record.ply && state.movesFrom > 0) return;
    const followed = atLatest();
    const before = record.ply;
    if (state.movesFrom === 0) record.replaceMoves(state.moves);
    else if (!record.append(state.movesFrom, state.moves) || record.ply !== state.ply) {
      feed.sync();
      return;
    }
    record.know(state.ply, parse(state.position));
    latest = state;
    if (state.ply !== before) selection = IDLE;
    if (followed || why === 'own-move') viewed = record.ply;
    if (why === 'live' && state.ply > before && state.lastMove && state.lastMove.side !== seat.side) {
      const mover = playerName(state, game, state.lastMove.side);
      say({
        text: `${mover} played ${state.lastMove.notation}.${myTurn() ? ' Your turn.' : ''}${followed ? '' : ' Press End to see it.'}`,
        tone: 'info',
      });
    } else if (why === 'live' && state.status === 'finished') {
      say({ text: `${statusText(state, game)}.`, tone: 'info' });
    }
    render();
  };

  const feed = new LiveFeed(`/api/games/${gameId}/live`, {
    since: () => record.ply,
    onMessage: (message) =>
      applyState(message.state, message.type === 'state' && message.state.movesFrom === 0 ? 'sync' : 'live'),
    onStatus: (status) => {
      const element = byId('connection');
      element.textContent = CONNECTION_WORDS[status];
      element.dataset.status = status;
    },
  });

  // ---- the seat's other actions -----------------------------------------------------

  const onSeatAction = async (action: SeatAction): Promise<void> => {
    busy = true;
    renderSeat();
    const answer = await seat.act(action);
    busy = false;
    if (!answer.ok) {
      const lost = seat.side === null ? ' This device no longer holds a seat in this game.' : '';
      say({ text: `${answer.error.message}${lost}`, tone: 'problem' });
      render();
      return;
    }
    say({ text: doneWords(action), tone: 'info' });
    if (answer.value) applyState(answer.value, 'sync');
    else renderSeat();
  };

  const seatControls = new SeatControls(byId('seat-actions'), byId('notify'), (action) => void onSeatAction(action));

  render();
  feed.start();
  void seat.check().then((valid) => {
    if (!valid)
      say({
        text: 'The seat link kept on this device is not valid for this game any more; you are watching.',
        tone: 'problem',
      });
    render();
  });
  setInterval(() => renderClock(latest, game), 30_000);
};
