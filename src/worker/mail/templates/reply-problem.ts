/** The answer to an emailed reply that could not be played: why, and how to fix it. */
import { afterMovesText } from '../../../shared/move-words.ts';
import {
  boardPicture,
  footerOf,
  kicker,
  opponentName,
  replyInstructions,
  seatBlocks,
  type GameMailInput,
} from './common.ts';
import { note, paragraph, render, type Block, type RenderedEmail } from './layout.ts';
import { sentence } from '../../../shared/sentence.ts';
import { oneLine } from './text.ts';

export interface ReplyProblemInput extends GameMailInput {
  /** Why the reply was not played (e.g. "it is not your turn", or the engine's reason for an illegal move). */
  readonly reason: string;
  /** What helps fix it, e.g. the legal moves of the piece the move named; null when nothing more. */
  readonly detail: string | null;
  /** The command as it was read from the reply ("Fa3a9", "resign"); null when none was. */
  readonly received: string | null;
  readonly exampleMove: string;
  readonly replyable?: boolean;
}

export const replyProblem = (input: ReplyProblemInput): RenderedEmail => {
  const received: Block[] = input.received
    ? [paragraph('We read your reply as ', { strong: oneLine(input.received, 60) }, '.')]
    : [];
  return render({
    subject: `Your reply could not be played (${oneLine(input.gameName, 40)} against ${opponentName(input)})`,
    preview: sentence(input.reason),
    kicker: kicker(input),
    heading: 'Your reply could not be played',
    blocks: [
      ...received,
      paragraph(sentence(input.reason)),
      ...(input.detail ? [paragraph(sentence(input.detail))] : []),
      ...(input.replyable === false
        ? []
        : [replyInstructions('To try again,', input.exampleMove, 'resign, draw, accept or decline')]),
      note(
        'We read the one line of your reply that is a move (or resign, draw, accept, decline); the rest of what you write above the quoted email and your signature is a message to your opponent.',
      ),
      ...(input.replyable === false
        ? []
        : [
            note(
              'A reply to this email that cannot be played either, within ten minutes, is not answered again, so that no automatic reply can start a loop of emails.',
            ),
          ]),
      boardPicture(input, `The board ${afterMovesText(input.ply)}`, input.links.seat ?? input.links.watch),
      ...seatBlocks(input, 'Play on the page'),
    ],
    footer: footerOf(input),
  });
};
