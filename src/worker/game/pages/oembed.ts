/**
 * oEmbed 1.0 (https://oembed.com): a site given the link of a game asks here how to show
 * it, and gets a "rich" answer: a frame of the game's embed page, and the board picture
 * as a thumbnail. Only JSON is offered; the spec's answer to any other format is 501.
 */
import { html } from '../../pages/html.ts';
import { GAMES } from '../../../engine/games.ts';
import { unfurlTitle } from '../../../shared/game-words.ts';
import { ApiError } from '../../http/errors.ts';
import { GAME_ID } from '../../http/tokens.ts';
import type { GameState } from '../room/view.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './board-image.ts';

/** The embed page (embed-page.ts): a square board as wide as the frame, one line of status below. */
const EMBED_WIDTH = 600;
const STATUS_LINE = 64;
const SMALLEST = 200;

/**
 * The game a link points to, if it is a game page of this site: `/g/<id>`, its embed
 * view, with or without a query or fragment (a seat link's token is never looked at).
 */
export const gameIdOfLink = (link: string, hosts: readonly string[]): string | null => {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!hosts.includes(url.host)) return null;
  const match = /^\/g\/([^/]+)(?:\/embed)?\/?$/.exec(url.pathname);
  return match && GAME_ID.test(match[1]!) ? match[1]! : null;
};

const limit = (name: string, text: string | undefined): number => {
  if (text === undefined || text === '') return Infinity;
  if (!/^\d{1,5}$/.test(text) || Number(text) < 1)
    throw new ApiError('ERR_QUERY', `${name} must be a whole number of pixels above 0`);
  return Number(text);
};

/** The frame's size: the natural one, made smaller (never larger) to fit maxwidth and maxheight. */
export const embedSize = (
  maxWidth: string | undefined,
  maxHeight: string | undefined,
): { width: number; height: number } => {
  const width = Math.max(
    SMALLEST,
    Math.min(EMBED_WIDTH, limit('maxwidth', maxWidth), limit('maxheight', maxHeight) - STATUS_LINE),
  );
  return { width, height: width + STATUS_LINE };
};

export const oembedAnswer = (origin: string, state: GameState, size: { width: number; height: number }) => {
  const game = GAMES.get(state.game);
  // The game page's own title, so the frame and the page are named alike.
  const title = game ? unfurlTitle(state, game) : state.id;
  const frame = html`<iframe src="${`${origin}/g/${state.id}/embed`}" width="${size.width}" height="${size.height}" title="${title}" style="border:0;max-width:100%" loading="lazy" allowfullscreen></iframe>`;
  return {
    version: '1.0',
    type: 'rich',
    provider_name: 'Orrery',
    provider_url: `${origin}/`,
    title,
    html: frame.toString(),
    width: size.width,
    height: size.height,
    // The picture of this ply never changes, so previews built from it stay true to it.
    thumbnail_url: `${origin}/g/${state.id}/board.png?ply=${state.ply}`,
    thumbnail_width: CARD_WIDTH,
    thumbnail_height: CARD_HEIGHT,
    cache_age: 60,
  };
};
