/**
 * Sending email, behind one interface: Resend in production (resend-mailer.ts), a D1
 * table in development and tests (dev-outbox.ts); mailer-for.ts chooses one. A send never
 * throws for an expected failure; it says whether trying the same email again (with the
 * same idempotency key) may succeed.
 */
import type { OutgoingEmail } from './message.ts';

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
