/**
 * "Your games" without accounts: a signed cookie naming an email address, set once a
 * single-use sign-in link from that address's inbox has been used.
 */
import { base64url } from '../tokens.ts';
import { sign, verify } from '../mail/signing.ts';

export const SESSION_COOKIE = 'orrery_games';
export const SESSION_DAYS = 30;
const PURPOSE = 'games-session';

const fromBase64url = (text: string): Uint8Array | null => {
  try {
    return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
};

export const sessionValue = async (secret: string, email: string, expiresAt: number): Promise<string> => {
  const data = `${email}|${expiresAt}`;
  return `${base64url(new TextEncoder().encode(email))}.${expiresAt}.${base64url(await sign(secret, PURPOSE, data))}`;
};

/** The address a cookie value speaks for, or null when it is forged, garbled or expired. */
export const readSession = async (secret: string, value: string | undefined, now: number): Promise<string | null> => {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 3) return null;
  const [encoded, expiresText, macText] = parts as [string, string, string];
  const emailBytes = fromBase64url(encoded);
  const mac = fromBase64url(macText);
  const expiresAt = Number(expiresText);
  if (!emailBytes || !mac || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return null;
  // One spelling per MAC: base64url's last character carries spare bits that decoding ignores.
  if (base64url(mac) !== macText) return null;
  const email = new TextDecoder().decode(emailBytes);
  return (await verify(secret, PURPOSE, `${email}|${expiresAt}`, mac)) ? email : null;
};
