/**
 * The mail settings, checked once: where links in emails point, who sends, and through
 * what. Emails carry seat links, so their origin is only ever the configured PUBLIC_URL,
 * never a request's Host header (which a client can forge); without it nothing is sent.
 */
import type { Env } from '../platform/env.ts';
import { configuredOrigin } from '../http/origin.ts';

export interface MailConfig {
  readonly from: string;
  /** Signs every link in emails (seat, settings, unsubscribe, confirmation) and reply addresses. */
  readonly secret: string;
  readonly inboundDomain: string;
  /** Where links in emails point: PUBLIC_URL's origin. */
  readonly origin: string;
}

/** The mail settings, or what is missing, in words an operator can act on. */
export type MailSetup =
  | { readonly ok: true; readonly config: MailConfig }
  | { readonly ok: false; readonly problem: string };

export const mailSetup = (env: Env): MailSetup => {
  const origin = configuredOrigin(env);
  if (!origin)
    return {
      ok: false,
      problem: env.PUBLIC_URL
        ? `PUBLIC_URL "${env.PUBLIC_URL.slice(0, 80)}" is not an http(s) address; no email is sent until it is one`
        : 'PUBLIC_URL is not set: emails carry links, and their origin is never guessed from a request; set PUBLIC_URL in wrangler.toml [vars]. No email is sent until then',
    };
  if (!env.SIGNING_SECRET)
    return {
      ok: false,
      problem:
        'SIGNING_SECRET is not set: every email carries signed links (unsubscribe, confirmation), so none is sent until it is set (wrangler secret put SIGNING_SECRET)',
    };
  const host = new URL(origin).hostname;
  return {
    ok: true,
    config: {
      from: env.MAIL_FROM || `Orrery <games@${host}>`,
      secret: env.SIGNING_SECRET,
      inboundDomain: env.INBOUND_DOMAIN || host,
      origin,
    },
  };
};
