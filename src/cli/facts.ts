/**
 * The facts of a position a diagram cannot show at a glance, in words: whose turn,
 * the reverse-origination bar, held feet, the state of primes, and the outcome.
 */
import {
  DARK,
  breedOf,
  describeEvent,
  describePiece,
  heldFeet,
  inStateOfPrimes,
  makePosition,
  outcomeOf,
  squareName,
  type Breed,
  type Position,
  type Variant,
} from '../engine/adomoc/index.ts';

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const pieceOn = (board: Uint8Array, sq: number): string => `the ${describePiece(board[sq]!)} on ${squareName(sq)}`;

export const turnLine = (position: Position, variant: Variant, over: boolean): string =>
  over
    ? `Round ${position.round}; no further moves (${variant} variant).`
    : `${capitalise(position.turn)} to move, round ${position.round} (${variant} variant).`;

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
    ...Array.from(held, ([sq, by]) => `  ${pieceOn(board, sq)}, held by ${by.map((sun) => pieceOn(board, sun)).join(' and ')}`),
  ];
};

export const primesLine = (board: Uint8Array): string => {
  const sides: Breed[] = (['light', 'dark'] as const).filter((breed) => inStateOfPrimes(board, breed === 'dark' ? DARK : 0));
  const state = sides.length === 0 ? 'neither side' : sides.map(capitalise).join(' and ');
  return `State of primes: ${state}.`;
};

export const outcomeLine = (position: Position, variant: Variant): string | undefined => {
  const outcome = outcomeOf(position, variant);
  return outcome ? `Game over. ${describeEvent({ type: 'game-over', ...outcome })}` : undefined;
};

/** Every fact, one per line, ending with the position in position notation. */
export const describePosition = (position: Position, variant: Variant): string[] => {
  const outcome = outcomeLine(position, variant);
  return [
    ...(outcome ? [outcome] : []),
    turnLine(position, variant, outcome !== undefined),
    reverseLine(position),
    ...heldLines(position.board),
    primesLine(position.board),
    `Position: ${makePosition(position)}`,
  ];
};
