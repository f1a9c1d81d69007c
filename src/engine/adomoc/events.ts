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
export const describeEvent = (event: GameEvent): string => {
  switch (event.type) {
    case 'moved':
      return `${capitalise(article(event.piece))} moved from ${event.from} to ${event.to}.`;
    case 'consumed':
      return `${capitalise(article(event.piece))} on ${event.on} was consumed.`;
    case 'originated':
      return `${capitalise(article(event.piece))} on ${event.from} was originated to ${event.to}.`;
    case 'held':
      return `${capitalise(article(event.piece))} on ${event.on} is now held by the sun${event.by.length > 1 ? 's' : ''} on ${event.by.join(' and ')}.`;
    case 'released':
      return `${capitalise(article(event.piece))} on ${event.on} is free to move again.`;
    case 'centred':
      return `${capitalise(article(event.piece))} moved from ${event.from} to the centre.`;
    case 'game-over': {
      const score = event.score ? ` Score: light ${event.score.light}, dark ${event.score.dark}.` : '';
      const winner = event.winner ? `${capitalise(event.winner)} wins` : 'The game is drawn';
      return `${winner} (${REASON_WORDS[event.reason]}).${score}`;
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
