/** The invitation, for the player who does not move first: their seat, and what happens next. */
import {
  footerOf,
  gameLabel,
  kicker,
  opponentLabel,
  opponentName,
  seatBlocks,
  sideName,
  watchNote,
  type GameMailInput,
} from './common.ts';
import { paragraph, render, type RenderedEmail } from './layout.ts';
import { oneLine } from './text.ts';

export type GameStartedInput = GameMailInput;

export const gameStarted = (input: GameStartedInput): RenderedEmail => {
  const opponent = opponentName(input);
  return render({
    subject: `New game of ${oneLine(input.gameName, 40)} against ${opponent}`,
    preview: `You play ${sideName(input, input.recipientSide)}; ${opponent} moves first.`,
    kicker: kicker(input),
    heading: `A new game against ${opponent}`,
    blocks: [
      paragraph(
        `A game of ${gameLabel(input)} has started: you play ${sideName(input, input.recipientSide)} against ${opponentLabel(input)}.`,
      ),
      paragraph(
        `${opponent} moves first. We will email you when it is your move; you can answer that email with your move, or play on the game's page.`,
      ),
      ...seatBlocks(input, 'Open your seat'),
      watchNote(input),
    ],
    footer: footerOf(input),
  });
};
