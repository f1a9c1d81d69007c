/** The Worker: the HTTP app, the email handler (replies with moves), the hourly digest, the queues (digests, tournaments' games) and the Durable Object classes wrangler binds. */
import { app } from './app.ts';
import type { Env } from './platform/env.ts';
import { deliverDigests, startDigests, type DigestMessage } from './mail/digest.ts';
import { receiveEmail } from './game/email/inbound-mail.ts';
import { makeTournamentGames } from './tournaments/tournament-games.ts';
import type { TournamentGameMessage } from './tournaments/tournament-record.ts';

export { CreateLimiter } from './http/create-limiter.ts';
export { GameRoom } from './game/game-room.ts';
export { LiveHub } from './game/live-hub.ts';
export { Lobby } from './lobby/lobby.ts';
export { Tournament } from './tournaments/tournament-object.ts';
export { Recipient } from './mail/recipient.ts';
export { ListenerHub } from './sockets/listener-hub.ts';
export { BotInbox } from './bots/bot-inbox.ts';
export { Erasure } from './erasure/erasure-object.ts';

/** The queue of tournaments' games to make, as wrangler.toml names it (its other queue is the digests'). */
const TOURNAMENT_GAMES_QUEUE = 'orrery-tournament-games';

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  async email(message, env) {
    await receiveEmail(message, env);
  },
  async scheduled(controller, env) {
    await startDigests(env, controller.scheduledTime);
  },
  async queue(batch, env) {
    if (batch.queue === TOURNAMENT_GAMES_QUEUE)
      await makeTournamentGames(batch as MessageBatch<TournamentGameMessage>, env);
    else await deliverDigests(batch as MessageBatch<DigestMessage>, env, Date.now());
  },
} satisfies ExportedHandler<Env>;
