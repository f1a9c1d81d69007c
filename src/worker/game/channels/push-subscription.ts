/**
 * Reading a browser's PushSubscription (its `toJSON()`) into what Orrery stores, or a
 * stable error. The endpoint must belong to a known browser push service: a seat could
 * otherwise name any URL and have Orrery post to it after every move. The keys must be
 * what RFC 8291 encrypts to: `p256dh` an uncompressed P-256 point (65 bytes, checked on
 * the curve by importing it) and `auth` a 16-byte secret.
 *
 * The one allowance is for development: with PUSH_SERVICE_LOCAL=on, http://localhost and
 * http://127.0.0.1 on any port are taken as push services, for a local stand-in.
 */
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { fromBase64url } from '../../../shared/base64url.ts';

export interface PushTarget {
  readonly endpoint: string;
  /** The browser's public key, base64url. */
  readonly p256dh: string;
  /** The browser's authentication secret, base64url. */
  readonly auth: string;
}

export const PUSH_ENDPOINT_MAX = 1024;

/**
 * The push services of the browsers in use, by host (exact, or a subdomain of the
 * suffix): Chrome and Edge on Android and desktop (FCM), Firefox (Mozilla autopush),
 * Safari (Apple), Edge on Windows (WNS).
 */
const PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const PUSH_HOST_SUFFIXES = ['.push.apple.com', '.notify.windows.com', '.push.services.mozilla.com'];

export const isPushServiceHost = (host: string): boolean =>
  PUSH_HOSTS.includes(host) || PUSH_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));

const HELP =
  'the body must be the browser\'s PushSubscription as JSON: {"endpoint": "https://…", "keys": {"p256dh": "…", "auth": "…"}}';

const readEndpoint = (value: unknown, allowLocal: boolean): Result<string, EngineError> => {
  if (typeof value !== 'string' || value === '') return failure('ERR_PUSH_SUBSCRIPTION', HELP);
  if (value.length > PUSH_ENDPOINT_MAX)
    return failure('ERR_PUSH_ENDPOINT', `a push endpoint may be at most ${PUSH_ENDPOINT_MAX} characters`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return failure('ERR_PUSH_ENDPOINT', 'the endpoint is not a URL: send the subscription the browser gave, unchanged');
  }
  const host = url.hostname.toLowerCase();
  if (allowLocal && url.protocol === 'http:' && (host === 'localhost' || host === '127.0.0.1') && !url.username)
    return ok(url.href);
  if (url.protocol !== 'https:' || url.username || url.password || url.port !== '' || !isPushServiceHost(host))
    return failure(
      'ERR_PUSH_ENDPOINT',
      `the endpoint must be a browser push service over https (Chrome, Edge, Firefox, Safari); ${url.protocol}//${host} is not one`,
    );
  return ok(url.href);
};

/** The subscription's shape and endpoint; the keys' bytes are checked by `checkPushKeys`. */
export const readPushSubscription = (body: unknown, allowLocal: boolean): Result<PushTarget, EngineError> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return failure('ERR_PUSH_SUBSCRIPTION', HELP);
  const { endpoint, keys } = body as { endpoint?: unknown; keys?: unknown };
  const read = readEndpoint(endpoint, allowLocal);
  if (!read.ok) return read;
  if (typeof keys !== 'object' || keys === null) return failure('ERR_PUSH_SUBSCRIPTION', HELP);
  const { p256dh, auth } = keys as { p256dh?: unknown; auth?: unknown };
  if (typeof p256dh !== 'string' || typeof auth !== 'string' || p256dh.length > 200 || auth.length > 100)
    return failure('ERR_PUSH_KEYS', 'keys.p256dh and keys.auth must be the base64url strings the browser gave');
  return ok({ endpoint: read.value, p256dh, auth });
};

/** The keys as RFC 8291 needs them: a point on P-256 and a 16-byte secret. */
export const checkPushKeys = async (target: PushTarget): Promise<Result<PushTarget, EngineError>> => {
  const point = fromBase64url(target.p256dh);
  const secret = fromBase64url(target.auth);
  if (secret?.length !== 16)
    return failure(
      'ERR_PUSH_KEYS',
      `keys.auth must be a 16-byte secret in base64url; this is ${secret ? `${secret.length} bytes` : 'not base64url'}`,
    );
  if (point?.length !== 65 || point[0] !== 4)
    return failure('ERR_PUSH_KEYS', 'keys.p256dh must be an uncompressed P-256 public key (65 bytes, base64url)');
  try {
    await crypto.subtle.importKey('raw', point, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  } catch {
    return failure('ERR_PUSH_KEYS', 'keys.p256dh is not a point on the P-256 curve');
  }
  return ok(target);
};
