/**
 * Which mailer a Worker uses: Resend with a key; the development outbox (which shows
 * every email, seat links included, to anyone who opens /dev/outbox) only where
 * DEV_OUTBOX asks for it, as `npm start` and the tests do. It is never chosen because a
 * key is missing: a deployed Worker without RESEND_API_KEY sends nothing and says so in
 * its log and its answers.
 */
import { devOutboxMailer } from './dev-outbox.ts';
import type { MailEnv, Mailer } from './mailer.ts';
import { resendMailer } from './resend-mailer.ts';

/** Whether the development outbox was asked for: only an explicit "on" (or "true", "1") counts. */
export const devOutboxEnabled = (env: Pick<MailEnv, 'DEV_OUTBOX' | 'RESEND_API_KEY'>): boolean =>
  !env.RESEND_API_KEY && ['on', 'true', '1'].includes((env.DEV_OUTBOX ?? '').trim().toLowerCase());

export const NO_MAIL_SERVICE =
  'no mail service is configured: set RESEND_API_KEY (wrangler secret put RESEND_API_KEY) to send email; nothing was sent';

/** What a Worker with neither a key nor the development setting does: nothing, and says so. */
const unconfiguredMailer: Mailer = {
  async send(email) {
    console.error(`mail: not sending "${email.subject.slice(0, 60)}": ${NO_MAIL_SERVICE}`);
    return { ok: false, retryable: false, message: NO_MAIL_SERVICE };
  },
};

/** Whether any mail can go out: a Resend key, or the development outbox asked for. */
export const canSendMail = (env: MailEnv): boolean => Boolean(env.RESEND_API_KEY) || devOutboxEnabled(env);

export const mailerFor = (env: MailEnv): Mailer =>
  env.RESEND_API_KEY
    ? resendMailer(env.RESEND_API_KEY)
    : devOutboxEnabled(env)
      ? devOutboxMailer(env.DB)
      : unconfiguredMailer;
