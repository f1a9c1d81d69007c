/** The vocabulary of Adomoc: breeds, piece types, variants, squares and piece codes. */

export const BREEDS = ['light', 'dark'] as const;
export type Breed = (typeof BREEDS)[number];

export const PIECE_TYPES = ['foot', 'moon', 'sun'] as const;
export type PieceType = (typeof PIECE_TYPES)[number];

export const VARIANTS = ['standard', 'infinite', 'altogether'] as const;
export type Variant = (typeof VARIANTS)[number];

export const COLUMNS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] as const;
export type Column = (typeof COLUMNS)[number];
export const CYCLES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type Cycle = (typeof CYCLES)[number];
export type SquareName = `${Column}${Cycle}`;

/**
 * A square index: `(cycle - 1) * 10 + column` for the 80 ring spaces (0–79), and
 * CENTRE (80) for the middle. Indices keep the hot loops on typed arrays.
 */
export type Square = number;
export const CENTRE: Square = 80;
export const SQUARE_COUNT = 81;

/**
 * A piece packed in one byte: bits 0–1 the type (1 foot, 2 moon, 3 sun), bit 2 prime,
 * bit 3 dark. 0 is an empty space.
 */
export type PieceCode = number;
export const EMPTY: PieceCode = 0;
export const FOOT = 1;
export const MOON = 2;
export const SUN = 3;
export const PRIME = 4;
export const DARK = 8;
export const TYPE_MASK = 3;

export interface Piece {
  readonly breed: Breed;
  readonly type: PieceType;
  readonly prime: boolean;
}

export const typeCode = (type: PieceType): number => PIECE_TYPES.indexOf(type) + 1;
export const pieceCode = (piece: Piece): PieceCode =>
  typeCode(piece.type) | (piece.prime ? PRIME : 0) | (piece.breed === 'dark' ? DARK : 0);
export const pieceOf = (code: PieceCode): Piece => ({
  breed: code & DARK ? 'dark' : 'light',
  type: PIECE_TYPES[(code & TYPE_MASK) - 1]!,
  prime: (code & PRIME) !== 0,
});
export const breedOf = (code: PieceCode): Breed => (code & DARK ? 'dark' : 'light');
export const breedBit = (breed: Breed): number => (breed === 'dark' ? DARK : 0);
export const opposite = (breed: Breed): Breed => (breed === 'light' ? 'dark' : 'light');
export const isPrime = (code: PieceCode): boolean => (code & PRIME) !== 0;

/** "dark prime sun", "light foot": how messages and events name a piece. */
export const describePiece = (code: PieceCode): string => {
  const piece = pieceOf(code);
  return `${piece.breed}${piece.prime ? ' prime' : ''} ${piece.type}`;
};
