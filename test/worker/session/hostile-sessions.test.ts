/**
 * Hostile: "your games" sessions and the forms under /me. Signing out revokes every
 * cookie of the address (a copied one too); another site cannot post the /me forms for
 * a visitor; mail providers' RFC 8058 one-click posts to /mail/unsubscribe still work.
 */
import { describe, expect, it } from 'vitest';
import { call, createGame } from '../client.ts';
import { confirmAddress, deliver, lastEmailTo, outboxTo } from '../mail-helpers.ts';

const FORM = 'application/x-www-form-urlencoded';
const OURS = { 'Content-Type': FORM, Origin: 'https://orrery.test' };
const THEIRS = { 'Content-Type': FORM, Origin: 'https://evil.example' };

const address = () => `session-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Asks for a link, and uses it from our own page: the session cookie. */
const signIn = async (email: string): Promise<string> => {
  await call('POST', '/api/me/link', { body: { email } });
  const link = /\/me\/sign-in\?t=([\w-]{43})/.exec((await lastEmailTo(email)).text)![1]!;
  const reply = await call('POST', '/me/sign-in', { raw: `t=${link}`, headers: OURS });
  expect(reply.status).toBe(303);
  return reply.headers.get('Set-Cookie')!.split(';')[0]!;
};

const signedIn = async (cookie: string) =>
  !(await call('GET', '/me', { headers: { Cookie: cookie } })).body.includes('Email me a link');

describe('signing out', () => {
  it('revokes every session of the address, a copied cookie included', async () => {
    const email = address();
    await confirmAddress(email);
    const laptop = await signIn(email);
    const phone = await signIn(email);
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(phone)).toBe(true);
    const out = await call('POST', '/me/sign-out', { raw: '', headers: { ...OURS, Cookie: laptop } });
    expect(out.status).toBe(303);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    // A new sign-in works again.
    expect(await signedIn(await signIn(email))).toBe(true);
  });
});

describe('the forms under /me', () => {
  it('refuse posts from another site, and change nothing', async () => {
    const email = address();
    await confirmAddress(email);
    const cookie = await signIn(email);
    for (const headers of [
      THEIRS,
      { 'Content-Type': FORM },
      { 'Content-Type': FORM, 'Sec-Fetch-Site': 'cross-site' },
    ] as Record<string, string>[]) {
      const out = await call('POST', '/me/sign-out', { raw: '', headers: { ...headers, Cookie: cookie } });
      expect(out.status).toBe(403);
      expect(out.body.error.code).toBe('ERR_CROSS_SITE');
    }
    expect(await signedIn(cookie)).toBe(true);

    const sent = (await outboxTo(email)).length;
    expect(
      (await call('POST', '/me/link', { raw: `email=${encodeURIComponent(email)}`, headers: THEIRS })).status,
    ).toBe(403);
    expect(await outboxTo(email)).toHaveLength(sent);

    await call('POST', '/api/me/link', { body: { email } });
    const token = /\/me\/sign-in\?t=([\w-]{43})/.exec((await lastEmailTo(email)).text)![1]!;
    expect((await call('POST', '/me/sign-in', { raw: `t=${token}`, headers: THEIRS })).status).toBe(403);
    // The link was not spent by the refused post.
    expect((await call('POST', '/me/sign-in', { raw: `t=${token}`, headers: OURS })).status).toBe(303);
  });

  it('leave one-click unsubscribe (RFC 8058) to mail providers, from any origin or none', async () => {
    const email = address();
    await confirmAddress(email);
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann', email } } });
    await deliver(created.id);
    const unsubscribe = (await lastEmailTo(email)).headers['List-Unsubscribe']!.slice(1, -1).replace(
      'https://orrery.test',
      '',
    );
    for (const headers of [
      { 'Content-Type': FORM },
      { 'Content-Type': FORM, Origin: 'https://mail.example' },
    ] as Record<string, string>[])
      expect(await call('POST', unsubscribe, { raw: 'List-Unsubscribe=One-Click', headers })).toMatchObject({
        status: 200,
        body: 'unsubscribed',
      });
  });
});
