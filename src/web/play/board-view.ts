/**
 * The board on the page: the SVG picture redrawn for every change, taps and clicks read
 * back as square names, and keyboard play. One square at a time is in the tab order
 * (a roving tabindex); arrow keys move to the nearest square in that direction on screen,
 * which suits Adomoc's rings as well as ADIX's grid; Enter or Space taps it.
 */

export interface BoardViewHandlers {
  onTap(square: string): void;
  /** Escape: let go of the selection. */
  onCancel(): void;
}

const DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const squaresIn = (container: HTMLElement): SVGGElement[] => [
  ...container.querySelectorAll<SVGGElement>('[data-square]'),
];

const centreOf = (element: Element): { x: number; y: number } => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

/** The square nearest `from` in direction (dx, dy), within 60° of it; squares straight ahead count more. */
const nearestInDirection = (from: Element, squares: readonly Element[], dx: number, dy: number): Element | null => {
  const origin = centreOf(from);
  let best: Element | null = null;
  let bestScore = Infinity;
  for (const square of squares) {
    if (square === from) continue;
    const at = centreOf(square);
    const along = (at.x - origin.x) * dx + (at.y - origin.y) * dy;
    const across = Math.abs((at.x - origin.x) * dy - (at.y - origin.y) * dx);
    if (along <= 1 || across > along * Math.tan(Math.PI / 3)) continue;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = square;
    }
  }
  return best;
};

export class BoardView {
  readonly #container: HTMLElement;
  readonly #handlers: BoardViewHandlers;
  /** The square in the tab order. */
  #focusSquare: string | null = null;

  constructor(container: HTMLElement, handlers: BoardViewHandlers) {
    this.#container = container;
    this.#handlers = handlers;
    container.addEventListener('click', (event) => {
      const square = (event.target as Element).closest('[data-square]')?.getAttribute('data-square');
      if (!square) return;
      this.#focusSquare = square;
      handlers.onTap(square);
    });
    container.addEventListener('keydown', (event) => this.#onKey(event));
    container.addEventListener('focusin', (event) => {
      const square = (event.target as Element).closest('[data-square]')?.getAttribute('data-square');
      if (square) this.#setRoving(square);
    });
  }

  /** Whether the board has a square of this name. */
  has(square: string): boolean {
    return this.#container.querySelector(`[data-square="${CSS.escape(square)}"]`) !== null;
  }

  /**
   * Draws the picture. `describe` adds to each square's label what the picture does not
   * say (whether its piece can move); `preferred` is the square to offer keyboard focus.
   */
  draw(svg: string, describe: (square: string) => string, preferred: string | null): void {
    const hadFocus = this.#container.contains(document.activeElement);
    this.#container.innerHTML = svg;
    const squares = squaresIn(this.#container);
    for (const element of squares) {
      const square = element.getAttribute('data-square')!;
      const title = element.querySelector('title')?.textContent ?? square;
      element.setAttribute('role', 'button');
      element.setAttribute('aria-label', `${title}${describe(square)}`);
      element.setAttribute('tabindex', '-1');
    }
    const names = squares.map((element) => element.getAttribute('data-square')!);
    const roving =
      [this.#focusSquare, preferred].find((name) => name !== null && names.includes(name)) ?? names[0] ?? null;
    if (roving !== null) this.#setRoving(roving);
    if (hadFocus && roving !== null) this.#element(roving)?.focus();
  }

  #element(square: string): SVGGElement | null {
    return this.#container.querySelector<SVGGElement>(`[data-square="${CSS.escape(square)}"]`);
  }

  #setRoving(square: string): void {
    if (this.#focusSquare !== null && this.#focusSquare !== square)
      this.#element(this.#focusSquare)?.setAttribute('tabindex', '-1');
    this.#focusSquare = square;
    this.#element(square)?.setAttribute('tabindex', '0');
  }

  #onKey(event: KeyboardEvent): void {
    const current = (event.target as Element).closest('[data-square]');
    if (!current) return;
    const direction = DIRECTIONS[event.key];
    if (direction) {
      event.preventDefault();
      event.stopPropagation();
      const next = nearestInDirection(current, squaresIn(this.#container), direction[0], direction[1]);
      const square = next?.getAttribute('data-square');
      if (next && square) {
        this.#setRoving(square);
        (next as SVGGElement).focus();
      }
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      this.#handlers.onTap(current.getAttribute('data-square')!);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      this.#handlers.onCancel();
    }
  }
}
