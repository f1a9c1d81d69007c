/**
 * Hostile: where mail may go and what links it carries. The development outbox (which
 * shows seat links to anyone) exists only when the development setting asks for it, a
 * Worker without a mail service sends nothing and says so, and links in emails use the
 * configured origin whatever Host a client sends.
 */
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../../../src/worker/app.ts';
import type { Env } from '../../../src/worker/platform/env.ts';
import { mailSetup } from '../../../src/worker/mail/config.ts';
import { listOutbox } from '../../../src/worker/mail/dev-outbox.ts';
import { mailerFor } from '../../../src/worker/mail/mailer-for.ts';
import { freshAddress } from '../client.ts';
import { deliver, outboxTo } from '../mail-helpers.ts';

/** The Worker's app with other settings than the test project's. */
const fetchWith = (settings: Partial<Record<keyof Env, string | undefined>>, path: string, init: RequestInit = {}) =>
  app.fetch(
    new Request(`https://orrery.test${path}`, {
      ...init,
      headers: { 'CF-Connecting-IP': freshAddress(), ...(init.headers as Record<string, string>) },
    }),
    { ...env, ...settings },
    createExecutionContext(),
  );

describe('the development outbox', () => {
  it('is absent unless the development setting asks for it, whatever keys are missing', async () => {
    for (const setting of [undefined, '', 'off', 'no', 'false'])
      for (const path of ['/dev/outbox', '/dev/outbox.json']) {
        const response = await fetchWith({ DEV_OUTBOX: setting, RESEND_API_KEY: undefined }, path);
        expect(response.status, `${path} with DEV_OUTBOX=${setting}`).toBe(404);
        expect(await response.text()).not.toContain('seat');
      }
    expect((await fetchWith({ DEV_OUTBOX: 'on' }, '/dev/outbox.json')).status).toBe(200);
    // A Resend key wins over the development setting: no outbox beside real mail.
    expect((await fetchWith({ DEV_OUTBOX: 'on', RESEND_API_KEY: 're_x' }, '/dev/outbox.json')).status).toBe(404);
  });

  it('receives nothing from a Worker with neither a key nor the setting, which says why', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = (await listOutbox(env.DB, 1))[0];
    const email = { to: 'x@example.com', from: 'a@orrery.test', subject: 'nothing', html: '<p>x</p>', text: 'x' };
    const sent = await mailerFor({ DB: env.DB }).send(email, `unconfigured-${crypto.randomUUID()}`);
    expect(sent).toEqual({ ok: false, retryable: false, message: expect.stringMatching(/RESEND_API_KEY/) });
    expect((await listOutbox(env.DB, 1))[0]).toEqual(before);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/no mail service is configured/));
    errors.mockRestore();
  });

  it('a sign-in link asked of a Worker without a mail service is refused clearly, and nothing is stored', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const address = `nomail-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await fetchWith({ DEV_OUTBOX: undefined }, '/api/me/link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: address }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_NOT_CONFIGURED' } });
    expect(await outboxTo(address)).toEqual([]);
    errors.mockRestore();
  });
});

describe('links in emails', () => {
  it('come from PUBLIC_URL only: without it nothing is sent, whatever the Host', () => {
    expect(mailSetup({ ...env, PUBLIC_URL: undefined })).toMatchObject({ ok: false, problem: /PUBLIC_URL/ });
    expect(mailSetup({ ...env, PUBLIC_URL: 'javascript:alert(1)' })).toMatchObject({ ok: false });
    expect(mailSetup({ ...env, PUBLIC_URL: 'https://orrery.example/some/path' })).toMatchObject({
      ok: true,
      config: { origin: 'https://orrery.example' },
    });
  });

  it('ignore a forged Host: every link in every email of the game points to the configured origin', async () => {
    const ann = `ann-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await app.fetch(
      new Request('http://evil.example/api/games', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshAddress(), Host: 'evil.example' },
        body: JSON.stringify({ game: 'adomoc', players: { light: { name: 'Ann', email: ann } } }),
      }),
      env,
      createExecutionContext(),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await deliver(id);
    const emails = await outboxTo(ann);
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) {
      const everything = `${email.html}\n${email.text}\n${JSON.stringify(email.headers)}`;
      expect(everything).not.toContain('evil.example');
      expect(everything).toContain(`https://orrery.test/g/${id}`);
    }
  });
});
