/** The mail settings, with defaults that work on a developer's machine. */
import type { Env } from '../env.ts';

export interface MailConfig {
  readonly from: string;
  /** Null when no SIGNING_SECRET is set: then emails carry no seat links and take no replies. */
  readonly secret: string | null;
  readonly inboundDomain: string;
  /** Where links in emails point. */
  readonly origin: string;
}

export const mailConfig = (env: Env, origin: string): MailConfig => {
  const host = new URL(origin).hostname;
  return {
    from: env.MAIL_FROM || `Orrery <games@${host}>`,
    secret: env.SIGNING_SECRET || null,
    inboundDomain: env.INBOUND_DOMAIN || host,
    origin: (env.PUBLIC_URL || origin).replace(/\/+$/, ''),
  };
};
