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
import { paragraph, render, type RenderedEmail } from './layout.ts';
import { oneLine } from './text.ts';
import { moveDescriptionText } from '../../../shared/played-words.ts';

export interface MoveConfirmedInput extends GameMailInput {
  /** The recipient's move, as played. */
  readonly move: MoveInWords;
  /** The reply carried a message too, and it was sent. */
  readonly messageSent?: boolean;
}

export const moveConfirmed = (input: MoveConfirmedInput): RenderedEmail => {
  const opponent = opponentName(input);
  const notation = oneLine(input.move.notation, 40);
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
      boardPicture(input, 'The board after your move', input.links.seat ?? input.links.watch),
      ...(input.messageSent ? [paragraph(`Your message to ${opponent} was sent with it.`)] : []),
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
}

/** The answer to a reply that was a word, not a move: what it did, never "your move … was played". */
export const actionConfirmed = (input: ActionConfirmedInput): RenderedEmail => {
  const opponent = opponentName(input);
  const action = ACTIONS[input.action] ?? { heading: `Your reply “${input.action}” was read`, after: () => '' };
  const after = action.after(opponent);
  return render({
    subject: `${action.heading} (${oneLine(input.gameName, 40)} against ${opponent})`,
    preview: after,
    kicker: kicker(input),
    heading: action.heading,
    blocks: [
      ...(after ? [paragraph(after)] : []),
      boardPicture(input, 'The board now', input.links.seat ?? input.links.watch),
      ...(input.messageSent ? [paragraph(`Your message to ${opponent} was sent with it.`)] : []),
      ...seatBlocks(input, 'Open the game'),
    ],
    footer: footerOf(input),
  });
};
