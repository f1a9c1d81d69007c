/**
 * Base64url (RFC 4648 §5, without padding), the alphabet of seat tokens, Web Push keys and
 * JWTs. One pair of functions for the server and the browser.
 */

export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** The bytes of base64url text (padding allowed), or null when it is not base64url. */
export const fromBase64url = (text: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return null;
  const plain = text.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/');
  try {
    return Uint8Array.from(atob(plain + '='.repeat((4 - (plain.length % 4)) % 4)), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
};
