/**
 * The JSON API, every sub-app mounted under `/api` in one chain: chained, the routes'
 * paths, methods and answers stay in the type (`ApiRoutes`), which the `/api` listing
 * (api-listing.ts) and the browser's contract (api-contract-check.ts) are checked against.
 */
import { Hono } from 'hono';
import type { ExtractSchema } from 'hono/types';
import type { Env } from '../platform/env.ts';
import { gamesApi } from '../game/routes/games-routes.ts';
import { seatApi } from '../game/routes/seat-routes.ts';
import { hookApi } from '../game/routes/hook-routes.ts';
import { pushApi, pushKeyApi } from '../game/routes/push-routes.ts';
import { messageApi } from '../game/routes/message-routes.ts';
import { reminderApi } from '../game/routes/reminder-routes.ts';
import { meApi } from '../players/me-routes.ts';
import { blockApi } from '../players/block-routes.ts';
import { challengesApi } from '../lobby/challenge-routes.ts';
import { tournamentsApi } from '../tournaments/tournament-routes.ts';
import { mePlayerApi, playersApi, seatPlayerApi } from '../players/player-routes.ts';
import { exportApi } from '../records/record-routes.ts';
import { statsApi } from '../stats/stats-routes.ts';
import { explorerApi } from '../explorer/explorer-routes.ts';
import { botsApi } from '../bots/owner-routes.ts';
import { botApi } from '../bots/bot-routes.ts';
import { reportApi } from '../moderation/report-routes.ts';

export const apiRoutes = new Hono<{ Bindings: Env }>()
  .route('/games', gamesApi)
  .route('/games', seatApi)
  .route('/games', hookApi)
  .route('/games', pushApi)
  .route('/push', pushKeyApi)
  .route('/games', messageApi)
  .route('/games', reminderApi)
  .route('/games', seatPlayerApi)
  .route('/me', meApi)
  .route('/me', mePlayerApi)
  .route('/me', blockApi)
  .route('/players', playersApi)
  .route('/challenges', challengesApi)
  .route('/tournaments', tournamentsApi)
  .route('/export', exportApi)
  .route('/stats', statsApi)
  .route('/explore', explorerApi)
  .route('/bots', botsApi)
  .route('/bot', botApi)
  .route('/', reportApi);

export type ApiRoutes = typeof apiRoutes;

/** The API's routes as Hono types them: path, then `$get`, `$post`…, then input and output. */
export type ApiSchema = ExtractSchema<ApiRoutes>;

/** `GET /api/games/:id` and the like: each method and path the API serves, as docs/api.md names them. */
export type ApiEndpoint = {
  [Path in keyof ApiSchema & string]: {
    [Method in keyof ApiSchema[Path] &
      string]: `${Uppercase<Method extends `$${infer Name}` ? Name : never>} /api${Path}`;
  }[keyof ApiSchema[Path] & string];
}[keyof ApiSchema & string];
