/**
 * Every link the server hands out, in one place. Links that grant something (a seat,
 * a say over a seat's emails) are signed with SIGNING_SECRET, so the server can make
 * them again when it writes an email and check them when they come back.
 */
import { base64url } from './tokens.ts';
import { fromBase32, sign, toBase32, verify } from './signing.ts';

/** A fresh salt for a seat token: the token is the HMAC of the seat and this salt. */
export const newTokenSalt = (): string => base64url(crypto.getRandomValues(new Uint8Array(16)));

/** The seat token for a salted seat: 256 bits, like a random one, and the same every time. */
export const seatToken = async (secret: string, gameId: string, side: string, salt: string): Promise<string> =>
  base64url(await sign(secret, 'seat-token', `${gameId}.${side}.${salt}`));

// The token rides in the fragment: browsers never send it to the server or in Referer headers.
export const seatLink = (origin: string, gameId: string, side: string, token: string): string =>
  `${origin}/g/${gameId}#${side}=${token}`;

export const watchLink = (origin: string, gameId: string): string => `${origin}/g/${gameId}`;

/** The board after `ply` moves, as a PNG: one address per ply, so mail clients' caches are never stale. */
export const boardImageLink = (origin: string, gameId: string, ply: number): string =>
  `${origin}/g/${gameId}/board.png?ply=${ply}`;

/**
 * The board alone after `ply` moves, 1200×1200, as emails show it (600 px across, sharp on
 * dense screens), seen from the recipient's side as their game page shows it.
 */
export const emailBoardLink = (origin: string, gameId: string, ply: number, flipped: boolean): string =>
  `${boardImageLink(origin, gameId, ply)}&size=square${flipped ? '&flip=1' : ''}`;

const MAC_BYTES = 16;
const mac = async (secret: string, purpose: string, data: string): Promise<string> =>
  toBase32((await sign(secret, purpose, data)).slice(0, MAC_BYTES));
const macMatches = async (secret: string, purpose: string, data: string, text: string): Promise<boolean> => {
  const bytes = fromBase32(text);
  return bytes !== null && bytes.length === MAC_BYTES && verify(secret, purpose, data, bytes);
};

/** Who a signed email-settings link speaks for: one seat, or every seat of one address. */
export type MailSubject = { readonly game: string; readonly side: string } | { readonly email: string };

const signedData = (subject: MailSubject): [purpose: string, data: string] =>
  'email' in subject ? ['address-mail', subject.email.toLowerCase()] : ['seat-mail', `${subject.game}.${subject.side}`];

const query = (subject: MailSubject): string =>
  'email' in subject ? `e=${encodeURIComponent(subject.email.toLowerCase())}` : `g=${subject.game}&s=${subject.side}`;

/** The page where a player chooses how they hear of a game (or of all their games). */
export const preferencesLink = async (secret: string, origin: string, subject: MailSubject): Promise<string> =>
  `${origin}/mail/preferences?${query(subject)}&m=${await mac(secret, ...signedData(subject))}`;

/** The one-click unsubscribe address (RFC 8058): a POST there stops the emails. */
export const unsubscribeLink = async (secret: string, origin: string, subject: MailSubject): Promise<string> =>
  `${origin}/mail/unsubscribe?${query(subject)}&m=${await mac(secret, ...signedData(subject))}`;

/** The subject of a signed settings link's query, or null when it is not one the server signed. */
export const readMailSubject = async (secret: string, params: URLSearchParams): Promise<MailSubject | null> => {
  const [game, side, email, signature] = [params.get('g'), params.get('s'), params.get('e'), params.get('m')];
  if (!signature) return null;
  const subject: MailSubject | null = email ? { email: email.toLowerCase() } : game && side ? { game, side } : null;
  if (!subject) return null;
  return (await macMatches(secret, ...signedData(subject), signature)) ? subject : null;
};

/**
 * The page whose button says "yes, this address wants Orrery's email", and with `game`
 * that game's: only its inbox gets it (an invitation carries it).
 */
export const confirmLink = async (secret: string, origin: string, email: string, game?: string): Promise<string> => {
  const address = email.toLowerCase();
  const signed = game
    ? await mac(secret, 'game-join', `${address} ${game}`)
    : await mac(secret, 'address-confirm', address);
  return `${origin}/mail/confirm?e=${encodeURIComponent(address)}${game ? `&g=${game}` : ''}&m=${signed}`;
};

/** The address (and game) a signed confirmation link speaks for, or null when the server did not sign it. */
export const readConfirmLink = async (
  secret: string,
  params: URLSearchParams,
): Promise<{ readonly email: string; readonly game: string | null } | null> => {
  const [email, game, signature] = [params.get('e')?.toLowerCase(), params.get('g'), params.get('m')];
  if (!email || !signature) return null;
  const genuine = game
    ? await macMatches(secret, 'game-join', `${email} ${game}`, signature)
    : await macMatches(secret, 'address-confirm', email, signature);
  return genuine ? { email, game } : null;
};
