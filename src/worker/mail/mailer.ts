/**
 * Sending email, behind one interface: Resend in production, a D1 table in development
 * and tests. A send never throws for an expected failure; it says whether trying the same
 * email again (with the same idempotency key) may succeed.
 *
 * The development outbox (which shows every email, seat links included, to anyone who
 * opens /dev/outbox) exists only where DEV_OUTBOX asks for it: `npm start` and the tests
 * set it. It is never chosen because a key is missing: a deployed Worker without
 * RESEND_API_KEY sends nothing and says so in its log and its answers.
 */
import { devOutboxMailer } from './dev-outbox.ts';
import type { OutgoingEmail } from './message.ts';
import { resendMailer } from './resend-mailer.ts';

export type SendResult =
  | { readonly ok: true; readonly id: string }
  | { readonly ok: false; readonly retryable: boolean; readonly message: string };

export interface Mailer {
  /** Sends once per `idempotencyKey`: sending again with the same key sends nothing new. */
  send(email: OutgoingEmail, idempotencyKey: string): Promise<SendResult>;
}

/** The bindings mail reads. */
export interface MailEnv {
  readonly DB: D1Database;
  /** Set in production (a secret): mail goes through Resend. */
  readonly RESEND_API_KEY?: string;
  /** A development setting ("on"): without a Resend key, mail goes to the development outbox. */
  readonly DEV_OUTBOX?: string;
  /** The From of every email, e.g. "Orrery <games@orrery.example>". */
  readonly MAIL_FROM?: string;
  /** The domain replies with moves are received on. */
  readonly INBOUND_DOMAIN?: string;
  /** The HMAC secret for reply addresses and links in emails. */
  readonly SIGNING_SECRET?: string;
}

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

export { devOutboxMailer, listOutbox, type OutboxEmail } from './dev-outbox.ts';
export { resendMailer } from './resend-mailer.ts';
