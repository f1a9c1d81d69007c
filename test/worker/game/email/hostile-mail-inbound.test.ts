/**
 * Hostile: inbound mail that costs or loops. A seat holder can send the game's address
 * any mail: a MIME tree thousands deep, a megabyte of tiny parts, an attachment of many
 * megabytes. Each is refused at the SMTP stage, before it is parsed, with the reason, and
 * changes nothing. An autoresponder that marks nothing answers every email it gets:
 * Orrery answers the first of its replies and no reply to that answer, and no address
 * gets more than its cap of answers.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ANSWER_LOOP_WINDOW_MS } from '../../../../src/worker/game/email/email-commands.ts';
import { ANSWERS_PER_HOUR } from '../../../../src/worker/mail/recipient.ts';
import { MAX_REPLY_BYTES, MAX_REPLY_LINES, MAX_REPLY_PARTS } from '../../../../src/worker/mail/inbound-limits.ts';
import { getGame } from '../../client.ts';
import { createConfirmedGame, deliver, lastEmailTo, outboxTo, receive, replyMessage } from '../../mail-helpers.ts';
import { roomStub } from '../../rooms.ts';

const newGame = async () => {
  const tag = crypto.randomUUID().slice(0, 8);
  const ann = `ann-${tag}@example.com`;
  const created = await createConfirmedGame({
    game: 'adomoc',
    players: { light: { name: 'Ann', email: ann }, dark: { name: 'Bob', email: `bob-${tag}@example.com` } },
  });
  await deliver(created.id);
  return { created, ann, address: (await lastEmailTo(ann)).replyTo! };
};

/** A multipart body nested `depth` deep, the move at the bottom. */
const deepTree = (depth: number): string => {
  let body = 'Content-Type: text/plain\r\n\r\nFa3a5\r\n';
  for (let level = depth; level > 0; level--)
    body = `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n${body}--b${level}--\r\n`;
  return body;
};

/** One multipart of `parts` tiny parts. */
const manyParts = (parts: number): string =>
  `Content-Type: multipart/mixed; boundary="p"\r\n\r\n${'--p\r\nContent-Type: text/plain\r\n\r\nx\r\n'.repeat(parts)}--p--\r\n`;

const rawReply = (from: string, to: string, mime: string) =>
  [
    `From: ${from}`,
    `To: ${to}`,
    'Subject: Re: Your move',
    `Message-ID: <${crypto.randomUUID()}@mail.example>`,
    'MIME-Version: 1.0',
    mime,
  ].join('\r\n');

describe('inbound mail of a shape no reply has', () => {
  it('is refused before parsing, with the reason, and changes nothing: deep, many parts, large', async () => {
    const { created, ann, address } = await newGame();
    const before = (await outboxTo(ann)).length;
    const envelope = { from: ann, to: address };

    const deep = await receive(rawReply(ann, address, deepTree(2_000)), envelope);
    expect(deep.rejected).toMatch(/nested/);
    // 20,000 tiny parts in a megabyte: refused by its size; fewer, by their number.
    expect((await receive(rawReply(ann, address, manyParts(20_000)), envelope)).rejected).toMatch(/larger than/);
    const parts = rawReply(ann, address, manyParts(MAX_REPLY_PARTS + 50));
    expect(parts.length).toBeLessThan(MAX_REPLY_BYTES);
    expect((await receive(parts, envelope)).rejected).toMatch(new RegExp(`more than ${MAX_REPLY_PARTS} parts`));
    const lines = rawReply(ann, address, `Content-Type: text/plain\r\n\r\nFa3a5\r\n${'>\r\n'.repeat(MAX_REPLY_LINES)}`);
    expect(lines.length).toBeLessThan(MAX_REPLY_BYTES);
    expect((await receive(lines, envelope)).rejected).toMatch(new RegExp(`more than ${MAX_REPLY_LINES} lines`));
    const photo = rawReply(
      ann,
      address,
      `Content-Type: multipart/mixed; boundary="m"\r\n\r\n--m\r\nContent-Type: text/plain\r\n\r\nFa3a5\r\n--m\r\nContent-Type: image/jpeg\r\nContent-Transfer-Encoding: base64\r\n\r\n${'QUFB'.repeat(100_000)}\r\n--m--\r\n`,
    );
    expect((await receive(photo, envelope)).rejected).toMatch(/larger than the 256 KB a reply may be/);
    // What the raw check lets through but the parser refuses (200 KB of headers) is refused, never thrown.
    const headers = rawReply(ann, address, `X-Filler: ${'a'.repeat(200_000)}\r\n${deepTree(1)}`);
    expect((await receive(headers, envelope)).rejected).toMatch(/could not be read as MIME/);
    expect((await getGame(created.id)).moves).toEqual([]);
    // A reply nested as deep as real ones ever are is read.
    expect((await receive(rawReply(ann, address, deepTree(4)), envelope)).rejected).toBeNull();

    expect((await getGame(created.id)).moves).toEqual(['Fa3a5']);
    await deliver(created.id);
    expect((await outboxTo(ann)).length).toBe(before + 1);
    const log = await roomStub(created.id).inboundMail();
    expect(log.map((entry) => entry.outcome)).toEqual([...Array(6).fill('refused'), 'played']);
  });
});

