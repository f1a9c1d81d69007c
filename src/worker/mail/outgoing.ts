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

/** The links every email carries: the address's one-click stop and its settings page. */
interface StopLinks {
  readonly preferences: string;
  readonly unsubscribe: string;
}

type LinkedConfig = Pick<MailConfig, 'from' | 'secret' | 'origin'>;

/**
 * An email to `to` rendered with the address's stop and settings links, and the one-click
 * stop's headers: what every email outside a game's notices is made by.
 */
const withStopLinks = async (
  config: LinkedConfig,
  to: string,
  render: (links: StopLinks) => RenderedEmail,
): Promise<OutgoingEmail> => {
  const everything = { email: to };
  const unsubscribe = await unsubscribeLink(config.secret, config.origin, everything);
  const preferences = await preferencesLink(config.secret, config.origin, everything);
  return addressedEmail(config, to, render({ preferences, unsubscribe }), { headers: unsubscribeHeaders(unsubscribe) });
};

/**
 * The sign-in link for "your games". Anyone may ask for one for any address, so it
 * carries the address's one-click stop like every email.
 */
export const signInEmail = (config: LinkedConfig, to: string, link: string, minutes: number): Promise<OutgoingEmail> =>
  withStopLinks(config, to, (links) => magicLink({ link, expiresInMinutes: minutes, ...links }));

/** The link that confirms erasing the account of `to` (erasure/erasure-routes.ts). */
export const erasureEmail = (config: LinkedConfig, to: string, link: string, minutes: number): Promise<OutgoingEmail> =>
  withStopLinks(config, to, (links) => erasureLink({ link, expiresInMinutes: minutes, ...links }));

/** A challenge named for `to`. */
export const challengeEmail = (
  config: LinkedConfig,
  to: string,
  input: Omit<ChallengeReceivedInput, keyof StopLinks>,
): Promise<OutgoingEmail> => withStopLinks(config, to, (links) => challengeReceived({ ...input, ...links }));

/** A tournament's news for one entrant. */
export const tournamentEmail = (
  config: LinkedConfig,
  to: string,
  input: Omit<TournamentNewsInput, keyof StopLinks>,
): Promise<OutgoingEmail> => withStopLinks(config, to, (links) => tournamentNews({ ...input, ...links }));

/** A bot's owner told it was paused. */
export const botPausedEmail = (
  config: LinkedConfig,
  to: string,
  input: Omit<BotPausedInput, keyof StopLinks>,
): Promise<OutgoingEmail> => withStopLinks(config, to, (links) => botPaused({ ...input, ...links }));

/** A moderator's action told to the player it touched. */
export const moderationEmail = (
  config: LinkedConfig,
  to: string,
  input: Omit<ModerationNoticeInput, keyof StopLinks>,
): Promise<OutgoingEmail> => withStopLinks(config, to, (links) => moderationNotice({ ...input, ...links }));
