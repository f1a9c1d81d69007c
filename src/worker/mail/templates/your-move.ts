/** "Your move": the opponent has moved (or the game has begun and the recipient plays first). */
import { movesPlayedText } from '../../../shared/move-words.ts';
import {
  boardPicture,
  footerOf,
  gameLabel,
  kicker,
  opponentLabel,
  opponentName,
  replyInstructions,
  seatBlocks,
  sideName,
  watchNote,
  type GameMailInput,
  type MoveInWords,
} from './common.ts';
import { deadlineText } from './format.ts';
import { paragraph, render, type Block, type RenderedEmail } from './layout.ts';
import { oneLine } from './text.ts';
import { moveDescriptionText } from '../../../shared/played-words.ts';

export interface YourMoveInput extends GameMailInput {
  /** The opponent's move; null for the first move of the game. */
  readonly lastMove: MoveInWords | null;
  /** When the recipient's time runs out (ISO 8601); null without a clock or while it is paused. */
  readonly deadline: string | null;
  /** A bank clock's words: "2 days 4 hours left, +1 day per move, at most 10"; null for time per move. */
  readonly bank?: string | null;
  /** A move in this game's notation, for the reply instructions. */
  readonly exampleMove: string;
  /** Whether replies to this email are read (the email has a reply address). Default true. */
  readonly replyable?: boolean;
  /** Whether a reply may carry a message to the opponent (not against the computer). Default true. */
  readonly messages?: boolean;
  /** The opponent's move was played for them from their conditional moves, at once after the recipient's. */
  readonly conditional?: boolean;
  /** ms since the epoch, for "in 3 days"; default now. */
  readonly now?: number;
}

export const yourMove = (input: YourMoveInput): RenderedEmail => {
  const now = input.now ?? Date.now();
  const opponent = opponentName(input);
  const notation = input.lastMove ? oneLine(input.lastMove.notation, 40) : '';
  const opening: Block[] = input.lastMove
    ? [
        paragraph(`${opponentLabel(input)} played `, { strong: notation }, '.'),
        ...(input.lastMove.description.trim() ? [paragraph(moveDescriptionText(input.lastMove.description))] : []),
        ...(input.conditional
          ? [paragraph(`${opponent} had left this reply as one of their conditional moves, so it was played at once.`)]
          : []),
      ]
    : [
        paragraph(
          `A new game of ${gameLabel(input)} has started: you play ${sideName(input, input.recipientSide)} against ${opponentLabel(input)}, and you play first.`,
        ),
      ];
  const deadline: Block[] = input.deadline
    ? [
        paragraph(
          'Play by ',
          { strong: deadlineText(input.deadline, now) },
          input.bank ? `: your bank has ${input.bank}.` : '.',
        ),
      ]
    : [];
  return render({
    // No brackets round the move: ADIX writes a pivot with one (`Fe4)`).
    subject: input.lastMove
      ? `Your move against ${opponent}: ${opponent} played ${notation}${input.conditional ? ' from conditional moves' : ''}`
      : `New game of ${oneLine(input.gameName, 40)} against ${opponent}: you play first`,
    preview: input.lastMove
      ? `${opponent} played ${notation}. Your move (${movesPlayedText(input.ply)}).`
      : `A new game against ${opponent} has started, and you play first.`,
    kicker: kicker(input),
    // Counted in moves played: "round" is a tournament's word.
    heading: input.lastMove ? `Your move (${movesPlayedText(input.ply)})` : 'A new game: you play first',
    blocks: [
      ...opening,
      boardPicture(
        input,
        `The board before your move (${movesPlayedText(input.ply)})`,
        input.links.seat ?? input.links.watch,
      ),
      ...deadline,
      ...seatBlocks(input, 'Play your move'),
      ...(input.replyable === false
        ? []
        : [
            replyInstructions('Or', input.exampleMove, 'resign or draw (to offer one)'),
            ...(input.messages === false
              ? []
              : [paragraph(`Lines you write below the move go to ${opponent} as a message with it.`)]),
          ]),
      watchNote(input),
    ],
    footer: footerOf(input),
  });
};
