/**
 * Looking back through a game: the move list (each move a button that shows the position
 * after it), the ⏮ ◀ ▶ ⏭ buttons, and the ← → Home End keys anywhere on the page except
 * in a text field or on the board, where arrows move between squares.
 *
 * A step changes two buttons, not the list: the list is written again only when the
 * moves change, or, in a long game, when the rows in view change. A long game's list
 * holds only the rows in view and a few around them, with padding standing for the rest,
 * so its cost does not grow with the game.
 */
import { moveRowCount, moveRowsHtml } from '../../shared/game-panel.ts';
import { afterMovesText, positionInGameText, recordMoveText } from '../../shared/move-words.ts';

/** What the move that made ply `ply` did, in words; empty when not known yet. */
export type DescribeMove = (ply: number) => string;

/** Where the history writes what the move looked at did: beside the list, and for a screen reader. */
export interface HistoryWords {
  /** Under the move list: the move on the board and what it did. */
  readonly moveWords: HTMLElement;
  /** A polite live region: each step through the history, read out as it lands. */
  readonly said: HTMLElement;
}

/** A scroll of the move list, measured before it is made. */
interface ScrollTarget {
  /** Where the list is scrolled now, and where it should be. */
  readonly from: number;
  readonly to: number;
  /** The height of the list's box, as measured. */
  readonly boxHeight: number;
}

const KEYS: Readonly<Record<string, string>> = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' };

/** Lists longer than this many rows show only the rows in view. */
const WHOLE_LIST_ROWS = 150;
/** Rows written beyond the ones in view, each way (even, so the stripes stay in step). */
const SPARE_ROWS = 16;

export class HistoryView {
  readonly #list: HTMLElement;
  readonly #note: HTMLElement;
  readonly #onView: (ply: number) => void;
  readonly #onMissing: (ply: number) => void;
  readonly #onRowsShown: (firstPly: number, lastPly: number) => void;
  readonly #words: HistoryWords | null;
  #describe: DescribeMove = () => '';
  /** The moves held: those after ply `#movesFrom`. */
  #moves: readonly string[] = [];
  #movesFrom = 0;
  #firstMover: 0 | 1 = 0;
  #viewed = 0;
  /** The ply last asked for: keys pressed faster than the page draws each count. */
  #target = 0;
  #count = 0;
  /** The moves the list was written for, and the rows it holds. */
  #drawnMoves = '';
  #drawnRows: readonly [number, number] = [0, 0];
  #rowHeight = 0;
  #scrollQueued = false;

