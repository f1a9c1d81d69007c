/**
 * The board on the page: the SVG picture, redrawn where it changed, taps and clicks read
 * back as square names, and keyboard play. One square at a time is in the tab order
 * (a roving tabindex); arrow keys move to the nearest square in that direction on screen,
 * which suits Adomoc's rings as well as ADIX's grid; Enter or Space taps it. A tap or
 * click counts for the square nearest it; on a touch screen, a tap where squares sit
 * closer than a finger zooms the board there first, and the next tap chooses.
 */
import type { BoardParts } from '../../render/picture.ts';
import { BoardDrawing } from './board-drawing.ts';

export interface BoardViewHandlers {
  onTap(square: string): void;
  /** Escape: let go of the selection. */
  onCancel(): void;
  /**
   * The board zoomed in about `square` (a finger's tap where spaces crowd), or out again
   * without a choice (a tap outside it, Escape): the page says so, and how to leave it.
   */
  onZoom?(zoomed: boolean, square: string | null): void;
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

/** A comfortable target under a finger, in CSS pixels (WCAG's and the platforms' 44). */
const FINGER_PX = 44;
/** Squares closer than this to each other are too close to tell apart by a finger without zooming. */
const CROWDED_PX = 30;
/** How far apart a zoom brings crowded squares: a finger, with some to spare. */
const ZOOMED_PX = 50;
/** The most a tap zooms the board, and the least (a smaller zoom would not help). */
const ZOOM_MAX = 4;
const ZOOM_MIN = 1.6;

/** The square whose centre is nearest a point on screen, and its distance to its own nearest neighbour. */
const nearestSquare = (
  squares: readonly Element[],
  x: number,
  y: number,
): { square: Element; distance: number; spacing: number } | null => {
  const centres = squares.map((square) => ({ square, ...centreOf(square) }));
  let best: (typeof centres)[number] | null = null;
  let bestDistance = Infinity;
  for (const centre of centres) {
    const distance = Math.hypot(centre.x - x, centre.y - y);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = centre;
    }
  }
  if (!best) return null;
  let spacing = Infinity;
  for (const centre of centres)
    if (centre !== best) spacing = Math.min(spacing, Math.hypot(centre.x - best.x, centre.y - best.y));
  return { square: best.square, distance: bestDistance, spacing };
};

export class BoardView {
  readonly #container: HTMLElement;
  readonly #handlers: BoardViewHandlers;
  readonly #drawing: BoardDrawing;
  /** The square in the tab order. */
  #focusSquare: string | null = null;
  /** How the last press began: a finger's tap may zoom where targets are small. */
  #pointer = 'mouse';
  /** The zoom a finger's tap set, kept across redraws: the point zoomed on, in the board's own fraction. */
  #zoom: { readonly x: number; readonly y: number; readonly scale: number } | null = null;
  /** The squares a tap most likely means now (pieces that can move, or the selection's landings). */
  #likely: ReadonlySet<string> = new Set();

