/**
 * The facts of an Adomoc position a diagram cannot show at a glance, in words: the
 * reverse-origination bar, held feet and the state of primes.
 */
import {
  DARK,
  breedOf,
  describePiece,
  heldFeet,
  inStateOfPrimes,
  squareName,
  type Breed,
  type Position,
} from '../engine/adomoc/index.ts';
import { capitalise } from './game-cli.ts';

const pieceOn = (board: Uint8Array, sq: number): string => `the ${describePiece(board[sq]!)} on ${squareName(sq)}`;

/**
 * The bar binds only the player to move; when the originated piece belongs to the
 * player who just moved, they cannot move it this turn anyway, so it changes nothing.
 */
export const reverseLine = (position: Position): string => {
  const bar = position.reverse;
  if (!bar) return 'Reverse origination: no bar.';
  const { board } = position;
  const barred = `${pieceOn(board, bar.originated)} may not originate ${pieceOn(board, bar.originator)}`;
  if (breedOf(board[bar.originated]!) === position.turn) return `Reverse origination: ${barred} this turn.`;
  return `Reverse origination: ${barred}, which changes nothing: it is not ${position.turn}'s piece.`;
};

export const heldLines = (board: Uint8Array): string[] => {
  const held = heldFeet(board);
  if (held.size === 0) return ['Held feet: none.'];
  return [
    'Held feet:',
    ...Array.from(
      held,
      ([sq, by]) => `  ${pieceOn(board, sq)}, held by ${by.map((sun) => pieceOn(board, sun)).join(' and ')}`,
    ),
  ];
};

export const primesLine = (board: Uint8Array): string => {
  const sides: Breed[] = (['light', 'dark'] as const).filter((breed) =>
    inStateOfPrimes(board, breed === 'dark' ? DARK : 0),
  );
  const state = sides.length === 0 ? 'neither side' : sides.map(capitalise).join(' and ');
  return `State of primes: ${state}.`;
};

/** The Adomoc facts, one per line (held feet may take several). */
export const adomocFacts = (position: Position): string[] => [
  reverseLine(position),
  ...heldLines(position.board),
  primesLine(position.board),
];
