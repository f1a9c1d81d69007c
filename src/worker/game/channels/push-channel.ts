/**
 * Web push as a channel: each seat with a browser subscribed gets a notification for the
 * notices in PUSH_CARRIES, encrypted for that browser (RFC 8291, aes128gcm) and signed
 * with the server's VAPID key (RFC 8292) by `web-push-browser`, which does both with Web
 * Crypto and nothing else (docs/platform.md says why this library). One delivery
 * covers all of a seat's browsers; each browser's mark (`lastSeq`) keeps a retry from
 * reaching the ones already told. What the push service answers decides what is next:
 *
 * - 2xx: sent.
 * - 404 or 410: the subscription has expired or was revoked: removed, nothing retried.
 * - 429 and 5xx, no connection: tried again (when the service says, for a 429).
 * - other 4xx (a payload too large, a VAPID key the service rejects): failed for good.
 */
import { readTextUpTo } from '../../http/bounded-read.ts';
import { sendPushNotification } from 'web-push-browser';
import type { StoredPush } from '../push/push-store.ts';
import { retryAfterMs, type Channel, type ChannelContext, type Outcome } from './channel.ts';
import { PUSH_CARRIES, pushMessageOf } from './push-message.ts';
import { vapidOf, type Vapid } from './vapid.ts';

export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a notification for a browser that is offline. */
export const PUSH_TTL_SECONDS = 2 * 24 * 60 * 60;

type Attempt = 'sent' | 'gone' | { readonly retry: string; readonly afterMs?: number } | { readonly fail: string };

const sendTo = async (vapid: Vapid, browser: StoredPush, payload: string): Promise<Attempt> => {
  let response: Response;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    response = await Promise.race([
      sendPushNotification(
        vapid.keys,
        { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } },
        vapid.contact,
        payload,
        { algorithm: 'aes128gcm', ttl: PUSH_TTL_SECONDS, urgency: 'normal' },
      ),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PUSH_TIMEOUT_MS / 1000} s`)), PUSH_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    return { retry: `could not reach the push service: ${String(error)}` };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
  const { status } = response;
  const said = (await readTextUpTo(response, 512)).slice(0, 120).replace(/\s+/g, ' ');
  const detail = `HTTP ${status}${said ? ` ${said}` : ''}`;
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429) {
    const wait = retryAfterMs(response);
    return wait === null ? { retry: `rate limited (${detail})` } : { retry: `rate limited (${detail})`, afterMs: wait };
  }
  if (status >= 500) return { retry: detail };
  return { fail: detail };
};

export const pushChannel = (context: ChannelContext): Channel => ({
  reach: 'seat',
  carries: PUSH_CARRIES,
  targets: (room, recipients) => recipients.filter((side) => room.seats[side] && context.pushes.hasAny(side)),
  async deliver({ side, notice }): Promise<Outcome> {
    const setup = await vapidOf(context.env);
    if (!setup.ok) return { skip: setup.problem };
    const message = pushMessageOf(context, notice, side);
    if ('skip' in message) return message;
    const payload = JSON.stringify(message);
    const browsers = context.pushes.ofSide(side).filter((browser) => browser.lastSeq < notice.seq);
    if (browsers.length === 0) return { skip: 'no browser of this seat is waiting for it' };
    const results: string[] = [];
    const retries: { retry: string; afterMs?: number }[] = [];
    const failures: string[] = [];
    for (const browser of browsers) {
      const attempt = await sendTo(setup.vapid, browser, payload);
      if (attempt === 'sent') {
        context.pushes.markSent(browser.id, notice.seq);
        results.push(`${browser.id} sent`);
      } else if (attempt === 'gone') {
        // The browser unsubscribed, or its subscription expired: it never comes back.
        context.pushes.removeById(browser.id);
        results.push(`${browser.id} gone, removed`);
      } else if ('retry' in attempt) {
        retries.push({ retry: `${browser.id}: ${attempt.retry}`, afterMs: attempt.afterMs ?? 0 });
      } else {
        failures.push(`${browser.id}: ${attempt.fail}`);
        // A browser the service refuses for good is not asked again for this notice.
        context.pushes.markSent(browser.id, notice.seq);
      }
    }
    if (retries.length) {
      // The longest wait any service asked for; the outbox's backoff when none did.
      const afterMs = Math.max(...retries.map((each) => each.afterMs ?? 0));
      const retry = retries.map((each) => each.retry).join('; ');
      return afterMs > 0 ? { retry, afterMs } : { retry };
    }
    if (failures.length && results.length === 0) return { fail: failures.join('; ') };
    return { sent: [...results, ...failures].join('; ') };
  },
});
