/**
 * Hostile: line breaks and other tricks aimed at the headers of the emails Orrery writes.
 * Names, reply subjects and Message-IDs (an RFC 2047 encoded word can hide `\r\nBcc: …`)
 * come from whoever plays or writes in; every header of every email must still be one
 * clean line, and threading headers only carry message ids of RFC 5322's form.
 */
import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../../../src/worker/index.ts';
import { checkedMessageId } from '../../../../src/worker/mail/headers.ts';
import type { OutboxEmail } from '../../../../src/worker/mail/dev-outbox.ts';
import { call, getGame } from '../../client.ts';
import { roomStub } from '../../rooms.ts';
import {
  confirmAddress,
  createConfirmedGame,
  deliver,
  outboxTo,
  receive,
  replyMessage,
  someLegalMove,
} from '../../mail-helpers.ts';

const encodedWord = (text: string) => `=?utf-8?B?${btoa(text)}?=`;
/** Names may hold no control character, but may hold an encoded word that decodes to a Bcc line. */
const HOSTILE_NAME = encodedWord('\r\nBcc: v@evil.example');
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Every line of the email's envelope and headers, as a mailer would write them. */
const headerLines = (email: OutboxEmail): [string, string][] => [
  ['To', email.to],
  ['From', email.from],
  ['Subject', email.subject],
  ...(email.replyTo ? ([['Reply-To', email.replyTo]] as [string, string][]) : []),
  ...Object.entries(email.headers),
];

const expectCleanHeaders = (emails: readonly OutboxEmail[]) => {
  for (const email of emails)
    for (const [name, value] of headerLines(email)) {
      expect(name, `${email.subject}: header name`).toMatch(/^[\x21-\x39\x3b-\x7e]+$/);
      expect(CONTROL.test(value), `${email.subject}: ${name} is ${JSON.stringify(value)}`).toBe(false);
    }
};

describe('message ids', () => {
  it('are taken only in the form RFC 5322 gives them', () => {
    expect(checkedMessageId('<a.b+c@mail.example>')).toBe('<a.b+c@mail.example>');
    expect(checkedMessageId(' a.b@mail.example ')).toBe('<a.b@mail.example>');
    expect(checkedMessageId('<x@[192.0.2.1]>')).toBe('<x@[192.0.2.1]>');
    for (const bad of [
      '<a@b>\r\nBcc: victim@evil.example',
      '<a@b>\nBcc: x',
      encodedWord('<a@b>\r\nBcc: x'),
      '<a b@c>',
      '<@c>',
      '<a@>',
      '<a..b@c>',
      '<a@b> <c@d>',
      `<${'a'.repeat(300)}@b>`,
      '',
      null,
    ])
      expect(checkedMessageId(bad), JSON.stringify(bad)).toBeNull();
  });
});

describe('every header of every email', () => {
  it('is one clean line, whatever the names, subjects and message ids sent in', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const ann = `ann-${tag}@example.com`;
    const stranger = `stranger-${tag}@example.com`;
    const created = await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: HOSTILE_NAME, email: ann }, dark: { name: HOSTILE_NAME } },
    });
    // An address that never confirmed: its invitation names the hostile players too.
    const invited = await call('POST', '/api/games', {
      body: {
        game: 'adix',
        players: { white: { name: HOSTILE_NAME, email: stranger }, black: { name: HOSTILE_NAME } },
      },
    });
    await deliver(invited.body.id);
    await deliver(created.id);
    const [yourMove] = await outboxTo(ann);
    const address = yourMove!.replyTo!;
    const state = await getGame(created.id);
    const hostileReply = (body: string, messageId: string) =>
      receive(
        replyMessage({
          from: ann,
          to: address,
          body,
          messageId,
          subject: encodedWord('Re: move\r\nBcc: victim@evil.example'),
        }),
        { from: ann, to: address },
      );
    // An illegal move (answered with the problem) and a legal one (confirmed), each with a
    // Message-ID that is an encoded word hiding a Bcc line.
    await hostileReply('Xz9z9', encodedWord('<one@mail.example>\r\nBcc: victim@evil.example'));
    await hostileReply(
      someLegalMove('adomoc', state.variant, state.position),
      encodedWord('<two@x>\r\nBcc: v@evil.example'),
    );
    await call('POST', `/api/games/${created.id}/draw`, { token: created.tokens.dark, body: { action: 'offer' } });
    // Mailed while it stands: an offer gone before its email went is not mailed.
    await deliver(created.id);
    await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.dark });
    await deliver(created.id);
    await call('POST', '/api/me/link', { body: { email: ann } });
    // The digest, for a second game of the address that chose it.
    await confirmAddress(ann);
    const second = await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: HOSTILE_NAME, email: ann }, dark: { name: HOSTILE_NAME } },
    });
    await call('POST', `/api/games/${second.id}/notifications`, {
      token: second.tokens.light,
      body: { notify: 'digest' },
    });
    await roomStub(second.id).syncHistory();
    await worker.scheduled(
      createScheduledController({ scheduledTime: new Date('2026-11-23T23:00:00Z').getTime(), cron: '0 * * * *' }),
      env,
    );
    // The digest goes out when the DIGESTS queue delivers the cron's walk.
    await expect
      .poll(async () => (await outboxTo(ann)).some((email) => /^Your move in Adomoc/.test(email.subject)))
      .toBe(true);

    const toAnn = await outboxTo(ann);
    const kinds = toAnn.map((email) => email.subject);
    expect(kinds.some((subject) => /^Your move/.test(subject) || /you play first/.test(subject))).toBe(true);
    expect(kinds.some((subject) => /could not|not played|problem/i.test(subject))).toBe(true);
    expect(kinds.some((subject) => /offers a draw/.test(subject))).toBe(true);
    expect(kinds.some((subject) => /link to your Orrery games/.test(subject))).toBe(true);
    expect(kinds.some((subject) => /^Your move in Adomoc/.test(subject))).toBe(true);
    // An encoded word in a name is shown as written, never decoded by a mail client.
    for (const subject of kinds) expect(subject).not.toContain('=?');
    const toStranger = await outboxTo(stranger);
    expect(toStranger.map((email) => email.subject)).toEqual(['An invitation to play ADIX on Orrery']);
    expectCleanHeaders([...toAnn, ...toStranger]);
    // Answers to replies thread only with a checked id: the hostile ones were replaced by ours.
    for (const email of toAnn)
      if (email.headers['In-Reply-To']) expect(checkedMessageId(email.headers['In-Reply-To'])).not.toBeNull();
  });
});
