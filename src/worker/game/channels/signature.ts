/**
 * The signature of a generic endpoint's posts: HMAC-SHA256 of the exact body bytes with
 * the channel's secret, as lowercase hex, sent as `X-Orrery-Signature: sha256=<hex>`
 * (docs/api.md tells receivers how to check it). Secrets are 32 random bytes, shown once.
 */
import { base64url } from '../../http/tokens.ts';

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export const signBody = async (secret: string, body: string): Promise<string> => {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
};

/** A new channel secret: `whsec_` and 32 random bytes in base64url. */
export const newHookSecret = (): string => `whsec_${base64url(crypto.getRandomValues(new Uint8Array(32)))}`;
