/**
 * A rendered email addressed to one person, from the configured sender: what game
 * notices, the daily digest and sign-in links all become before a mailer sends them.
 */
import type { MailConfig } from './config.ts';
import type { OutgoingEmail } from './message.ts';
import type { RenderedEmail } from './templates/index.ts';
import { preferencesLink, unsubscribeLink } from '../http/links.ts';
import { unsubscribeHeaders } from './templates/common.ts';
import { magicLink } from './templates/magic-link.ts';
import { erasureLink } from './templates/erasure-link.ts';
import { challengeReceived, type ChallengeReceivedInput } from './templates/challenge-received.ts';
import { tournamentNews, type TournamentNewsInput } from './templates/tournament-news.ts';
import { botPaused, type BotPausedInput } from './templates/bot-paused.ts';
import { moderationNotice, type ModerationNoticeInput } from './templates/moderation-notice.ts';
import { isHeaderSafe, safeHeaders } from './headers.ts';

/** A value for a header line: with a line break or a control character it is not used at all. */
const oneHeaderLine = (value: string, what: string): string => {
  if (!isHeaderSafe(value)) throw new Error(`mail: the ${what} has a line break or a control character`);
  return value;
};

/**
 * Every email passes through here: its addresses and subject must fit one header line
 * (they are built from checked values, so a failure is a bug and stops the email), and
 * its extra headers are only those that are safe (headers.ts).
 */
export const addressedEmail = (
  config: Pick<MailConfig, 'from'>,
  to: string,
  rendered: RenderedEmail,
  extra: { replyTo?: string | undefined; headers?: Record<string, string> } = {},
): OutgoingEmail => {
  const headers = safeHeaders(extra.headers ?? {});
  return {
    to: oneHeaderLine(to, 'recipient'),
    from: oneHeaderLine(config.from, 'sender'),
    subject: oneHeaderLine(rendered.subject, 'subject'),
    html: rendered.html,
    text: rendered.text,
    ...(extra.replyTo ? { replyTo: oneHeaderLine(extra.replyTo, 'reply address') } : {}),
    ...(Object.keys(headers).length ? { headers } : {}),
  };
};

/**
 * The sign-in link for "your games". Anyone may ask for one for any address, so it
 * carries the address's one-click stop like every email.
 */
export const signInEmail = async (
  config: Pick<MailConfig, 'from' | 'secret' | 'origin'>,
  to: string,
  link: string,
  minutes: number,
): Promise<OutgoingEmail> => {
  const everything = { email: to };
  const unsubscribe = await unsubscribeLink(config.secret, config.origin, everything);
  const preferences = await preferencesLink(config.secret, config.origin, everything);
  return addressedEmail(config, to, magicLink({ link, expiresInMinutes: minutes, preferences, unsubscribe }), {
    headers: unsubscribeHeaders(unsubscribe),
  });
};

/** The link that confirms erasing the account of `to` (erasure/erasure-routes.ts). */
export const erasureEmail = async (
  config: Pick<MailConfig, 'from' | 'secret' | 'origin'>,
  to: string,
  link: string,
  minutes: number,
): Promise<OutgoingEmail> => {
  const everything = { email: to };
  const unsubscribe = await unsubscribeLink(config.secret, config.origin, everything);
  const preferences = await preferencesLink(config.secret, config.origin, everything);
  return addressedEmail(config, to, erasureLink({ link, expiresInMinutes: minutes, preferences, unsubscribe }), {
    headers: unsubscribeHeaders(unsubscribe),
  });
};

/** A challenge named for `to`, with the address's one-click stop like every email. */
export const challengeEmail = async (
  config: Pick<MailConfig, 'from' | 'secret' | 'origin'>,
  to: string,
  input: Omit<ChallengeReceivedInput, 'preferences' | 'unsubscribe'>,
): Promise<OutgoingEmail> => {
  const everything = { email: to };
  const unsubscribe = await unsubscribeLink(config.secret, config.origin, everything);
  const preferences = await preferencesLink(config.secret, config.origin, everything);
  return addressedEmail(config, to, challengeReceived({ ...input, preferences, unsubscribe }), {
    headers: unsubscribeHeaders(unsubscribe),
  });
};

/** A tournament's news for one entrant, with the address's one-click stop like every email. */
export const tournamentEmail = async (
  config: Pick<MailConfig, 'from' | 'secret' | 'origin'>,
  to: string,
  input: Omit<TournamentNewsInput, 'preferences' | 'unsubscribe'>,
): Promise<OutgoingEmail> => {
  const everything = { email: to };
  const unsubscribe = await unsubscribeLink(config.secret, config.origin, everything);
  const preferences = await preferencesLink(config.secret, config.origin, everything);
  return addressedEmail(config, to, tournamentNews({ ...input, preferences, unsubscribe }), {
    headers: unsubscribeHeaders(unsubscribe),
  });
};

/** A bot's owner told it was paused, with the address's one-click stop like every email. */
export const botPausedEmail = async (
  config: Pick<MailConfig, 'from' | 'secret' | 'origin'>,
  to: string,
  input: Omit<BotPausedInput, 'preferences' | 'unsubscribe'>,
): Promise<OutgoingEmail> => {
  const everything = { email: to };
  const unsubscribe = await unsubscribeLink(config.secret, config.origin, everything);
  const preferences = await preferencesLink(config.secret, config.origin, everything);
  return addressedEmail(config, to, botPaused({ ...input, preferences, unsubscribe }), {
    headers: unsubscribeHeaders(unsubscribe),
  });
};

/** A moderator's action told to the player it touched, with the address's one-click stop like every email. */
export const moderationEmail = async (
  config: Pick<MailConfig, 'from' | 'secret' | 'origin'>,
  to: string,
  input: Omit<ModerationNoticeInput, 'preferences' | 'unsubscribe'>,
): Promise<OutgoingEmail> => {
  const everything = { email: to };
  const unsubscribe = await unsubscribeLink(config.secret, config.origin, everything);
  const preferences = await preferencesLink(config.secret, config.origin, everything);
  return addressedEmail(config, to, moderationNotice({ ...input, preferences, unsubscribe }), {
    headers: unsubscribeHeaders(unsubscribe),
  });
};
