/**
 * Cube orientation. A piece shows three faces that matter: on top (the active weapon),
 * to the north and to the east; the other three are their opposites. A captain's
 * opposite faces are alike (P/P, F/F, C/C); a teammate's rock is opposite its shelter
 * (P/A, F/F, C/C). Tipping and pivoting only ever turn the cube, so they are written
 * here once, as tables over every piece code, and the move generator just looks them up.
 */
import { EAST, NORTH, SOUTH, WEST } from './board.ts';
import {
  CAPTAIN,
  FACE_MASK,
  PAPER,
  ROCK,
  SCISSORS,
  SHELTER,
  eastOf,
  northOf,
  packCube,
  topOf,
  type PieceCode,
} from './types.ts';

/** The face on the other side of the cube from `face`. */
export const oppositeFace = (face: number, captain: boolean): number => {
  if (captain || face === PAPER || face === SCISSORS) return face;
  return face === ROCK ? SHELTER : ROCK;
};

/** Rock and shelter share an axis on a teammate: the three axes are rock, paper, scissors. */
const axisOf = (face: number): number => (face === SHELTER ? ROCK : face);

/**
 * Whether the code is a cube that can exist: the three faces lie on three different
 * axes, and a captain has no shelter. Every such combination is reachable: a captain's
 * six and a teammate's twelve.
 */
export const isValidCube = (code: PieceCode): boolean => {
  const top = topOf(code);
  const north = northOf(code);
  const east = eastOf(code);
  if (code & CAPTAIN && (top === SHELTER || north === SHELTER || east === SHELTER)) return false;
  const axes = (1 << axisOf(top)) | (1 << axisOf(north)) | (1 << axisOf(east));
  return axes === 0b111;
};

/**
 * The cube rolled one square towards `dir` (0 north, 1 south, 2 east, 3 west). The face
 * on the far side from the roll comes on top, and the old top faces the way it rolled:
 * tipping north brings the south face up and turns the old top to the north.
 */
export const tipCube = (code: PieceCode, dir: number): PieceCode => {
  const captain = (code & CAPTAIN) !== 0;
  const rest = code & ~0x3f;
  const top = topOf(code);
  const north = northOf(code);
  const east = eastOf(code);
  switch (dir) {
    case NORTH:
      return rest | packCube(oppositeFace(north, captain), top, east);
    case SOUTH:
      return rest | packCube(north, oppositeFace(top, captain), east);
    case EAST:
      return rest | packCube(oppositeFace(east, captain), north, top);
    case WEST:
      return rest | packCube(east, north, oppositeFace(top, captain));
    default:
      throw new Error(`a cube tips only north, south, east or west, not along direction ${dir}`);
  }
};

/**
 * The cube turned a quarter in place. Clockwise seen from above (`)`, "right"), the
 * west face turns to the north and the north face to the east; anticlockwise (`(`)
 * the east face turns to the north and the south face to the east.
 */
export const pivotCube = (code: PieceCode, clockwise: boolean): PieceCode => {
  const captain = (code & CAPTAIN) !== 0;
  const north = northOf(code);
  const east = eastOf(code);
  const base = code & ~0x3c;
  return clockwise
    ? base | (oppositeFace(east, captain) << 2) | (north << 4)
    : base | (east << 2) | (oppositeFace(north, captain) << 4);
};

/** TIPPED[dir * 256 + code]: the code after tipping towards dir (0–3). */
export const TIPPED = new Uint8Array(4 * 256);
/** PIVOTED[code] clockwise, PIVOTED[256 + code] anticlockwise. */
export const PIVOTED = new Uint8Array(2 * 256);

for (let code = 0; code < 256; code++) {
  if (!isValidCube(code)) continue;
  for (let dir = 0; dir < 4; dir++) TIPPED[dir * 256 + code] = tipCube(code, dir);
  PIVOTED[code] = pivotCube(code, true);
  PIVOTED[256 + code] = pivotCube(code, false);
}

/** BEATS[attackerTop * 4 + defenderTop]: rock beats scissors, scissors paper, paper rock. */
export const BEATS = new Uint8Array(16);
BEATS[ROCK * 4 + SCISSORS] = 1;
BEATS[SCISSORS * 4 + PAPER] = 1;
BEATS[PAPER * 4 + ROCK] = 1;

export const beats = (attackerTop: number, defenderTop: number): boolean =>
  BEATS[(attackerTop & FACE_MASK) * 4 + (defenderTop & FACE_MASK)] === 1;
