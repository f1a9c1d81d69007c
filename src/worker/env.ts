/** The Worker's bindings, as wrangler.toml declares them. */
import type { CreateLimiter } from './api/create-limiter.ts';
import type { GameRoom } from './room/game-room.ts';

export interface Env {
  readonly DB: D1Database;
  readonly GAME_ROOMS: DurableObjectNamespace<GameRoom>;
  readonly CREATE_LIMITER: DurableObjectNamespace<CreateLimiter>;
  /** Games one address may create per window; strings, as wrangler vars are. */
  readonly CREATE_LIMIT?: string;
  readonly CREATE_WINDOW_SECONDS?: string;
  /** The public origin for links, when not the request's own. */
  readonly PUBLIC_URL?: string;
}
