/**
 * The service worker behind notifications (served at /sw.js, scope /): it shows what the
 * server pushes (src/worker/game/channels/push-message.ts) and opens the game when one is tapped. It
 * caches nothing and never touches requests, so pages behave exactly as without it.
 *
 * One tag per game: a newer notification replaces the older one on the device, and
 * `renotify` makes the replacement still sound or buzz.
 */
import { readPushMessage } from './push-message-view.ts';

interface NotificationLike {
  readonly data: unknown;
  close(): void;
}
interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface WaitableEvent {
  waitUntil(work: Promise<unknown>): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitableEvent) => void): void;
  addEventListener(
    type: 'push',
    listener: (event: WaitableEvent & { readonly data: { text(): string } | null }) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: WaitableEvent & { readonly notification: NotificationLike }) => void,
  ): void;
}

const scope = globalThis as unknown as ServiceWorkerScope;

// A new version takes over at once: it holds no state that an old page could depend on.
scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

scope.addEventListener('push', (event) => {
  const message = readPushMessage(event.data?.text() ?? '');
  event.waitUntil(
    scope.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: unknown };
  const target = new URL(typeof url === 'string' && url.startsWith('/') ? url : '/', scope.location.origin);
  event.waitUntil(
    (async () => {
      // The game already open in a tab: that tab comes forward, rather than a second one.
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
      if (open) return open.focus().catch(() => undefined);
      const opened = await scope.clients.openWindow(target.href).catch(() => null);
      if (opened) return opened;
      // A browser may refuse a new window (no user gesture it trusts): a tab of the site
      // that is already open goes to the game instead.
      const other = windows[0];
      return other?.navigate(target.href).catch(() => undefined);
    })(),
  );
});
