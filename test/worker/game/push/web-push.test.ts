/**
 * Web push. The push service is the one part outside this machine, so a stand-in takes
 * its place and checks what a real one would, then more: it verifies the VAPID JWT's
 * ES256 signature with the key in the Authorization header (RFC 8292), and decrypts every
 * payload with the subscription's private key (RFC 8291, aes128gcm), written here with
 * Web Crypto independently of the library that encrypts.
 */
import { runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, createGame, getGame, play, type Created } from '../../client.ts';
import { someLegalMove } from '../../mail-helpers.ts';
import { roomStub } from '../../rooms.ts';

const b64 = (bytes: ArrayBuffer | Uint8Array): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const unb64 = (text: string): Uint8Array => {
  const plain = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(plain + '='.repeat((4 - (plain.length % 4)) % 4)), (char) => char.charCodeAt(0));
};
const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const text = (words: string) => new TextEncoder().encode(words);
const hmac = async (key: Uint8Array, data: Uint8Array): Promise<Uint8Array> => {
  const imported = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', imported, data));
};
/** HKDF-Expand for one block (every length here is at most 32 bytes). */
const expand = async (prk: Uint8Array, info: Uint8Array, length: number) =>
  (await hmac(prk, concat(info, new Uint8Array([1])))).slice(0, length);

/** A browser: its ECDH key pair and auth secret, and the subscription it would give the page. */
const browser = async (endpoint: string) => {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const publicBytes = new Uint8Array((await crypto.subtle.exportKey('raw', keys.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    keys,
    publicBytes,
    auth,
    subscription: { endpoint, expirationTime: null, keys: { p256dh: b64(publicBytes), auth: b64(auth) } },
  };
};
type Browser = Awaited<ReturnType<typeof browser>>;

/** RFC 8291 §3.4 and RFC 8188 §2, from the receiving side. */
const decrypt = async (to: Browser, body: Uint8Array): Promise<string> => {
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20]!;
  const serverKey = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  expect(idLength).toBe(65);
  expect(ciphertext.length).toBeLessThanOrEqual(recordSize);
  const serverPublic = await crypto.subtle.importKey(
    'raw',
    serverKey,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const shared = new Uint8Array(
    // The standard's `public` (workers-types spells it `$public`; workerd takes both).
    await crypto.subtle.deriveBits({ name: 'ECDH', public: serverPublic } as never, to.keys.privateKey, 256),
  );
  const prkKey = await hmac(to.auth, shared);
  const ikm = await expand(prkKey, concat(text('WebPush: info\0'), to.publicBytes, serverKey), 32);
  const prk = await hmac(salt, ikm);
  const cek = await expand(prk, text('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await expand(prk, text('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, ciphertext));
  // The last record ends with the delimiter 2, then any padding zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return new TextDecoder().decode(padded.slice(0, end));
};

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT signed by that key for the endpoint's origin. */
const checkVapid = async (authorization: string, endpoint: string, serverKey: string) => {
  const match = authorization.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/);
  expect(match, authorization).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(serverKey);
  const [header, claims, signature] = jwt!.split('.');
  const publicKey = await crypto.subtle.importKey('raw', unb64(key!), { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'verify',
  ]);
  const valid = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    publicKey,
    unb64(signature!),
    text(`${header}.${claims}`),
  );
  expect(valid).toBe(true);
  expect(JSON.parse(new TextDecoder().decode(unb64(header!)))).toMatchObject({ alg: 'ES256' });
  const body = JSON.parse(new TextDecoder().decode(unb64(claims!)));
  expect(body.aud).toBe(new URL(endpoint).origin);
  expect(body.sub).toMatch(/^mailto:.+@.+/);
  const now = Date.now() / 1000;
  expect(body.exp).toBeGreaterThan(now);
  expect(body.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
};

interface Pushed {
  readonly endpoint: string;
  readonly message: { title: string; body: string; url: string; tag: string; game: string; ply: number };
  readonly headers: Headers;
}

/** A push service at `origin`: answers from each endpoint's script (then 201), decrypts and records every push. */
const pushService = (browsers: Browser[], scripts: Record<string, (() => Response)[]> = {}) => {
  const received: Pushed[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const to = browsers.find((each) => each.subscription.endpoint === request.url);
    if (!to) return realFetch(input, init);
    const serverKey = (await call('GET', '/api/push/key')).body.publicKey;
    expect(request.headers.get('Content-Encoding')).toBe('aes128gcm');
    expect(Number(request.headers.get('TTL'))).toBeGreaterThan(0);
    await checkVapid(request.headers.get('Authorization') ?? '', request.url, serverKey);
    const next = scripts[request.url]?.shift();
    if (next) return next();
    const plain = await decrypt(to, new Uint8Array(await request.arrayBuffer()));
    received.push({ endpoint: request.url, message: JSON.parse(plain), headers: request.headers });
    return new Response(null, { status: 201 });
  });
  return { received, to: (b: Browser) => received.filter((each) => each.endpoint === b.subscription.endpoint) };
};

