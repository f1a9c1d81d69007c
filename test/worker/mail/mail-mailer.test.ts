import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devOutboxMailer, listOutbox } from '../../../src/worker/mail/dev-outbox.ts';
import { mailerFor } from '../../../src/worker/mail/mailer-for.ts';
import { resendMailer } from '../../../src/worker/mail/resend-mailer.ts';
import type { OutgoingEmail } from '../../../src/worker/mail/message.ts';

const email: OutgoingEmail = {
  to: 'ann@example.com',
  from: 'Orrery <games@orrery.example>',
  subject: 'Your move against Bob',
  html: '<p>Your move</p>',
  text: 'Your move',
  replyTo: 'move+abcdefghjk23.light.4.mfrggzdfmztwq2lknnwg23tpob@orrery.example',
  headers: { 'List-Unsubscribe': '<https://orrery.example/u>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
};

/** Resend's HTTP API, stubbed: every request is kept, and each answer is given in turn. */
const stubResend = (...answers: (() => Response | Promise<Response>)[]) => {
  const requests: Request[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    requests.push(new Request(input, init));
    const answer = answers[Math.min(requests.length, answers.length) - 1];
    if (!answer) throw new Error('no answer stubbed');
    return answer();
  });
  return { requests, spy };
};

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Resend mailer', () => {
  it('posts the email to Resend with the key, the idempotency key and every field', async () => {
    const { requests } = stubResend(json(200, { id: 'em_123' }));
    const result = await resendMailer('re_test_key').send(email, 'game/abcdefghjk23/ply/4/light');
    expect(result).toEqual({ ok: true, id: 'em_123' });
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.resend.com/emails');
    expect(request.headers.get('Authorization')).toBe('Bearer re_test_key');
    expect(request.headers.get('Idempotency-Key')).toBe('game/abcdefghjk23/ply/4/light');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toMatchObject({
      to: email.to,
      from: email.from,
      subject: email.subject,
      html: email.html,
      text: email.text,
      reply_to: email.replyTo,
      headers: email.headers,
    });
  });

  it('leaves reply_to and headers out when the email has none', async () => {
    const { requests } = stubResend(json(200, { id: 'em_124' }));
    await resendMailer('re_test_key').send(
      { to: 'a@example.com', from: 'o@orrery.example', subject: 's', html: '<p>h</p>', text: 't' },
      'k',
    );
    const body = (await requests[0]!.json()) as Record<string, unknown>;
    expect(body.reply_to).toBeUndefined();
    expect(body.headers).toBeUndefined();
  });

  it.each([
    [500, { statusCode: 500, name: 'internal_server_error', message: 'Something went wrong' }, true],
    [503, 'Service Unavailable', true],
    [429, { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' }, true],
    [409, { statusCode: 409, name: 'concurrent_idempotent_requests', message: 'Still processing' }, true],
    [409, { statusCode: 409, name: 'invalid_idempotent_request', message: 'Same key, other payload' }, false],
    [422, { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field' }, false],
    [403, { statusCode: 403, name: 'invalid_from_address', message: 'Domain not verified' }, false],
    [401, { statusCode: 401, name: 'missing_api_key', message: 'Missing API key' }, false],
  ])('answers HTTP %i as a failure, retryable: %s', async (status, body, retryable) => {
    stubResend(typeof body === 'string' ? () => new Response(body, { status }) : json(status, body));
    const result = await resendMailer('re_test_key').send(email, 'key-1');
    expect(result).toMatchObject({ ok: false, retryable });
    if (!result.ok) expect(result.message).toMatch(/^Resend /);
  });

  it('answers a network failure as retryable', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Network connection lost'));
    expect(await resendMailer('re_test_key').send(email, 'key-2')).toMatchObject({ ok: false, retryable: true });
  });
});

describe('the dev outbox', () => {
  it('stores each email once per idempotency key, and lists the newest first', async () => {
    const mailer = devOutboxMailer(env.DB);
    const first = await mailer.send(email, 'outbox-key-1');
    const again = await mailer.send({ ...email, subject: 'changed on retry' }, 'outbox-key-1');
    const second = await mailer.send(
      { ...email, to: 'bob@example.com', replyTo: undefined, headers: undefined },
      'outbox-key-2',
    );
    expect(first.ok && again.ok && second.ok).toBe(true);
    expect(again).toEqual(first);
    expect(second).not.toEqual(first);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM dev_outbox WHERE idempotency_key IN (?, ?)')
      .bind('outbox-key-1', 'outbox-key-2')
      .first<{ n: number }>();
    expect(rows?.n).toBe(2);

    const listed = await listOutbox(env.DB, 2);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ to: 'bob@example.com', replyTo: null, headers: {} });
    expect(listed[1]).toEqual({
      to: email.to,
      from: email.from,
      subject: email.subject,
      html: email.html,
      text: email.text,
      replyTo: email.replyTo,
      headers: email.headers,
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(await listOutbox(env.DB, 1)).toHaveLength(1);
    // Only one address's emails, however many others came after them.
    const carl = `carl-${crypto.randomUUID()}@example.com`;
    await mailer.send({ ...email, to: carl, subject: 'to Carl, first' }, `outbox-carl-1-${carl}`);
    await mailer.send({ ...email, to: carl, subject: 'to Carl, second' }, `outbox-carl-2-${carl}`);
    for (let other = 0; other < 3; other++)
      await mailer.send({ ...email, to: 'dan@example.com' }, `outbox-dan-${other}-${carl}`);
    expect((await listOutbox(env.DB, 2, carl)).map((each) => each.subject)).toEqual([
      'to Carl, second',
      'to Carl, first',
    ]);
    expect(await listOutbox(env.DB, 5, `nobody-${carl}`)).toEqual([]);
  });

  it('is the mailer with the development setting and no Resend key, and Resend is the mailer with one', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const dev = await mailerFor({ DB: env.DB, DEV_OUTBOX: 'on' }).send(
      { ...email, subject: 'from mailerFor' },
      'outbox-key-3',
    );
    expect(dev.ok).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await listOutbox(env.DB, 1))[0]?.subject).toBe('from mailerFor');
    expect(
      await mailerFor({ DB: env.DB, RESEND_API_KEY: '', DEV_OUTBOX: 'on' }).send(email, 'outbox-key-4'),
    ).toMatchObject({ ok: true });

    fetchSpy.mockImplementation(async () => new Response(JSON.stringify({ id: 'em_9' }), { status: 200 }));
    expect(await mailerFor({ DB: env.DB, RESEND_API_KEY: 're_live' }).send(email, 'outbox-key-5')).toEqual({
      ok: true,
      id: 'em_9',
    });
    expect(fetchSpy).toHaveBeenCalledOnce();
  });
});
