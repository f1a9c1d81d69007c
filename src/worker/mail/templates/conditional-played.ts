/**
 * To the player whose conditional moves answered the opponent: what the opponent played,
 * what was played for them, and how many lines are left; or that a reply could not be
 * played and the conditional moves were dropped.
 */
import {
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

export interface ConditionalPlayedInput extends GameMailInput {
  /** The opponent's move, in notation. */
  readonly opponentMove: string;
  /** The reply played for the recipient; null when it could not be played. */
  readonly reply: string | null;
  /** Lines still waiting for the opponent's next move. */
  readonly linesLeft: number;
  /** Why the conditional moves were dropped, when they were. */
  readonly problem: string | null;
}

export const conditionalPlayed = (input: ConditionalPlayedInput): RenderedEmail => {
  const opponent = opponentName(input);
  const theirs = oneLine(input.opponentMove, 40);
  if (input.reply === null)
    return render({
      subject: `Your conditional moves were dropped: ${opponent} played ${theirs}`,
      preview: `${opponent} played ${theirs}; your conditional reply could not be played. Your move.`,
      kicker: kicker(input),
      heading: 'Your conditional moves were dropped',
      blocks: [
        paragraph(`${opponentLabel(input)} played `, { strong: theirs }, '.'),
        paragraph(
          `Your conditional reply could not be played (${input.problem ?? 'it was not legal'}), so nothing was played for you and your conditional moves were dropped. It is your move.`,
        ),
        boardPicture(input, 'The board now', input.links.seat ?? input.links.watch),
        ...seatBlocks(input, 'Play your move'),
      ],
      footer: footerOf(input),
    });
  const reply = oneLine(input.reply, 40);
  const left =
    input.linesLeft === 0
      ? 'No conditional moves are left: the next move will be yours to play.'
      : `${input.linesLeft} conditional line${input.linesLeft === 1 ? '' : 's'} still wait${input.linesLeft === 1 ? 's' : ''} for ${opponent}'s next move.`;
  return render({
    subject: `${opponent} played ${theirs}; your conditional move ${reply} was played`,
    preview: `${opponent} played ${theirs}, and ${reply} was played for you from your conditional moves.`,
    kicker: kicker(input),
    heading: `${reply} was played for you`,
    blocks: [
      paragraph(
        `${opponentLabel(input)} played `,
        { strong: theirs },
        ', and your conditional move ',
        { strong: reply },
        ' was played for you at once.',
      ),
      paragraph(left),
      boardPicture(input, 'The board now', input.links.seat ?? input.links.watch),
      ...seatBlocks(input, 'See the game'),
    ],
    footer: footerOf(input),
  });
};
