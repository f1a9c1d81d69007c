/** The end of a game: the result in words and the final board. */
import {
  boardPicture,
  footerOf,
  kicker,
  opponentName,
  watchNote,
  type GameMailInput,
  type MoveInWords,
} from './common.ts';
import { button, paragraph, render, type RenderedEmail } from './layout.ts';
import { sentence } from '../../../shared/sentence.ts';
import { oneLine } from './text.ts';
import { moveDescriptionText } from '../../../shared/played-words.ts';

export interface GameOverInput extends GameMailInput {
  /** The winning side id; null for a draw. */
  readonly winner: string | null;
  /** The result in words (the engine's description of the outcome). */
  readonly outcome: string;
  /** The move that ended the game, when a move did. */
  readonly lastMove?: MoveInWords | null;
}

export const gameOver = (input: GameOverInput): RenderedEmail => {
  const opponent = opponentName(input);
  const game = oneLine(input.gameName, 40);
  const [subject, heading] =
    input.winner === null
      ? [`Draw with ${opponent} (${game})`, 'The game is drawn']
      : input.winner === input.recipientSide
        ? [`You won against ${opponent} (${game})`, 'You won']
        : [`You lost against ${opponent} (${game})`, `${opponent} won`];
  const last = input.lastMove
    ? [
        paragraph(
          'The last move: ',
          { strong: oneLine(input.lastMove.notation, 40) },
          input.lastMove.description.trim() ? `. ${moveDescriptionText(input.lastMove.description)}` : '.',
        ),
      ]
    : [];
  return render({
    subject,
    preview: sentence(input.outcome),
    kicker: kicker(input),
    heading,
    blocks: [
      paragraph(sentence(input.outcome)),
      ...last,
      boardPicture(input, 'The final board', input.links.watch),
      button(input.links.watch, 'See the game'),
      watchNote(input),
    ],
    footer: footerOf(input),
  });
};
