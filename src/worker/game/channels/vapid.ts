/**
 * The server's VAPID key pair (RFC 8292), which push services check on every request and
 * browsers bind each subscription to. Kept as the two secrets most tools print:
 * VAPID_PUBLIC_KEY, the uncompressed P-256 point (65 bytes), and VAPID_PRIVATE_KEY, the
 * private scalar (32 bytes), both base64url. `npm start` makes a pair in .dev.vars.
 * Changing the pair orphans every subscription: browsers must subscribe again.
 */
import { base64url, fromBase64url } from '../../../shared/base64url.ts';
import type { Env } from '../../platform/env.ts';

export interface Vapid {
  readonly keys: CryptoKeyPair;
  /** The public key as browsers take it (`applicationServerKey`). */
  readonly publicKey: string;
  /** Who push services may contact about this server's notifications: an email address. */
  readonly contact: string;
}

/** An address from MAIL_FROM ("Name <a@b>" or "a@b"), else one at PUBLIC_URL's host. */
const contactOf = (env: Env): string => {
  const from = env.MAIL_FROM?.match(/<([^<>\s]+@[^<>\s]+)>/)?.[1] ?? env.MAIL_FROM?.match(/^[^<>\s]+@[^<>\s]+$/)?.[0];
  if (from) return from;
  try {
    return `push@${new URL(env.PUBLIC_URL ?? '').hostname || 'localhost'}`;
  } catch {
    return 'push@localhost';
  }
};

export type VapidSetup =
  | { readonly ok: true; readonly vapid: Vapid }
  | { readonly ok: false; readonly problem: string };

let cached: { readonly from: string; readonly setup: Promise<VapidSetup> } | null = null;

/** The key pair, imported once per isolate; or what is wrong with the settings, in words an operator can act on. */
export const vapidOf = (env: Env): Promise<VapidSetup> => {
  const from = `${env.VAPID_PUBLIC_KEY ?? ''} ${env.VAPID_PRIVATE_KEY ?? ''} ${contactOf(env)}`;
  if (cached?.from !== from) cached = { from, setup: importVapid(env) };
  return cached.setup;
};

const importVapid = async (env: Env): Promise<VapidSetup> => {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
    return { ok: false, problem: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: notifications are off' };
  const point = fromBase64url(env.VAPID_PUBLIC_KEY.trim());
  const scalar = fromBase64url(env.VAPID_PRIVATE_KEY.trim());
  if (point?.length !== 65 || point[0] !== 4)
    return { ok: false, problem: 'VAPID_PUBLIC_KEY must be an uncompressed P-256 point (65 bytes), base64url' };
  if (scalar?.length !== 32)
    return { ok: false, problem: 'VAPID_PRIVATE_KEY must be the 32-byte private key, base64url' };
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: base64url(point.slice(1, 33)),
    y: base64url(point.slice(33)),
    ext: true,
  };
  try {
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
    const privateKey = await crypto.subtle.importKey('jwk', { ...jwk, d: base64url(scalar) }, algorithm, false, [
      'sign',
    ]);
    const publicKey = await crypto.subtle.importKey('jwk', jwk, algorithm, true, ['verify']);
    return {
      ok: true,
      vapid: { keys: { publicKey, privateKey }, publicKey: base64url(point), contact: contactOf(env) },
    };
  } catch (error) {
    return { ok: false, problem: `the VAPID keys do not make a P-256 key pair: ${String(error)}` };
  }
};
