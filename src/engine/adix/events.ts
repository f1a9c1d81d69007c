/**
 * Structured events of a move, in plain data (square names, pieces as objects) so the
 * web client, notifications and records can be written from them without the engine.
 */
import type { Rotation } from './moves.ts';
import type { EndReason } from './outcome.ts';
import { FACE_NAMES, type Face, type Piece, type Side, type SquareName } from './types.ts';

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

const named = (piece: Piece): string =>
  piece.top === 'A' ? `the ${piece.side} ${piece.role} under shelter` : `the ${piece.side} ${FACE_NAMES[piece.top]} ${piece.role}`;

/** One sentence per event, for emails and screen readers. */
export const describeEvent = (event: GameEvent): string => {
  switch (event.type) {
    case 'slid':
      return `${capitalise(named(event.piece))} slid from ${event.from} to ${event.to}.`;
    case 'captured':
      return `${capitalise(named(event.piece))} on ${event.on} was captured.`;
    case 'tipped': {
      const now = event.top === 'A' ? 'is now under shelter' : `now shows ${FACE_NAMES[event.top]}`;
      return `${capitalise(named(event.piece))} tipped from ${event.from} to ${event.to} and ${now}.`;
    }
    case 'pivoted':
      return `${capitalise(named(event.piece))} on ${event.on} pivoted a quarter turn ${event.rotation}.`;
    case 'game-over': {
      const winner = event.winner ? `${capitalise(event.winner)} wins` : 'The game is drawn';
      return `${winner} (${REASON_WORDS[event.reason]}).`;
    }
  }
};

export const REASON_WORDS: Readonly<Record<EndReason, string>> = {
  'captain-captured': 'the captain was captured',
  'last-teammate-captured': 'the last teammate was captured',
  'no-moves': 'the player to move had no legal action',
  'no-slides': 'thirty plies in a row without a slide',
  resignation: 'resignation',
  agreement: 'agreed draw',
  time: 'time ran out',
};

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
