/**
 * What every board picture is asked for, and the parts both games' boards share: reading
 * the request into a drawing, and wrapping the drawn board into an SVG document.
 */
import type { Drawing } from './marks.ts';
import { imagePaint, pagePaint, type Theme } from './palette.ts';
import { escapeHtml } from './svg.ts';

export interface BoardPicture {
  /** A GameId ('adomoc', 'adix'); text from a wire, so other ids are refused when drawn. */
  readonly game: string;
  /** The position in the game's notation. */
  readonly position: string;
  /** Seen from the second side (Dark, Black). */
  readonly flipped?: boolean;
  /** The last move's squares, named in the game's notation ('centre' for Adomoc's centre). */
  readonly highlight?: readonly string[];
  /** A tapped square. */
  readonly selected?: string | null;
  /** Where the selected piece may land. */
  readonly targets?: readonly string[];
  /** Squares offered as a further choice (Adomoc: the origin spaces of an origination). */
  readonly choices?: readonly string[];
  /**
   * page: colours from CSS custom properties with fallbacks, hit areas for taps;
   * image: fixed colours and nothing else, self-contained, for the PNG renderer.
   */
  readonly mode?: 'page' | 'image';
  /** The colours: for an image, the ones drawn; for a page, the fallbacks. */
  readonly theme?: Theme;
  /** The accessible title; by default the game and whose turn it is. */
  readonly label?: string;
}

/** A board drawn but not yet wrapped: its square size, title, page styles and shapes. */
export interface BoardFigure {
  readonly size: number;
  readonly label: string;
  readonly interactive: boolean;
  readonly style: string;
  readonly body: string;
}

export const drawingFor = (picture: BoardPicture): Drawing => {
  const theme = picture.theme ?? 'light';
  const interactive = picture.mode === 'page';
  return {
    flipped: picture.flipped ?? false,
    paint: interactive ? pagePaint(theme) : imagePaint(theme),
    interactive,
    marks: {
      highlight: new Set(picture.highlight ?? []),
      selected: picture.selected ?? null,
      targets: new Set(picture.targets ?? []),
      choices: new Set(picture.choices ?? []),
    },
  };
};

/** One space of a board: its name, what its title says, and its `<g data-square>` element. */
export interface SpacePart {
  readonly square: string;
  readonly title: string;
  readonly markup: string;
}

/**
 * A board's layers apart: what lies under the spaces and over them (lines, squares'
 * colours, coordinates), which a step through the history leaves alone, and the spaces,
 * which hold the pieces and marks a step changes.
 */
export interface BoardLayers {
  readonly under: string;
  readonly spaces: readonly SpacePart[];
  readonly over: string;
}

/** A page's board in parts, so the page redraws only the spaces that changed (src/web/play/board-view.ts). */
export interface BoardParts extends BoardLayers {
  readonly size: number;
  readonly label: string;
  readonly style: string;
}

export const layersMarkup = ({ under, spaces, over }: BoardLayers): string =>
  under + spaces.map((space) => space.markup).join('') + over;

/** The layers with the page's styles, read after drawing as figureOf does. */
export const partsOf = (size: number, label: string, drawing: Drawing, layers: BoardLayers): BoardParts => ({
  size,
  label,
  style: drawing.paint.style(),
  ...layers,
});

/** The drawn layers with the page's styles or the image's background, as a figure. */
export const figureOf = (size: number, label: string, drawing: Drawing, layers: string): BoardFigure => {
  // A page's board has no background of its own: it sits on the page's.
  const background = drawing.interactive ? '' : `<rect width="${size}" height="${size}"${drawing.paint('frame')}/>`;
  // Styles are read after drawing: they hold only the rules the layers used.
  return { size, label, interactive: drawing.interactive, style: drawing.paint.style(), body: background + layers };
};

/** A figure as a standalone SVG document, square, sized by its viewBox. */
export const svgDocument = ({ size, label, interactive, style, body }: BoardFigure): string => {
  // An image is one picture to assistive technology; a page's board is explored square by square.
  const role = interactive ? '' : ' role="img"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"${role} aria-label="${escapeHtml(label)}">`,
    `<title>${escapeHtml(label)}</title>`,
    style,
    body,
    '</svg>',
  ].join('');
};

/** A position that does not parse is a caller's bug: pictures are made of stored, valid positions. */
export const parsedOrThrow = <P>(
  result: { ok: true; value: P } | { ok: false; error: { message: string } },
  game: string,
): P => {
  if (!result.ok) throw new Error(`cannot draw this ${game} position: ${result.error.message}`);
  return result.value;
};
