/**
 * The push API's side of a delivery (docs/bots.md, "Push"): each event POSTed as JSON to
 * the bot's HTTPS endpoint, signed with HMAC-SHA256 over `<timestamp>.<nonce>.<body>` with
 * the endpoint's secret, so a receiver can refuse a forged post and, keeping the nonces of
 * the last five minutes, a replayed one. What the endpoint answers decides what follows.
 */
import { base64url } from '../http/tokens.ts';

/** How far from its timestamp a receiver should take a post: the replay window. */
export const REPLAY_WINDOW_SECONDS = 300;
/** Attempts of one event before it is given up (about a day with the backoff below). */
export const PUSH_ATTEMPTS = 12;
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 3_600_000;
export const PUSH_TIMEOUT_MS = 10_000;

export const newPushSecret = (): string => `obps_${base64url(crypto.getRandomValues(new Uint8Array(32)))}`;

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export const signPush = async (secret: string, timestamp: number, nonce: string, body: string): Promise<string> => {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${nonce}.${body}`)));
};

/** The headers of one post: a fresh nonce and the time each attempt, so a retry is signed anew. */
export const pushHeaders = async (secret: string, body: string, now: number): Promise<Record<string, string>> => {
  const timestamp = Math.floor(now / 1000);
  const nonce = hex(crypto.getRandomValues(new Uint8Array(16)).buffer);
  return {
    'Content-Type': 'application/json',
    'X-Orrery-Timestamp': String(timestamp),
    'X-Orrery-Nonce': nonce,
    'X-Orrery-Signature': `sha256=${await signPush(secret, timestamp, nonce, body)}`,
  };
};

export type PushOutcome = 'delivered' | 'retry' | 'failed';

/** 2xx taken; 429, 5xx and no answer tried again; any other answer (a redirect included) failed. */
export const outcomeOf = (status: number | null): PushOutcome => {
  if (status !== null && status >= 200 && status < 300) return 'delivered';
  if (status === null || status === 429 || status >= 500) return 'retry';
  return 'failed';
};

/** Milliseconds before attempt `attempt` + 1: 2 s doubling, at most an hour. */
export const retryDelay = (attempt: number): number => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));

/** One POST, no redirects followed; the status, or null when nothing answered in time. */
export const postEvent = async (url: string, secret: string, body: string, now: number): Promise<number | null> => {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: await pushHeaders(secret, body, now),
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    return answer.status;
  } catch {
    return null;
  }
};
