/**
 * Random Adomoc positions and games for the property and differential tests: fast-check
 * arbitraries for set-up positions, and seeded playouts from the start.
 */
import fc from 'fast-check';
import {
  legalMoves,
  makeMove,
  makePosition,
  parsePosition,
  play,
  startPosition,
  type Move,
  type Outcome,
  type Position,
  type Variant,
} from '../../src/engine/adomoc/index.ts';
import { pick, playout, type Playout, type PlayoutRules } from './random.ts';
import { referenceFormat, referenceLegalMoves, type ReferencePosition } from './reference-rules.ts';
import { valueOf } from './results.ts';

export const VARIANTS: readonly Variant[] = ['standard', 'infinite', 'altogether'];

export const parsed = (text: string): Position => valueOf(parsePosition(text), text);

const cycleOfSquare = (sq: number): number => Math.floor(sq / 10) + 1;

/**
 * Chooses a move: uniformly, or (half the time) leaning towards centring and towards
 * primes heading inwards, so that games reach states of primes now and then.
 */
const chooseMove = (random: () => number, moves: readonly Move[]): Move => {
  if (random() < 0.5) {
    const centring = moves.filter((move) => move.kind === 'centre');
    if (centring.length > 0 && random() < 0.5) return pick(random, centring);
    const inward = moves.filter(
      (move) => move.piece & 4 && move.kind !== 'centre' && cycleOfSquare(move.to) > cycleOfSquare(move.from),
    );
    if (inward.length > 0 && random() < 0.6) return pick(random, inward);
  }
  return pick(random, moves);
};

/** A game from the start with seeded random moves, up to maxPlies or the end of the game. */
export const randomPlayout = (
  variant: Variant,
  seed: number,
  maxPlies: number,
): Playout<Position, Move, Outcome> & { readonly variant: Variant } => {
  const rules: PlayoutRules<Position, Move, Outcome> = {
    legalMoves: (position) => legalMoves(position, variant),
    play: (position, move) => play(position, variant, move),
    choose: chooseMove,
    makeMove: (_position, move) => makeMove(move),
    makePosition,
  };
  return { variant, ...playout(rules, startPosition(), seed, maxPlies) };
};

// ---------------------------------------------------------------------------------------
// Set-up positions (drawn so that they shrink towards sparse boards of plain pieces)

interface PieceDraw {
  readonly letter: 'F' | 'M' | 'S';
  readonly dark: boolean;
  readonly prime: boolean;
}

const pieceArb: fc.Arbitrary<PieceDraw> = fc.record({
  letter: fc.constantFrom('F' as const, 'M' as const, 'S' as const),
  dark: fc.boolean(),
  prime: fc.integer({ min: 0, max: 3 }).map((n) => n === 3),
});

const letters = (piece: PieceDraw): string =>
  (piece.dark ? piece.letter.toLowerCase() : piece.letter) + (piece.prime ? '^' : '');

const squareArb = fc.record({ column: fc.integer({ min: 0, max: 9 }), cycle: fc.integer({ min: 1, max: 8 }) });

export interface ArbitraryPosition {
  readonly text: string;
  readonly variant: Variant;
}

/**
 * A position set up at random: pieces scattered at a random density, sometimes crowded
 * origin cycles (few or no free origin spaces), sometimes prime feet and moons on cycle 8
 * with a prime sun near the centre, a random side, and a reverse bar that is absent, names
 * two random pieces, or bars an origination that would otherwise be legal.
 */
export const arbitraryPosition: fc.Arbitrary<ArbitraryPosition> = fc
  .record({
    density: fc.integer({ min: 3, max: 70 }),
    cells: fc.array(fc.tuple(fc.integer({ min: 0, max: 99 }), pieceArb), { minLength: 80, maxLength: 80 }),
    crowdOrigins: fc.integer({ min: 0, max: 3 }).map((n) => n === 3),
    crowding: fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), pieceArb), { minLength: 30, maxLength: 30 }),
    primes: fc.option(
      fc.record({
        foot: fc.tuple(fc.integer({ min: 0, max: 9 }), fc.boolean()),
        moon: fc.tuple(fc.integer({ min: 0, max: 9 }), fc.boolean()),
        sun: fc.tuple(
          squareArb.map((s) => ({ column: s.column, cycle: 5 + (s.cycle % 4) })),
          fc.boolean(),
        ),
        clearPath: fc.boolean(),
      }),
      { freq: 3 },
    ),
    side: fc.constantFrom('l' as const, 'd' as const),
    reverseMode: fc.integer({ min: 0, max: 2 }),
    reversePick: fc.tuple(fc.nat(), fc.nat()),
    centred: fc.integer({ min: 0, max: 29 }).map((n) => (n === 28 ? 'S^' : n === 29 ? 's^' : '-')),
    round: fc.integer({ min: 1, max: 300 }),
    variant: fc.constantFrom(...VARIANTS),
  })
  .map((draw): ArbitraryPosition => {
    const grid: string[][] = Array.from({ length: 8 }, (_, c) =>
      Array.from({ length: 10 }, (_, column) => {
        const [roll, piece] = draw.cells[c * 10 + column]!;
        return roll >= 100 - draw.density ? letters(piece) : '';
      }),
    );
    if (draw.crowdOrigins)
      draw.crowding.forEach(([roll, piece], i) => {
        grid[Math.floor(i / 10)]![i % 10] = roll > 0 ? letters(piece) : '';
      });
    if (draw.primes) {
      const { foot, moon, sun, clearPath } = draw.primes;
      grid[7]![foot[0]] = foot[1] ? 'f^' : 'F^';
      grid[7]![moon[0]] = moon[1] ? 'm^' : 'M^';
      const [sunSpot, sunDark] = sun;
      if (clearPath) for (let cycle = sunSpot.cycle + 1; cycle <= 8; cycle++) grid[cycle - 1]![sunSpot.column] = '';
      grid[sunSpot.cycle - 1]![sunSpot.column] = sunDark ? 's^' : 'S^';
    }
    const base: ReferencePosition = { grid, centre: draw.centred, side: draw.side, reverse: '-', round: draw.round };
    const occupied: string[] = [];
    grid.forEach((row, c) => row.forEach((piece, column) => piece && occupied.push(`${'abcdefghij'[column]}${c + 1}`)));
    let reverse = '-';
    if (draw.reverseMode === 1 && occupied.length >= 2) {
      const first = draw.reversePick[0] % occupied.length;
      const second = (first + 1 + (draw.reversePick[1] % (occupied.length - 1))) % occupied.length;
      reverse = `${occupied[first]}${occupied[second]}`;
    } else if (draw.reverseMode === 2) {
      const originations = referenceLegalMoves(referenceFormat({ ...base, centre: '-' }), draw.variant).filter((m) =>
        m.includes('o'),
      );
      if (originations.length > 0) {
        const move = originations[draw.reversePick[0] % originations.length]!;
        const squares = move.replace(/^[FMS]\^?/, '').slice(0, 4);
        reverse = `${squares.slice(2)}${squares.slice(0, 2)}`;
      }
    }
    return { text: referenceFormat({ ...base, reverse }), variant: draw.variant };
  });
