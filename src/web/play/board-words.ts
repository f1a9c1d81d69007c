/**
 * The board in words, for a player who cannot see the picture: a table of every space
 * (board-table.ts) that plays like the board, questions about the position answered in
 * a sentence or two (board-questions.ts), and the choice to show it, kept in this browser
 * for every game (`orrery:board-words`), since whoever needs it needs it everywhere.
 */
import type { BoardGame } from '../games/board-game.ts';
import { boardTableHtml, type SpaceInWords } from './board-table.ts';
import { answerQuestion, type QuestionContext } from './board-questions.ts';

const SETTING = 'orrery:board-words';

const wanted = (): boolean => {
  try {
    return localStorage.getItem(SETTING) === 'on';
  } catch {
    return false;
  }
};

const keep = (on: boolean): void => {
  try {
    if (on) localStorage.setItem(SETTING, 'on');
    else localStorage.removeItem(SETTING);
  } catch {
    // Private windows: the choice lasts as long as the page.
  }
};

export interface BoardWordsElements {
  readonly section: HTMLElement;
  readonly toggle: HTMLButtonElement;
  readonly grid: HTMLElement;
  readonly form: HTMLFormElement;
  readonly input: HTMLInputElement;
  readonly answer: HTMLElement;
}

/** What the table shows now: the position and what the page marks on it. */
export interface BoardWordsView<P> {
  readonly position: P;
  readonly flipped: boolean;
  readonly selected: string | null;
  readonly landings: readonly string[];
  readonly movable: ReadonlySet<string>;
}

export class BoardWords<P, M> {
  readonly #board: BoardGame<P, M>;
  readonly #elements: BoardWordsElements;
  #open = wanted();
  #drawn = '';

  /**
   * `onTap` taps a space as the board does; `context` gives what a question is asked
   * against now (null before the position is known).
   */
  constructor(
    board: BoardGame<P, M>,
    elements: BoardWordsElements,
    onTap: (square: string) => void,
    context: () => QuestionContext<P, M> | null,
    redraw: () => void,
  ) {
    this.#board = board;
    this.#elements = elements;
    elements.toggle.addEventListener('click', () => {
      this.#open = !this.#open;
      keep(this.#open);
      redraw();
      if (this.#open) elements.section.querySelector<HTMLElement>('h2')?.focus();
    });
    elements.grid.addEventListener('click', (event) => {
      const square = (event.target as Element).closest<HTMLElement>('[data-space]')?.dataset.space;
      if (square !== undefined) onTap(square);
    });
    elements.form.addEventListener('submit', (event) => {
      event.preventDefault();
      const asked = context();
      const text = elements.input.value;
      const answer = asked === null ? null : answerQuestion(text, asked);
      // Written anew each time, so the same answer twice is read out twice.
      elements.answer.textContent = '';
      requestAnimationFrame(() => {
        elements.answer.textContent =
          answer ?? `“${text.trim()}” is not a question this board knows. Type help for the list.`;
      });
    });
  }

  /** Shows the table of `view` when open; redrawn only when what it shows changed. */
  render(view: BoardWordsView<P> | null, squares: readonly string[]): void {
    const { section, toggle, grid } = this.#elements;
    section.hidden = !this.#open;
    toggle.setAttribute('aria-expanded', String(this.#open));
    if (!this.#open || view === null) return;
    const spaces: SpaceInWords[] = squares.map((square) => {
      const piece = this.#board.pieceWords(view.position, square);
      const faces = this.#board.spaceWords?.(view.position, square) ?? null;
      const marks = [
        ...(view.selected === square ? ['selected'] : []),
        ...(view.landings.includes(square) ? ['a landing'] : []),
        ...(view.movable.has(square) ? ['can move'] : []),
      ];
      return { square, piece, more: faces, marks };
    });
    const html = boardTableHtml(
      spaces,
      this.#board.tableWords,
      `${this.#board.game.name}: each ${this.#board.tableWords.row} a row, each ${this.#board.tableWords.column} a column`,
      view.flipped,
    );
    if (html === this.#drawn) return;
    // The space with focus keeps it across a redraw.
    const focused = (document.activeElement as HTMLElement | null)?.dataset?.space;
    this.#drawn = html;
    grid.innerHTML = html;
    if (focused !== undefined) grid.querySelector<HTMLElement>(`[data-space="${CSS.escape(focused)}"]`)?.focus();
  }
}