  constructor(container: HTMLElement, handlers: BoardViewHandlers) {
    this.#container = container;
    this.#handlers = handlers;
    this.#drawing = new BoardDrawing(container);
    container.addEventListener('pointerdown', (event) => {
      this.#pointer = event.pointerType;
    });
    // A tap anywhere else lets go of the zoom.
    document.addEventListener('pointerdown', (event) => {
      if (this.#zoom && !container.contains(event.target as Node)) this.zoomOut();
    });
    // Every point of the board belongs to its nearest space, so a tap never misses and no
    // two spaces share a point; where spaces sit closer than a finger, a tap zooms first.
    container.addEventListener('click', (event) => {
      const target = (event.target as Element).closest('[data-square]');
      const chosen = event.detail === 0 && target ? target : this.#squareAt(event.clientX, event.clientY);
      if (chosen === 'zoom' || !chosen) return;
      const square = chosen.getAttribute('data-square')!;
      this.#setZoom(null);
      this.#focusSquare = square;
      handlers.onTap(square);
    });
    container.addEventListener('keydown', (event) => this.#onKey(event));
    container.addEventListener('focusin', (event) => {
      const square = (event.target as Element).closest('[data-square]')?.getAttribute('data-square');
      if (square) this.#setRoving(square);
    });
  }

  /**
   * The square a press at (x, y) means, or 'zoom' when a finger's tap cannot tell. A mouse
   * is precise: the nearest square. A finger first looks among the likely squares: one
   * alone within a finger's reach is meant. Else the nearest square, when its neighbours
   * are not crowded; where they are, the board zooms about the tap and the next tap chooses.
   */
  #squareAt(x: number, y: number): Element | 'zoom' | null {
    const squares = squaresIn(this.#container);
    const found = nearestSquare(squares, x, y);
    if (!found || found.distance > Math.max(found.spacing, FINGER_PX)) return null;
    if (this.#pointer !== 'touch' || this.#zoom) return found.square;
    const likely = squares.filter((square) => {
      if (!this.#likely.has(square.getAttribute('data-square')!)) return false;
      const at = centreOf(square);
      return Math.hypot(at.x - x, at.y - y) <= FINGER_PX / 2;
    });
    if (likely.length === 1) return likely[0]!;
    if (likely.length === 0 && found.spacing >= CROWDED_PX) return found.square;
    this.#zoomAt(x, y, found.spacing);
    this.#handlers.onZoom?.(true, found.square.getAttribute('data-square'));
    return 'zoom';
  }

  /** Zooms the board about a point on screen, so that spaces `spacing` apart come a finger apart. */
  #zoomAt(x: number, y: number, spacing: number): void {
    const box = this.#container.getBoundingClientRect();
    // A little past a finger apart: the nearest pair measured from the tap may sit a few
    // percent closer on screen than its neighbours once drawn at the new scale.
    const scale = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, ZOOMED_PX / spacing));
    this.#setZoom({ x: (x - box.left) / box.width, y: (y - box.top) / box.height, scale });
  }

  /** Out of the zoom without choosing a space: said, since the board changes under the reader. */
  zoomOut(): void {
    if (!this.#zoom) return;
    this.#setZoom(null);
    this.#handlers.onZoom?.(false, null);
  }

  #setZoom(zoom: { x: number; y: number; scale: number } | null): void {
    this.#zoom = zoom;
    this.#applyZoom();
  }

  #applyZoom(): void {
    const picture = this.#container.querySelector<SVGSVGElement>('svg');
    this.#container.dataset.zoomed = String(this.#zoom !== null);
    if (!picture) return;
    if (!this.#zoom) {
      picture.style.transform = '';
      picture.style.transformOrigin = '';
      return;
    }
    picture.style.transformOrigin = `${this.#zoom.x * 100}% ${this.#zoom.y * 100}%`;
    picture.style.transform = `scale(${this.#zoom.scale})`;
  }

  /** Whether the board is zoomed in by a tap. */
  get zoomed(): boolean {
    return this.#zoom !== null;
  }

  /** Every square of the board, by name, in the picture's order. */
  squares(): string[] {
    return squaresIn(this.#container).map((element) => element.getAttribute('data-square')!);
  }

  /** Whether the board has a square of this name. */
  has(square: string): boolean {
    return this.#container.querySelector(`[data-square="${CSS.escape(square)}"]`) !== null;
  }

  /**
   * Draws the board, rewriting only the spaces that changed since the last draw
   * (board-drawing.ts). `describe` adds to each square's label what the picture does not
   * say (whether its piece can move); `preferred` is the square to offer keyboard focus;
   * `likely`, the squares a finger's tap most probably means (squareAt).
   */
  draw(
    parts: BoardParts,
    describe: (square: string) => string,
    preferred: string | null,
    likely: ReadonlySet<string> = new Set(),
  ): void {
    this.#likely = likely;
    const hadFocus = this.#container.contains(document.activeElement);
    this.#drawing.draw(parts, describe);
    this.#applyZoom();
    const names = new Set(parts.spaces.map((space) => space.square));
    const roving =
      [this.#focusSquare, preferred].find((name) => name !== null && names.has(name)) ??
      parts.spaces[0]?.square ??
      null;
    if (roving !== null) this.#setRoving(roving);
    // A space redrawn under the reader's focus is a new element: focus it again.
    if (hadFocus && roving !== null && !this.#container.contains(document.activeElement))
      this.#element(roving)?.focus();
  }

  #element(square: string): SVGGElement | null {
    return this.#drawing.element(square) ?? null;
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
      this.zoomOut();
      this.#handlers.onCancel();
    }
  }
}
