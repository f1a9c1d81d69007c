/**
 * A rendered email addressed to one person, from the configured sender: what game
 * notices, the daily digest and sign-in links all become before a mailer sends them.
 */
import type { MailConfig } from './config.ts';
import type { OutgoingEmail } from './message.ts';
import type { RenderedEmail } from './templates/index.ts';
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

/** The sign-in link for "your games". */
export const signInEmail = (
  config: Pick<MailConfig, 'from'>,
  to: string,
  link: string,
  minutes: number,
): OutgoingEmail => addressedEmail(config, to, magicLink({ link, expiresInMinutes: minutes }));