afterEach(() => vi.restoreAllMocks());

const endpoint = () => `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
const subscribe = (created: Created, subscription: unknown, side: 'light' | 'dark' = 'light') =>
  call('POST', `/api/games/${created.id}/push`, { token: created.tokens[side], body: subscription });
const playOne = async (created: Created, side: 'light' | 'dark') => {
  const state = await getGame(created.id);
  const reply = await play(created, side, someLegalMove('adomoc', state.variant, state.position), state.ply);
  expect(reply.status).toBe(200);
  return reply.body;
};
const deliveries = (id: string) => roomStub(id).deliveries('push');

describe('turning notifications on', () => {
  it('gives browsers the server’s public key', async () => {
    const reply = await call('GET', '/api/push/key');
    expect(reply.status).toBe(200);
    expect(unb64(reply.body.publicKey)).toHaveLength(65);
  });

  it('stores a seat’s browser, and refuses what no browser would send, with a code for each', async () => {
    const created = await createGame({ game: 'adomoc' });
    const good = await browser(endpoint());
    const cases: [unknown, string][] = [
      ['just text', 'ERR_PUSH_SUBSCRIPTION'],
      [{ endpoint: good.subscription.endpoint }, 'ERR_PUSH_SUBSCRIPTION'],
      [{ ...good.subscription, endpoint: 'https://push.evil.example/x' }, 'ERR_PUSH_ENDPOINT'],
      [{ ...good.subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, 'ERR_PUSH_ENDPOINT'],
      [{ ...good.subscription, endpoint: 'http://127.0.0.1:9/push' }, 'ERR_PUSH_ENDPOINT'],
      [{ ...good.subscription, endpoint: 'https://10.0.0.1/push' }, 'ERR_PUSH_ENDPOINT'],
      [
        { ...good.subscription, keys: { p256dh: good.subscription.keys.p256dh, auth: b64(new Uint8Array(8)) } },
        'ERR_PUSH_KEYS',
      ],
      // 65 bytes that begin like a point but are not one on the curve.
      [
        {
          ...good.subscription,
          keys: {
            p256dh: b64(concat(new Uint8Array([4]), new Uint8Array(64).fill(7))),
            auth: good.subscription.keys.auth,
          },
        },
        'ERR_PUSH_KEYS',
      ],
      [{ ...good.subscription, keys: { p256dh: 'not base64!', auth: good.subscription.keys.auth } }, 'ERR_PUSH_KEYS'],
    ];
    for (const [body, code] of cases) {
      const reply = await subscribe(created, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.code).toBe(code);
      expect(reply.body.error.message.length).toBeGreaterThan(20);
    }
    expect((await call('POST', `/api/games/${created.id}/push`, { body: good.subscription })).status).toBe(401);
    expect(
      (await call('POST', `/api/games/${created.id}/push`, { token: 'x'.repeat(43), body: good.subscription })).status,
    ).toBe(401);
    const stored = await subscribe(created, good.subscription);
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual({ browsers: 1 });
    // The same browser again refreshes it rather than adding a second.
    expect((await subscribe(created, good.subscription)).body).toEqual({ browsers: 1 });
    const removed = await call('DELETE', `/api/games/${created.id}/push`, {
      token: created.tokens.light,
      body: { endpoint: good.subscription.endpoint },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ browsers: 0 });
    const again = await call('DELETE', `/api/games/${created.id}/push`, {
      token: created.tokens.light,
      body: { endpoint: good.subscription.endpoint },
    });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('ERR_PUSH_NOT_FOUND');
  });
});

describe('notifications', () => {
  it('tell the seat to move who moved and what, encrypted for each of its browsers, and never twice', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const phone = await browser(endpoint());
    const laptop = await browser(endpoint());
    const annPhone = await browser(endpoint());
    const service = pushService([phone, laptop, annPhone]);
    expect((await subscribe(created, phone.subscription, 'dark')).status).toBe(201);
    expect((await subscribe(created, laptop.subscription, 'dark')).status).toBe(201);
    expect((await subscribe(created, annPhone.subscription, 'light')).status).toBe(201);

    const state = await playOne(created, 'light');
    await deliveries(created.id);
    const [toPhone] = service.to(phone);
    expect(service.to(laptop)).toHaveLength(1);
    // Ann moved: nothing for her.
    expect(service.to(annPhone)).toHaveLength(0);
    expect(toPhone!.message).toEqual({
      title: `Ann played ${state.lastMove.notation}: your move`,
      body: state.lastMove.description,
      url: `/g/${created.id}`,
      tag: `orrery-${created.id}`,
      game: created.id,
      ply: 1,
    });
    // The delivery is settled: running the outbox again sends nothing more.
    await deliveries(created.id);
    expect(service.received).toHaveLength(2);

    await playOne(created, 'dark');
    await deliveries(created.id);
    expect(service.to(annPhone)).toHaveLength(1);
    expect(service.to(annPhone)[0]!.message.title).toMatch(/^Bob played \S+: your move$/);
    // A message from Bob reaches Ann's browser, encrypted for it alone.
    const sent = await call('POST', `/api/games/${created.id}/messages`, {
      token: created.tokens.dark,
      body: { text: 'Good game so far <3' },
    });
    expect(sent.status).toBe(201);
    await deliveries(created.id);
    expect(service.to(annPhone).at(-1)!.message).toMatchObject({ title: 'Bob wrote', body: 'Good game so far <3' });
    expect(service.to(phone)).toHaveLength(1);
    // One tag per game: a newer notification replaces the older on the device.
    expect(new Set(service.received.map((each) => each.message.tag))).toEqual(new Set([`orrery-${created.id}`]));
  });

  it('drops a browser whose subscription is gone (404, 410), and retries one that is busy without telling the others twice', async () => {
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const gone = await browser(endpoint());
    const busy = await browser(endpoint());
    const fine = await browser(endpoint());
    const service = pushService([gone, busy, fine], {
      [gone.subscription.endpoint]: [() => new Response('expired', { status: 410 })],
      [busy.subscription.endpoint]: [() => new Response('slow down', { status: 429, headers: { 'Retry-After': '0' } })],
    });
    for (const each of [gone, busy, fine])
      expect((await subscribe(created, each.subscription, 'dark')).status).toBe(201);
    await playOne(created, 'light');
    const first = await deliveries(created.id);
    expect(first.map((each) => each.state)).toEqual(['pending']);
    expect(service.to(fine)).toHaveLength(1);
    expect(service.to(busy)).toHaveLength(0);
    // The retry is due at once (Retry-After: 0 is not honoured below the backoff): make it so.
    await runInDurableObject(roomStub(created.id), (_instance, state) => {
      state.storage.sql.exec(`UPDATE mail_outbox SET due_at = 0 WHERE state = 'pending'`);
    });
    const second = await deliveries(created.id);
    expect(second.map((each) => each.state)).toEqual(['sent']);
    expect(service.to(busy)).toHaveLength(1);
    expect(service.to(fine)).toHaveLength(1);
    // The expired one is gone for good: the next move reaches the two others only.
    await playOne(created, 'dark');
    await playOne(created, 'light');
    await deliveries(created.id);
    expect(service.to(gone)).toHaveLength(0);
    expect(service.to(busy)).toHaveLength(2);
    expect(service.to(fine)).toHaveLength(2);
  });
});
