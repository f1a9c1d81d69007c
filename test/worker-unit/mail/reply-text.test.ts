import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games.ts';
import { readReply } from '../../../src/worker/mail/reply-text.ts';
import { ownText } from '../../../src/worker/mail/reply-body.ts';
import { readLetter, wordOf } from '../../../src/worker/mail/reply-letter.ts';

const adomoc = GAMES.get('adomoc')!;
const start = adomoc.startPosition(adomoc.defaultVariant);
/** The engine's judgement, as the game's object makes it (src/worker/game/email/reply-reading.ts). */
const moveKey = (text: string): string | null => {
  const move = adomoc.parseMove(start, adomoc.defaultVariant, text);
  if (move.ok) return adomoc.makeMove(start, move.value);
  return move.error.code === 'ERR_SYNTAX' ? null : text.toLowerCase();
};

/** What the letter asks for: the command, the message, or the problem. */
const letterOf = (own: readonly string[] | null, sender: string | null = null) => {
  const letter = readLetter(own, moveKey, sender);
  return {
    command: letter.kind === 'command' ? letter.command : null,
    message: letter.kind === 'command' || letter.kind === 'message' ? letter.message : null,
    problem: 'problem' in letter ? letter.problem : null,
  };
};

/** A raw reply read as the Worker and the game's object read it together. */
const read = async (raw: string | ArrayBuffer | ReadableStream<Uint8Array>) => {
  const parsed = await readReply(raw, 'ann@example.com');
  if (!parsed.ok) throw new Error(parsed.reason);
  return { ...parsed.reply, ...letterOf(parsed.reply.own, parsed.reply.fromName) };
};

/** A raw message with CRLF line ends, as it arrives over SMTP. */
const raw = (...lines: string[]): string => lines.join('\r\n');

const TO = 'move+abcdefghjk23.light.4.mfrggzdfmztwq2lknnwg23tpob@orrery.example';

/** The text of the notification players reply to: full of move notation that must never be read as theirs. */
const NOTIFICATION_TEXT = [
  'Orrery · Adomoc',
  '',
  'Your move in round 3',
  '',
  'Bob (Dark) played Fa7-a6.',
  '',
  'Fire moves from a7 to a6.',
  '',
  'Or reply to this email with your move in notation on the first line (for example Fa3a4), or one word: resign or draw (to offer one).',
];

const quoted = (lines: readonly string[]) => lines.map((line) => (line === '' ? '>' : `> ${line}`));

const headers = (from: string, subject = 'Re: Your move against Bob (Bob played Fa7-a6)') => [
  'MIME-Version: 1.0',
  'Date: Tue, 24 Nov 2026 18:05:12 +0100',
  'Message-ID: <CAF1abc+reply@mail.example>',
  'In-Reply-To: <notice-1@orrery.example>',
  'References: <notice-1@orrery.example>',
  `Subject: ${subject}`,
  `From: ${from}`,
  `To: ${TO}`,
];

