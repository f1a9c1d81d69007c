/**
 * The only email an address gets about a game it has not joined (recipient.ts): fixed
 * words, a subject no player writes, who invited whom (names as typed, and said to be
 * unchecked), and two choices: join (then the game's emails follow) or never hear from
 * Orrery again. Without an answer the game sends nothing more.
 */
import { gameLabel, kicker, opponentLabel, playerName, seatBlocks, sideName, type GameMailInput } from './common.ts';
import { button, note, paragraph, render, rulesLink, type RenderedEmail } from './layout.ts';
import { oneLine } from './text.ts';

export interface InvitationInput extends GameMailInput {
  /** The recipient's address, shown so they know which of their addresses was given. */
  readonly address: string;
  /** The page whose button confirms that this address wants Orrery's email. */
  readonly confirm: string;
  /** One-click: no email from Orrery to this address, ever, unless it confirms. */
  readonly stop: string;
  /** The address's email settings. */
  readonly preferences: string;
}

export const invitation = (input: InvitationInput): RenderedEmail => {
  const game = oneLine(input.gameName, 40);
  return render({
    subject: `An invitation to play ${game} on Orrery`,
    preview: `Someone gave this address for a seat in a game of ${game}. Nothing more comes unless you confirm.`,
    kicker: kicker(input),
    heading: `An invitation to play ${game}`,
    blocks: [
      paragraph(
        `Someone started a game of ${gameLabel(input)} on Orrery and gave this address (${oneLine(input.address, 80)}) for the ${sideName(input, input.recipientSide)} seat, named `,
        { strong: playerName(input, input.recipientSide) },
        `, against `,
        { strong: opponentLabel(input) },
        '.',
      ),
      note('The names are as the person who started the game typed them; Orrery has not checked them.'),
      paragraph(
        'This is the only email Orrery sends you about this game unless you say you want its emails (your moves, the end of the game). One click:',
      ),
      button(input.confirm, 'Yes, email me about this game'),
      ...seatBlocks(input, 'Open your seat'),
      paragraph(
        'Not for you? Do nothing and you hear no more of this game, or ',
        {
          href: input.stop,
          text: 'never get email from Orrery',
        },
        '.',
      ),
    ],
    footer: {
      reason: `You get this email because someone entered this address for a seat in a game on Orrery against ${playerName(input, Object.keys(input.players).find((side) => side !== input.recipientSide) ?? '')}.`,
      howToPlay: rulesLink(input.links.watch, input.gameName),
      preferences: input.preferences,
      unsubscribe: input.stop,
    },
  });
};
