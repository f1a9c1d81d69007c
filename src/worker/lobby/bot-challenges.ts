/**
 * Challenges and bots (docs/bots.md, "Challenges"): a challenge that names a bot goes to
 * the bot's inbox instead of an email, and a bot's challenge is listed apart on /play.
 * The inbox is declared here as what the lobby needs of it, and implemented by the bots'
 * object (bots/bot-inbox.ts), so that the lobby does not import the bots folder.
 */
import type { Env } from '../platform/env.ts';
import type { Challenge } from './challenge.ts';

export interface BotChallengeListener {
  challengeReceived(challenge: Challenge): Promise<void>;
  challengeGone(challengeId: string, reason: string): Promise<void>;
}

export const botChallengeListener = (env: Pick<Env, 'BOT_INBOXES'>, botId: string): BotChallengeListener =>
  env.BOT_INBOXES.get(env.BOT_INBOXES.idFromName(botId)) as unknown as BotChallengeListener;
