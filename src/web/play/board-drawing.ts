/**
 * The board's picture kept on the page between draws. The first draw, or one whose layers
 * under or over the spaces differ (another game, the board turned), writes the whole SVG;
 * any other writes only the spaces whose markup changed, and the picture's title and
 * styles when those did. A step through a game's history so replaces the few spaces its
 * move and marks touch, not the board's hundreds of elements, and a focused space that
 * did not change keeps its focus.
 *
 * Each space is a button named by its title and what the page adds (whether its piece
 * can move); role, name and tab stop are written into its markup, so no attribute is set
 * on the drawn board afterwards but the roving tab stop's.
 */
import { svgDocument, type BoardParts, type SpacePart } from '../../render/picture.ts';
import { escapeHtml } from '../../shared/html.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A space's `<g>` as a button out of the tab order, named by its title and `more`. */
const asButton = (space: SpacePart, more: string): string =>
  space.markup.replace(/^<g /, `<g role="button" tabindex="-1" aria-label="${escapeHtml(space.title + more)}" `);

export class BoardDrawing {
  readonly #container: HTMLElement;
  /** What the last whole draw wrote around the spaces; another means a whole draw. */
  #frame: string | null = null;
  #svg: SVGSVGElement | null = null;
  #label = '';
  #style = '';
  /** Each space's markup as last written, and its element on the page. */
  readonly #written = new Map<string, string>();
  readonly #elements = new Map<string, SVGGElement>();

  constructor(container: HTMLElement) {
    this.#container = container;
  }

  /** A space's element, by name. */
  element(square: string): SVGGElement | undefined {
    return this.#elements.get(square);
  }

  /** Draws the board; `describe` adds to each space's name what the picture does not say. */
  draw(parts: BoardParts, describe: (square: string) => string): void {
    const spaces = parts.spaces.map((space) => ({
      square: space.square,
      markup: asButton(space, describe(space.square)),
    }));
    const frame = `${parts.size}\n${parts.under}\n${parts.over}`;
    const same =
      frame === this.#frame &&
      this.#svg?.parentNode === this.#container &&
      spaces.length === this.#elements.size &&
      spaces.every((space) => this.#elements.has(space.square));
    if (same) this.#patch(parts, spaces);
    else this.#drawWhole(parts, spaces, frame);
  }

  #drawWhole(parts: BoardParts, spaces: readonly { square: string; markup: string }[], frame: string): void {
    const body = parts.under + spaces.map((space) => space.markup).join('') + parts.over;
    this.#container.innerHTML = svgDocument({ ...parts, interactive: true, body });
    this.#svg = this.#container.querySelector('svg');
    this.#frame = frame;
    this.#label = parts.label;
    this.#style = parts.style;
    this.#written.clear();
    this.#elements.clear();
    for (const element of this.#container.querySelectorAll<SVGGElement>('[data-square]'))
      this.#elements.set(element.getAttribute('data-square')!, element);
    for (const space of spaces) this.#written.set(space.square, space.markup);
  }

  /** Writes only what changed: the changed spaces (and styles) parsed together, each put in its old one's place. */
  #patch(parts: BoardParts, spaces: readonly { square: string; markup: string }[]): void {
    const svg = this.#svg!;
    if (parts.label !== this.#label) {
      svg.setAttribute('aria-label', parts.label);
      const title = svg.querySelector(':scope > title');
      if (title) title.textContent = parts.label;
      this.#label = parts.label;
    }
    const changed = spaces.filter((space) => this.#written.get(space.square) !== space.markup);
    const styleChanged = parts.style !== this.#style;
    if (changed.length === 0 && !styleChanged) return;
    const scratch = document.createElementNS(SVG_NS, 'svg');
    scratch.innerHTML = (styleChanged ? parts.style : '') + changed.map((space) => space.markup).join('');
    const fresh = [...scratch.children];
    if (styleChanged) {
      const old = svg.querySelector(':scope > style');
      const style = parts.style ? fresh.shift()! : null;
      if (old && style) old.replaceWith(style);
      else if (old) old.remove();
      else if (style) svg.querySelector(':scope > title')!.after(style);
      this.#style = parts.style;
    }
    changed.forEach((space, index) => {
      const element = fresh[index] as SVGGElement;
      this.#elements.get(space.square)!.replaceWith(element);
      this.#elements.set(space.square, element);
      this.#written.set(space.square, space.markup);
    });
  }
}
