/** The answer to a move sent by email: it was played, and now the opponent is to move. */
import {
  boardPicture,
  footerOf,
  kicker,
  opponentName,
  seatBlocks,
  type GameMailInput,
  type MoveInWords,
} from './common.ts';
import { paragraph, render, type Block, type RenderedEmail } from './layout.ts';
import { messageBlocks } from './message.ts';
import { oneLine } from './text.ts';
import { moveDescriptionText } from '../../../shared/played-words.ts';

export interface MoveConfirmedInput extends GameMailInput {
  /** The recipient's move, as played. */
  readonly move: MoveInWords;
  /** The reply carried a message too, and it was sent. */
  readonly messageSent?: boolean;
  /** The message as it was sent, when the notice kept it. */
  readonly message?: string;
  /** The line of the reply the move was read from, as written. */
  readonly read?: string;
}

/**
 * What the reply was read as, so a player whose text came out wrong sees it at once: the
 * line the command came from (when it differs from what was done), and the message as sent.
 */
const understood = (
  opponent: string,
  done: string,
  input: { readonly read?: string; readonly message?: string; readonly messageSent?: boolean },
): { readonly read: Block[]; readonly message: Block[] } => ({
  read:
    input.read !== undefined && input.read !== done
      ? [paragraph('We read ', { strong: oneLine(input.read, 60) }, ' in your reply as ', { strong: done }, '.')]
      : [],
  message:
    input.message !== undefined
      ? [paragraph(`Your message to ${opponent} was sent with it, as we read it:`), ...messageBlocks(input.message)]
      : input.messageSent
        ? [paragraph(`Your message to ${opponent} was sent with it.`)]
        : [paragraph(`Your reply carried no message to ${opponent}.`)],
});

export const moveConfirmed = (input: MoveConfirmedInput): RenderedEmail => {
  const opponent = opponentName(input);
  const notation = oneLine(input.move.notation, 40);
  const read = understood(opponent, notation, input);
  return render({
    subject: `Your move ${notation} was played (${oneLine(input.gameName, 40)} against ${opponent})`,
    preview: `Now it is ${opponent}'s turn.`,
    kicker: kicker(input),
    heading: `Your move ${notation} was played`,
    blocks: [
      paragraph(
        'Your move ',
        { strong: notation },
        ' was played.',
        input.move.description.trim() ? ` ${moveDescriptionText(input.move.description)}` : '',
      ),
      ...read.read,
      ...read.message,
      boardPicture(input, 'The board after your move', input.links.seat ?? input.links.watch),
      paragraph(`Now it is ${opponent}'s turn: we will email you when they have moved.`),
      ...seatBlocks(input, 'Open the game'),
    ],
    footer: footerOf(input),
  });
};

/** What a worded reply did (`resign`, `draw`, `accept`, `decline`), and what follows from it. */
const ACTIONS: Readonly<Record<string, { readonly heading: string; readonly after: (opponent: string) => string }>> = {
  resign: { heading: 'You resigned', after: (opponent) => `The game is over: ${opponent} won.` },
  draw: {
    heading: 'You offered a draw',
    after: (opponent) => `${opponent} can accept or decline it; the game goes on meanwhile.`,
  },
  accept: { heading: 'You accepted the draw', after: () => 'The game is over: drawn by agreement.' },
  decline: { heading: 'You declined the draw', after: () => 'The game goes on.' },
  withdraw: { heading: 'You withdrew your draw offer', after: () => 'The game goes on.' },
  'withdraw-takeback': {
    heading: 'You withdrew your takeback request',
    after: () => 'Your move stands; the game goes on.',
  },
  'accept-takeback': {
    heading: 'You let them take back their move',
    after: (opponent) => `The game is back at the position before it, and it is ${opponent}'s move again.`,
  },
  'decline-takeback': { heading: 'You declined the takeback', after: () => 'Their move stands; the game goes on.' },
};

export interface ActionConfirmedInput extends GameMailInput {
  /**
   * What the reply did: `resign`, `draw` (offered), `accept`, `decline` or `withdraw` (a
   * draw offer), `accept-takeback`, `decline-takeback` or `withdraw-takeback`.
   */
  readonly action: string;
  readonly messageSent?: boolean;
  readonly message?: string;
  readonly read?: string;
}

/** The answer to a reply that was a word, not a move: what it did, never "your move … was played". */
export const actionConfirmed = (input: ActionConfirmedInput): RenderedEmail => {
  const opponent = opponentName(input);
  const action = ACTIONS[input.action] ?? { heading: `Your reply “${input.action}” was read`, after: () => '' };
  const after = action.after(opponent);
  const read = understood(opponent, input.action, input);
  return render({
    subject: `${action.heading} (${oneLine(input.gameName, 40)} against ${opponent})`,
    preview: after,
    kicker: kicker(input),
    heading: action.heading,
    blocks: [
      ...(after ? [paragraph(after)] : []),
      ...(input.read !== undefined
        ? [paragraph('We read ', { strong: oneLine(input.read, 60) }, ' in your reply.')]
        : []),
      ...read.message,
      boardPicture(input, 'The board now', input.links.seat ?? input.links.watch),
      ...seatBlocks(input, 'Open the game'),
    ],
    footer: footerOf(input),
  });
};
