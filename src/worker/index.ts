/** The Worker: the HTTP app, the email handler (replies with moves), the hourly digest and its queue, and the Durable Object classes wrangler binds. */
import { app } from './app.ts';
import type { Env } from './platform/env.ts';
import { deliverDigests, startDigests, type DigestMessage } from './mail/digest.ts';
import { receiveEmail } from './game/email/inbound-mail.ts';

export { CreateLimiter } from './http/create-limiter.ts';
export { GameRoom } from './game/game-room.ts';
export { LiveHub } from './game/live-hub.ts';
export { Lobby } from './lobby/lobby.ts';
export { Tournament } from './tournaments/tournament-object.ts';
export { Recipient } from './mail/recipient.ts';
export { ListenerHub } from './sockets/listener-hub.ts';
export { BotInbox } from './bots/bot-inbox.ts';
export { Erasure } from './erasure/erasure-object.ts';

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  async email(message, env) {
    await receiveEmail(message, env);
  },
  async scheduled(controller, env) {
    await startDigests(env, controller.scheduledTime);
  },
  async queue(batch, env) {
    await deliverDigests(batch as MessageBatch<DigestMessage>, env, Date.now());
  },
} satisfies ExportedHandler<Env>;
