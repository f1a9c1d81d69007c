/** What every game email is given, and the pieces several of them share. */
import type { SideInWords } from '../../../shared/position-words.ts';
import { button, image, note, paragraph, rulesLink, type Block, type Footer } from './layout.ts';
import { oneLine } from './text.ts';

export interface MailLinks {
  /** The recipient's secret seat link; null when the server cannot make it again. */
  readonly seat: string | null;
  readonly watch: string;
  /** A PNG of the board as this email describes it: the board alone, seen from the recipient's side. */
  readonly boardImage: string;
  /** The page where the recipient changes their email settings. */
  readonly preferences: string;
  /** The one-click unsubscribe address. */
  readonly unsubscribe: string;
}

export interface GameMailInput {
  /** 'Adomoc' or 'ADIX'. */
  readonly gameName: string;
  readonly variantName: string;
  readonly gameId: string;
  /** Player names by side id, as the players gave them: never trusted as markup or as one line. */
  readonly players: Readonly<Record<string, string>>;
  readonly recipientSide: string;
  /** Side names by side id, e.g. {light: 'Light', dark: 'Dark'}. */
  readonly sideNames: Readonly<Record<string, string>>;
  /** Moves played so far. */
  readonly ply: number;
  readonly links: MailLinks;
  /** The position the picture shows, in words, for the plain-text part; absent when not known. */
  readonly position?: readonly SideInWords[] | null;
}

/** A move as emails show it: strict notation and the engine's description in words. */
export interface MoveInWords {
  readonly notation: string;
  readonly description: string;
}

/** RFC 8058 one-click unsubscribe: mail providers show an Unsubscribe button and POST to the URL. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const NAME_LENGTH = 32;

export const sideName = (input: GameMailInput, side: string): string =>
  oneLine(input.sideNames[side] ?? side, NAME_LENGTH);

/** A player's name made safe for one line; their side's name when they gave none. */
export const playerName = (input: GameMailInput, side: string): string => {
  const name = oneLine(input.players[side] ?? '', NAME_LENGTH);
  return name === '' ? sideName(input, side) : name;
};

/** The side that is not the recipient's (both games have two). */
export const opponentSide = (input: GameMailInput): string =>
  Object.keys(input.sideNames).find((side) => side !== input.recipientSide) ??
  Object.keys(input.players).find((side) => side !== input.recipientSide) ??
  '';

export const opponentName = (input: GameMailInput): string => playerName(input, opponentSide(input));

/** "Bob (Dark)". */
export const opponentLabel = (input: GameMailInput): string => {
  const side = opponentSide(input);
  return `${playerName(input, side)} (${sideName(input, side)})`;
};

/** "Adomoc (Standard)", or the game alone when the variant says nothing more. */
export const gameLabel = (input: { readonly gameName: string; readonly variantName: string }): string => {
  const game = oneLine(input.gameName, 40);
  const variant = oneLine(input.variantName, 40);
  return variant === '' || variant.toLowerCase() === game.toLowerCase() ? game : `${game} (${variant})`;
};

export const kicker = (input: GameMailInput): string => `Orrery · ${gameLabel(input)}`;

export const footerOf = (input: GameMailInput): Footer => ({
  reason: `You get this email because you play ${sideName(input, input.recipientSide)} in a game of ${oneLine(input.gameName, 40)} on Orrery against ${opponentName(input)}.`,
  howToPlay: rulesLink(input.links.watch, input.gameName),
  preferences: input.links.preferences,
  unsubscribe: input.links.unsubscribe,
});

/**
 * The way into the game: the secret seat link as the big button, with a warning not to
 * pass it on; without it, the public page.
 */
export const seatBlocks = (input: GameMailInput, label: string): Block[] =>
  input.links.seat
    ? [
        button(input.links.seat, label),
        note('This link is your seat in the game: anyone who has it can play for you, so do not forward this email.'),
      ]
    : [
        button(input.links.watch, 'Open the game'),
        note('Play from the secret link you were sent when the game began.'),
      ];

/** How to answer by email, for emails sent from a reply address: "Or reply to this email with…". */
export const replyInstructions = (lead: string, exampleMove: string, words: string): Block =>
  paragraph(
    `${lead} reply to this email with your move in notation on the first line (for example `,
    { strong: oneLine(exampleMove, 40) },
    `), or one word: ${words}.`,
  );

/** "Light (Ann), 15 pieces:" then a line a kind of piece. */
const positionLines = (input: GameMailInput, position: readonly SideInWords[]): string[] =>
  position.flatMap(({ side, count, lines }) => {
    const name = playerName(input, side);
    const label = name === sideName(input, side) ? name : `${sideName(input, side)} (${name})`;
    return [`${label}, ${count}:`, ...lines.map((line) => `  ${line}`)];
  });

/** The board's picture; in the plain-text part, the position in words when it is known. */
/** "Reply with accept or decline": for an email about an offer, when replies to it are read. */
export const acceptOrDecline = (replyable: boolean | undefined): Block[] =>
  replyable === false
    ? []
    : [
        paragraph(
          'Reply to this email with one word on the first line: ',
          { strong: 'accept' },
          ' or ',
          { strong: 'decline' },
          '.',
        ),
      ];

export const boardPicture = (input: GameMailInput, alt: string, href: string): Block =>
  image(input.links.boardImage, alt, href, input.position ? positionLines(input, input.position) : undefined);

export const watchNote = (input: GameMailInput): Block =>
  note('Anyone can follow the game (but not play) at ', { href: input.links.watch, text: input.links.watch }, '.');
