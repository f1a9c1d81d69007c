/**
 * "Your games" without accounts: a signed cookie naming an email address and the
 * address's session generation, set once a single-use sign-in link from that address's
 * inbox has been used. The generation is kept in the address's own object
 * (mail/recipient.ts) and checked on every use: signing out raises it, which revokes
 * every cookie of the address at once.
 */
import { base64url } from '../http/tokens.ts';
import { sign, verify } from '../http/signing.ts';

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

export interface Session {
  readonly email: string;
  /** The address's session generation when the cookie was made. */
  readonly generation: number;
}

const signedData = (email: string, expiresAt: number, generation: number) => `${email}|${expiresAt}|${generation}`;

export const sessionValue = async (
  secret: string,
  email: string,
  expiresAt: number,
  generation: number,
): Promise<string> => {
  const mac = await sign(secret, PURPOSE, signedData(email, expiresAt, generation));
  return `${base64url(new TextEncoder().encode(email))}.${expiresAt}.${generation}.${base64url(mac)}`;
};

/** What a cookie value claims, or null when it is forged, garbled or expired (its generation is the caller's to check). */
export const readSession = async (secret: string, value: string | undefined, now: number): Promise<Session | null> => {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [encoded, expiresText, generationText, macText] = parts as [string, string, string, string];
  const emailBytes = fromBase64url(encoded);
  const mac = fromBase64url(macText);
  const expiresAt = Number(expiresText);
  const generation = Number(generationText);
  if (!emailBytes || !mac || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return null;
  if (!/^\d{1,15}$/.test(generationText) || !Number.isSafeInteger(generation)) return null;
  // One spelling per MAC: base64url's last character carries spare bits that decoding ignores.
  if (base64url(mac) !== macText) return null;
  const email = new TextDecoder().decode(emailBytes);
  return (await verify(secret, PURPOSE, signedData(email, expiresAt, generation), mac)) ? { email, generation } : null;
};
