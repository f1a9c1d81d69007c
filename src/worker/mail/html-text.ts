/**
 * HTML email to plain text, for replies that come without a text part. Only what a reply
 * reader needs: quoted messages (blockquotes, Gmail's, Yahoo's and Proton's quote blocks)
 * become one `>` line, so that reply-body.ts sees a quote there as in a plain-text reply;
 * Outlook's header block above an unquoted original becomes its plain-text separator;
 * styles and scripts are dropped, blocks become lines, tags go, entities are decoded.
 */

/** Elements dropped with everything inside them, and what stands in their place. */
const dropped = (name: string, tag: string): '' | '>' | null => {
  if (name === 'style' || name === 'script' || name === 'head' || name === 'title') return '';
  if (name === 'blockquote') return '>';
  if (name !== 'div') return null;
  if (/\b(gmail_quote|yahoo_quoted|protonmail_quote)\b/i.test(tag)) return '>';
  if (/\b(gmail_signature|moz-signature)\b/i.test(tag)) return '';
  return null;
};

/**
 * Outlook's block above the original it does not quote: the desktop client's bordered
 * "From: … Sent: …" div, Outlook on the web's `divRplyFwdMsg` and the rule above it, and
 * Zimbra's rule (`zwchr`).
 */
const isOutlookHeader = (name: string, tag: string): boolean =>
  (name === 'div' && /border-top:\s*solid[^"']*padding:\s*3\.0pt/i.test(tag)) ||
  (name === 'div' && /\bid\s*=\s*["']?divRplyFwdMsg\b/i.test(tag)) ||
  (name === 'hr' && /\bid\s*=\s*["']?(stopSpelling|zwchr)\b/i.test(tag));

/** The line Outlook's plain-text part has where its HTML has the header block. */
const OUTLOOK_SEPARATOR = `\n${'_'.repeat(32)}\n`;

/** Elements that end a line of text. */
const BREAKS = /^(br|p|div|tr|li|h[1-6]|hr|table|ul|ol|pre|blockquote)$/;

/** Elements with no closing tag: never counted as open. */
const VOID = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/;

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;

/** Removes dropped elements (nesting counted, so a quote inside a quote goes whole) and turns the rest into lines. */
const stripTags = (html: string): string => {
  let out = '';
  let last = 0;
  let dropping: { name: string; depth: number } | null = null;
  for (const match of html.matchAll(TAG)) {
    const [tag, slash, rawName] = match;
    const name = (rawName ?? '').toLowerCase();
    const closing = slash === '/';
    const selfClosing = VOID.test(name) || tag.endsWith('/>');
    if (dropping) {
      if (name === dropping.name && !selfClosing) dropping.depth += closing ? -1 : 1;
      if (dropping.depth === 0) dropping = null;
      last = match.index + tag.length;
      continue;
    }
    out += html.slice(last, match.index);
    last = match.index + tag.length;
    if (!closing && isOutlookHeader(name, tag)) {
      out += OUTLOOK_SEPARATOR;
      continue;
    }
    const stand = closing || selfClosing ? null : dropped(name, tag);
    if (stand !== null) {
      dropping = { name, depth: 1 };
      if (stand) out += `\n${stand}\n`;
      continue;
    }
    if (BREAKS.test(name)) out += '\n';
  }
  if (!dropping) out += html.slice(last);
  return out;
};

const NAMED: Readonly<Record<string, string>> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  times: '×',
  copy: '©',
  shy: '',
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,8});/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });

export const htmlToText = (html: string): string => {
  // Line breaks in HTML source are spaces; only elements make lines.
  // Comments, then declarations and processing instructions (`<!DOCTYPE html>`, `<?xml …?>`), are no text.
  const flat = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[!?][^>]*>/g, '')
    .replace(/\s+/g, ' ');
  return decodeEntities(stripTags(flat))
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n');
};
