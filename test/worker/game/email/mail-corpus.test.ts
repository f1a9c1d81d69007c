/**
 * Replies as people really write them (test/worker/game/email/mail-corpus): every file through the
 * Worker's real email() handler, into a new game, and what came of it: what was played,
 * the answer the player got (or that none came), and the message the opponent got.
 */
import { describe, expect, it } from 'vitest';
import { call, getGame } from '../../client.ts';
import { CORPUS, type CorpusCase } from './mail-corpus/expectations.ts';
import { createConfirmedGame, deliver, newMessageId, outboxTo, receive } from '../../mail-helpers.ts';
import { roomStub } from '../../rooms.ts';

const FILES = import.meta.glob<string>('./mail-corpus/*.eml', { query: '?raw', import: 'default', eager: true });

const fileText = (file: string): string => {
  const text = FILES[`./mail-corpus/${file}`];
  if (text === undefined) throw new Error(`no file ${file} in test/worker/game/email/mail-corpus`);
  return text;
};

/** The file with its placeholders filled, as bytes on the wire. */
const wire = (each: CorpusCase, values: { from: string; to: string; messageId: string }): Uint8Array => {
  const text = fileText(each.file)
    .replaceAll('{{FROM}}', values.from)
    .replaceAll('{{TO}}', values.to)
    .replaceAll('{{MSGID}}', values.messageId);
  if (each.bytes !== 'latin1') return new TextEncoder().encode(text);
  return Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (code > 0xff) throw new Error(`${each.file}: ${char} is not in ISO-8859-1`);
    return code;
  });
};

const ANSWER_SUBJECTS: Readonly<Record<Exclude<CorpusCase['answer'], 'none'>, RegExp>> = {
  confirmed: /^(Your move .* was played|You resigned|You offered a draw|You accepted|You declined)/,
  problem: /^Your reply could not be played/,
  'message-sent': /^Your message to Bob was sent/,
};

describe('replies from real mail clients', () => {
  it('has every file in the table, and every file of the table', () => {
    const listed = CORPUS.map((each) => each.file).sort();
    expect(
      Object.keys(FILES)
        .map((path) => path.replace('./mail-corpus/', ''))
        .sort(),
    ).toEqual(listed);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CORPUS.map((each) => [each.file, each] as const))('%s', async (_file, each) => {
    const tag = crypto.randomUUID().slice(0, 8);
    const ann = `ann-${tag}@example.com`;
    const bob = `bob-${tag}@example.com`;
    const created = await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: 'Ann', email: ann }, dark: { name: 'Bob', email: bob } },
    });
    await deliver(created.id);
    const yourMove = (await outboxTo(ann)).at(-1)!;
    const to = yourMove.replyTo!;
    const before = (await outboxTo(ann)).length;

    const received = await receive(wire(each, { from: ann, to, messageId: newMessageId() }), {
      from: each.envelope ?? ann,
      to,
    });
    expect(received.rejected, each.what).toBeNull();

    const state = await getGame(created.id);
    if (each.played === 'resign') expect(state.result).toMatchObject({ winner: 'dark', reason: 'resignation' });
    else expect(state.moves, each.what).toEqual(each.played ? [each.played] : []);

    await deliver(created.id);
    // Resigning ends the game, and its end is emailed too: the answers are the rest.
    const answers = (await outboxTo(ann))
      .slice(before)
      .filter((email) => !/^(You won|You lost|Draw with) /.test(email.subject));
    if (each.answer === 'none')
      expect(
        answers.map((email) => email.subject),
        each.what,
      ).toEqual([]);
    else {
      expect(
        answers.map((email) => email.subject),
        each.what,
      ).toHaveLength(1);
      const [answer] = answers;
      expect(answer!.subject, each.what).toMatch(ANSWER_SUBJECTS[each.answer]);
      for (const words of each.answerIncludes ?? []) expect(answer!.text, each.what).toContain(words);
      // The answer quotes the message as it was sent, so a message that came out wrong is seen at once.
      if (each.message && each.answer === 'confirmed') expect(answer!.text).toContain(each.message);
    }

    const messages = await call('GET', `/api/games/${created.id}/messages`, { token: created.tokens.dark });
    expect(
      messages.body.messages.map((message: { text: string }) => message.text),
      each.what,
    ).toEqual(each.message ? [each.message] : []);

    const log = await roomStub(created.id).inboundMail();
    expect(log, each.what).toHaveLength(1);
    if (each.ignored) {
      expect(log[0]).toMatchObject({ side: 'light', outcome: 'ignored' });
      expect(log[0]!.detail.toLowerCase(), each.what).toContain(each.ignored.toLowerCase());
    } else
      expect(log[0]!.outcome).toBe(each.played ? 'played' : each.answer === 'message-sent' ? 'message' : 'answered');
  });
});
