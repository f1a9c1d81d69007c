/**
 * Reading a player's emailed reply, once its size and structure have passed
 * (inbound-limits.ts): who sent it, what it answers, whether a machine sent it
 * (automatic-mail.ts), and the lines its sender wrote (reply-body.ts: the plain text, or
 * the HTML when there is no text part or it holds none). What those lines ask for is read
 * in the game's object, which knows the game's notation (reply-letter.ts).
 */
import PostalMime, { type Email } from 'postal-mime';
import { automaticReason, isReportPart } from './automatic-mail.ts';
import { htmlToText } from './html-text.ts';
import { ownText } from './reply-body.ts';

export interface ParsedReply {
  readonly messageId: string | null;
  /** The sender's address, lowercased; null when the From header names none. */
  readonly from: string | null;
  /** The From header's display name ("Ann Example"), for reading a sign-off; null when none. */
  readonly fromName: string | null;
  readonly subject: string;
  readonly inReplyTo: string | null;
  /** The lines the sender wrote (reply-body.ts), the first OWN_TEXT characters of them; null when none. */
  readonly own: readonly string[] | null;
  /**
   * Why a machine sent it (an out-of-office reply, a bounce, a read receipt, list mail),
   * or null: such mail is not a player's answer, and answering it could start a mail loop.
   */
  readonly automatic: string | null;
  /** Authentication-Results headers, topmost (the last server's) first. */
  readonly authenticationResults: readonly string[];
}

/**
 * Own text passed on: a reply is a move and a message of at most 500 characters, so a
 * longer text is refused as a message however much of it is passed.
 */
const OWN_TEXT = 5_000;

const capped = (lines: readonly string[]): string[] => {
  const kept: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (size >= OWN_TEXT) break;
    kept.push(line.slice(0, OWN_TEXT - size));
    size += line.length + 1;
  }
  return kept;
};

/** The parser's own limits, under those already checked on the raw bytes. */
const PARSE_LIMITS = { maxNestingDepth: 16, maxHeadersSize: 128 * 1024, maxRfc822NestingDepth: 2 } as const;

const bareId = (id: string | undefined): string | null => {
  const trimmed = id?.trim();
  return trimmed ? trimmed : null;
};

const ownPart = (email: Email): string[] | null =>
  (email.text ? ownText(email.text) : null) ?? (email.html ? ownText(htmlToText(email.html)) : null);

export type ReadReply =
  | { readonly ok: true; readonly reply: ParsedReply }
  | { readonly ok: false; readonly reason: string };

/** Parses the reply; a mail the parser refuses is refused with the reason, never thrown. */
export const readReply = async (
  raw: ArrayBuffer | Uint8Array | string | ReadableStream<Uint8Array>,
  envelopeFrom: string,
): Promise<ReadReply> => {
  let email: Email;
  try {
    email = await PostalMime.parse(raw, PARSE_LIMITS);
  } catch (error) {
    return { ok: false, reason: `this mail could not be read as MIME (${String(error).slice(0, 120)})` };
  }
  const from = email.from?.address ? email.from.address.trim().toLowerCase() : null;
  const subject = email.subject ?? '';
  const report = email.attachments.find((attachment) => isReportPart(attachment.mimeType));
  const automatic =
    automaticReason(email.headers, subject, from, envelopeFrom) ?? (report ? `a report (${report.mimeType})` : null);
  const own = automatic ? null : ownPart(email);
  return {
    ok: true,
    reply: {
      messageId: bareId(email.messageId),
      from,
      fromName: email.from?.name?.trim() || null,
      subject,
      inReplyTo: bareId(email.inReplyTo),
      own: own ? capped(own) : null,
      automatic,
      authenticationResults: email.headers.filter((h) => h.key === 'authentication-results').map((h) => h.value),
    },
  };
};