describe('reading emailed replies', () => {
  it('reads a Gmail reply: the move above the wrapped attribution and the quote', async () => {
    const reply = await read(
      raw(
        ...headers('Ann Example <Ann.Example@Gmail.com>'),
        'Content-Type: multipart/alternative; boundary="000000000000a1b2c3"',
        '',
        '--000000000000a1b2c3',
        'Content-Type: text/plain; charset="UTF-8"',
        '',
        'Fb2b3',
        '',
        'On Tue, Nov 24, 2026 at 6:00 PM Orrery <',
        `${TO}> wrote:`,
        '',
        ...quoted(NOTIFICATION_TEXT),
        '',
        '--000000000000a1b2c3',
        'Content-Type: text/html; charset="UTF-8"',
        '',
        '<div dir="ltr">Fb2b3</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Tue, Nov 24, 2026 at 6:00 PM Orrery &lt;' +
          TO +
          '&gt; wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">Bob (Dark) played Fa7-a6.</blockquote></div>',
        '',
        '--000000000000a1b2c3--',
        '',
      ),
    );
    expect(reply).toEqual({
      messageId: '<CAF1abc+reply@mail.example>',
      from: 'ann.example@gmail.com',
      fromName: 'Ann Example',
      subject: 'Re: Your move against Bob (Bob played Fa7-a6)',
      inReplyTo: '<notice-1@orrery.example>',
      own: ['Fb2b3'],
      command: { kind: 'move', text: 'Fb2b3' },
      message: null,
      problem: null,
      automatic: null,
      authenticationResults: [],
    });
  });

  it('reads an Apple Mail reply from a phone, in quoted-printable, with its "Sent from my iPhone"', async () => {
    const reply = await read(
      raw(
        ...headers('Ann <ann@icloud.com>'),
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        'X-Mailer: iPhone Mail (22B83)',
        '',
        'Resign',
        '',
        'Sent from my iPhone',
        '',
        '> On 24 Nov 2026, at 18:00, Orrery <move+abcdefghjk23.light.4.mfrggzdfmztwq2lknnwg=',
        '23tpob@orrery.example> wrote:',
        '>=20',
        '> =EF=BB=BFOrrery =C2=B7 Adomoc',
        '> Bob (Dark) played Fa7-a6.',
        '',
      ),
    );
    expect(reply.command).toEqual({ kind: 'resign' });
    // Quotes, attributions and signatures are never a message.
    expect(reply.message).toBeNull();
    expect(reply.from).toBe('ann@icloud.com');
  });

  it('decodes quoted-printable soft line breaks inside the move', async () => {
    const reply = await read(
      raw(
        ...headers('ann@example.com'),
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        '  Fb2=',
        'b3  ',
        '',
        '> Fa7-a6',
        '',
      ),
    );
    expect(reply.command).toEqual({ kind: 'move', text: 'Fb2b3' });
    // Quotes, attributions and signatures are never a message.
    expect(reply.message).toBeNull();
  });

  it('reads an Outlook reply, cutting at its "From: … Sent: …" header block', async () => {
    const reply = await read(
      raw(
        ...headers('"Example, Ann" <Ann@Outlook.com>', 'RE: Bob offers a draw (Adomoc)'),
        'Content-Type: text/plain; charset="us-ascii"',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Draw',
        '',
        '________________________________',
        `From: Orrery <${TO}>`,
        'Sent: Tuesday, November 24, 2026 6:00 PM',
        'To: Ann@Outlook.com',
        'Subject: Your move against Bob',
        '',
        ...NOTIFICATION_TEXT,
        '',
      ),
    );
    expect(reply.command).toEqual({ kind: 'draw' });
    // Quotes, attributions and signatures are never a message.
    expect(reply.message).toBeNull();
    expect(reply.from).toBe('ann@outlook.com');
  });

  it('stops at Outlook\'s "-----Original Message-----" even when nothing was written above it', async () => {
    const reply = await read(
      raw(
        ...headers('ann@example.com'),
        'Content-Type: text/plain',
        '',
        '',
        '-----Original Message-----',
        `From: Orrery <${TO}>`,
        'Sent: Tuesday, November 24, 2026 6:00 PM',
        '',
        'Fa7-a6',
        '',
      ),
    );
    expect(reply.command).toBeNull();
    expect(reply.problem).toMatch(/^The email had no text/);
  });

  it('reads an HTML-only Outlook reply: styles, Office tags and the quoted header block go', async () => {
    const html =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><style>p.MsoNormal{margin:0cm;font-size:11.0pt;}</style></head>' +
      '<body lang="EN-GB"><div class="WordSection1"><p class="MsoNormal">Accept<o:p></o:p></p><p class="MsoNormal"><o:p>&nbsp;</o:p></p>' +
      '<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal"><b>From:</b> Orrery &lt;' +
      TO +
      '&gt; <br><b>Sent:</b> Tuesday, November 24, 2026 6:00 PM<br><b>To:</b> ann@example.com<br><b>Subject:</b> Bob offers a draw</p></div>' +
      '<p class="MsoNormal">Bob (Dark) played Fa7-a6.</p></div></body></html>';
    const reply = await read(
      raw(...headers('ann@example.com'), 'Content-Type: text/html; charset="utf-8"', '', html, ''),
    );
    expect(reply.command).toEqual({ kind: 'accept' });
    // Quotes, attributions and signatures are never a message.
    expect(reply.message).toBeNull();
  });

  it('reads an HTML-only reply: blockquotes dropped, whitespace and entities decoded', async () => {
    const html = `<html><body><script>var x = "resign";</script>\n<div>\n  Fb2&ndash;b3&nbsp;\n</div>\n<blockquote type="cite"><div>On 24 Nov, Orrery wrote:</div><blockquote>older</blockquote><div>Fa7-a6</div></blockquote></body></html>`;
    const reply = await read(
      raw(...headers('ann@example.com'), 'Content-Type: text/html; charset="utf-8"', '', html, ''),
    );
    expect(reply.command).toEqual({ kind: 'move', text: 'Fb2–b3' });
    // Quotes, attributions and signatures are never a message.
    expect(reply.message).toBeNull();
  });

  it('prefers the text part of multipart/alternative, and falls back to the HTML when the text part is empty', async () => {
    const message = (text: string) =>
      raw(
        ...headers('ann@example.com'),
        'Content-Type: multipart/alternative; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=utf-8',
        '',
        text,
        '--b1',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>decline</p>',
        '--b1--',
        '',
      );
    expect((await read(message('draw'))).command).toEqual({ kind: 'draw' });
    expect((await read(message(' '))).command).toEqual({ kind: 'decline' });
  });

  it('never reads the quoted notification as the move, when the player wrote nothing', async () => {
    const reply = await read(
      raw(
        ...headers('ann@example.com'),
        'Content-Type: text/plain',
        '',
        '',
        'On Tue, Nov 24, 2026 at 6:00 PM Orrery <x@orrery.example> wrote:',
        ...quoted(NOTIFICATION_TEXT),
        '',
      ),
    );
    expect(reply.command).toBeNull();
    expect(reply.problem).toMatch(/^The email had no text/);
    expect(reply.problem).toMatch(/resign/);
  });

  it('skips quoted lines and reads what follows them, when there is no attribution line', async () => {
    const reply = await read(
      raw(...headers('ann@example.com'), 'Content-Type: text/plain', '', ...quoted(NOTIFICATION_TEXT), '', 'Fb2b3', ''),
    );
    expect(reply.command).toEqual({ kind: 'move', text: 'Fb2b3' });
    // Quotes, attributions and signatures are never a message.
    expect(reply.message).toBeNull();
  });

  it('leaves out signatures', async () => {
    const withMove = await read(
      raw(...headers('ann@example.com'), 'Content-Type: text/plain', '', 'Fb2b3', '-- ', 'Ann Example', 'Fa1a2', ''),
    );
    expect(withMove.command).toEqual({ kind: 'move', text: 'Fb2b3' });
    const signatureOnly = await read(
      raw(...headers('ann@example.com'), 'Content-Type: text/plain', '', '--', 'Ann Example', 'Fa1a2', ''),
    );
    expect(signatureOnly.command).toBeNull();
  });

  it('answers an attachment-only email with a problem saying how to reply', async () => {
    const reply = await read(
      raw(
        ...headers('ann@example.com'),
        'Content-Type: multipart/mixed; boundary="mixed"',
        '',
        '--mixed',
        'Content-Type: image/png; name="board.png"',
        'Content-Disposition: attachment; filename="board.png"',
        'Content-Transfer-Encoding: base64',
        '',
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        '--mixed--',
        '',
      ),
    );
    expect(reply.command).toBeNull();
    expect(reply.problem).toMatch(/^The email had no text/);
    expect(reply.problem).toMatch(/notation/);
  });

  it('answers an empty email with the same problem', async () => {
    const reply = await read(raw(...headers('ann@example.com'), 'Content-Type: text/plain', '', ''));
    expect(reply.command).toBeNull();
    expect(reply.problem).toMatch(/^The email had no text/);
  });

  it('reads a stream and an ArrayBuffer as well as a string', async () => {
    const text = raw(...headers('ann@example.com'), 'Content-Type: text/plain', '', 'accept', '');
    expect((await read(new Response(text).body!)).command).toEqual({ kind: 'accept' });
    expect((await read(new TextEncoder().encode(text).buffer as ArrayBuffer)).command).toEqual({ kind: 'accept' });
  });

  it('marks out-of-office replies and list mail as automatic', async () => {
    const autoReply = await read(
      raw(
        ...headers('ann@example.com'),
        'Auto-Submitted: auto-replied',
        'Content-Type: text/plain',
        '',
        'I am away until Monday.',
        '',
      ),
    );
    expect(autoReply.automatic).toBe('Auto-Submitted: auto-replied');
    const bulk = await read(
      raw(...headers('ann@example.com'), 'Precedence: bulk', 'Content-Type: text/plain', '', 'News', ''),
    );
    expect(bulk.automatic).toBe('Precedence: bulk');
    const person = await read(
      raw(...headers('ann@example.com'), 'Auto-Submitted: no', 'Content-Type: text/plain', '', 'resign', ''),
    );
    expect(person.automatic).toBeNull();
  });

  it('gives null for a missing Message-ID and From', async () => {
    const reply = await read(raw('Subject: hi', 'Content-Type: text/plain', '', 'draw', ''));
    expect(reply).toMatchObject({
      messageId: null,
      from: null,
      inReplyTo: null,
      subject: 'hi',
      command: { kind: 'draw' },
    });
  });
});

