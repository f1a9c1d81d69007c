/**
 * A game and one of its variants named in a path (`/stats/:game/:variant`,
 * `/explore/:game/:variant`), or 404 ERR_NOT_FOUND naming what there is. Without a
 * variant, the game's default one.
 */
import type { Game } from '../../engine/game.ts';
import { GAMES, variantOf } from '../../engine/games.ts';
import { ApiError } from './errors.ts';

export const gameAndVariant = (gameId: string, variantId: string | undefined): { game: Game; variant: string } => {
  const game = GAMES.get(gameId.toLowerCase());
  if (!game)
    throw new ApiError('ERR_NOT_FOUND', `no game "${gameId.slice(0, 40)}" here; use ${GAMES.ids().join(' or ')}`);
  const variant = variantOf(game, variantId);
  if (!variant)
    throw new ApiError(
      'ERR_NOT_FOUND',
      `${game.name} has no variant "${String(variantId).slice(0, 40)}"; use ${game.variants.map((info) => info.id).join(', ')}`,
    );
  return { game, variant };
};
