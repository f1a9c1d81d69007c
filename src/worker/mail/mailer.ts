/**
 * Sending email, behind one interface: Resend in production, a D1 table in development
 * and tests. A send never throws for an expected failure; it says whether trying the same
 * email again (with the same idempotency key) may succeed.
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
  /** Set in production (a secret); without it every email goes to the dev outbox. */
  readonly RESEND_API_KEY?: string;
  /** The From of every email, e.g. "Orrery <games@orrery.example>". */
  readonly MAIL_FROM?: string;
  /** The domain replies with moves are received on. */
  readonly INBOUND_DOMAIN?: string;
  /** The HMAC secret for reply addresses and links in emails. */
  readonly SIGNING_SECRET?: string;
}

export const mailerFor = (env: MailEnv): Mailer =>
  env.RESEND_API_KEY ? resendMailer(env.RESEND_API_KEY) : devOutboxMailer(env.DB);

export { devOutboxMailer, listOutbox, type OutboxEmail } from './dev-outbox.ts';
export { resendMailer } from './resend-mailer.ts';
