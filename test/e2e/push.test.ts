/**
 * Notifications in Chromium, end to end on this machine. The one part outside it, the
 * browser's push service (FCM for Chromium), is stood in for twice, honestly: the page's
 * PushManager.subscribe hands out a subscription whose keys this test made and whose
 * endpoint is a stand-in push service here; that service checks the VAPID header and
 * decrypts what the server sends (RFC 8291) with the subscription's private key, using
 * Node's crypto, then delivers the plaintext to the real service worker through the
 * DevTools protocol, as a push service would deliver it to the browser. Everything else is
 * real: the permission, the service worker's registration, its notification, the click.
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adomocGame } from '../../src/engine/adomoc/game.ts';
import { DESKTOP, PHONE, baseUrl, createGame, launchChromium, openGame, playOverApi } from './harness.ts';
import { shoot } from './screens.ts';

/** The browser's side of a subscription: its ECDH key pair and auth secret. */
const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, publicKey: ecdh.getPublicKey(), auth: randomBytes(16) };
};
type BrowserKeys = ReturnType<typeof browserKeys>;

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer => {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
};

/** RFC 8291 §3.4 and RFC 8188, as the browser decrypts. */
const decrypt = (keys: BrowserKeys, body: Buffer): string => {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const ikm = hkdf(keys.auth, shared, Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverKey]), 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
};

/** RFC 8292: the JWT is signed by the key named beside it, for the push service's origin. */
const checkVapid = (authorization: string, origin: string): void => {
  const match = authorization.match(/^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/);
  expect(match, authorization).not.toBeNull();
  const [, header, claims, signature, key] = match!;
  const point = Buffer.from(key!, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(claims!, 'base64url').toString()).aud).toBe(origin);
};

interface Received {
  readonly path: string;
  readonly message: { title: string; body: string; url: string; tag: string };
}

let browser: Browser;
let service: Server;
let serviceOrigin = '';
const keys = browserKeys();
const received: Received[] = [];

beforeAll(async () => {
  browser = await launchChromium({ notifications: true });
  service = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        expect(request.headers['content-encoding']).toBe('aes128gcm');
        checkVapid(String(request.headers.authorization), serviceOrigin);
        received.push({ path: request.url ?? '', message: JSON.parse(decrypt(keys, Buffer.concat(chunks))) });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const address = service.address();
  serviceOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => service?.close(resolve));
});

