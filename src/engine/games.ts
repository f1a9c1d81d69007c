/**
 * The registry of games: the one place that lists them, a record keyed by every GameId
 * so a game without an engine does not compile. A registry built from a list (a test's)
 * refuses a second game with an id already taken, rather than a wrong lookup later.
 */
import { adixGame } from './adix/game.ts';
import { adomocGame } from './adomoc/game.ts';
import type { Game } from './game.ts';
import { GAME_IDS, type GameId } from './game-id.ts';

export interface GameRegistry {
  readonly games: readonly Game[];
  /** The game with this id, or undefined for an id no game has. */
  get(id: string): Game | undefined;
  ids(): GameId[];
}

export const createRegistry = (games: readonly Game[]): GameRegistry => {
  const byId = new Map<string, Game>();
  for (const game of games) {
    if (byId.has(game.id)) throw new Error(`two games share the id "${game.id}"`);
    byId.set(game.id, game);
  }
  return { games, get: (id) => byId.get(id), ids: () => games.map((game) => game.id) };
};

/** Each game's engine, by id. */
export const GAME_ENGINES = { adomoc: adomocGame, adix: adixGame } satisfies Record<GameId, Game>;

export const GAMES: GameRegistry = createRegistry(GAME_IDS.map((id) => GAME_ENGINES[id]));

/** A variant id of the game, or undefined: the default when none is given. */
export const variantOf = (game: Game, variant: string | undefined): string | undefined => {
  if (variant === undefined) return game.defaultVariant;
  const wanted = variant.toLowerCase();
  return game.variants.find((info) => info.id === wanted)?.id;
};
