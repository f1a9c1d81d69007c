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
  /** "Move 21" first, then the state of play in short lines. */
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

const line = (x: number, y: number, size: number, role: Role, content: string, paint: Paint): string =>
  el('text', { x, y, 'font-size': size }, escapeHtml(content), paint(role));

type Swatch = (x: number, y: number, fill: string) => string;

/** A small piece of the side's colour beside its player: a token for Adomoc, a cube for ADIX. */
const SWATCHES = {
  adomoc: (x, y, fill) => `<circle cx="${x + 13}" cy="${y}" r="13"${fill} stroke-width="2"/>`,
  adix: (x, y, fill) => `<rect x="${x}" y="${y - 13}" width="26" height="26" rx="6"${fill} stroke-width="2"/>`,
} satisfies Record<GameId, Swatch>;

const swatch = (game: string, first: boolean, x: number, y: number, paint: Paint): string =>
  SWATCHES[isGameId(game) ? game : 'adomoc'](
    x,
    y,
    first ? paint('lightPiece', 'lightEdge') : paint('darkPiece', 'darkEdge'),
  );

const playersColumn = (card: CardPicture, paint: Paint): string => {
  const parts = [line(LEFT_X, 96, 44, 'text', card.heading, paint)];
  if (card.subheading) parts.push(line(LEFT_X, 134, 24, 'label', card.subheading, paint));
  card.players.forEach((player, index) => {
    const top = 250 + index * 120;
    parts.push(swatch(card.board.game, index === 0, LEFT_X, top - 8, paint));
    parts.push(line(LEFT_X + 40, top, 22, 'label', player.side, paint));
    parts.push(line(LEFT_X, top + 42, 32, 'text', shorten(player.name, NAME_CHARACTERS), paint));
  });
  return parts.join('');
};

const statusColumn = (card: CardPicture, paint: Paint): string => {
  const [first = '', ...rest] = card.status;
  const parts = [line(RIGHT_X, 96, 44, 'text', shorten(first, 12), paint)];
  let y = 138;
  for (const text of rest.flatMap((status) => wrap(status, LINE_CHARACTERS, 3))) {
    parts.push(line(RIGHT_X, y, 24, 'label', text, paint));
    y += 34;
  }
  if (card.lastMove) {
    parts.push(line(RIGHT_X, 330, 22, 'label', 'Last move', paint));
    parts.push(line(RIGHT_X, 372, 32, 'text', shorten(card.lastMove, 13), paint));
  }
  parts.push(line(RIGHT_X, CARD_HEIGHT - 44, 30, 'text', card.brand, paint));
  return parts.join('');
};

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
    `<g font-family="${FONT_FAMILY}" font-weight="600">${playersColumn(card, paint)}${statusColumn(card, paint)}</g>`,
    '</svg>',
  ].join('');
};
