/**
 * The registry of games: the one place that lists them. A second game with an id already
 * taken is refused when the registry is built, not discovered later as a wrong lookup.
 */
import { adixGame } from './adix/game.ts';
import { adomocGame } from './adomoc/game.ts';
import type { Game } from './game.ts';

export interface GameRegistry {
  readonly games: readonly Game[];
  /** The game with this id, or undefined for an id no game has. */
  get(id: string): Game | undefined;
  ids(): string[];
}

export const createRegistry = (games: readonly Game[]): GameRegistry => {
  const byId = new Map<string, Game>();
  for (const game of games) {
    if (byId.has(game.id)) throw new Error(`two games share the id "${game.id}"`);
    byId.set(game.id, game);
  }
  return { games, get: (id) => byId.get(id), ids: () => [...byId.keys()] };
};

export const GAMES: GameRegistry = createRegistry([adomocGame, adixGame]);

/** A variant id of the game, or undefined: the default when none is given. */
export const variantOf = (game: Game, variant: string | undefined): string | undefined => {
  if (variant === undefined) return game.defaultVariant;
  const wanted = variant.toLowerCase();
  return game.variants.find((info) => info.id === wanted)?.id;
};
