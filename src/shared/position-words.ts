/**
 * A position in words, side by side: each kind of piece and the squares it stands on, in
 * the game's own words ("prime sun: c1", "rock on top: a1, c1"). For where no picture
 * shows: the plain-text part of emails, read in any font, where a drawn diagram of
 * Adomoc's disc would not survive a proportional font.
 */
import * as adix from '../engine/adix/index.ts';
import * as adomoc from '../engine/adomoc/index.ts';

export interface SideInWords {
  /** The side's id ('light', 'white', …). */
  readonly side: string;
  /** How many pieces the side has on the board, in the game's word: "15 pieces", "1 cube". */
  readonly count: string;
  /** One line a kind of piece: "suns: a2, e2". Squares in board order. */
  readonly lines: readonly string[];
}

const ADOMOC_PLURALS: Readonly<Record<adomoc.PieceType, string>> = { sun: 'suns', moon: 'moons', foot: 'feet' };
// Suns first, as the players count their strength; primes before the rest of their type.
const ADOMOC_ORDER = [adomoc.SUN, adomoc.MOON, adomoc.FOOT] as const;

const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

const group = (entries: readonly (readonly [label: string, square: string])[]): Map<string, string[]> => {
  const groups = new Map<string, string[]>();
  for (const [label, square] of entries) groups.set(label, [...(groups.get(label) ?? []), square]);
  return groups;
};

const adomocWords = (position: adomoc.Position): SideInWords[] => {
  const held = adomoc.heldFeet(position.board);
  return adomoc.BREEDS.map((breed) => {
    const bit = adomoc.breedBit(breed);
    const lines: string[] = [];
    let count = 0;
    for (const type of ADOMOC_ORDER) {
      for (const prime of [true, false]) {
        const code = type | (prime ? adomoc.PRIME : 0) | bit;
        const squares: string[] = [];
        position.board.forEach((each, sq) => {
          if (each !== code) return;
          squares.push(`${adomoc.squareName(sq)}${held.has(sq) ? ' (held)' : ''}`);
        });
        if (squares.length === 0) continue;
        count += squares.length;
        const name = adomoc.PIECE_TYPES[type - 1]!;
        const noun = squares.length === 1 ? name : ADOMOC_PLURALS[name];
        lines.push(`${prime ? 'prime ' : ''}${noun}: ${squares.join(', ')}`);
      }
    }
    return { side: breed, count: counted(count, 'piece'), lines };
  });
};

// Rock, paper, scissors, then the cubes that can only tip.
const ADIX_TOPS = [adix.ROCK, adix.PAPER, adix.SCISSORS, adix.SHELTER] as const;
const topWords = (top: number): string =>
  top === adix.SHELTER ? 'under shelter' : `${adix.FACE_NAMES[adix.FACES[top]!]} on top`;

const adixWords = (position: adix.Position): SideInWords[] =>
  adix.SIDES.map((side) => {
    const bit = adix.sideBit(side);
    const cubes: [label: string, square: string][] = [];
    const captains: string[] = [];
    position.board.forEach((code, sq) => {
      if (code === adix.EMPTY || (code & adix.BLACK) !== bit) return;
      const square = adix.squareName(sq);
      if (code & adix.CAPTAIN) captains.push(`captain: ${square} (${topWords(adix.topOf(code))})`);
      else cubes.push([topWords(adix.topOf(code)), square]);
    });
    const groups = group(cubes);
    const lines = [
      ...captains,
      ...ADIX_TOPS.map(topWords).flatMap((label) => {
        const squares = groups.get(label);
        return squares ? [`${label}: ${squares.join(', ')}`] : [];
      }),
    ];
    return { side, count: counted(captains.length + cubes.length, 'cube'), lines };
  });

/** The position `text` of game `gameId` in words, side by side; null when it cannot be read. */
export const positionInWords = (gameId: string, text: string): SideInWords[] | null => {
  if (gameId === 'adomoc') {
    const position = adomoc.parsePosition(text);
    return position.ok ? adomocWords(position.value) : null;
  }
  if (gameId === 'adix') {
    const position = adix.parsePosition(text);
    return position.ok ? adixWords(position.value) : null;
  }
  return null;
};
