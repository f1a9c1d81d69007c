/**
 * Reading a player's emailed reply: who sent it, what it answers, the one command it
 * carries on the first line the player wrote (quotes and signatures left out), and the
 * message to the opponent it may carry (docs/email.md, "Messages by email"):
 *
 * - `Fa3a4` then more lines: the move, and the lines below it (up to the first quoted
 *   line, attribution or signature) are a message;
 * - `message: …` on the first line: a message only, from the rest of that line on.
 *
 * Move text is passed on as written; the engine reads it leniently and explains what is wrong.
 */
import PostalMime, { type Email } from 'postal-mime';
import { htmlToText } from './html-text.ts';
import { ownReply } from './reply-body.ts';
import type { ReplyAbout } from './reply-address.ts';

export type Command =
  | { readonly kind: 'move'; readonly text: string }
  | { readonly kind: 'resign' }
  | { readonly kind: 'draw' }
  /** `what`: the offer named (`accept takeback`); absent, the email's own (room-rules.ts `answeredOffer`). */
  | { readonly kind: 'accept'; readonly what?: ReplyAbout }
  | { readonly kind: 'decline'; readonly what?: ReplyAbout };

export interface ParsedReply {
  readonly messageId: string | null;
  /** The sender's address, lowercased; null when the From header names none. */
  readonly from: string | null;
  readonly subject: string;
  readonly inReplyTo: string | null;
  /** The command, or null: with `problem` saying why none could be read, or with a message only. */
  readonly command: Command | null;
  /** The message to the opponent, as written (checked by the game's object), or null. */
  readonly message: string | null;
  readonly problem: string | null;
  /**
   * Set for automatic mail (out-of-office and other auto-replies, bounces, lists): it is
   * not a player's answer, and answering it could start a mail loop.
   */
  readonly automatic: boolean;
  /** Authentication-Results headers, topmost (the last server's) first. */
  readonly authenticationResults: readonly string[];
}

/** The longest move text passed to the engine: notation is short, and anything longer is not a move. */
export const MAX_MOVE_TEXT = 40;

const WORDS: Readonly<Record<string, Command>> = {
  resign: { kind: 'resign' },
  'i resign': { kind: 'resign' },
  draw: { kind: 'draw' },
  'offer draw': { kind: 'draw' },
  'offer a draw': { kind: 'draw' },
  accept: { kind: 'accept' },
  'accept draw': { kind: 'accept', what: 'draw' },
  'accept the draw': { kind: 'accept', what: 'draw' },
  'accept takeback': { kind: 'accept', what: 'takeback' },
  'accept the takeback': { kind: 'accept', what: 'takeback' },
  decline: { kind: 'decline' },
  'decline draw': { kind: 'decline', what: 'draw' },
  'decline the draw': { kind: 'decline', what: 'draw' },
  'decline takeback': { kind: 'decline', what: 'takeback' },
  'decline the takeback': { kind: 'decline', what: 'takeback' },
};

const NO_TEXT =
  'The email had no text we could read: write your move in notation on the first line of your reply, ' +
  'or one word: resign, draw, accept or decline. Text below the quoted email and attachments are not read.';

/** The command a line of the player's own text gives. */
export const commandOf = (line: string): Command => {
  const text = line.replace(/\s+/g, ' ').trim();
  const word =
    WORDS[
      text
        .toLowerCase()
        .replace(/[.!?]+$/, '')
        .trim()
    ];
  return word ?? { kind: 'move', text: text.slice(0, MAX_MOVE_TEXT).trim() };
};

/** Out-of-office replies, bounces and list mail, by the headers RFC 3834 and common practice set. */
const isAutomatic = (email: Email): boolean => {
  const header = (key: string) =>
    email.headers
      .find((h) => h.key === key)
      ?.value.trim()
      .toLowerCase();
  const submitted = header('auto-submitted');
  if (submitted !== undefined && submitted !== 'no') return true;
  if (/^(bulk|junk|list|auto_reply)$/.test(header('precedence') ?? '')) return true;
  return ['x-autoreply', 'x-autorespond', 'list-id'].some((key) => header(key) !== undefined);
};

const ownPart = (email: Email): { readonly first: string; readonly after: string } | null =>
  (email.text ? ownReply(email.text) : null) ?? (email.html ? ownReply(htmlToText(email.html)) : null);

/** A first line that starts a message alone: "message: …", "Message …", "message". */
const MESSAGE_ONLY = /^message\b\s*:?\s*(.*)$/i;

const NO_MESSAGE =
  'The reply started with "message:" but had no message after it: write your message after "message:" ' +
  'on the first line, or on the lines below it.';

/** What the sender's own text asks for: a command (and maybe a message), a message alone, or a problem. */
export const readOwnText = (
  own: { readonly first: string; readonly after: string } | null,
): Pick<ParsedReply, 'command' | 'message' | 'problem'> => {
  if (own === null) return { command: null, message: null, problem: NO_TEXT };
  const only = MESSAGE_ONLY.exec(own.first);
  if (only) {
    const message = [only[1] ?? '', own.after].join('\n').trim();
    return message === ''
      ? { command: null, message: null, problem: NO_MESSAGE }
      : { command: null, message, problem: null };
  }
  return { command: commandOf(own.first), message: own.after === '' ? null : own.after, problem: null };
};

const bareId = (id: string | undefined): string | null => {
  const trimmed = id?.trim();
  return trimmed ? trimmed : null;
};

export const readReply = async (raw: ArrayBuffer | string | ReadableStream<Uint8Array>): Promise<ParsedReply> => {
  const email = await PostalMime.parse(raw);
  const own = readOwnText(ownPart(email));
  return {
    messageId: bareId(email.messageId),
    from: email.from?.address ? email.from.address.trim().toLowerCase() : null,
    subject: email.subject ?? '',
    inReplyTo: bareId(email.inReplyTo),
    ...own,
    automatic: isAutomatic(email),
    authenticationResults: email.headers.filter((h) => h.key === 'authentication-results').map((h) => h.value),
  };
};
