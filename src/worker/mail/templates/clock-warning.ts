/** The recipient's time for this move is running out. */
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
import { deadlineText, formatDate } from './format.ts';
import { paragraph, render, type RenderedEmail } from './layout.ts';
import { oneLine } from './text.ts';

export interface ClockWarningInput extends GameMailInput {
  /** When the time runs out (ISO 8601). */
  readonly deadline: string;
  /** A bank clock's words: "5 hours left, +1 day per move, at most 10"; null for time per move. */
  readonly bank?: string | null;
  readonly exampleMove: string;
  readonly replyable?: boolean;
  readonly now?: number;
}

export const clockWarning = (input: ClockWarningInput): RenderedEmail => {
  const now = input.now ?? Date.now();
  const opponent = opponentName(input);
  return render({
    subject: `Your time against ${opponent} runs out ${formatDate(input.deadline, now)} (${oneLine(input.gameName, 40)})`,
    preview: `Play your move by ${formatDate(input.deadline, now)}, or the game is lost on time.`,
    kicker: kicker(input),
    heading: 'Your time is running out',
    blocks: [
      paragraph(
        `It is your move against ${opponent}, and your time runs out `,
        { strong: deadlineText(input.deadline, now) },
        '.',
      ),
      paragraph(
        input.bank
          ? `Your bank has ${input.bank}. If you have not moved by then, you lose the game on time.`
          : 'If you have not moved by then, you lose the game on time.',
      ),
      boardPicture(
        input,
        `The board before your move, ${afterMovesText(input.ply)}`,
        input.links.seat ?? input.links.watch,
      ),
      ...seatBlocks(input, 'Play your move'),
      ...(input.replyable === false
        ? []
        : [replyInstructions('Or', input.exampleMove, 'resign or draw (to offer one)')]),
    ],
    footer: footerOf(input),
  });
};
