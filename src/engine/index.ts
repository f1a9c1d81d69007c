/** Orrery's rules engines. Pure TypeScript: runs in Workers, Durable Objects, browsers and Node. */
export * as adomoc from './adomoc/index.ts';
export * as adix from './adix/index.ts';
export type * from './game.ts';
export { GAME_ENGINES, GAMES, createRegistry, variantOf, type GameRegistry } from './games.ts';
export { GAME_IDS, isGameId, type GameId } from './game-id.ts';
export { err, failure, ok, type EngineError, type Result } from './result.ts';
