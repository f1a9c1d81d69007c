/**
 * What an emailed reply may be, checked on its raw bytes before any MIME parsing: a
 * reply is a few lines of text, so a mail too large, of too many lines or parts, or too
 * deeply nested is refused at once (at the SMTP stage, with the reason) rather than
 * parsed. A parser's cost grows with the lines, the parts and the nesting, not only the
 * bytes: postal-mime spends tens of microseconds a line, so a megabyte of short lines
 * took about a second, 20,000 tiny parts two, and a MIME tree 2,000 deep made it throw
 * (`npm run bench:mail`).
 */

/**
 * The largest mail read. Replies are text; attachments are never read, so a photo has no
 * reason to come. Outlook's HTML replies, the bulkiest, with a logo, stay under 150 KB.
 */
export const MAX_REPLY_BYTES = 256 * 1024;
/** The most lines: 256 KB of quoted-printable or base64 is about 3,450 lines of 76 characters. */
export const MAX_REPLY_LINES = 4_000;
/** The most MIME parts (each boundary line counts): a phone reply has 2 to 6, Outlook with a logo about 10. */
export const MAX_REPLY_PARTS = 100;
/** The most multipart or message/rfc822 containers, which bounds the nesting too: real replies have 1 to 4. */
export const MAX_REPLY_CONTAINERS = 12;

export type RawCheck =
  | { readonly ok: true; readonly raw: Uint8Array }
  | {
      readonly ok: false;
      readonly reason: string;
      readonly code: 'too-large' | 'too-many-lines' | 'too-many-parts' | 'too-deep';
    };

/** Reads at most MAX_REPLY_BYTES of the stream; null when there is more (the rest is not read). */
const readCapped = async (stream: ReadableStream<Uint8Array>, cap: number): Promise<Uint8Array | null> => {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
};

const tooLarge = (size: number | null): RawCheck => ({
  ok: false,
  code: 'too-large',
  reason: `this reply is larger than the ${MAX_REPLY_BYTES / 1024} KB a reply may be${
    size === null ? '' : ` (${Math.ceil(size / 1024)} KB)`
  }: write your move as text, without attachments`,
});

/** Declared boundaries (any part's header may declare one) and attached messages. */
const BOUNDARY = /boundary\s*=\s*(?:"([^"\r\n]{1,200})"|([^\s;"]{1,200}))/gi;
const ATTACHED_MESSAGE = /content-type\s*:\s*message\/(rfc822|global)\b/gi;

/**
 * Counts the parts and containers in one pass over the lines. Bytes are read as Latin-1,
 * which maps each byte to one character: boundaries are ASCII, and nothing is decoded.
 */
export const checkStructure = (raw: Uint8Array): RawCheck => {
  const text = new TextDecoder('latin1').decode(raw);
  const boundaries = new Set<string>();
  for (const match of text.matchAll(BOUNDARY)) {
    boundaries.add(match[1] ?? match[2] ?? '');
    if (boundaries.size > MAX_REPLY_CONTAINERS)
      return {
        ok: false,
        code: 'too-deep',
        reason: `this reply has more than ${MAX_REPLY_CONTAINERS} nested or multipart sections: write your move as plain text`,
      };
  }
  let attached = 0;
  for (const _ of text.matchAll(ATTACHED_MESSAGE))
    if (++attached + boundaries.size > MAX_REPLY_CONTAINERS)
      return {
        ok: false,
        code: 'too-deep',
        reason: `this reply has more than ${MAX_REPLY_CONTAINERS} nested or attached messages: write your move as plain text`,
      };
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1))
    if (++lines > MAX_REPLY_LINES)
      return {
        ok: false,
        code: 'too-many-lines',
        reason: `this reply has more than ${MAX_REPLY_LINES} lines: write your move as text, and leave out the quoted emails`,
      };
  if (boundaries.size === 0) return { ok: true, raw };
  let parts = 0;
  for (let at = text.indexOf('\n--'); at >= 0; at = text.indexOf('\n--', at + 3)) {
    const end = text.indexOf('\n', at + 3);
    // A delimiter line opens a part; the closing one (`--boundary--`) does not.
    const line = text.slice(at + 3, end < 0 ? text.length : end).trimEnd();
    if (boundaries.has(line) && ++parts > MAX_REPLY_PARTS)
      return {
        ok: false,
        code: 'too-many-parts',
        reason: `this reply has more than ${MAX_REPLY_PARTS} parts: write your move as text, without attachments`,
      };
  }
  return { ok: true, raw };
};

/** The raw reply, read only when its size and structure are those of a reply. */
export const readRawReply = async (stream: ReadableStream<Uint8Array>, declaredSize: number): Promise<RawCheck> => {
  if (declaredSize > MAX_REPLY_BYTES) {
    await stream.cancel();
    return tooLarge(declaredSize);
  }
  const raw = await readCapped(stream, MAX_REPLY_BYTES);
  if (raw === null) return tooLarge(null);
  return checkStructure(raw);
};