  /**
   * `onMissing(ply)`: rows in view need the moves after `ply`, which the page has not
   * fetched yet. `onRowsShown(first, last)`: a long list now holds the moves that make
   * plies `first` to `last`, whose positions a click may ask for.
   */
  constructor(
    list: HTMLElement,
    note: HTMLElement,
    onView: (ply: number) => void,
    onMissing: (ply: number) => void = () => {},
    onRowsShown: (firstPly: number, lastPly: number) => void = () => {},
    words: HistoryWords | null = null,
  ) {
    this.#list = list;
    this.#words = words;
    this.#note = note;
    this.#onView = onView;
    this.#onMissing = onMissing;
    this.#onRowsShown = onRowsShown;
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-nav]'))
      button.addEventListener('click', () => this.#navigate(button.dataset.nav!));
    list.addEventListener('click', (event) => {
      const ply = (event.target as Element).closest<HTMLElement>('[data-ply]')?.dataset.ply;
      if (ply === undefined) return;
      onView(Number(ply));
      // A move chosen in the list: its words, just under the list, come into view with it.
      requestAnimationFrame(() => words?.moveWords.scrollIntoView({ block: 'nearest' }));
    });
    list.parentElement?.addEventListener('scroll', () => {
      if (this.#scrollQueued || this.#rows() <= WHOLE_LIST_ROWS) return;
      this.#scrollQueued = true;
      requestAnimationFrame(() => {
        this.#scrollQueued = false;
        this.#writeRows(false);
      });
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

  /** `moves` are the moves after ply `movesFrom` (0 once the page holds them all). */
  render(
    moves: readonly string[],
    movesFrom: number,
    firstMover: 0 | 1,
    viewed: number,
    describe: DescribeMove = () => '',
  ): void {
    const previous = this.#viewed;
    const wasLatest = previous === this.#count;
    this.#describe = describe;
    this.#moves = moves;
    this.#movesFrom = movesFrom;
    this.#firstMover = firstMover;
    this.#viewed = viewed;
    this.#target = viewed;
    this.#count = movesFrom + moves.length;
    const movesKey = `${this.#count}:${moves[moves.length - 1] ?? ''}:${movesFrom}:${firstMover}`;
    if (movesKey !== this.#drawnMoves) {
      this.#drawnMoves = movesKey;
      // A long list is scrolled to the current move as it is written: written first at the
      // top, it would ask for the game's first moves, which nobody is looking at.
      if (this.#windowed()) this.#scrollTo(this.#scrollTarget(), true);
      else {
        this.#writeRows(true);
        this.#scrollTo(this.#scrollTarget(), false);
      }
    } else if (previous !== viewed) {
      // Measured before anything is written: a step then forces no layout of its own.
      const target = this.#scrollTarget();
      this.#markCurrent(previous);
      this.#scrollTo(target, false);
    }
    const enable = (name: string, enabled: boolean): void => {
      const button = document.querySelector<HTMLButtonElement>(`[data-nav="${name}"]`);
      if (button) button.disabled = !enabled;
    };
    enable('first', viewed > 0);
    enable('prev', viewed > 0);
    enable('next', viewed < this.#count);
    enable('last', viewed < this.#count);
    const latest = viewed === this.#count;
    const notation = moves[viewed - 1 - movesFrom];
    const did = viewed > 0 ? describe(viewed) : '';
    this.#note.textContent = latest
      ? ''
      : `Looking back: ${positionInGameText(viewed, this.#count, firstMover, notation)}.${did ? ` ${did}` : ''}`;
    this.#note.hidden = latest;
    this.#writeWords(viewed, notation, did, latest, previous !== viewed && !(latest && wasLatest));
  }

  /**
   * The words of the move on the board under the list, and, after a step (`stepped`: not
   * merely following the game to its new latest move), the step read out.
   */
  #writeWords(viewed: number, notation: string | undefined, did: string, latest: boolean, stepped: boolean): void {
    if (!this.#words) return;
    const { moveWords, said } = this.#words;
    const text =
      viewed > 0 && notation !== undefined
        ? `${recordMoveText(viewed, notation, this.#firstMover)}${did ? `: ${did}` : ''}`
        : '';
    if (moveWords.textContent !== text) moveWords.textContent = text;
    moveWords.hidden = text === '';
    if (!stepped) return;
    said.textContent = latest
      ? `Back at the latest position, ${afterMovesText(viewed)}.`
      : (this.#note.textContent ?? '');
  }

  #rows(): number {
    return moveRowCount(this.#count, this.#firstMover);
  }

  /** Whether the list holds only the rows in view. */
  #windowed(): boolean {
    return this.#rows() > WHOLE_LIST_ROWS && this.#list.parentElement !== null;
  }

  /** A row's height, read once from a row on the page (the server's list has some). */
  #height(): number {
    if (!this.#rowHeight) {
      const row = this.#list.firstElementChild as HTMLElement | null;
      if (row?.offsetHeight && !row.classList.contains('moves-empty')) this.#rowHeight = row.offsetHeight;
    }
    return this.#rowHeight || 32;
  }

  /** The row of the move after `ply` moves (ply 0 shows the first row). */
  #rowOf(ply: number): number {
    return Math.max(0, Math.floor((ply - 1 + this.#firstMover) / 2));
  }

  /**
   * Writes the rows in view (all of them in a short game); `always` after the moves
   * changed. `scrollTop` is where the list is about to be scrolled, if not where it is.
   */
  #writeRows(always: boolean, scrollTop?: number, boxHeight?: number): void {
    const rows = this.#rows();
    const box = this.#list.parentElement;
    if (rows <= WHOLE_LIST_ROWS || !box) {
      this.#list.style.paddingTop = '';
      this.#list.style.paddingBottom = '';
      if (always)
        this.#list.innerHTML = moveRowsHtml(
          this.#moves,
          this.#firstMover,
          this.#viewed,
          0,
          rows,
          this.#movesFrom,
          this.#describe,
        );
      this.#drawnRows = [0, rows];
      return;
    }
    const height = this.#height();
    const top = Math.floor((scrollTop ?? box.scrollTop) / height);
    const shown = Math.ceil((boxHeight ?? box.clientHeight) / height) + 1;
    // Written again only once the rows in view are no longer all written.
    const [drawnFirst, drawnLast] = this.#drawnRows;
    if (!always && top >= drawnFirst && Math.min(rows, top + shown) <= drawnLast) return;
    const first = Math.max(0, (top - SPARE_ROWS) & ~1);
    const last = Math.min(rows, top + shown + SPARE_ROWS);
    this.#drawnRows = [first, last];
    const firstPly = Math.max(0, 2 * first - this.#firstMover);
    if (firstPly < this.#movesFrom) this.#onMissing(firstPly);
    this.#list.innerHTML = moveRowsHtml(
      this.#moves,
      this.#firstMover,
      this.#viewed,
      first,
      last,
      this.#movesFrom,
      this.#describe,
    );
    this.#list.style.paddingTop = `${first * height}px`;
    this.#list.style.paddingBottom = `${(rows - last) * height}px`;
    // The rows written, not only those in view: a click may land on any of them.
    this.#onRowsShown(firstPly, Math.min(this.#count, Math.max(0, 2 * last - this.#firstMover)));
  }

  /** Moves the current-move mark from the move after `previous` to the one viewed. */
  #markCurrent(previous: number): void {
    this.#list.querySelector(`[data-ply="${previous}"]`)?.removeAttribute('aria-current');
    this.#list.querySelector(`[data-ply="${this.#viewed}"]`)?.setAttribute('aria-current', 'step');
  }

  #navigate(name: string): void {
    const target = { first: 0, prev: this.#target - 1, next: this.#target + 1, last: this.#count }[name];
    if (target === undefined) return;
    this.#target = Math.max(0, Math.min(this.#count, target));
    this.#onView(this.#target);
  }

  /**
   * Where the list must be scrolled to keep the move viewed in view (scrolling the list
   * itself, never the page), from the layout as it is now. It only reads, so called before
   * a step writes anything it costs no layout: the page's last frame laid everything out.
   */
  #scrollTarget(): ScrollTarget | null {
    const box = this.#list.parentElement;
    if (!box) return null;
    const from = box.scrollTop;
    const boxHeight = box.clientHeight;
    if (this.#windowed()) {
      // Rows stand where their number puts them: what will be in view is known before it is written.
      const height = this.#height();
      const top = this.#rowOf(this.#viewed) * height;
      const to =
        top < from || top + height > from + boxHeight
          ? Math.round(Math.max(0, Math.min(top - boxHeight / 2, this.#rows() * height - boxHeight)))
          : from;
      return { from, to, boxHeight };
    }
    const row = this.#list.querySelector<HTMLElement>(`[data-ply="${this.#viewed}"]`);
    if (!row) return { from, to: from, boxHeight };
    const top = row.offsetTop;
    const to = top < from || top + row.offsetHeight > from + boxHeight ? top - boxHeight / 2 : from;
    return { from, to, boxHeight };
  }

  /** Scrolls the list to `target`; a long list first writes the rows that will be in view. `always` after the moves changed. */
  #scrollTo(target: ScrollTarget | null, always: boolean): void {
    const box = this.#list.parentElement;
    if (!box || !target) return;
    if (this.#windowed()) this.#writeRows(always, target.to, target.boxHeight);
    if (target.to !== target.from) box.scrollTop = target.to;
  }
}