describe('notifications on the game page', () => {
  it('are turned on by a seat, arrive when the opponent moves, show in the service worker, and a tap opens the game', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    // The push service's part: a subscription with this test's keys, at the stand-in.
    const endpoint = `${serviceOrigin}/push/${created.id}`;
    await context.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        let current: object | null = null;
        const make = (options: PushSubscriptionOptionsInit) => ({
          endpoint,
          expirationTime: null,
          options: { applicationServerKey: options.applicationServerKey, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        });
        PushManager.prototype.subscribe = async (options) => {
          current = make(options ?? {});
          return current as PushSubscription;
        };
        PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      },
      { endpoint, p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') },
    );
    const ann = await openGame(context, created.links.light!);
    const section = ann.page.locator('#push');
    await expect.poll(() => section.isVisible()).toBe(true);
    await section.getByRole('button', { name: 'Notify me on this device' }).click();
    await expect.poll(() => section.locator('[data-push-status]').textContent()).toContain('Notifications are on');
    expect(await section.getByRole('button', { name: 'Turn off notifications' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await section.scrollIntoViewIfNeeded();
    await shoot(ann.page, 'push-on-light-desktop.png');

    // Bob moves from his own device: the server pushes to Ann's browser.
    // Each move by the engine: the first legal one, in strict notation.
    let position = adomocGame.startPosition('standard');
    const next = (): string => {
      const move = adomocGame.legalMoves(position, 'standard')[0]!;
      const notation = adomocGame.makeMove(position, move);
      const played = adomocGame.play(position, 'standard', move);
      if (!played.ok) throw new Error(played.error.message);
      position = played.value.position;
      return notation;
    };
    await playOverApi(created, 'light', next(), 0);
    const reply = next();
    await playOverApi(created, 'dark', reply, 1);
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const [pushed] = received;
    expect(pushed!.path).toBe(`/push/${created.id}`);
    expect(pushed!.message.title).toBe(`Bob played ${reply}: your move`);
    expect(pushed!.message.url).toBe(`/g/${created.id}`);

    // Delivered to the service worker as the browser's push service would.
    const cdp = await context.newCDPSession(ann.page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
    await cdp.send('ServiceWorker.enable');
    // The registration with a running, activated worker: pushes go to it.
    const versions: { registrationId: string; status: string; runningStatus: string }[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => versions.push(...updated));
    await expect.poll(() => registrations.some((each) => each.scopeURL === `${baseUrl()}/`)).toBe(true);
    const registration = registrations.find((each) => each.scopeURL === `${baseUrl()}/`)!;
    await expect
      .poll(() =>
        versions.some((each) => each.registrationId === registration.registrationId && each.status === 'activated'),
      )
      .toBe(true);
    const shown = () =>
      ann.page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((each) => ({
          title: each.title,
          body: each.body,
          tag: each.tag,
        })),
      );
    const workerErrors: unknown[] = [];
    cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => workerErrors.push(errorMessage));
    // Delivered as a push service does, again until the browser has it: on a busy machine
    // a first delivery can reach the worker while it is being started, and be dropped.
    const deliver = async (data: unknown, title: string) => {
      for (let attempt = 0; attempt < 5; attempt++) {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: baseUrl(),
          registrationId: registration.registrationId,
          data: JSON.stringify(data),
        });
        const until = Date.now() + 3_000;
        while (Date.now() < until) {
          if ((await shown()).some((each) => each.title === title)) return;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      throw new Error(`no notification "${title}" after 5 deliveries; worker errors: ${JSON.stringify(workerErrors)}`);
    };
    await deliver(pushed!.message, pushed!.message.title);
    expect(await shown()).toEqual([
      { title: pushed!.message.title, body: pushed!.message.body, tag: `orrery-${created.id}` },
    ]);
    // A second one for the same game replaces the first.
    await deliver(
      { ...pushed!.message, title: 'Bob offers a draw', body: 'Accept or decline on the game page, or play on.' },
      'Bob offers a draw',
    );
    expect((await shown()).map((each) => each.title)).toEqual(['Bob offers a draw']);

    // A tap, with the game's tab closed and another page of the site open: the game opens.
    const home = await context.newPage();
    await home.goto(`${baseUrl()}/`);
    await ann.page.close();
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker!.evaluate(async () => {
      const scope = globalThis as unknown as {
        registration: { getNotifications(): Promise<Notification[]> };
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventClass = (
        globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
    });
    await expect
      .poll(() => context.pages().map((page) => new URL(page.url()).pathname), { timeout: 10_000 })
      .toContain(`/g/${created.id}`);
    const game = context.pages().find((page) => page.url().includes(`/g/${created.id}`))!;
    // The browser kept the seat: the game opens as Ann's, with notifications shown as on.
    await expect.poll(() => game.locator('#turn-note').textContent()).toBe('Your turn: you play Light.');
    await expect.poll(() => game.locator('#push [data-push-toggle]').textContent()).toBe('Turn off notifications');

    // Off again: the server forgets this browser for this game.
    await game.locator('#push [data-push-toggle]').click();
    await expect.poll(() => game.locator('#push [data-push-status]').textContent()).toContain('Notifications are off');
    // Ann moves, Bob answers: that would be pushed to her, and is not.
    await playOverApi(created, 'light', next(), 2);
    await playOverApi(created, 'dark', next(), 3);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(received).toHaveLength(1);
    expect(ann.errors).toEqual([]);
    await context.close();
  });

  it('is offered to seats only, and looks right on a phone in both themes', async () => {
    const created = await createGame({ game: 'adix', players: { white: { name: 'Ann' }, black: { name: 'Bob' } } });
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: PHONE, colorScheme });
      const seat = await openGame(context, created.links.white!);
      await expect.poll(() => seat.page.locator('#push').isVisible()).toBe(true);
      await seat.page.locator('#push').scrollIntoViewIfNeeded();
      await shoot(seat.page, `push-${colorScheme}-phone.png`);
      expect(await seat.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // A watcher's browser (a fresh one: this one remembers the seat) is offered nothing.
      const watching = await browser.newContext({ viewport: PHONE, colorScheme });
      const watcher = await openGame(watching, created.links.watch!);
      await watcher.page.waitForTimeout(500);
      expect(await watcher.page.locator('#push').isVisible()).toBe(false);
      expect(seat.errors).toEqual([]);
      await context.close();
      await watching.close();
    }
  });
});
