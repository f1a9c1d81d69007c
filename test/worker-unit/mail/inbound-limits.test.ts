import { describe, expect, it } from 'vitest';
import {
  checkStructure,
  MAX_REPLY_BYTES,
  MAX_REPLY_CONTAINERS,
  MAX_REPLY_LINES,
  MAX_REPLY_PARTS,
  readRawReply,
} from '../../../src/worker/mail/inbound-limits.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const multipart = (parts: number, boundary = 'b') =>
  `Content-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n${`--${boundary}\r\nContent-Type: text/plain\r\n\r\nx\r\n`.repeat(parts)}--${boundary}--\r\n`;

describe('the raw check before parsing', () => {
  it('lets a reply of a reply’s shape through', () => {
    expect(checkStructure(bytes(`Subject: Re\r\n${multipart(3)}`)).ok).toBe(true);
    expect(checkStructure(bytes('Subject: Re\r\nContent-Type: text/plain\r\n\r\nFa3a5\r\n')).ok).toBe(true);
  });

  it('counts the parts of every declared boundary', () => {
    expect(checkStructure(bytes(multipart(MAX_REPLY_PARTS))).ok).toBe(true);
    expect(checkStructure(bytes(multipart(MAX_REPLY_PARTS + 1)))).toMatchObject({ ok: false, code: 'too-many-parts' });
  });

  it('counts containers, and so the nesting', () => {
    let tree = 'Content-Type: text/plain\r\n\r\nx\r\n';
    for (let level = MAX_REPLY_CONTAINERS + 1; level > 0; level--)
      tree = `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n${tree}--b${level}--\r\n`;
    expect(checkStructure(bytes(tree))).toMatchObject({ ok: false, code: 'too-deep' });
    const attached = 'Content-Type: message/rfc822\r\n\r\n'.repeat(MAX_REPLY_CONTAINERS + 1);
    expect(checkStructure(bytes(attached))).toMatchObject({ ok: false, code: 'too-deep' });
  });

  it('counts lines', () => {
    expect(checkStructure(bytes('x\n'.repeat(MAX_REPLY_LINES))).ok).toBe(true);
    expect(checkStructure(bytes('x\n'.repeat(MAX_REPLY_LINES + 1)))).toMatchObject({
      ok: false,
      code: 'too-many-lines',
    });
  });

  it('reads no more of a stream than the size a reply may be', async () => {
    const large = new Response(new Uint8Array(MAX_REPLY_BYTES + 1)).body!;
    expect(await readRawReply(large, 0)).toMatchObject({ ok: false, code: 'too-large' });
    const declared = new Response('x').body!;
    expect(await readRawReply(declared, MAX_REPLY_BYTES + 1)).toMatchObject({ ok: false, code: 'too-large' });
    const small = await readRawReply(new Response('Subject: x\r\n\r\nFa3a5').body!, 20);
    expect(small.ok && new TextDecoder().decode(small.raw)).toBe('Subject: x\r\n\r\nFa3a5');
  });
});
