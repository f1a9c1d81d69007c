/**
 * Where an Adomoc game's prime feet stand and which enemy suns hold them: what a game
 * drawn at the bench's 300th ply is usually stuck on (a held prime foot cannot move, so
 * its breed's race waits until the holder is sent home or leaves).
 */
import { adjacentTo, cycleOf, squareName } from '../src/engine/adomoc/board.ts';
import type { Position } from '../src/engine/adomoc/position.ts';
import { CENTRE, DARK, FOOT, PRIME, SUN, TYPE_MASK } from '../src/engine/adomoc/types.ts';

const breedOf = (code: number): 'light' | 'dark' => (code & DARK ? 'dark' : 'light');

/** For example `light's prime foot on j3 held by the suns on j4, i4; dark's on h8, free`. */
export const primeFeet = (position: Position): string => {
  const parts: { breed: string; text: string }[] = [];
  for (let sq = 0; sq < CENTRE; sq++) {
    const code = position.board[sq]!;
    if ((code & TYPE_MASK) !== FOOT || !(code & PRIME)) continue;
    const holders = adjacentTo(sq).filter((near) => {
      const piece = position.board[near]!;
      return (piece & TYPE_MASK) === SUN && breedOf(piece) !== breedOf(code);
    });
    const where = `${breedOf(code)}'s prime foot on ${squareName(sq)}${cycleOf(sq) === 8 ? ' (cycle 8)' : ''}`;
    const text =
      holders.length === 0
        ? `${where}, free`
        : `${where} held by the ${holders.length > 1 ? 'suns' : 'sun'} on ${holders.map(squareName).join(', ')}`;
    parts.push({ breed: breedOf(code), text });
  }
  // Light's first, as the notation writes the sides.
  parts.sort((a, b) => (a.breed === b.breed ? 0 : a.breed === 'light' ? -1 : 1));
  return parts.length > 0 ? parts.map(({ text }) => text).join('; ') : 'no prime foot on the board';
};
