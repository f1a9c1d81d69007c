/** The Worker: the HTTP app, and the Durable Object classes wrangler binds. */
import { app } from './app.ts';
import type { Env } from './env.ts';

export { CreateLimiter } from './api/create-limiter.ts';
export { GameRoom } from './room/game-room.ts';

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
