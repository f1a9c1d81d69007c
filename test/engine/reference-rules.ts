/**
 * A second, deliberately plain reading of the Adomoc rules (RULES.md), written without
 * looking at the engine's move generator, to test the engine against. It works on
 * position strings and move strings only; speed does not matter here, clarity does.
 */

export type ReferenceVariant = 'standard' | 'infinite' | 'altogether';

/** A piece as written in the position notation: `F`, `m^`, … ; '' for an empty space. */
type Piece = string;

interface Spot {
  readonly column: number; // 0–9 for a–j
  readonly cycle: number; // 1–8
}

export interface ReferencePosition {
  /** grid[cycle - 1][column] */
  readonly grid: Piece[][];
  readonly centre: string; // '-', 'S^' or 's^'
  readonly side: 'l' | 'd';
  readonly reverse: string; // '-' or e.g. 'd5b2'
  readonly round: number;
}

const COLUMN_LETTERS = 'abcdefghij';

export const spotName = (spot: Spot): string => `${COLUMN_LETTERS[spot.column]}${spot.cycle}`;

export const spotOf = (name: string): Spot => {
  const column = COLUMN_LETTERS.indexOf(name[0] ?? '?');
  const cycle = Number(name[1]);
  if (name.length !== 2 || column < 0 || !(cycle >= 1 && cycle <= 8)) throw new Error(`not a space: ${name}`);
  return { column, cycle };
};

const sameSpot = (a: Spot, b: Spot): boolean => a.column === b.column && a.cycle === b.cycle;

const isLight = (piece: Piece): boolean => piece !== '' && piece[0] === piece[0]!.toUpperCase();
const typeOf = (piece: Piece): 'F' | 'M' | 'S' => piece[0]!.toUpperCase() as 'F' | 'M' | 'S';
const isPrime = (piece: Piece): boolean => piece.endsWith('^');
const belongsTo = (piece: Piece, side: 'l' | 'd'): boolean => piece !== '' && isLight(piece) === (side === 'l');

/** Parses a position string, simply; throws on anything malformed (tests only feed valid text). */
export const referenceParse = (text: string): ReferencePosition => {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`not a position: ${text}`);
  const [board, centre, side, reverse, round] = fields as [string, string, string, string, string];
  const cycles = board.split('/');
  if (cycles.length !== 8) throw new Error(`not 8 cycles: ${text}`);
  const grid = cycles.map((cycleText) => {
    const row: Piece[] = [];
    for (let i = 0; i < cycleText.length; i++) {
      const ch = cycleText[i]!;
      if (cycleText.startsWith('10', i)) {
        for (let k = 0; k < 10; k++) row.push('');
        i++;
      } else if (/[1-9]/.test(ch)) {
        for (let k = 0; k < Number(ch); k++) row.push('');
      } else if (/[FMSfms]/.test(ch)) {
        if (cycleText[i + 1] === '^') {
          row.push(`${ch}^`);
          i++;
        } else row.push(ch);
      } else throw new Error(`bad cycle ${cycleText}`);
    }
    if (row.length !== 10) throw new Error(`cycle ${cycleText} is not 10 spaces`);
    return row;
  });
  if (side !== 'l' && side !== 'd') throw new Error(`bad side ${side}`);
  return { grid, centre, side, reverse, round: Number(round) };
};

export const referenceFormat = (position: ReferencePosition): string => {
  const cycles = position.grid.map((row) => {
    let text = '';
    let run = 0;
    for (const piece of row) {
      if (piece === '') {
        run++;
        continue;
      }
      if (run > 0) text += String(run);
      run = 0;
      text += piece;
    }
    if (run > 0) text += String(run);
    return text;
  });
  return `${cycles.join('/')} ${position.centre} ${position.side} ${position.reverse} ${position.round}`;
};

const at = (position: ReferencePosition, spot: Spot): Piece => position.grid[spot.cycle - 1]![spot.column]!;

