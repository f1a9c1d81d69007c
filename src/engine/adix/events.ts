/**
 * Structured events of a move, in plain data (square names, pieces as objects) so the
 * web client, notifications and records can be written from them without the engine.
 */
import type { Rotation } from './moves.ts';
import type { EndReason } from './outcome.ts';
import {
  FACE_NAMES,
  describePiece,
  opposite,
  pieceCode,
  type Face,
  type Piece,
  type Side,
  type SquareName,
} from './types.ts';

export type GameEvent =
  | { readonly type: 'slid'; readonly piece: Piece; readonly from: SquareName; readonly to: SquareName }
  | { readonly type: 'captured'; readonly piece: Piece; readonly on: SquareName }
  | {
      readonly type: 'tipped';
      readonly piece: Piece;
      readonly from: SquareName;
      readonly to: SquareName;
      /** The face on top after the tip. */
      readonly top: Face;
    }
  | { readonly type: 'pivoted'; readonly piece: Piece; readonly on: SquareName; readonly rotation: Rotation }
  | { readonly type: 'game-over'; readonly winner: Side | null; readonly reason: EndReason };

const named = (piece: Piece): string => describePiece(pieceCode(piece));

/** One sentence per event, for emails and screen readers. */
export const describeEvent = (event: GameEvent): string => tell(event, 'done');

/** What a move not yet played would do, event by event, for the step that asks to confirm it. */
export const describeProposedEvent = (event: GameEvent): string => tell(event, 'proposed');

type EventMood = 'done' | 'proposed';

const tell = (event: GameEvent, mood: EventMood): string => {
  const done = mood === 'done';
  switch (event.type) {
    case 'slid':
      return `${capitalise(named(event.piece))} ${done ? 'slid' : 'would slide'} from ${event.from} to ${event.to}.`;
    case 'captured':
      return `${capitalise(named(event.piece))} on ${event.on} ${done ? 'was' : 'would be'} captured.`;
    case 'tipped': {
      const shows =
        event.top === 'A'
          ? `${done ? 'is now' : 'be'} under shelter`
          : `${done ? 'now shows' : 'show'} ${FACE_NAMES[event.top]}`;
      return done
        ? `${capitalise(named(event.piece))} tipped from ${event.from} to ${event.to} and ${shows}.`
        : `${capitalise(named(event.piece))} would tip from ${event.from} to ${event.to} and ${shows}.`;
    }
    case 'pivoted':
      return `${capitalise(named(event.piece))} on ${event.on} ${done ? 'pivoted' : 'would pivot'} a quarter turn ${event.rotation}.`;
    case 'game-over': {
      const winner = event.winner ? `${capitalise(event.winner)} wins` : 'The game is drawn';
      const ending = `${winner}: ${describeEnding(event)}.`;
      return done ? ending : `This move would end the game. ${ending}`;
    }
  }
};

/** Why a game ended, in words: "White's captain was captured", "thirty plies in a row without a slide". */
export const describeEnding = (outcome: { readonly winner: Side | null; readonly reason: EndReason }): string => {
  const loser = outcome.winner ? capitalise(opposite(outcome.winner)) : 'a player';
  switch (outcome.reason) {
    case 'captain-captured':
      return `${loser}'s captain was captured`;
    case 'last-teammate-captured':
      return `${loser}'s last teammate was captured`;
    case 'no-moves':
      return `${loser} had no legal action`;
    case 'no-slides':
      return 'thirty plies in a row without a slide';
    case 'resignation':
      return `${loser} resigned`;
    case 'agreement':
      return 'the players agreed a draw';
    case 'time':
      return `${loser} ran out of time`;
  }
};

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
