/** The vocabulary of ADIX: sides, roles, faces, variants, squares and piece codes. */

export const SIDES = ['white', 'black'] as const;
export type Side = (typeof SIDES)[number];

/** A captain moves one square and has no shelter; a teammate slides any distance. */
export const ROLES = ['captain', 'teammate'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The faces of a cube, as the notation writes them: P pierre (rock), F feuille (paper),
 * C ciseaux (scissors), A abri (shelter, the blank face written `^` in moves).
 */
export const FACES = ['P', 'F', 'C', 'A'] as const;
export type Face = (typeof FACES)[number];
/** The faces that fight. A shelter on top is no weapon: it neither slides nor captures. */
export type Weapon = Exclude<Face, 'A'>;

export const VARIANTS = ['standard'] as const;
export type Variant = (typeof VARIANTS)[number];

export const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const;
export type File = (typeof FILES)[number];
export const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type Rank = (typeof RANKS)[number];
export type SquareName = `${File}${Rank}`;

/** A square index, `(rank - 1) * 9 + file` (a1 = 0, i9 = 80): the hot loops stay on typed arrays. */
export type Square = number;
export const SQUARE_COUNT = 81;

/** Face codes, two bits each. */
export const ROCK = 0;
export const PAPER = 1;
export const SCISSORS = 2;
export const SHELTER = 3;

/**
 * A piece packed in one byte: bits 0–1 the face on top, 2–3 the face to the north, 4–5
 * the face to the east (face codes above), bit 6 captain, bit 7 black. 0 is an empty
 * square: every valid cube shows paper on one of those three faces (paper is opposite
 * paper on both kinds of cube), so no piece packs to 0.
 */
export type PieceCode = number;
export const EMPTY: PieceCode = 0;
export const CAPTAIN = 64;
export const BLACK = 128;
export const FACE_MASK = 3;

export const topOf = (code: PieceCode): number => code & FACE_MASK;
export const northOf = (code: PieceCode): number => (code >> 2) & FACE_MASK;
export const eastOf = (code: PieceCode): number => (code >> 4) & FACE_MASK;
export const packCube = (top: number, north: number, east: number): number => top | (north << 2) | (east << 4);

export interface Piece {
  readonly side: Side;
  readonly role: Role;
  /** The faces on top, facing north and facing east. */
  readonly top: Face;
  readonly north: Face;
  readonly east: Face;
}

export const pieceCode = (piece: Piece): PieceCode =>
  packCube(FACES.indexOf(piece.top), FACES.indexOf(piece.north), FACES.indexOf(piece.east)) |
  (piece.role === 'captain' ? CAPTAIN : 0) |
  (piece.side === 'black' ? BLACK : 0);

export const pieceOf = (code: PieceCode): Piece => ({
  side: sideOf(code),
  role: code & CAPTAIN ? 'captain' : 'teammate',
  top: FACES[topOf(code)]!,
  north: FACES[northOf(code)]!,
  east: FACES[eastOf(code)]!,
});

export const sideOf = (code: PieceCode): Side => (code & BLACK ? 'black' : 'white');
export const sideBit = (side: Side): number => (side === 'black' ? BLACK : 0);
export const opposite = (side: Side): Side => (side === 'white' ? 'black' : 'white');
export const isCaptain = (code: PieceCode): boolean => (code & CAPTAIN) !== 0;
export const isSheltered = (code: PieceCode): boolean => (code & FACE_MASK) === SHELTER;

/** The English names of the faces, for messages and events. */
export const FACE_NAMES: Readonly<Record<Face, string>> = { P: 'rock', F: 'paper', C: 'scissors', A: 'shelter' };

/** "the white rock captain", "the black teammate under shelter": how messages and events name a piece. */
export const describePiece = (code: PieceCode): string => {
  const { side, role, top } = pieceOf(code);
  return top === 'A' ? `the ${side} ${role} under shelter` : `the ${side} ${FACE_NAMES[top]} ${role}`;
};