/** One step along a line, or null off the board (lines other than cycles end at cycles 1 and 8). */
const step = (spot: Spot, direction: Direction): Spot | null => {
  const cycle = spot.cycle + direction.cycleStep;
  if (cycle < 1 || cycle > 8) return null;
  return { column: (spot.column + direction.columnStep + 10) % 10, cycle };
};

interface Direction {
  readonly line: 'column' | 'cycle' | 'spiral';
  readonly columnStep: number;
  readonly cycleStep: number;
}

const DIRECTIONS: readonly Direction[] = [
  { line: 'column', columnStep: 0, cycleStep: 1 },
  { line: 'column', columnStep: 0, cycleStep: -1 },
  { line: 'cycle', columnStep: 1, cycleStep: 0 },
  { line: 'cycle', columnStep: -1, cycleStep: 0 },
  { line: 'spiral', columnStep: 1, cycleStep: 1 },
  { line: 'spiral', columnStep: -1, cycleStep: -1 },
  { line: 'spiral', columnStep: 1, cycleStep: -1 },
  { line: 'spiral', columnStep: -1, cycleStep: 1 },
];

const directionsFor = (piece: Piece): Direction[] => {
  const type = typeOf(piece);
  if (type === 'F') return DIRECTIONS.filter((d) => d.line === 'column' || d.line === 'cycle');
  if (type === 'M') return DIRECTIONS.filter((d) => d.line === 'spiral');
  return [...DIRECTIONS];
};

/** The up to 8 spaces next to a space along any line. */
export const neighbours = (spot: Spot): Spot[] => {
  const found: Spot[] = [];
  for (const direction of DIRECTIONS) {
    const next = step(spot, direction);
    if (next && !found.some((s) => sameSpot(s, next))) found.push(next);
  }
  return found;
};

const allSpots = (): Spot[] => {
  const spots: Spot[] = [];
  for (let cycle = 1; cycle <= 8; cycle++) for (let column = 0; column < 10; column++) spots.push({ column, cycle });
  return spots;
};

/** A foot next to a sun of the other breed cannot move. */
export const isAttracted = (position: ReferencePosition, spot: Spot): boolean => {
  const foot = at(position, spot);
  if (foot === '' || typeOf(foot) !== 'F') return false;
  return neighbours(spot).some((near) => {
    const other = at(position, near);
    return other !== '' && typeOf(other) === 'S' && isLight(other) !== isLight(foot);
  });
};

/** Some prime foot and some prime moon on cycle 8, at least one of those the player's. */
export const inStateOfPrimesFor = (position: ReferencePosition, side: 'l' | 'd'): boolean => {
  const onEight = position.grid[7]!.filter((piece) => piece !== '' && isPrime(piece));
  const primeFeet = onEight.filter((piece) => typeOf(piece) === 'F');
  const primeMoons = onEight.filter((piece) => typeOf(piece) === 'M');
  if (primeFeet.length === 0 || primeMoons.length === 0) return false;
  return [...primeFeet, ...primeMoons].some((piece) => belongsTo(piece, side));
};

const ORIGIN_CYCLE = { S: 1, M: 2, F: 3 } as const;

/** The free origin spaces for `target` once the mover has left `from`. */
const freeOriginSpaces = (position: ReferencePosition, target: Piece, from: Spot): Spot[] => {
  const cycle = ORIGIN_CYCLE[typeOf(target)];
  const columns = isLight(target) ? [0, 1, 2, 3, 4] : [5, 6, 7, 8, 9];
  return columns
    .map((column) => ({ column, cycle }))
    .filter((spot) => at(position, spot) === '' || sameSpot(spot, from));
};

const mayOriginate = (mover: Piece, target: Piece, variant: ReferenceVariant): boolean => {
  if (typeOf(mover) === typeOf(target)) return false;
  if (!isPrime(target)) return true;
  if (isPrime(mover)) return true;
  return typeOf(mover) === 'M' && variant !== 'infinite';
};

