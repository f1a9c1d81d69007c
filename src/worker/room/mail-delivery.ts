/**
 * Sending a game's emails from the outbox in the object's own storage. Emails are
 * queued in the transaction that commits the change they tell of, and sent from the
 * alarm right after: a move never waits for the email service, and a failing service
 * only delays its emails. Each email's outbox key is also Resend's idempotency key, so
 * a retry after a lost answer sends nothing twice.
 */
import { backoffDelay } from '../../shared/backoff.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailerFor } from '../mail/mailer-for.ts';
import type { OutgoingEmail } from '../mail/message.ts';
import type { Env } from '../env.ts';
import type { PendingMail, RoomStore } from './room-store.ts';

/**
 * How long after a change its emails go: with D1's history, in the same alarm. Sending at
 * once made the alarm compete with the move's own answer (moves in games with email were
 * 1.2 times slower in `npm run bench:server`); a second later costs a correspondence
 * player nothing, and a "your move" answered within that second is not sent at all.
 */
export const MAIL_DELAY_MS = 1_000;
/** Emails per pass of the alarm; the rest go in the next pass. */
const BATCH = 10;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60 * 60_000;
/** About two days of hourly retries: past that the email is logged as failed. */
const MAX_ATTEMPTS = 48;
/** A send that has not answered by then counts as failed and is retried (with the same key). */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * What to do with one queued notice for its recipient: an email, a reason not to send it
 * (a choice: skipped), or a reason it cannot be sent (the server's setup: failed).
 */
export type Composed =
  | { readonly email: OutgoingEmail }
  | { readonly skip: string }
  | { readonly refuse: string }
  | null;

export const retryDelay = (attempts: number): number => backoffDelay(attempts, FIRST_RETRY_MS, MAX_RETRY_MS);

const withTimeout = <T>(work: Promise<T>, ms: number, fallback: T): Promise<T> =>
  Promise.race([work, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);

export class MailDelivery {
  private running: Promise<void> | null = null;
  private readonly store: RoomStore;
  private readonly env: Env;
  private readonly compose: (pending: PendingMail) => Promise<Composed>;

  constructor(store: RoomStore, env: Env, compose: (pending: PendingMail) => Promise<Composed>) {
    this.store = store;
    this.env = env;
    this.compose = compose;
  }

  /** When the alarm should send next, or null when nothing waits. */
  dueAt(): number | null {
    return this.store.exists() ? this.store.nextMailDue() : null;
  }

  /** Sends everything due by `until` (default: now); concurrent calls share one run. */
  deliver(until?: number): Promise<void> {
    this.running ??= this.run(until).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(until: number | undefined): Promise<void> {
    const mailer = mailerFor(this.env);
    for (;;) {
      const due = this.store.dueMail(until ?? Date.now(), BATCH);
      if (due.length === 0) return;
      for (const pending of due) await this.sendOne(mailer, pending);
    }
  }

  /** One email: composed from the stored notice, sent, and settled in storage; nothing is held across the await. */
  private async sendOne(mailer: Mailer, pending: PendingMail): Promise<void> {
    let composed: Composed;
    try {
      composed = await this.compose(pending);
    } catch (error) {
      // Writing it failed (the recipient's object may be passing trouble, or a bug): kept
      // and retried with backoff like a failed send, so it cannot stop the others.
      const detail = `compose: ${String(error)}`;
      console.error(`mail: composing ${pending.key} failed (attempt ${pending.attempts + 1}): ${String(error)}`);
      this.store.transaction(() =>
        this.store.settleMail(
          pending.key,
          pending.attempts + 1 < MAX_ATTEMPTS
            ? { state: 'pending', detail, retryAt: Date.now() + retryDelay(pending.attempts) }
            : { state: 'failed', detail },
        ),
      );
      return;
    }
    if (composed && 'refuse' in composed) {
      const problem = composed.refuse;
      console.error(`mail: not sending ${pending.key}: ${problem}`);
      this.store.transaction(() => this.store.settleMail(pending.key, { state: 'failed', detail: problem }));
      return;
    }
    if (!composed || 'skip' in composed) {
      this.store.transaction(() =>
        this.store.settleMail(pending.key, { state: 'skipped', detail: composed ? composed.skip : 'no game' }),
      );
      return;
    }
    const result = await withTimeout(mailer.send(composed.email, pending.key), SEND_TIMEOUT_MS, {
      ok: false,
      retryable: true,
      message: `no answer within ${SEND_TIMEOUT_MS / 1000} s`,
    } as const);
    const now = Date.now();
    if (result.ok)
      this.store.transaction(() => this.store.settleMail(pending.key, { state: 'sent', detail: result.id }));
    else if (result.retryable && pending.attempts + 1 < MAX_ATTEMPTS) {
      const delay = retryDelay(pending.attempts);
      console.warn(
        `mail: sending ${pending.key} failed (attempt ${pending.attempts + 1}), retrying in ${delay} ms: ${result.message}`,
      );
      this.store.transaction(() =>
        this.store.settleMail(pending.key, { state: 'pending', detail: result.message, retryAt: now + delay }),
      );
    } else {
      console.error(`mail: giving up on ${pending.key} after ${pending.attempts + 1} attempts: ${result.message}`);
      this.store.transaction(() => this.store.settleMail(pending.key, { state: 'failed', detail: result.message }));
    }
  }
}
