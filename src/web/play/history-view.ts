/**
 * Looking back through a game: the move list (each move a button that shows the position
 * after it), the ⏮ ◀ ▶ ⏭ buttons, and the ← → Home End keys anywhere on the page except
 * in a text field or on the board, where arrows move between squares.
 */
import { movesHtml } from '../../shared/game-panel.ts';

const KEYS: Readonly<Record<string, string>> = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' };

export class HistoryView {
  readonly #list: HTMLElement;
  readonly #note: HTMLElement;
  readonly #onView: (ply: number) => void;
  #viewed = 0;
  #count = 0;
  /** What the list shows now, so a tap on the board does not rewrite a long game's list. */
  #drawn = '';

  constructor(list: HTMLElement, note: HTMLElement, onView: (ply: number) => void) {
    this.#list = list;
    this.#note = note;
    this.#onView = onView;
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-nav]'))
      button.addEventListener('click', () => this.#navigate(button.dataset.nav!));
    list.addEventListener('click', (event) => {
      const ply = (event.target as Element).closest<HTMLElement>('[data-ply]')?.dataset.ply;
      if (ply !== undefined) onView(Number(ply));
    });
    document.addEventListener('keydown', (event) => {
      const target = event.target as HTMLElement;
      if (
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        target.closest('input, textarea, select, [contenteditable="true"]')
      )
        return;
      const name = KEYS[event.key];
      if (name === undefined) return;
      event.preventDefault();
      this.#navigate(name);
    });
  }

  render(moves: readonly string[], firstMover: 0 | 1, viewed: number): void {
    this.#viewed = viewed;
    this.#count = moves.length;
    const key = `${moves.length}:${moves[moves.length - 1] ?? ''}:${viewed}`;
    if (key !== this.#drawn) {
      this.#drawn = key;
      this.#list.innerHTML = movesHtml(moves, firstMover, viewed);
      this.#scrollToCurrent();
    }
    const enable = (name: string, enabled: boolean): void => {
      const button = document.querySelector<HTMLButtonElement>(`[data-nav="${name}"]`);
      if (button) button.disabled = !enabled;
    };
    enable('first', viewed > 0);
    enable('prev', viewed > 0);
    enable('next', viewed < moves.length);
    enable('last', viewed < moves.length);
    const latest = viewed === moves.length;
    this.#note.textContent = latest ? '' : `Looking back: after move ${viewed} of ${moves.length}`;
    this.#note.hidden = latest;
  }

  #navigate(name: string): void {
    const target = { first: 0, prev: this.#viewed - 1, next: this.#viewed + 1, last: this.#count }[name];
    if (target !== undefined) this.#onView(Math.max(0, Math.min(this.#count, target)));
  }

  /** Keeps the current move in view by scrolling the list itself, never the page. */
  #scrollToCurrent(): void {
    const current = this.#list.querySelector<HTMLElement>('[aria-current]');
    const box = this.#list.parentElement;
    if (!current || !box) return;
    const top = current.offsetTop;
    if (top < box.scrollTop || top + current.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = top - box.clientHeight / 2;
  }
}
