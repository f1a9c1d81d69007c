/**
 * The address a player replies to with a move: `move+<game>.<side>.<ply>.<mac>@<domain>`,
 * or `<ply>t<line>` once moves have been taken back (`line`: how many takebacks the game
 * had when the email was written). A ply is played again after a takeback, so the ply
 * alone would let a reply to an email about the position before the takeback play in the
 * position after it. An email about an offer ends the ply with `d` (a draw offer) or `k`
 * (a takeback request), so that a bare `accept` answers that offer and no other: the
 * offerer cannot swap one offer for another under the reader's reply. An answer to a
 * reply (the "could not be played" email) ends it with `r`, so that a reply to an answer
 * is known as one: an automatic reply to it is never answered again (docs/email.md). The MAC proves the server made the address, so a reply to it may
 * play for that side at that ply; anyone guessing an address for someone else's seat is
 * refused. Everything in
 * the local part is lowercase (mail systems may lowercase it) and it stays within the 64
 * characters RFC 5321 allows.
 */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { GAME_ID } from '../http/tokens.ts';
import { fromBase32, sign, toBase32, verify } from '../http/signing.ts';

export interface ReplyTarget {
  readonly game: string;
  /** The side the reply plays for. */
  readonly side: string;
  /** The ply the reply's move is played at: the game's ply when the email was sent. */
  readonly ply: number;
  /** The game's takebacks when the email was sent (room-record.ts `takenBack`); absent: none. */
  readonly line?: number;
  /** The offer the email was about, which a bare `accept` or `decline` answers; absent: none. */
  readonly about?: ReplyAbout;
  /** The email was an answer to the player's own reply; never with `about`. */
  readonly answer?: true;
}

/** What an email about an offer asks its reader to answer. */
export type ReplyAbout = 'draw' | 'takeback';

const ABOUT_LETTER: Readonly<Record<ReplyAbout, string>> = { draw: 'd', takeback: 'k' };

export type ReplyAddressError = EngineError<'ERR_REPLY_ADDRESS' | 'ERR_REPLY_SIGNATURE'>;

const PURPOSE = 'reply';
const MAC_BYTES = 16;
const MAX_LOCAL_PART = 64;
/** Side ids are short lowercase words (light, dark, white, black); 12 letters keep the worst case at 64 characters. */
const SIDE = /^[a-z]{1,12}$/;
/** Up to six digits with no leading zeros, so each ply has exactly one spelling. */
const PLY = /^(0|[1-9][0-9]{0,5})$/;
const LOCAL_PART =
  /^move\+([a-z0-9]{12})\.([a-z]{1,12})\.(0|[1-9][0-9]{0,5})(?:t([1-9][0-9]{0,5}))?([dkr])?\.([a-z2-7]{26})$/;

const signed = (target: ReplyTarget): string =>
  `${target.game}.${target.side}.${target.ply}${target.line ? `t${target.line}` : ''}${target.about ? ABOUT_LETTER[target.about] : target.answer ? 'r' : ''}`;

/** The signed reply address for this seat and ply. Throws only on arguments no game has (a bug). */
export const replyAddress = async (secret: string, target: ReplyTarget, domain: string): Promise<string> => {
  if (!GAME_ID.test(target.game)) throw new Error(`not a game id: ${target.game}`);
  if (!SIDE.test(target.side)) throw new Error(`not a side id: ${target.side}`);
  if (!PLY.test(String(target.ply))) throw new Error(`not a ply: ${target.ply}`);
  if (target.line !== undefined && !PLY.test(String(target.line))) throw new Error(`not a line: ${target.line}`);
  const mac = toBase32((await sign(secret, PURPOSE, signed(target))).subarray(0, MAC_BYTES));
  const local = `move+${signed(target)}.${mac}`;
  if (local.length > MAX_LOCAL_PART) throw new Error(`reply address too long: ${local}`);
  return `${local}@${domain.toLowerCase()}`;
};

/**
 * The seat and ply a reply address stands for. Accepts any case, any domain, and the
 * address inside angle brackets or after a display name.
 */
export const readReplyAddress = async (
  secret: string,
  address: string,
): Promise<Result<ReplyTarget, ReplyAddressError>> => {
  const bare = /<([^<>]*)>\s*$/.exec(address)?.[1] ?? address;
  const at = bare.lastIndexOf('@');
  const local = (at < 0 ? bare : bare.slice(0, at)).trim().toLowerCase();
  const parts = LOCAL_PART.exec(local);
  const [, game, side, ply, line, letter, mac] = parts ?? [];
  if (game === undefined || side === undefined || ply === undefined || mac === undefined || !GAME_ID.test(game)) {
    return failure('ERR_REPLY_ADDRESS', 'this is not an address for replying with a move');
  }
  const about = letter === 'd' ? 'draw' : letter === 'k' ? 'takeback' : undefined;
  const target: ReplyTarget = {
    game,
    side,
    ply: Number(ply),
    ...(line ? { line: Number(line) } : {}),
    ...(about ? { about } : {}),
    ...(letter === 'r' ? { answer: true as const } : {}),
  };
  const bytes = fromBase32(mac);
  if (!bytes || !(await verify(secret, PURPOSE, signed(target), bytes))) {
    return failure('ERR_REPLY_SIGNATURE', 'this reply address was not made by this server, or was altered');
  }
  return ok(target);
};
