/**
 * What a player's public page shows, read from D1: ratings per game and variant with
 * their history, games going on, finished games with results and rating changes, and
 * the player's record against the visitor when the visitor is a signed-in player. The
 * JSON API (`GET /api/players/:name`) and the page (`/p/:name`) show the same value.
 */
import { GAMES } from '../../engine/games.ts';
import { gamesOfPlayer, playerById, recordBetween, type PlayerSeat } from '../db/player-records.ts';
import { botOfPlayer, botsOfOwner } from '../db/bot-records.ts';
import { ratingsOfGames, recentRatings } from '../db/ratings.ts';
import type { Cursor } from '../db/page-cursor.ts';
import type { PlayerRow, RatingChangeRow } from '../db/schema.ts';

/** Below this deviation a rating is established; above it, provisional (shown with "?"). */
export const ESTABLISHED_DEVIATION = 110;

export interface RatingView {
  readonly game: string;
  readonly variant: string;
  /** "Adomoc · Standard", "ADIX". */
  readonly label: string;
  readonly rating: number;
  readonly deviation: number;
  readonly provisional: boolean;
  readonly games: number;
  /** The rating before the first rated game shown in `history`. */
  readonly start: number;
  /** Oldest first: the rating after each of the latest rated games (at most RATING_POINTS; `games` counts them all). */
  readonly history: readonly { readonly rating: number; readonly at: string; readonly gameId: string }[];
}

export interface PlayerGameView {
  readonly id: string;
  readonly label: string;
  readonly side: string;
  readonly sideName: string;
  readonly opponent: { readonly name: string; readonly player: string | null } | null;
  readonly status: 'ongoing' | 'finished';
  /** From the player's side, once finished. */
  readonly result: 'won' | 'lost' | 'drawn' | null;
  readonly reason: string | null;
  readonly ply: number;
  readonly yourMove: boolean;
  readonly updated: string;
  /** The player's rating before and after, for a rated game. */
  readonly rating: { readonly before: number; readonly after: number } | null;
  /** The seat's own link, on the player's own page only (never in the JSON): their games open to play. */
  readonly seatLink?: string;
}

export interface PlayerProfile {
  readonly name: string;
  readonly since: string;
  readonly ratings: readonly RatingView[];
  /** This page's games going on and finished ones: a page of the player's games, newest change first. */
  readonly current: readonly PlayerGameView[];
  readonly finished: readonly PlayerGameView[];
  /** The cursor of the page of older games (`?cursor=`), null on the last page. */
  readonly next: string | null;
  /** The cursor of the page of newer games, null on the newest. */
  readonly previous: string | null;
  /** Whether the visitor is this player, signed in: the page says "your move" and links the seats. */
  readonly yours: boolean;
  /** Set when a program plays as this player (docs/bots.md): who owns it, what it is and plays. */
  readonly bot: {
    readonly owner: string;
    readonly description: string;
    readonly games: readonly string[];
    readonly paused: boolean;
    /** With a push endpoint: whether it answers (docs/bots.md, "Push"); null without one. */
    readonly operational: boolean | null;
  } | null;
  /** The bots this player owns, listed apart from their games. */
  readonly bots: readonly { readonly name: string; readonly description: string; readonly paused: boolean }[];
  /** The player's wins, draws and losses against the signed-in visitor; null for anyone else. */
  readonly againstYou: {
    readonly you: string;
    readonly wins: number;
    readonly draws: number;
    readonly losses: number;
  } | null;
}

export const gameLabel = (gameId: string, variantId: string): string => {
  const game = GAMES.get(gameId);
  if (!game) return gameId;
  const variant = game.variants.find((info) => info.id === variantId);
  return game.variants.length > 1 && variant ? `${game.name} · ${variant.name}` : game.name;
};

/** How many of a rating's latest changes its chart shows. */
export const RATING_POINTS = 100;

/**
 * Every game and variant a player may be rated in, in the order the page lists them: a
 * rating and its chart are one read of its latest changes along the ratings' key, as
 * cheap after ten thousand rated games as after one.
 */
const RATED_VARIANTS = GAMES.games
  .flatMap((game) => game.variants.map((variant) => ({ game: game.id, variant: variant.id })))
  .sort((a, b) => (a.game === b.game ? (a.variant < b.variant ? -1 : 1) : a.game < b.game ? -1 : 1));

