/**
 * Board pictures as HTTP answers: what the query asks for, the picture drawn as SVG or
 * PNG, and the cache that keeps each one rendered once. A picture of a given ply, flip,
 * theme and size never changes, so it is stored under an address naming all of them
 * (and, for the current position, the game's status too, since a resignation changes
 * the caption without a move).
 */
import { boardSvg } from '../../../render/board-svg.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg, type CardPicture } from '../../../render/card-svg.ts';
import type { Theme } from '../../../render/palette.ts';
import { ApiError } from '../../http/errors.ts';
import type { BoardView } from './board-view.ts';
import { cardPng, squarePng } from '../../../raster/pictures.ts';
import type { BoardPicture } from '../../../render/picture.ts';
import { picturePack } from './picture-pack.ts';

export type ImageFormat = 'svg' | 'png';
/** card: 1200×630 with the players and the state of play; square: the board alone. */
export type ImageSize = 'card' | 'square';

export interface ImageOptions {
  /** null: the current position. */
  readonly ply: number | null;
  readonly flipped: boolean;
  readonly theme: Theme;
  readonly size: ImageSize;
}

/** Pictures drawn differently get new addresses: raise this when the drawing changes. */
const PICTURE_VERSION = 2;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The current position may move on at any time; a minute is stale enough for a preview. */
export const CURRENT = 'public, max-age=60';

const choice = <T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T => {
  if (value === undefined || value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ApiError('ERR_QUERY', `${name} must be ${allowed.map((item) => `"${item}"`).join(' or ')}`);
};

/** ?ply=N, ?flip=1, ?theme=dark, ?size=card|square; the SVG is the board alone unless asked. */
export const readImageOptions = (query: (name: string) => string | undefined, format: ImageFormat): ImageOptions => {
  const plyText = query('ply');
  if (plyText !== undefined && !/^\d{1,9}$/.test(plyText))
    throw new ApiError('ERR_PLY', 'the ply must be a whole number: 0 for the start, n for the position after move n');
  return {
    ply: plyText === undefined ? null : Number(plyText),
    flipped: choice('flip', query('flip'), ['0', '1'], '0') === '1',
    theme: choice('theme', query('theme'), ['light', 'dark'], 'light'),
    size: choice('size', query('size'), ['card', 'square'], format === 'png' ? 'card' : 'square'),
  };
};

/** Where the cache keeps one picture: every choice that changes it is in the address. */
export const pictureKey = (
  origin: string,
  id: string,
  format: ImageFormat,
  options: ImageOptions,
  ply: number,
  status: string | null,
): string => {
  const query = new URLSearchParams({
    ply: String(ply),
    flip: options.flipped ? '1' : '0',
    theme: options.theme,
    size: options.size,
    ...(status === null ? {} : { status }),
    v: String(PICTURE_VERSION),
  });
  return `${origin}/g/${id}/board.${format}?${query}`;
};

/** A strong ETag from the key: the same key always draws the same bytes. */
export const etagOf = async (key: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return `"${Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
};

/** What the picture shows: the board alone, or the card around it. */
const pictureOf = (view: BoardView, options: ImageOptions): BoardPicture | CardPicture => {
  const board = {
    game: view.game.id,
    position: view.position,
    flipped: options.flipped,
    highlight: view.highlight,
    theme: options.theme,
    mode: 'image' as const,
  };
  if (options.size === 'square') return { ...board, label: `${view.game.name}, ${view.status.join(', ')}` };
  return {
    board,
    heading: view.game.name,
    subheading:
      view.game.variants.length > 1
        ? view.game.variants.find((variant) => variant.id === view.variant)?.name
        : undefined,
    players: view.players,
    status: view.status,
    lastMove: view.lastMove,
    brand: 'Orrery',
  };
};

const isCard = (picture: BoardPicture | CardPicture): picture is CardPicture => 'board' in picture;

/** The SVG is drawn as vectors; the PNG from the picture pack's pixels (src/raster/). */
const bodyOf = (picture: BoardPicture | CardPicture, format: ImageFormat): string | Promise<Uint8Array> => {
  if (format === 'svg') return isCard(picture) ? cardSvg(picture) : boardSvg(picture);
  return isCard(picture) ? cardPng(picturePack(), picture) : squarePng(picturePack(), picture);
};

const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = { svg: 'image/svg+xml; charset=utf-8', png: 'image/png' };

/** The picture as an answer that may be cached for ever under its key. */
export const drawPicture = async (
  view: BoardView,
  options: ImageOptions,
  format: ImageFormat,
  etag: string,
): Promise<Response> => {
  const body = await bodyOf(pictureOf(view, options), format);
  const headers = new Headers({ 'Content-Type': CONTENT_TYPES[format], 'Cache-Control': IMMUTABLE, ETag: etag });
  // An SVG opened on its own is a document: it may not run or fetch anything.
  if (format === 'svg') headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  return new Response(body, { headers });
};

export { CARD_HEIGHT, CARD_WIDTH };
