/**
 * The analysis board drawn into the game page: its position on the board (the last move
 * of the line highlighted, the pieces that can move), the tree of variations with the
 * current move marked, and where the analysis is kept. Run from the page's one render.
 */
import type { BoardView } from '../play/board-view.ts';
import { marksOf } from '../play/move-input.ts';
import { ANALYSIS_MAX_MOVES } from '../../shared/seat-papers.ts';
import type { AnalysisBoard } from './analysis-board.ts';
import { treeHtml } from './analysis-view.ts';

export interface AnalysisViews {
  readonly boardElement: HTMLElement;
  readonly boardView: BoardView;
  /** The analysis panel, and the game's move list it stands in for while open. */
  readonly section: HTMLElement;
  readonly movesSection: HTMLElement;
  readonly tree: HTMLElement;
  readonly status: HTMLElement;
  readonly deleteButton: HTMLButtonElement;
  readonly openButton: HTMLButtonElement;
}

const SAVE_WORDS = {
  idle: '',
  loading: 'Loading your analysis…',
  waiting: 'Not saved yet…',
  saving: 'Saving…',
  saved: 'Saved.',
  problem: 'Not saved: ',
} as const;

export const analysisRenderer = <P, M>(analysis: AnalysisBoard<P, M>, views: AnalysisViews) => {
  let treeDrawn = -1;
  let currentDrawn = -1;
  return (flipped: boolean): void => {
    const { open } = analysis;
    views.section.hidden = !open;
    views.movesSection.hidden = open;
    views.openButton.hidden = open;
    document.getElementById('game')!.dataset.analysis = String(open);
    if (!open) return;
    renderBoard(analysis, views, flipped);
    const note = document.getElementById('history-note')!;
    note.textContent = 'Analysis: the game is not changed';
    note.hidden = false;
    // The history buttons walk the line shown (game-page.ts sends their clicks here).
    const enable = (name: string, enabled: boolean): void => {
      const button = document.querySelector<HTMLButtonElement>(`[data-nav="${name}"]`);
      if (button) button.disabled = !enabled;
    };
    const { current } = analysis;
    enable('first', current.parent !== null);
    enable('prev', current.parent !== null);
    enable('next', current.children.length > 0);
    enable('last', current.children.length > 0);
    if (treeDrawn !== analysis.version) {
      treeDrawn = analysis.version;
      currentDrawn = -1;
      views.tree.innerHTML = treeHtml(analysis.root, firstMoverOf(analysis), (node) => analysis.idOf(node));
    }
    const currentId = analysis.current.move === null ? 0 : analysis.idOf(analysis.current);
    if (currentId !== currentDrawn) {
      currentDrawn = currentId;
      views.tree.querySelector('[aria-current]')?.removeAttribute('aria-current');
      const button = views.tree.querySelector<HTMLElement>(`[data-node="${currentId}"]`);
      button?.setAttribute('aria-current', 'step');
      if (button) keepInView(views.tree, button);
    }
    views.deleteButton.disabled = analysis.current.game;
    const save =
      analysis.saveStatus === 'problem'
        ? `${SAVE_WORDS.problem}${analysis.saveProblem}`
        : SAVE_WORDS[analysis.saveStatus];
    views.status.textContent = `${analysis.moves} of ${ANALYSIS_MAX_MOVES} moves, ${analysis.where}. ${save}`.trim();
    views.status.dataset.tone = analysis.saveStatus === 'problem' ? 'problem' : 'info';
  };
};

const firstMoverOf = <P, M>(analysis: AnalysisBoard<P, M>): 0 | 1 => {
  const start = analysis.positionOf(analysis.root);
  const { game } = analysis.board;
  return start !== null && game.toMove(start) === game.sides[1].id ? 1 : 0;
};

/** Scrolls the list itself, never the page. */
const keepInView = (list: HTMLElement, button: HTMLElement): void => {
  const top = button.offsetTop - list.offsetTop;
  if (top < list.scrollTop || top + button.offsetHeight > list.scrollTop + list.clientHeight)
    list.scrollTop = top - list.clientHeight / 2;
};

const renderBoard = <P, M>(analysis: AnalysisBoard<P, M>, views: AnalysisViews, flipped: boolean): void => {
  const { board, variant, current } = analysis;
  const { game } = board;
  const position = analysis.positionOf(current);
  if (position === null) return;
  const before = current.parent ? analysis.positionOf(current.parent) : null;
  const highlight = before !== null && current.move ? board.moveSquares(game.makePosition(before), current.move) : [];
  const marks = marksOf(analysis.selection);
  const movable =
    analysis.selection.stage === 'idle' && !game.outcome(position, variant)
      ? new Set(game.movableSquares(position, variant))
      : new Set<string>();
  const parts = board.parts({
    game: game.id,
    position: game.makePosition(position),
    flipped,
    highlight,
    ...marks,
    mode: 'page',
  });
  // What a finger most likely means, as on the game page: a piece that can move, or where the selected one may go.
  const likely = analysis.selection.stage === 'idle' ? movable : new Set([...marks.targets, ...marks.choices]);
  views.boardView.draw(
    parts,
    (square) => (movable.has(square) ? '; can move' : ''),
    marks.selected ?? [...movable][0] ?? null,
    likely,
  );
  views.boardElement.dataset.flipped = String(flipped);
};
