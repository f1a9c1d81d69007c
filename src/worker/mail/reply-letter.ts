/**
 * What a reply's own text (reply-body.ts) asks for, read as people write letters
 * (docs/email.md, "Playing by replying"):
 *
 * - the command is the one line that reads as a move of the game (the game's engine
 *   judges, through `moveKey`) or as one of the words (`resign`, `draw`, `accept`,
 *   `decline`, …), wherever it stands: a greeting above it or a sign-off below it hides
 *   nothing, and a trailing full stop, quotes or asterisks around it are forgiven;
 * - two different commands are refused, both named: a reply is never guessed;
 * - the message to the opponent is the rest of the own text, less the greeting at the top
 *   and the sign-off at the bottom;
 * - a first line starting with `message` carries a message alone.
 */
import { candidatesOf, forgiven, isGreeting, signOffStart } from './letter-shapes.ts';
import type { ReplyAbout } from './reply-address.ts';

export type Command =
  | { readonly kind: 'move'; readonly text: string }
  | { readonly kind: 'resign' }
  | { readonly kind: 'draw' }
  /** `what`: the offer named (`accept takeback`); absent, the email's own (room-rules.ts `answeredOffer`). */
  | { readonly kind: 'accept'; readonly what?: ReplyAbout }
  | { readonly kind: 'decline'; readonly what?: ReplyAbout };

/** What a reply's text came to: a command (with the line it was read from), a message alone, or a problem. */
export type LetterReading =
  /** `line`: the line the command was read from, as written. */
  | { readonly kind: 'command'; readonly command: Command; readonly line: string; readonly message: string | null }
  | { readonly kind: 'message'; readonly message: string }
  | { readonly kind: 'no-text'; readonly problem: string }
  | { readonly kind: 'no-message'; readonly problem: string }
  | { readonly kind: 'no-command'; readonly problem: string; readonly first: string }
  | { readonly kind: 'two-commands'; readonly problem: string; readonly lines: readonly [string, string] };

/** The longest move text passed to the engine: notation is short, and anything longer is not a move. */
export const MAX_MOVE_TEXT = 40;

const WORDS: Readonly<Record<string, Command>> = {
  resign: { kind: 'resign' },
  'i resign': { kind: 'resign' },
  draw: { kind: 'draw' },
  'offer draw': { kind: 'draw' },
  'offer a draw': { kind: 'draw' },
  'i offer a draw': { kind: 'draw' },
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

export const NO_TEXT =
  'The email had no text we could read: write your move in notation on a line of its own above the quoted email, ' +
  'or one word: resign, draw, accept or decline. Attachments are not read.';

const NO_MESSAGE =
  'The reply started with "message:" but had no message after it: write your message after "message:" ' +
  'on the first line, or on the lines below it.';

/** A first line that starts a message alone: "message: …", "Message …", "message". */
const MESSAGE_ONLY = /^message\b\s*:?\s*(.*)$/i;

/** The word a line is, forgiving case, spaces and punctuation; undefined when it is none. */
export const wordOf = (line: string): Command | undefined => WORDS[forgiven(line).toLowerCase()];

/**
 * The command a line reads as, with a key that is the same for two spellings of one
 * command; null when the line is neither a word nor a move. `moveKey` gives the key of a
 * move's text (the engine's notation), or null when the text is no move of the game.
 */
const commandOf = (
  line: string,
  moveKey: (text: string) => string | null,
): { command: Command; key: string; shown: string } | null => {
  const word = wordOf(line);
  if (word) return { command: word, key: `${word.kind}:${'what' in word ? word.what : ''}`, shown: forgiven(line) };
  // As written first: some notations start or end with what is forgiven elsewhere (ADIX's `*Pe1/e2`).
  for (const text of new Set(candidatesOf(line))) {
    if (text === '' || text.length > MAX_MOVE_TEXT) continue;
    const key = moveKey(text);
    if (key !== null) return { command: { kind: 'move', text }, key: `move:${key}`, shown: text };
  }
  return null;
};

const joined = (lines: readonly string[]): string | null => {
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? null : text;
};

/** Reads the own text of a reply (null: it had none). `sender`: the From's display name, for the sign-off. */
export const readLetter = (
  own: readonly string[] | null,
  moveKey: (text: string) => string | null,
  sender: string | null = null,
): LetterReading => {
  const lines = own ?? [];
  const start = lines.findIndex((line) => line !== '');
  if (start < 0) return { kind: 'no-text', problem: NO_TEXT };
  const greeting = isGreeting(lines[start] ?? '') && lines.length > start + 1 ? start + 1 : start;
  const first = lines.slice(greeting).find((line) => line !== '') ?? '';
  const only = MESSAGE_ONLY.exec(first);
  if (only) {
    const message = joined([only[1] ?? '', ...lines.slice(lines.indexOf(first, greeting) + 1)]);
    return message === null ? { kind: 'no-message', problem: NO_MESSAGE } : { kind: 'message', message };
  }
  const found: { command: Command; key: string; shown: string; at: number }[] = [];
  lines.forEach((line, at) => {
    const read = at >= greeting ? commandOf(line, moveKey) : null;
    if (read) found.push({ ...read, at });
  });
  const [one] = found;
  if (!one)
    return {
      kind: 'no-command',
      first,
      problem: `no line of your reply reads as a move of this game, or as one of the words resign, draw, accept or decline (the first line we read was “${first.slice(0, 80)}”)`,
    };
  const other = found.find((each) => each.key !== one.key);
  if (other)
    return {
      kind: 'two-commands',
      lines: [one.shown, other.shown],
      problem: `your reply names two different ${
        one.command.kind === 'move' && other.command.kind === 'move' ? 'moves' : 'commands'
      }, “${one.shown}” and “${other.shown}”, and we never guess which you meant: reply with only the one you play`,
    };
  const commandLines = new Set(found.map((each) => each.at));
  const body = lines.slice(greeting).map((line, at) => (commandLines.has(at + greeting) ? null : line));
  const rest = body.filter((line): line is string => line !== null);
  const message = joined(rest.slice(0, signOffStart(rest, sender)));
  // The line as written, so the answer shows what was read as what.
  const line = (lines[one.at] ?? one.shown).replace(/\s+/g, ' ').trim();
  return { kind: 'command', command: one.command, line, message };
};
