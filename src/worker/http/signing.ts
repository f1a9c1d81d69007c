/**
 * HMAC-SHA256 signatures for what the server hands out and later trusts again (reply
 * addresses, links in emails), and the lowercase base32 they are written in. Mail systems
 * may lowercase an address's local part, so nothing in an address may depend on case:
 * base32's alphabet has one case only.
 */

/** Each use signs under its own purpose, so a signature made for one can never pass as another. */
const message = (purpose: string, data: string): Uint8Array => new TextEncoder().encode(`${purpose}\u0000${data}`);

const hmacKey = (secret: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);

/** The full 32-byte HMAC-SHA256 of `data` for `purpose`. */
export const sign = async (secret: string, purpose: string, data: string): Promise<Uint8Array> => {
  if (secret.length === 0) throw new Error('the signing secret is empty');
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), message(purpose, data)));
};

/** The shortest truncated MAC accepted: 128 bits, as the reply addresses carry. */
export const MIN_MAC_BYTES = 16;

/**
 * Whether `mac` is the HMAC of `data` for `purpose`, or its first `mac.length` bytes (at
 * least 16). The comparison takes the same time wherever the bytes differ.
 */
export const verify = async (secret: string, purpose: string, data: string, mac: Uint8Array): Promise<boolean> => {
  const expected = await sign(secret, purpose, data);
  if (mac.length < MIN_MAC_BYTES || mac.length > expected.length) return false;
  let difference = 0;
  for (let i = 0; i < mac.length; i++) difference |= (mac[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
};

/** RFC 4648 base32, lowercased. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Lowercase base32 without padding: 16 bytes make 26 characters. */
export const toBase32 = (bytes: Uint8Array): string => {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
};

/**
 * The bytes of unpadded base32 in either case, or null for text that is not the canonical
 * encoding of some bytes (a stray character, an impossible length, unused bits set).
 */
export const fromBase32 = (text: string): Uint8Array | null => {
  const lower = text.toLowerCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of lower) {
    const value = BASE32.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 255);
    }
    buffer &= (1 << bits) - 1;
  }
  // Leftovers of 5 bits or more mean a length no byte string encodes to; set leftover bits mean a second spelling of the same bytes.
  if (bits >= 5 || buffer !== 0) return null;
  return new Uint8Array(bytes);
};
