/**
 * Structured events of a move, in plain data (square names, pieces as objects) so the
 * web client, notifications and records can be written from them without the engine.
 */
import { squareName } from './board.ts';
import type { EndReason, Score } from './outcome.ts';
import type { Breed, Piece, SquareName } from './types.ts';

export type GameEvent =
  | { readonly type: 'moved'; readonly piece: Piece; readonly from: SquareName; readonly to: SquareName }
  | { readonly type: 'consumed'; readonly piece: Piece; readonly on: SquareName }
  | { readonly type: 'originated'; readonly piece: Piece; readonly from: SquareName; readonly to: SquareName }
  | { readonly type: 'held'; readonly piece: Piece; readonly on: SquareName; readonly by: readonly SquareName[] }
  | { readonly type: 'released'; readonly piece: Piece; readonly on: SquareName }
  | { readonly type: 'centred'; readonly piece: Piece; readonly from: SquareName }
  | {
      readonly type: 'game-over';
      readonly winner: Breed | null;
      readonly reason: EndReason;
      readonly score?: Score;
    };

export const ringName = (sq: number): SquareName => squareName(sq) as SquareName;

const article = (piece: Piece): string => `the ${piece.breed}${piece.prime ? ' prime' : ''} ${piece.type}`;

/** One sentence per event, for emails and screen readers. */
export const describeEvent = (event: GameEvent): string => tell(event, 'done');

/** What a move not yet played would do, event by event, for the step that asks to confirm it. */
export const describeProposedEvent = (event: GameEvent): string => tell(event, 'proposed');

type EventMood = 'done' | 'proposed';

const tell = (event: GameEvent, mood: EventMood): string => {
  const done = mood === 'done';
  switch (event.type) {
    case 'moved':
      return `${capitalise(article(event.piece))} ${done ? 'moved' : 'would move'} from ${event.from} to ${event.to}.`;
    case 'consumed':
      return `${capitalise(article(event.piece))} on ${event.on} ${done ? 'was' : 'would be'} consumed.`;
    case 'originated':
      return `${capitalise(article(event.piece))} on ${event.from} ${done ? 'was' : 'would be'} originated to ${event.to}.`;
    case 'held':
      return `${capitalise(article(event.piece))} on ${event.on} ${done ? 'is now' : 'would be'} held by the sun${event.by.length > 1 ? 's' : ''} on ${event.by.join(' and ')}.`;
    case 'released':
      return `${capitalise(article(event.piece))} on ${event.on} ${done ? 'is' : 'would be'} free to move again.`;
    case 'centred':
      return `${capitalise(article(event.piece))} ${done ? 'moved' : 'would move'} from ${event.from} to the centre.`;
    case 'game-over': {
      const score = event.score ? ` Score: light ${event.score.light}, dark ${event.score.dark}.` : '';
      const winner = event.winner ? `${capitalise(event.winner)} wins` : 'The game is drawn';
      const ending = `${winner} (${REASON_WORDS[event.reason]}).${score}`;
      return done ? ending : `This move would end the game. ${ending}`;
    }
  }
};

const REASON_WORDS: Record<EndReason, string> = {
  centred: 'the game is centred',
  'no-moves': 'the player to move had no legal move',
  resignation: 'resignation',
  agreement: 'agreed draw',
  time: 'time ran out',
};

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
