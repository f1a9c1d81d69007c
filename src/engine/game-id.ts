/**
 * The games Orrery plays, by id. Every table keyed by game (engines, board pictures, the
 * command line, the conformance checkers, the browser bundles) is a record checked with
 * `satisfies Record<GameId, …>`, so a game added here fails to compile until each of
 * them has its entry.
 */
export const GAME_IDS = ['adomoc', 'adix'] as const;

export type GameId = (typeof GAME_IDS)[number];

/** Whether text names one of the games (exactly: ids are lower case). */
export const isGameId = (text: string): text is GameId => (GAME_IDS as readonly string[]).includes(text);
