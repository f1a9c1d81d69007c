/**
 * `npm run bench:mail`: what reading an emailed reply costs, in Node (V8, as workerd), for
 * the mails a reply can be and the ones inbound-limits.ts refuses before parsing: the
 * check on the raw bytes alone, then the whole reading (src/worker/mail/reply-text.ts)
 * where the check lets the mail through, and, for the refused shapes, what parsing them
 * anyway would have cost (the parser alone). Reports the median of several runs.
 */
import { readFileSync } from 'node:fs';
import PostalMime from 'postal-mime';
import { checkStructure, MAX_REPLY_BYTES, MAX_REPLY_LINES } from '../src/worker/mail/inbound-limits.ts';
import { readReply } from '../src/worker/mail/reply-text.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const headers = 'From: ann@example.com\r\nTo: move@orrery.test\r\nSubject: Re: Your move\r\nMIME-Version: 1.0\r\n';

const gmail = encode(
  readFileSync(new URL('../test/worker/game/email/mail-corpus/gmail-de.eml', import.meta.url), 'utf8')
    .replaceAll('{{FROM}}', 'ann@example.com')
    .replaceAll('{{TO}}', 'move@orrery.test')
    .replaceAll('{{MSGID}}', '<1@mail.example>'),
);
const longText = encode(
  `${headers}Content-Type: text/plain\r\n\r\nFa3a5\r\n${'> quoted line of an old thread\r\n'.repeat(30_000)}`,
);
/** The costliest mail let through: as many lines as allowed, as long as the size allows. */
const lineLength = Math.floor(MAX_REPLY_BYTES / MAX_REPLY_LINES) - 4;
const worstAccepted = encode(
  `${headers}Content-Type: text/plain\r\n\r\nFa3a5\r\n${`> ${'q'.repeat(lineLength)}\r\n`.repeat(MAX_REPLY_LINES - 10)}`,
);
const manyParts = encode(
  `${headers}Content-Type: multipart/mixed; boundary="p"\r\n\r\n${'--p\r\nContent-Type: text/plain\r\n\r\nx\r\n'.repeat(20_000)}--p--\r\n`,
);
let tree = 'Content-Type: text/plain\r\n\r\nFa3a5\r\n';
for (let level = 2_000; level > 0; level--)
  tree = `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n${tree}--b${level}--\r\n`;
const deep = encode(`${headers}${tree}`);

const median = async (runs: number, work: () => Promise<unknown> | unknown): Promise<number> => {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
};

/** The handler's verdict before parsing: the size first (the platform declares it), then the structure. */
const verdict = (raw: Uint8Array) =>
  raw.byteLength > MAX_REPLY_BYTES ? { ok: false as const, code: 'too-large' } : checkStructure(raw);

// Warm the JIT, as a Worker that has read mail before.
for (let run = 0; run < 5; run++) await readReply(gmail, 'ann@example.com');

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
console.log('mail                              size   raw check   verdict                  reading / parsing anyway');
for (const [name, raw] of [
  ['Gmail reply (German)', gmail],
  ['256 KB in 4,000 lines', worstAccepted],
  ['1 MB plain text reply', longText],
  ['20,000 tiny parts', manyParts],
  ['MIME tree 2,000 deep', deep],
] as const) {
  const check = verdict(raw);
  const checking = await median(9, () => verdict(raw));
  const reading = check.ok
    ? await median(5, () => readReply(raw, 'ann@example.com'))
    : await median(3, () => PostalMime.parse(raw).catch(() => null));
  console.log(
    `${name.padEnd(30)}${`${Math.round(raw.byteLength / 1024)} KB`.padStart(8)}   ${ms(checking).padStart(9)}   ${(check.ok ? 'read' : `refused: ${check.code}`).padEnd(25)}${ms(reading).padStart(9)}${check.ok ? '' : ' (not spent)'}`,
  );
}
