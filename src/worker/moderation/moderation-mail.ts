/**
 * The email a player gets when a moderator acts on their account: what was done, the
 * reason as the moderator wrote it, and what they can do now, in plain words. Sent through
 * the project's mail layer within the address's caps (mail/recipient.ts), as every email;
 * best effort, like a bot's pause: the action stands, and is logged, whether or not it goes.
 */
import { dateTimeText } from '../../shared/dates.ts';
import type { ModerationLogRow } from '../db/moderation-schema.ts';
import type { PlayerRow } from '../db/schema.ts';
import { mailSetup } from '../mail/config.ts';
import { canSendMail, mailerFor } from '../mail/mailer-for.ts';
import { moderationEmail } from '../mail/outgoing.ts';
import { recipientOf } from '../mail/recipient.ts';
import type { Env } from '../platform/env.ts';

type Entry = Omit<ModerationLogRow, 'id'>;

const when = (time: number, now: number) => dateTimeText(new Date(time).toISOString(), { timeZone: 'UTC', now });

/** The subject, what was done and what next, for each action. */
const words = (entry: Entry, player: PlayerRow): { subject: string; what: string; next: string } => {
  switch (entry.action) {
    case 'warn':
      return {
        subject: 'A warning from the moderators of Orrery',
        what: 'A moderator of Orrery looked at a report about you and is warning you. Nothing on your account has changed.',
        next: 'Please keep to the reason below from now on: if it happens again, a moderator may mute you, bar you from rated games or close your account.',
      };
    case 'mute':
      return {
        subject: 'Your messages on Orrery are muted',
        what: `A moderator muted you on Orrery until ${when(entry.until!, entry.createdAt)}: until then your messages to other players are not sent. You can go on playing your games.`,
        next: 'When the mute ends your messages go as before; you need do nothing.',
      };
    case 'unmute':
      return {
        subject: 'Your messages on Orrery are no longer muted',
        what: 'A moderator lifted the mute on your messages: you can send messages to other players again.',
        next: 'Nothing else has changed.',
      };
    case 'rename': {
      const names = JSON.parse(entry.detail ?? '{}') as { from?: string; to?: string };
      return {
        subject: 'Your player name on Orrery was changed',
        what: `A moderator changed your player name from “${names.from ?? ''}” to “${names.to ?? player.name}”.`,
        next: 'Choose a new name on your games page (/me) the next time you sign in: until you do, other players see the neutral name.',
      };
    }
    case 'bar':
      return {
        subject: 'You are barred from rated games on Orrery',
        what: 'A moderator barred you from rated play: rated challenges and tournaments refuse you. Your casual games and challenges go on as before.',
        next: 'Games you are playing now go on. If you think this is a mistake, answer the moderators through the address on the site.',
      };
    case 'unbar':
      return {
        subject: 'You may play rated games on Orrery again',
        what: 'A moderator lifted your bar from rated play: rated challenges and tournaments are open to you again.',
        next: 'Nothing else has changed.',
      };
    case 'close':
      return {
        subject: 'Your Orrery account is closed',
        what: 'A moderator closed your account on Orrery: you cannot sign in, and your player page is hidden from others.',
        next: 'You were signed out everywhere. Games already played stay in the records.',
      };
    case 'reopen':
      return {
        subject: 'Your Orrery account is open again',
        what: 'A moderator reopened your account on Orrery: you can sign in again, and your player page is shown again.',
        next: 'Ask for a sign-in link on your games page (/me) to sign in.',
      };
    case 'dismiss':
      throw new Error('a dismissed report tells no one');
  }
};

export const tellPlayer = async (env: Env, player: PlayerRow, entry: Entry): Promise<void> => {
  const setup = mailSetup(env);
  if (!setup.ok || !canSendMail(env)) return;
  const key = `moderation.${player.id}.${entry.action}.${entry.createdAt}`;
  try {
    const admitted = await (await recipientOf(env.RECIPIENTS, player.email)).admit(key, 'moderation', null);
    if (!admitted.send) return;
    const email = await moderationEmail(setup.config, player.email, {
      ...words(entry, player),
      reason: entry.reason,
      mePage: `${setup.config.origin}/me`,
    });
    const sent = await mailerFor(env).send(email, key);
    if (!sent.ok) console.error(`mail: moderation of ${player.id} not told: ${sent.message}`);
  } catch (error) {
    console.error(
      `mail: moderation of ${player.id} not told: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
};
