/** The opponent offers a draw: accept or decline, by reply or on the page. */
import { afterMovesText } from '../../../shared/move-words.ts';
import {
  acceptOrDecline,
  boardPicture,
  footerOf,
  kicker,
  opponentLabel,
  opponentName,
  seatBlocks,
  type GameMailInput,
} from './common.ts';
import { paragraph, render, type RenderedEmail } from './layout.ts';
import { oneLine } from './text.ts';

export interface DrawOfferedInput extends GameMailInput {
  /** Whether replies to this email are read. Default true. */
  readonly replyable?: boolean;
  /** Whether it is the reader's move (a move of theirs declines the offer). Default true. */
  readonly yourTurn?: boolean;
}

/** The other seat offers a rematch of the finished game, sides swapped: answered on the game page. */
export const rematchOffered = (input: GameMailInput): RenderedEmail => {
  const opponent = opponentName(input);
  return render({
    subject: `${opponent} offers a rematch (${oneLine(input.gameName, 40)})`,
    preview: `Play ${opponent} again, with the sides swapped.`,
    kicker: kicker(input),
    heading: `${opponent} offers a rematch`,
    blocks: [
      paragraph(
        `${opponentLabel(input)} offers another game, with the sides swapped. Accept or decline it on the game's page: accepting starts the new game at once.`,
      ),
      boardPicture(input, 'How the game ended', input.links.seat ?? input.links.watch),
      ...seatBlocks(input, 'Answer the offer'),
    ],
    footer: footerOf(input),
  });
};

/** The other seat declined the reader's draw offer: the game goes on. */
export const drawDeclined = (input: GameMailInput): RenderedEmail => {
  const opponent = opponentName(input);
  return render({
    subject: `${opponent} declined your draw offer (${oneLine(input.gameName, 40)})`,
    preview: `${opponent} declined; the game goes on.`,
    kicker: kicker(input),
    heading: 'Draw offer declined',
    blocks: [
      paragraph(`${opponentLabel(input)} declined your draw offer; the game goes on.`),
      boardPicture(input, 'The board now', input.links.seat ?? input.links.watch),
      ...seatBlocks(input, 'See the game'),
    ],
    footer: footerOf(input),
  });
};

export const drawOffered = (input: DrawOfferedInput): RenderedEmail => {
  const opponent = opponentName(input);
  return render({
    subject: `${opponent} offers a draw (${oneLine(input.gameName, 40)})`,
    preview: `Accept or decline ${opponent}'s draw offer.`,
    kicker: kicker(input),
    heading: `${opponent} offers a draw`,
    blocks: [
      paragraph(`${opponentLabel(input)} offers to end the game as a draw, ${afterMovesText(input.ply)}.`),
      ...acceptOrDecline(input.replyable),
      paragraph(
        input.yourTurn === false
          ? `You can also answer on the game's page. It is ${opponent}'s move: the offer stands until you answer or play your next move.`
          : "You can also answer on the game's page. Playing a move declines the offer.",
      ),
      boardPicture(input, 'The board now', input.links.seat ?? input.links.watch),
      ...seatBlocks(input, 'Answer the offer'),
    ],
    footer: footerOf(input),
  });
};
