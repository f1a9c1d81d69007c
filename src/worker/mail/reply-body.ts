/**
 * The part of a reply its sender wrote: the lines above what the reply quotes, or, when
 * nothing stands above the quote, the lines below it (bottom-posting). What is quoted is
 * found the way mail clients mark it (quote-patterns.ts): `>` lines and the attribution
 * line that introduces them ("On …, Orrery wrote:", "Am … schrieb …:", …), and the
 * separators after which an original follows unquoted (Outlook's header block, "Original
 * Message", forwarded mail), signatures and phones' footers. Nothing after a separator, a
 * signature or a footer is ever the sender's.
 */
import {
  ATTRIBUTION_VERB,
  ENDS_WITH_COLON,
  FOOTER,
  FOOTER_END,
  HEADER_FIELD,
  HEADER_FROM,
  SEPARATORS,
  SIGNATURE,
} from './quote-patterns.ts';

/** Lines longer than this are no attribution or separator: the patterns never see more. */
const PATTERN_LINE = 400;
/** An attribution wraps over at most this many lines. */
const ATTRIBUTION_LINES = 3;

const cleanLine = (line: string): string =>
  line
    // Zero-width characters and bidirectional marks (Arabic and Hebrew clients wrap names in them).
    .replace(/[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
    .replace(/[\u00a0\u3000\t]/g, ' ')
    .trim();

const splitLines = (text: string): string[] => text.replace(/\r\n?/g, '\n').split('\n').map(cleanLine);

const isQuoted = (line: string): boolean => line.startsWith('>');

/** A time of day or an address: what an attribution without a verb still carries. */
const TIME_OR_ADDRESS = /(\d{1,2}[:.]\d{2}|@|<[^>]*>)/u;

const nextTextIsQuote = (lines: readonly string[], at: number): boolean => {
  for (let next = at; next < lines.length; next++) {
    const line = lines[next] ?? '';
    if (line !== '') return isQuoted(line);
  }
  return false;
};

/** A line an attribution wrapped from: it carries the date, the time or the address already. */
const WRAPPED_START = /(\d{1,2}[:.]\d{2}|20\d\d|<|@)/u;

/** How many lines the attribution starting at `at` takes, or 0 when none starts there. */
const attributionAt = (lines: readonly string[], at: number): number => {
  let joined = '';
  for (let count = 1; count <= ATTRIBUTION_LINES; count++) {
    const line = lines[at + count - 1];
    if (line === undefined || line === '' || isQuoted(line)) return 0;
    // A short line above an attribution (a move, a greeting) is never the start of one.
    if (count === 2 && !WRAPPED_START.test(joined)) return 0;
    joined = count === 1 ? line : `${joined} ${line}`;
    if (joined.length > PATTERN_LINE) return 0;
    if (!ENDS_WITH_COLON.test(joined)) continue;
    if (ATTRIBUTION_VERB.test(joined)) return count;
    // Gmail in Russian or Japanese writes no verb: a date or address, a colon, then the quote.
    if (TIME_OR_ADDRESS.test(joined) && nextTextIsQuote(lines, at + count)) return count;
  }
  return 0;
};

/**
 * A header block over an unquoted original: three of "From:", "Sent:", "Date:", "To:",
 * "Subject:" on consecutive lines, one of them From. Outlook starts with From; GMX and
 * web.de start with "Gesendet:".
 */
const isHeaderBlock = (lines: readonly string[], at: number): boolean => {
  const first = lines[at] ?? '';
  if (!HEADER_FROM.test(first) && !HEADER_FIELD.test(first)) return false;
  const block = [first, ...lines.slice(at + 1, at + 6).filter((line) => line !== '')].slice(0, 5);
  const fields = block.filter((line) => HEADER_FROM.test(line) || HEADER_FIELD.test(line));
  return fields.length >= 3 && fields.some((line) => HEADER_FROM.test(line));
};

/** Where someone else's text begins for good: a separator, a signature, a footer, a header block. */
const isCut = (lines: readonly string[], at: number): boolean => {
  const line = lines[at] ?? '';
  if (line.length > PATTERN_LINE) return false;
  return (
    SIGNATURE.test(line) ||
    SEPARATORS.some((separator) => separator.test(line)) ||
    FOOTER.test(line) ||
    FOOTER_END.test(line) ||
    isHeaderBlock(lines, at)
  );
};

const trimmed = (lines: readonly string[]): string[] | null => {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === '') start++;
  while (end > start && lines[end - 1] === '') end--;
  return start === end ? null : lines.slice(start, end);
};

/** The lines from `at` up to the first quote, attribution or cut; where that stopped, and whether at a cut. */
const ownLinesFrom = (lines: readonly string[], at: number) => {
  const own: string[] = [];
  let next = at;
  for (; next < lines.length; next++) {
    const line = lines[next] ?? '';
    if (isCut(lines, next)) return { own, next, cut: true };
    if (isQuoted(line) || attributionAt(lines, next) > 0) return { own, next, cut: false };
    own.push(line);
  }
  return { own, next, cut: true };
};

/**
 * The sender's own lines (blank lines inside kept, none at either end), or null when the
 * reply has none: text above the quote, or else text below a quote of `>` lines.
 */
export const ownText = (text: string): string[] | null => {
  const lines = splitLines(text);
  const top = ownLinesFrom(lines, 0);
  const above = trimmed(top.own);
  if (above || top.cut) return above;
  // Nothing above the quote: skip it (its attribution, its `>` lines) and read what follows.
  let at = top.next;
  let sawQuote = false;
  while (at < lines.length) {
    const line = lines[at] ?? '';
    const attribution = attributionAt(lines, at);
    if (attribution > 0) at += attribution;
    else if (isQuoted(line) || line === '') {
      sawQuote ||= isQuoted(line);
      at++;
    } else break;
  }
  // An attribution over unquoted text introduces the original itself (Yahoo writes its plain part so).
  if (!sawQuote) return null;
  return trimmed(ownLinesFrom(lines, at).own);
};
