/**
 * "Notifications on this device", on the game page for a seat: turns web push on (the
 * browser's permission, the service worker at /sw.js, a Push API subscription with the
 * server's key, sent to the game's object) or off again. A browser has one subscription
 * for the whole site; each game stores it for its seat, so turning one game off leaves
 * the others on. Which games are on in this browser is remembered in localStorage.
 *
 * The section stays hidden where the browser cannot do it (no service worker or Push
 * API, as in some in-app browsers) or the server sends none (no VAPID keys).
 */
import { fromBase64url } from '../../shared/base64url.ts';
import { callApi, type SeatRequest } from '../api.ts';

const keyOf = (gameId: string, side: string): string => `orrery:push:${gameId}:${side}`;

const remembered = (gameId: string, side: string): string | null => {
  try {
    return localStorage.getItem(keyOf(gameId, side));
  } catch {
    return null;
  }
};
const remember = (gameId: string, side: string, endpoint: string | null): void => {
  try {
    if (endpoint === null) localStorage.removeItem(keyOf(gameId, side));
    else localStorage.setItem(keyOf(gameId, side), endpoint);
  } catch {
    // Storage may be off (a private window): the button then starts from "off" on reload.
  }
};

const sameKey = (subscription: PushSubscription, key: Uint8Array): boolean => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
};

/** The browser's subscription for this site, made with `key` (a stale one, from an older key, is replaced). */
const subscribe = async (key: Uint8Array<ArrayBuffer>): Promise<PushSubscription> => {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
};

/**
 * Why subscribing failed, in words a person can act on: the browser's own text
 * ("AbortError: Registration failed - permission denied") names no next step.
 */
const subscribeFailure = (error: unknown): string => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || /permission denied/i.test(String(error)))
    return 'This browser refused to sign up for notifications: allow notifications for this site in its settings (and, on a phone, add the site to the home screen if it asks), then try again.';
  if (name === 'AbortError')
    return 'This browser could not reach its notification service just now (it may be blocked, or the browser offline). Try again later, or from another browser.';
  return 'This browser could not turn notifications on here. Try again later, or from another browser.';
};

export const startPushPanel = async (
  section: HTMLElement,
  gameId: string,
  side: string,
  request: SeatRequest,
): Promise<void> => {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;
  const key = await callApi('GET /api/push/key', { params: {} });
  if (!key.ok) return;
  const button = section.querySelector<HTMLButtonElement>('[data-push-toggle]')!;
  const status = section.querySelector<HTMLElement>('[data-push-status]')!;
  const say = (text: string, tone: 'info' | 'problem' = 'info') => {
    status.textContent = text;
    status.dataset.tone = tone;
  };
  const show = () => {
    const on = remembered(gameId, side) !== null && Notification.permission === 'granted';
    section.dataset.push = on ? 'on' : 'off';
    button.textContent = on ? 'Turn off notifications' : 'Notify me on this device';
    button.setAttribute('aria-pressed', String(on));
  };

  const turnOn = async () => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      say(
        permission === 'denied'
          ? 'Notifications are blocked for this site: allow them in your browser’s site settings, then try again.'
          : 'Notifications stay off: your browser did not allow them.',
        'problem',
      );
      return;
    }
    let subscription: PushSubscription;
    try {
      const serverKey = fromBase64url(key.value.publicKey);
      if (!serverKey) throw new Error('the server sent an unreadable key');
      subscription = await subscribe(serverKey);
    } catch (error) {
      say(subscribeFailure(error), 'problem');
      return;
    }
    const answer = await request('POST /api/games/:id/push', { body: subscription.toJSON() });
    if (!answer.ok) {
      say(answer.error.message, 'problem');
      return;
    }
    remember(gameId, side, subscription.endpoint);
    say('Notifications are on in this browser: you will hear of every move and offer, even with the page closed.');
  };

  const turnOff = async () => {
    const endpoint = remembered(gameId, side)!;
    const answer = await request('DELETE /api/games/:id/push', { body: { endpoint } });
    // Not found: already off on the server (the browser's subscription expired); off here too.
    if (!answer.ok && answer.error.code !== 'ERR_PUSH_NOT_FOUND') {
      say(answer.error.message, 'problem');
      return;
    }
    remember(gameId, side, null);
    say('Notifications are off for this game in this browser.');
  };

  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      await (section.dataset.push === 'on' ? turnOff() : turnOn());
    } finally {
      button.disabled = false;
      show();
    }
  });
  show();
  section.hidden = false;
};
