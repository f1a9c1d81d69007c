/**
 * Adomoc, as the search weighs it. The game is a race: a prime sun wins by stepping into
 * the centre along its own column, at most three steps, while its breed is in a state of
 * primes (a prime foot and a prime moon on cycle 8, one of them its own). So the score
 * counts each breed's progress towards that: its prime sun's cycle and clear way in, its
 * prime foot and moon near cycle 8, the state of primes itself; then material (only
 * plain pieces can be consumed) and feet held by enemy suns.
 *
 * In the Altogether variant centring ends the game but the score decides it: each breed's
 * total of its pieces' cycles, the centred sun counting 9. There a race the breed would
 * lose on that total by winning it is worth little. The top level knows one thing more
 * (`refined`): that breed's own prime foot and moon on their way to cycle 8, and its held
 * prime foot, are worth little too, since a state of primes either breed's can make.
 */
import { ADJACENT, ADJACENT_COUNT, columnOf, cycleOf, squareAt } from '../engine/adomoc/board.ts';
import { movesOntoPieces, packMove, type Move } from '../engine/adomoc/moves.ts';
import { outcomeOf } from '../engine/adomoc/outcome.ts';
import { applyMove } from '../engine/adomoc/play.ts';
import type { Position } from '../engine/adomoc/position.ts';
import { CENTRE, DARK, FOOT, MOON, PRIME, SQUARE_COUNT, SUN, TYPE_MASK, type Variant } from '../engine/adomoc/types.ts';
import { boardCopies } from './board-copies.ts';
import type { Evaluation } from './evaluation.ts';

/** The search's positions' boards (board-copies.ts). */
const copyBoard = boardCopies(SQUARE_COUNT);

const PLAIN_VALUE = [0, 100, 130, 160];
/** Worth of a prime's cycle: nothing at the edge, much near the middle. */
const PRIME_SUN_CYCLE = [0, 0, 30, 70, 120, 180, 300, 360, 420];
const PRIME_HELPER_CYCLE = [0, 0, 25, 55, 90, 130, 180, 240, 380];
const HELD_FOOT = 18;
/** A held prime foot cannot make its way to cycle 8: the race stalls until it is freed. */
const HELD_PRIME_FOOT = 160;
const STATE_OF_PRIMES = 500;
/** A clear way in for a sun that could centre once the state of primes holds. */
const OPEN_ROAD = 400;
/**
 * Altogether: what is left of the race's worth (the state of primes, the open road) to a
 * breed that would lose on the score by centring now. Counting the lead in that score as
 * well (25 a cycle) won no more games against the score without either and drew more
 * between levels: each side moved pieces inwards instead of racing.
 */
const HOLLOW_RACE = 0.25;
/**
 * Altogether, the top level only (`refined`): what is left of the worth of the prime foot's
 * and moon's way to cycle 8, and of the cost of a held prime foot, to a breed that would
 * lose on the score by centring now. Its state of primes would serve the breed ahead,
 * which either breed's prime foot and moon can put in one. Every level with it drew more
 * of its games against the level below (docs/computer.md): only level 8 has it.
 */
const HOLLOW_HELPERS = 0.25;

interface Side {
  material: number;
  primeSun: number;
  primeFootOnEight: boolean;
  primeMoonOnEight: boolean;
  progress: number;
  /** The prime foot's and moon's part of `progress`. */
  helpers: number;
  held: number;
  primeFootHeld: boolean;
  /** Sum of the cycles of all the breed's pieces (the Altogether variant's score). */
  cycles: number;
}

const blank = (): Side => ({
  material: 0,
  primeSun: -1,
  primeFootOnEight: false,
  primeMoonOnEight: false,
  progress: 0,
  helpers: 0,
  held: 0,
  primeFootHeld: false,
  cycles: 0,
});

const clearRoad = (board: Uint8Array, sq: number): boolean => {
  const column = columnOf(sq);
  for (let cycle = cycleOf(sq) + 1; cycle <= 8; cycle++) if (board[squareAt(column, cycle)]) return false;
  return board[CENTRE] === 0;
};

const tally = (board: Uint8Array): [Side, Side] => {
  const sides: [Side, Side] = [blank(), blank()];
  for (let sq = 0; sq < CENTRE; sq++) {
    const code = board[sq]!;
    if (!code) continue;
    const side = sides[code & DARK ? 1 : 0];
    const type = code & TYPE_MASK;
    const cycle = cycleOf(sq);
    side.cycles += cycle;
    if (code & PRIME) {
      if (type === SUN) {
        side.primeSun = sq;
        side.progress += PRIME_SUN_CYCLE[cycle]!;
      } else {
        side.progress += PRIME_HELPER_CYCLE[cycle]!;
        side.helpers += PRIME_HELPER_CYCLE[cycle]!;
        if (cycle === 8 && type === FOOT) side.primeFootOnEight = true;
        if (cycle === 8 && type === MOON) side.primeMoonOnEight = true;
      }
    } else side.material += PLAIN_VALUE[type]!;
    if (type === FOOT) {
      for (let i = 0; i < ADJACENT_COUNT[sq]!; i++) {
        const near = board[ADJACENT[sq * 8 + i]!]!;
        if ((near & TYPE_MASK) === SUN && (near & DARK) !== (code & DARK)) {
          side.held += code & PRIME ? HELD_PRIME_FOOT / HELD_FOOT : 1;
          if (code & PRIME) side.primeFootHeld = true;
          break;
        }
      }
    }
  }
  return sides;
};

