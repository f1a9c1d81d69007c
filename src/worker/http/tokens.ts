/** Game ids and seat tokens: random, URL-safe, and only the tokens' hashes are kept. */
import { base64url } from '../../shared/base64url.ts';

export { base64url };

/** No 0/o, 1/l: ids are read aloud and typed from paper too. 32 letters, 5 bits each. */
const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const ID_LENGTH = 12;
export const GAME_ID = /^[a-km-np-z2-9]{12}$/;

export const newGameId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte & 31]).join('');
};

/** 256 random bits: far beyond guessing, short enough for a link. */
export const newSeatToken = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)));
export const SEAT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = async (token: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
};
