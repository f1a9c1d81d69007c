/**
 * Telling a bot's owner it was paused, by email, within their address's caps (as every
 * email: mail/recipient.ts). Best effort: the pause stands, and shows on the owner's list
 * and the bot's page, whether or not the email goes.
 */
import type { Env } from '../platform/env.ts';
import { botOfPlayer } from '../db/bot-records.ts';
import { playerById } from '../db/player-records.ts';
import { mailSetup } from '../mail/config.ts';
import { canSendMail, mailerFor } from '../mail/mailer-for.ts';
import { botPausedEmail } from '../mail/outgoing.ts';
import { recipientOf } from '../mail/recipient.ts';

export const tellOwnerOfPause = async (env: Env, botId: string, reason: string, now: number): Promise<void> => {
  const setup = mailSetup(env);
  if (!setup.ok || !canSendMail(env)) return;
  try {
    const bot = await botOfPlayer(env.DB, botId);
    const [player, owner] = await Promise.all([playerById(env.DB, botId), bot && playerById(env.DB, bot.ownerId)]);
    if (!bot || !player || !owner) return;
    const key = `bot-paused.${botId}.${now}`;
    const admitted = await (await recipientOf(env.RECIPIENTS, owner.email)).admit(key, 'bot', null);
    if (!admitted.send) return;
    const email = await botPausedEmail(setup.config, owner.email, {
      bot: player.name,
      reason,
      botPage: `${setup.config.origin}/p/${encodeURIComponent(player.name)}`,
    });
    const sent = await mailerFor(env).send(email, key);
    if (!sent.ok) console.error(`mail: bot ${botId} paused, its owner not told: ${sent.message}`);
  } catch (error) {
    console.error(
      `mail: bot ${botId} paused, its owner not told: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
};
