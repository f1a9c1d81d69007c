/** Sending through Resend's API, with its idempotency keys so a retried send goes out once. */
import { Resend } from 'resend';
import type { Mailer, SendResult } from './mailer.ts';

/**
 * Whether the same send may succeed later. No status means no readable answer (the
 * network, or a body that was not Resend's JSON); 429 and 5xx pass; other 4xx are about
 * the email or the account and will be refused again, except a 409 for a request with the
 * same key still in progress.
 */
const isRetryable = (status: number | null | undefined, name: string | undefined): boolean => {
  if (status === null || status === undefined)
    return name !== 'missing_required_field' && name !== 'validation_error' && name !== 'invalid_parameter';
  if (status === 429 || status >= 500) return true;
  return name === 'concurrent_idempotent_requests';
};

export const resendMailer = (apiKey: string): Mailer => {
  const resend = new Resend(apiKey);
  return {
    async send(email, idempotencyKey): Promise<SendResult> {
      const { data, error } = await resend.emails.send(
        {
          to: email.to,
          from: email.from,
          subject: email.subject,
          html: email.html,
          text: email.text,
          ...(email.replyTo === undefined ? {} : { replyTo: email.replyTo }),
          ...(email.headers === undefined ? {} : { headers: { ...email.headers } }),
        },
        { idempotencyKey },
      );
      if (error) {
        // Resend's error body carries its status; an unreadable one may lack it.
        const status = (error as { statusCode?: number | null }).statusCode;
        return {
          ok: false,
          retryable: isRetryable(status, error.name),
          message: `Resend ${status ?? 'error'} ${error.name}: ${error.message}`,
        };
      }
      if (!data) return { ok: false, retryable: true, message: 'Resend answered with neither an email nor an error' };
      return { ok: true, id: data.id };
    },
  };
};
