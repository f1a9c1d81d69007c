/** Takebacks: the opponent asks to take back their move; the answer to the one who asked. */
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

export interface TakebackAskedInput extends GameMailInput {
  /** The move they want to take back. */
  readonly move: string;
  /** Whether replies to this email are read. Default true. */
  readonly replyable?: boolean;
}

export const takebackAsked = (input: TakebackAskedInput): RenderedEmail => {
  const opponent = opponentName(input);
  const move = oneLine(input.move, 40);
  return render({
    subject: `${opponent} asks to take back ${move} (${oneLine(input.gameName, 40)})`,
    preview: `Accept or decline ${opponent}'s request to take back ${move}.`,
    kicker: kicker(input),
    heading: `${opponent} asks to take back a move`,
    blocks: [
      paragraph(`${opponentLabel(input)} asks to take back their move `, { strong: move }, '.'),
      ...acceptOrDecline(input.replyable),
      paragraph(
        `${input.replyable === false ? 'Accept or decline' : 'You can also answer'} on the game's page. If you accept, the game goes back to the position before it and it is their move again; playing a move of your own declines.`,
      ),
      boardPicture(input, 'The board now', input.links.seat ?? input.links.watch),
      ...seatBlocks(input, 'Answer the request'),
    ],
    footer: footerOf(input),
  });
};

export interface TakebackAnsweredInput extends GameMailInput {
  readonly accepted: boolean;
  readonly move: string;
}

export const takebackAnswered = (input: TakebackAnsweredInput): RenderedEmail => {
  const opponent = opponentName(input);
  const move = oneLine(input.move, 40);
  return render({
    subject: input.accepted
      ? `${opponent} let you take back ${move}: your move again`
      : `${opponent} declined your takeback`,
    preview: input.accepted ? `${move} was taken back; it is your move.` : `${opponent} declined; the game goes on.`,
    kicker: kicker(input),
    heading: input.accepted ? `${move} was taken back` : 'Takeback declined',
    blocks: [
      paragraph(
        input.accepted
          ? `${opponentLabel(input)} accepted: your move ${move} was taken back, and it is your move again.`
          : `${opponentLabel(input)} declined to let you take back your move; the game goes on.`,
      ),
      boardPicture(input, 'The board now', input.links.seat ?? input.links.watch),
      ...seatBlocks(input, input.accepted ? 'Play your move' : 'See the game'),
    ],
    footer: footerOf(input),
  });
};