/** A seat's link from its token's salt, for the player's own page (a seat without a salt gets none). */
export type SeatLinker = (gameId: string, side: string, salt: string) => Promise<string>;

const gameView = async (
  seat: PlayerSeat,
  rated: ReadonlyMap<string, RatingChangeRow>,
  linkSeat: SeatLinker | null,
): Promise<PlayerGameView> => {
  const { game } = seat;
  const engine = GAMES.get(game.game);
  const change = rated.get(game.id);
  return {
    id: game.id,
    label: gameLabel(game.game, game.variant),
    side: seat.side,
    sideName: engine?.sides.find((info) => info.id === seat.side)?.name ?? seat.side,
    opponent: seat.opponent && { name: seat.opponent.name, player: seat.opponent.player },
    status: game.status,
    result:
      game.status !== 'finished' ? null : game.winner === null ? 'drawn' : game.winner === seat.side ? 'won' : 'lost',
    reason: game.reason,
    ply: game.ply,
    yourMove: game.status === 'ongoing' && game.toMove === seat.side,
    updated: new Date(game.updatedAt).toISOString(),
    rating: change ? { before: change.ratingBefore, after: change.rating } : null,
    ...(linkSeat && seat.tokenSalt ? { seatLink: await linkSeat(game.id, seat.side, seat.tokenSalt) } : {}),
  };
};

/**
 * `linkSeat` makes the seats' links when the visitor is the player, on their page; the
 * JSON API passes none, so seat links never leave in it.
 */
export const playerProfile = async (
  d1: D1Database,
  player: PlayerRow,
  visitor: PlayerRow | null,
  options: { readonly linkSeat?: SeatLinker | null; readonly cursor?: Cursor | null } = {},
): Promise<PlayerProfile> => {
  const linkSeat = options.linkSeat ?? null;
  const [seats, histories, record, bot, owned] = await Promise.all([
    gamesOfPlayer(d1, player.id, options.cursor ?? null),
    Promise.all(RATED_VARIANTS.map((rated) => recentRatings(d1, { playerId: player.id, ...rated }, RATING_POINTS))),
    visitor && visitor.id !== player.id ? recordBetween(d1, player.id, visitor.id) : null,
    botOfPlayer(d1, player.id),
    botsOfOwner(d1, player.id),
  ]);
  const [owner, pageRatings] = await Promise.all([
    bot ? playerById(d1, bot.ownerId) : null,
    ratingsOfGames(
      d1,
      player.id,
      seats.items.map((seat) => seat.game.id),
    ),
  ]);
  const rated = new Map(pageRatings.map((row) => [row.gameId, row]));
  const yours = visitor !== null && visitor.id === player.id;
  const games = await Promise.all(seats.items.map((seat) => gameView(seat, rated, yours ? linkSeat : null)));
  return {
    name: player.name,
    since: new Date(player.createdAt).toISOString(),
    ratings: histories.flatMap((points) => {
      const row = points.at(-1);
      if (!row) return [];
      return {
        game: row.game,
        variant: row.variant,
        label: gameLabel(row.game, row.variant),
        rating: Math.round(row.rating),
        deviation: Math.round(row.deviation),
        provisional: row.deviation > ESTABLISHED_DEVIATION,
        games: row.seq,
        start: Math.round(points[0]?.ratingBefore ?? row.ratingBefore),
        history: points.map((point) => ({
          rating: Math.round(point.rating),
          at: new Date(point.ratedAt).toISOString(),
          gameId: point.gameId,
        })),
      };
    }),
    current: games.filter((game) => game.status === 'ongoing'),
    finished: games.filter((game) => game.status === 'finished'),
    next: seats.next,
    previous: seats.previous,
    yours,
    bot: bot && {
      owner: owner?.name ?? '',
      description: bot.description,
      games: (JSON.parse(bot.games) as string[]).map((id) => gameLabel(id.split('/')[0]!, id.split('/')[1]!)),
      paused: bot.pausedAt !== null,
      operational: bot.pushOperational,
    },
    bots: owned.map((account) => ({
      name: account.player.name,
      description: account.bot.description,
      paused: account.bot.pausedAt !== null,
    })),
    againstYou: record && visitor ? { you: visitor.name, ...record } : null,
  };
};