const sideScore = (board: Uint8Array, own: Side, other: Side, variant: Variant, refined: boolean): number => {
  const score = own.material + own.progress - own.held * HELD_FOOT;
  let race = 0;
  const footOnEight = own.primeFootOnEight || other.primeFootOnEight;
  const moonOnEight = own.primeMoonOnEight || other.primeMoonOnEight;
  const inState = footOnEight && moonOnEight && (own.primeFootOnEight || own.primeMoonOnEight);
  if (inState) race += STATE_OF_PRIMES;
  if (own.primeSun >= 0 && clearRoad(board, own.primeSun)) {
    const cycle = cycleOf(own.primeSun);
    const road = cycle >= 6 ? OPEN_ROAD : OPEN_ROAD / 4;
    race += inState ? road * 2 : road / 2;
  }
  if (variant === 'altogether') {
    // Centred, the prime sun counts 9 instead of its cycle.
    const centredTotal = own.primeSun >= 0 ? own.cycles - cycleOf(own.primeSun) + 9 : own.cycles;
    if (centredTotal <= other.cycles) {
      race *= HOLLOW_RACE;
      if (refined) {
        race -= (1 - HOLLOW_HELPERS) * own.helpers;
        if (own.primeFootHeld) race += (1 - HOLLOW_HELPERS) * HELD_PRIME_FOOT;
      }
    }
  }
  return score + race;
};

/**
 * An origination of a plain piece sends it to an origin space, which the score hardly
 * sees (plain pieces count by type, not place); following every one of them, with
 * every choice of origin space, made the quiescence search a full search. Consuming,
 * centring and sending a prime home are what swing the score.
 */
const isNoisy = (position: Position, move: Move): boolean =>
  move.kind === 'consume' ||
  move.kind === 'centre' ||
  (move.kind === 'originate' && (position.board[move.to]! & PRIME) !== 0);

/**
 * The pieces that can make a noisy move (isNoisy): only a prime consumes or centres, and
 * only a prime or a moon originates a prime (in Infinite only a prime). Generating the
 * others' landings on pieces (half the pieces, four in five in Infinite) only to throw
 * them away was about half the quiescence search's move generation.
 */
const isPrime = (piece: number): boolean => (piece & PRIME) !== 0;
const isPrimeOrMoon = (piece: number): boolean => (piece & PRIME) !== 0 || (piece & TYPE_MASK) === MOON;

const scoreWith =
  (refined: boolean) =>
  (position: Position, variant: string): number => {
    const [light, dark] = tally(position.board);
    const board = position.board;
    const lightScore =
      sideScore(board, light, dark, variant as Variant, refined) -
      sideScore(board, dark, light, variant as Variant, refined);
    return position.turn === 'light' ? lightScore : -lightScore;
  };

const plain: Evaluation<Position, Move> = {
  score: scoreWith(false),
  orderHint(position, move) {
    if (move.kind === 'centre') return 100_000;
    const target = position.board[move.to]!;
    if (move.kind === 'consume') return 10_000 + PLAIN_VALUE[target & TYPE_MASK]!;
    if (move.kind === 'originate') return 5_000 + (target & PRIME ? 400 : 0) + cycleOf(move.to) * 20;
    if (move.piece & PRIME) return 100 + (cycleOf(move.to) - cycleOf(move.from)) * 10;
    return 0;
  },
  moveKey: packMove,
  // The notation ends with the round, which every move changes.
  repetitionKey: (notation) => notation.slice(0, notation.lastIndexOf(' ')),
  isNoisy,
  // Measured against the plain search at equal budgets (docs/computer.md, "Pruning"): better in
  // Infinite, worse in Altogether; Standard climbs every rung without it.
  prunes: (variant) => variant === 'infinite',
  // A pass lifts the reverse-origination bar: it was the passing breed's to obey.
  pass: (position) => ({
    board: position.board,
    turn: position.turn === 'light' ? 'dark' : 'light',
    reverse: null,
    round: position.turn === 'dark' ? position.round + 1 : position.round,
  }),
  noisyMoves: (position, variant) =>
    movesOntoPieces(position, variant as Variant, variant === 'infinite' ? isPrime : isPrimeOrMoon).filter((move) =>
      isNoisy(position, move),
    ),
  advance(position, variant, move) {
    const after = applyMove(position, move, copyBoard(position.board));
    return { position: after, outcome: outcomeOf(after, variant as Variant) };
  },
  material(position) {
    const [light, dark] = tally(position.board);
    const diff = light.material - dark.material;
    return position.turn === 'light' ? diff : -diff;
  },
};

export const adomocEvaluation: Evaluation<Position, Move> = { ...plain, refined: { ...plain, score: scoreWith(true) } };