const mayConsume = (mover: Piece, target: Piece, variant: ReferenceVariant): boolean =>
  variant !== 'infinite' &&
  typeOf(mover) === typeOf(target) &&
  isPrime(mover) &&
  !isPrime(target) &&
  isLight(mover) !== isLight(target);

/** Every legal move, in notation, sorted. */
export const referenceLegalMoves = (text: string, variant: ReferenceVariant): string[] => {
  const position = referenceParse(text);
  if (position.centre !== '-') return []; // the game is over
  const moves = new Set<string>();
  for (const from of allSpots()) {
    const mover = at(position, from);
    if (!belongsTo(mover, position.side)) continue;
    if (isAttracted(position, from)) continue;
    const head = `${typeOf(mover)}${isPrime(mover) ? '^' : ''}${spotName(from)}`;
    for (const direction of directionsFor(mover)) {
      let here: Spot = from;
      for (let steps = 1; ; steps++) {
        if (isPrime(mover) && steps > 3) break;
        const next = step(here, direction);
        if (next === null || sameSpot(next, from)) break;
        here = next;
        const target = at(position, here);
        if (target === '') {
          moves.add(`${head}${spotName(here)}`);
          continue;
        }
        if (mayConsume(mover, target, variant)) moves.add(`${head}${spotName(here)}x`);
        const barred = position.reverse === `${spotName(here)}${spotName(from)}`;
        if (!barred && mayOriginate(mover, target, variant))
          for (const origin of freeOriginSpaces(position, target, from))
            moves.add(`${head}${spotName(here)}o${spotName(origin)}`);
        break; // no jumping
      }
    }
    if (typeOf(mover) === 'S' && isPrime(mover) && inStateOfPrimesFor(position, position.side)) {
      const steps = 9 - from.cycle;
      let clear = steps <= 3;
      for (let cycle = from.cycle + 1; cycle <= 8; cycle++)
        if (at(position, { column: from.column, cycle }) !== '') clear = false;
      if (clear) moves.add(`${head}*`);
    }
  }
  return [...moves].sort();
};

const MOVE_PATTERN = /^([FMS])(\^?)([a-j][1-8])(?:(\*)|([a-j][1-8])(?:(x)|o([a-j][1-8]))?)$/;

/** The position after a move given in strict notation; the move is assumed legal. */
export const referencePlay = (text: string, move: string): string => {
  const position = referenceParse(text);
  const match = MOVE_PATTERN.exec(move);
  if (!match) throw new Error(`not a move: ${move}`);
  const [, , , fromName, star, toName, , originName] = match;
  const grid = position.grid.map((row) => [...row]);
  const from = spotOf(fromName!);
  const mover = grid[from.cycle - 1]![from.column]!;
  grid[from.cycle - 1]![from.column] = '';
  let centre = position.centre;
  let reverse = '-';
  if (star) centre = mover;
  else {
    const to = spotOf(toName!);
    const target = grid[to.cycle - 1]![to.column]!;
    grid[to.cycle - 1]![to.column] = mover;
    if (originName) {
      const origin = spotOf(originName);
      grid[origin.cycle - 1]![origin.column] = target;
      reverse = `${toName}${originName}`;
    }
  }
  return referenceFormat({
    grid,
    centre,
    side: position.side === 'l' ? 'd' : 'l',
    reverse,
    round: position.side === 'd' ? position.round + 1 : position.round,
  });
};

/** Leaf nodes of the legal-move tree; a centred position has no moves, so it is a leaf only at depth 1. */
export const referencePerft = (text: string, variant: ReferenceVariant, depth: number): number => {
  if (depth === 0) return 1;
  const moves = referenceLegalMoves(text, variant);
  if (depth === 1) return moves.length;
  return moves.reduce((sum, move) => sum + referencePerft(referencePlay(text, move), variant, depth - 1), 0);
};
