/**
 * A player's listen tag: what the lobby's socket names a player by (shared/lobby-changes.ts).
 * Anyone may listen and player ids are public (a challenge carries its poster's), so a tag
 * is an HMAC of the id under the server's signing secret: the page of the player it names
 * knows its own tag, and nobody can tell whose a tag is. A server without SIGNING_SECRET
 * takes no challenge anyway (challenge-routes.ts); its tags are keyed by a fixed word.
 */
import type { Env } from '../platform/env.ts';

const keys = new Map<string, Promise<CryptoKey>>();

const keyFor = (secret: string): Promise<CryptoKey> => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    keys.set(secret, key);
  }
  return key;
};

export const listenTag = async (env: Pick<Env, 'SIGNING_SECRET'>, playerId: string): Promise<string> => {
  const key = await keyFor(env.SIGNING_SECRET || 'orrery-lobby');
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`lobby:${playerId}`));
  return Array.from(new Uint8Array(mac).slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
};