describe('an autoresponder that marks nothing', () => {
  it('gets one answer, never an answer to an answer, whatever it sends back', async () => {
    const { created, ann, address } = await newGame();
    const before = (await outboxTo(ann)).length;
    // It answers each email it gets, at the email's Reply-To, with the same words.
    let replyTo = address;
    for (let round = 0; round < 6; round++) {
      const away = replyMessage({
        from: ann,
        to: replyTo,
        subject: 'Re: Your move',
        body: 'Thank you for your message. I am away until Monday and will reply then.',
      });
      expect((await receive(away, { from: ann, to: replyTo })).rejected).toBeNull();
      await deliver(created.id);
      replyTo = (await lastEmailTo(ann)).replyTo!;
    }
    const answers = (await outboxTo(ann)).slice(before);
    expect(answers.map((email) => email.subject)).toEqual([expect.stringMatching(/could not be played/)]);
    expect(answers[0]!.replyTo).toMatch(/\.light\.0r\./);
    const log = await roomStub(created.id).inboundMail();
    expect(log.map((entry) => entry.outcome)).toEqual(['answered', ...Array(5).fill('ignored')]);
    expect(log[1]!.detail).toMatch(/a reply to an answer/);

    // Past the window, a reply to an answer is answered again: a person trying once more, later.
    await runInDurableObject(roomStub(created.id), (_instance, state) => {
      state.storage.sql.exec('UPDATE inbound_mail SET received_at = received_at - ?', ANSWER_LOOP_WINDOW_MS + 1000);
    });
    const later = replyMessage({ from: ann, to: replyTo, body: 'Fa3a9' });
    await receive(later, { from: ann, to: replyTo });
    await deliver(created.id);
    expect((await outboxTo(ann)).slice(before).map((email) => email.subject)).toHaveLength(2);

    // A person who replies to the answer with a move that plays is confirmed: a confirmation cannot be replied to.
    await receive(replyMessage({ from: ann, to: replyTo, body: 'Fa3a5' }), { from: ann, to: replyTo });
    expect((await getGame(created.id)).moves).toEqual(['Fa3a5']);
    await deliver(created.id);
    const confirmation = await lastEmailTo(ann);
    expect(confirmation.subject).toMatch(/was played/);
    expect(confirmation.replyTo).toBeNull();
  });

  it(`and one that writes to the game's own address gets at most ${ANSWERS_PER_HOUR} answers an hour`, async () => {
    const { created, ann, address } = await newGame();
    const before = (await outboxTo(ann)).length;
    for (let round = 0; round < ANSWERS_PER_HOUR + 5; round++)
      await receive(replyMessage({ from: ann, to: address, body: `I am away (${round})` }), { from: ann, to: address });
    const log = await deliver(created.id);
    expect((await outboxTo(ann)).length - before).toBe(ANSWERS_PER_HOUR);
    const skipped = log.filter((entry) => entry.state === 'skipped');
    expect(skipped).toHaveLength(5);
    expect(skipped[0]!.detail).toMatch(new RegExp(`${ANSWERS_PER_HOUR} answers to its replies in the last hour`));
  });
});