describe('commands', () => {
  it.each([
    ['resign', { kind: 'resign' }],
    ['RESIGN', { kind: 'resign' }],
    ['I resign.', { kind: 'resign' }],
    ['Draw', { kind: 'draw' }],
    ['offer draw', { kind: 'draw' }],
    ['Accept!', { kind: 'accept' }],
    ['accept draw', { kind: 'accept', what: 'draw' }],
    ['Accept the takeback.', { kind: 'accept', what: 'takeback' }],
    ['Decline', { kind: 'decline' }],
    ['  decline  the   draw ', { kind: 'decline', what: 'draw' }],
    ['decline takeback', { kind: 'decline', what: 'takeback' }],
    ['*resign*', { kind: 'resign' }],
  ])('reads %j as a word', (line, command) => {
    expect(wordOf(line)).toEqual(command);
  });

  it.each(['resign now', 'drawing', 'Fa3a4'])('reads %j as no word', (line) => {
    expect(wordOf(line)).toBeUndefined();
  });

  it('passes no line of more than 40 characters to the engine as a move', () => {
    expect(letterOf([`Fa3a4 ${'x'.repeat(100)}`]).command).toBeNull();
  });
});

describe('messages in replies', () => {
  const parts = (...lines: string[]) => letterOf(ownText(lines.join('\r\n')));

  it.each([
    ['a move alone', ['Fa3a4', '', '> quoted'], { kind: 'move', text: 'Fa3a4' }, null],
    [
      'a move and lines below it',
      ['Fa3a4', 'Nice game.', '', 'More soon.'],
      { kind: 'move', text: 'Fa3a4' },
      'Nice game.\n\nMore soon.',
    ],
    ['a word and a message', ['resign', 'Well played.'], { kind: 'resign' }, 'Well played.'],
    [
      'a message stopped by a quote',
      ['Fa3a4', 'Hi', '> Your move', 'after the quote'],
      { kind: 'move', text: 'Fa3a4' },
      'Hi',
    ],
    ['a message stopped by "-- "', ['Fa3a4', 'Hi', '-- ', 'Ann'], { kind: 'move', text: 'Fa3a4' }, 'Hi'],
    ['a message stopped by "--"', ['Fa3a4', 'Hi', '--', 'Ann'], { kind: 'move', text: 'Fa3a4' }, 'Hi'],
    [
      'a message stopped by an attribution',
      ['Fa3a4', 'Hi', 'On Sat, 21 Nov 2026, Orrery <a@b.c> wrote:', 'old'],
      { kind: 'move', text: 'Fa3a4' },
      'Hi',
    ],
    [
      'a message stopped by "Sent from my iPhone"',
      ['Fa3a4', 'Hi', '', 'Sent from my iPhone'],
      { kind: 'move', text: 'Fa3a4' },
      'Hi',
    ],
    ['a message alone', ['message: hello there', 'second line'], null, 'hello there\nsecond line'],
    ['a message alone, the word on its own line', ['Message', 'hello'], null, 'hello'],
    [
      'a bottom-posted move and message',
      ['> Your move', '> in round 1', '', 'Fa3a4', 'Hi'],
      { kind: 'move', text: 'Fa3a4' },
      'Hi',
    ],
  ])('reads %s', (_what, lines, command, message) => {
    expect(parts(...lines)).toEqual({ command, message, problem: null });
  });

  it('says what is missing when "message:" has nothing after it', () => {
    const read = parts('message:', '', '> quoted');
    expect(read.command).toBeNull();
    expect(read.message).toBeNull();
    expect(read.problem).toContain('no message after it');
  });

  it('takes the message of an HTML-only reply, not its blockquote', async () => {
    const reply = await read(
      raw(
        ...headers('Ann <ann@example.com>'),
        'Content-Type: text/html; charset=utf-8',
        '',
        '<div>Fb2b3</div><div>See you <b>soon</b> &amp; thanks</div><blockquote>Bob played Fa7-a6.</blockquote>',
      ),
    );
    expect(reply.command).toEqual({ kind: 'move', text: 'Fb2b3' });
    expect(reply.message).toBe('See you soon & thanks');
  });
});
