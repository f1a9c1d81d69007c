/**
 * The part of a reply its sender wrote: what comes before the quoted message and the
 * signature. Mail clients quote in their own ways; these are the common ones (Gmail,
 * Apple Mail, Outlook, Thunderbird, phones).
 */

/** "On Tue, 24 Nov 2026 at 18:00, Orrery <…> wrote:", in the languages clients commonly write it. */
const ATTRIBUTION_START = /^(on|le|am|el|il|op|em)\s/i;
const ATTRIBUTION_END = /(wrote|a écrit|schrieb|escribió|ha scritto|schreef|escreveu)\s*:\s*$/i;

/** Lines from which everything is someone else's: separators of quoted or forwarded mail, signatures. */
const CUTS: readonly RegExp[] = [
  /^-{2,}\s*(original message|forwarded message|ursprüngliche nachricht|message d'origine|mensaje original)\s*-{2,}$/i,
  /^begin forwarded message:?$/i,
  /^_{10,}$/,
  // The signature separator is "-- ", but many clients drop the trailing space.
  /^--\s*$/,
  /^(sent (from|via|with)|get outlook for|envoyé de|enviado desde|von meinem|gesendet von|inviato da)\b/i,
];

/** Outlook's quote header: "From: …" then "Sent:" / "Date:" / "To:" / "Subject:" lines. */
const OUTLOOK_FROM = /^\*?from:\*?\s*\S/i;
const OUTLOOK_FIELD = /^\*?(sent|date|to|subject|cc):\*?\s/i;

const isAttribution = (lines: readonly string[], at: number): boolean => {
  if (!ATTRIBUTION_START.test(lines[at] ?? '')) return false;
  // Clients wrap a long attribution over two or three lines.
  for (let count = 1; count <= 3; count++) if (ATTRIBUTION_END.test(lines.slice(at, at + count).join(' '))) return true;
  return false;
};

const isOutlookHeader = (lines: readonly string[], at: number): boolean =>
  OUTLOOK_FROM.test(lines[at] ?? '') && lines.slice(at + 1, at + 5).some((line) => OUTLOOK_FIELD.test(line));

const cleanLine = (line: string): string =>
  line
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u00a0\t]/g, ' ')
    .trim();

const splitLines = (text: string): string[] => text.replace(/\r\n?/g, '\n').split('\n').map(cleanLine);

/** Where someone else's text begins: a separator, a signature, or an attribution. */
const isCut = (lines: readonly string[], at: number): boolean =>
  CUTS.some((cut) => cut.test(lines[at] ?? '')) || isAttribution(lines, at) || isOutlookHeader(lines, at);

/**
 * The first line the sender wrote and the text after it: the
 * lines up to the first quoted line (`>`), signature separator (`--`), attribution ("On …
 * wrote:") or other separator, blank lines inside kept. So a message below a move is the
 * sender's own words, never the quoted email or a signature.
 */
export const ownReply = (text: string): { readonly first: string; readonly after: string } | null => {
  const lines = splitLines(text);
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] ?? '';
    if (isCut(lines, at)) return null;
    if (line === '' || line.startsWith('>')) continue;
    const after: string[] = [];
    for (let next = at + 1; next < lines.length; next++) {
      const each = lines[next] ?? '';
      if (each.startsWith('>') || isCut(lines, next)) break;
      after.push(each);
    }
    return { first: line, after: after.join('\n').trim() };
  }
  return null;
};
