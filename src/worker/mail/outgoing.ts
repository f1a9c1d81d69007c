/**
 * A rendered email addressed to one person, from the configured sender: what game
 * notices, the daily digest and sign-in links all become before a mailer sends them.
 */
import type { MailConfig } from './config.ts';
import type { OutgoingEmail } from './message.ts';
import type { RenderedEmail } from './templates/index.ts';
import { preferencesLink, unsubscribeLink } from '../links.ts';
import { unsubscribeHeaders } from './templates/common.ts';
import { magicLink } from './templates/magic-link.ts';

export const addressedEmail = (
  config: Pick<MailConfig, 'from'>,
  to: string,
  rendered: RenderedEmail,
  extra: { replyTo?: string | undefined; headers?: Record<string, string> } = {},
): OutgoingEmail => ({
  to,
  from: config.from,
  subject: rendered.subject,
  html: rendered.html,
  text: rendered.text,
  ...(extra.replyTo ? { replyTo: extra.replyTo } : {}),
  ...(extra.headers && Object.keys(extra.headers).length ? { headers: extra.headers } : {}),
});

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
