/**
 * The picture a shared link unfurls to: 1200×630 (the OpenGraph size), the board in the
 * middle, the game and its players on the left, the move and the state of play on the
 * right. The board is centred so that apps cropping the picture to a square keep it whole.
 * Image colours only: this is drawn for the PNG renderer.
 */
import { isGameId, type GameId } from '../engine/game-id.ts';
import { boardFigure, type BoardPicture } from './board-svg.ts';
import { PALETTES, imagePaint, type Paint, type Role } from './palette.ts';
import { FONT_FAMILY, el, escapeHtml } from './svg.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const BOARD_SIZE = 580;
const BOARD_X = (CARD_WIDTH - BOARD_SIZE) / 2;
const BOARD_Y = (CARD_HEIGHT - BOARD_SIZE) / 2;
const LEFT_X = 44;
const RIGHT_X = BOARD_X + BOARD_SIZE + 40;
/** What fits beside the board at the sizes used here, in characters of Inter. */
const NAME_CHARACTERS = 15;
const LINE_CHARACTERS = 21;

export interface CardPlayer {
  /** The side's name: "Light", "White". */
  readonly side: string;
  /** The player's name. */
  readonly name: string;
}

export interface CardPicture {
  /** The board; its mode is always image, its theme the card's. */
  readonly board: BoardPicture;
  /** The game's name. */
  readonly heading: string;
  /** The variant, or nothing. */
  readonly subheading?: string;
  /** Both sides, first mover first. */
  readonly players: readonly [CardPlayer, CardPlayer];
  /** "Round 21" first, then the state of play in short lines. */
  readonly status: readonly string[];
  /** The last move's notation. */
  readonly lastMove?: string | null;
  /** The site's name, bottom right. */
  readonly brand: string;
}

const shorten = (text: string, characters: number): string =>
  text.length > characters ? `${text.slice(0, characters - 1).trimEnd()}…` : text;

/** Words in lines of at most `characters`, at most `lines` of them. */
const wrap = (text: string, characters: number, lines: number): string[] => {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= characters) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length > lines) return [...out.slice(0, lines - 1), shorten(out.slice(lines - 1).join(' '), characters)];
  return out.map((line) => shorten(line, characters));
};

/** One line of the card's text, set in Inter SemiBold from (x, y) on its baseline. */
export interface CardLine {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly role: Role;
  readonly text: string;
  /** A player's name: any text a player chose, where other lines are the site's own words. */
  readonly name?: { readonly side: string };
}

export type Swatch = (x: number, y: number, fill: string) => string;

/** A small piece of the side's colour beside its player: a token for Adomoc, a cube for ADIX. */
const SWATCHES = {
  adomoc: (x, y, fill) => `<circle cx="${x + 13}" cy="${y}" r="13"${fill} stroke-width="2"/>`,
  adix: (x, y, fill) => `<rect x="${x}" y="${y - 13}" width="26" height="26" rx="6"${fill} stroke-width="2"/>`,
} satisfies Record<GameId, Swatch>;

/** Both swatches, first mover first: they depend only on the game and the theme. */
export const cardSwatches = (game: string, paint: Paint): string =>
  [0, 1]
    .map((index) =>
      SWATCHES[isGameId(game) ? game : 'adomoc'](
        LEFT_X,
        250 + index * 120 - 8,
        index === 0 ? paint('lightPiece', 'lightEdge') : paint('darkPiece', 'darkEdge'),
      ),
    )
    .join('');

const playersColumn = (card: CardPicture): CardLine[] => {
  const lines: CardLine[] = [{ x: LEFT_X, y: 96, size: 44, role: 'text', text: card.heading }];
  if (card.subheading) lines.push({ x: LEFT_X, y: 134, size: 24, role: 'label', text: card.subheading });
  card.players.forEach((player, index) => {
    const top = 250 + index * 120;
    lines.push({ x: LEFT_X + 40, y: top, size: 22, role: 'label', text: player.side });
    lines.push({
      x: LEFT_X,
      y: top + 42,
      size: 32,
      role: 'text',
      text: shorten(player.name, NAME_CHARACTERS),
      name: { side: player.side },
    });
  });
  return lines;
};

const statusColumn = (card: CardPicture): CardLine[] => {
  const [first = '', ...rest] = card.status;
  const lines: CardLine[] = [{ x: RIGHT_X, y: 96, size: 44, role: 'text', text: shorten(first, 12) }];
  let y = 138;
  for (const text of rest.flatMap((status) => wrap(status, LINE_CHARACTERS, 3))) {
    lines.push({ x: RIGHT_X, y, size: 24, role: 'label', text });
    y += 34;
  }
  if (card.lastMove) {
    lines.push({ x: RIGHT_X, y: 330, size: 22, role: 'label', text: 'Last move' });
    lines.push({ x: RIGHT_X, y: 372, size: 32, role: 'text', text: shorten(card.lastMove, 13) });
  }
  lines.push({ x: RIGHT_X, y: CARD_HEIGHT - 44, size: 30, role: 'text', text: card.brand });
  return lines;
};

/** Every line of text on the card, where it stands: the SVG and the raster card set the same lines. */
export const cardLines = (card: CardPicture): CardLine[] => [...playersColumn(card), ...statusColumn(card)];

/** Where the board stands on the card, in pixels. */
export const CARD_BOARD = { x: BOARD_X, y: BOARD_Y, size: BOARD_SIZE } as const;

const svgLine = (line: CardLine, paint: Paint): string =>
  el('text', { x: line.x, y: line.y, 'font-size': line.size }, escapeHtml(line.text), paint(line.role));

/** The card as a standalone SVG document. */
export const cardSvg = (card: CardPicture): string => {
  const theme = card.board.theme ?? 'light';
  const paint = imagePaint(theme);
  const board = boardFigure({ ...card.board, mode: 'image' });
  const label = `${card.heading}: ${card.players[0].name} (${card.players[0].side}) against ${card.players[1].name} (${card.players[1].side}); ${card.status.join(', ')}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" role="img" aria-label="${escapeHtml(label)}">`,
    `<title>${escapeHtml(label)}</title>`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${PALETTES[theme].frame}"/>`,
    `<svg x="${BOARD_X}" y="${BOARD_Y}" width="${BOARD_SIZE}" height="${BOARD_SIZE}" viewBox="0 0 ${board.size} ${board.size}">${board.body}</svg>`,
    cardSwatches(card.board.game, paint),
    `<g font-family="${FONT_FAMILY}" font-weight="600">${cardLines(card)
      .map((line) => svgLine(line, paint))
      .join('')}</g>`,
    '</svg>',
  ].join('');
};
