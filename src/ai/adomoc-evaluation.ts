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

/**
 * The score's weights, one table per variant, in hundredths of a plain piece. Each names
 * a feature of the position the score counts for a side (and against the other).
 */
export interface AdomocWeights {
  /** A plain foot, moon and sun (only plain pieces can be consumed). */
  readonly plainFoot: number;
  readonly plainMoon: number;
  readonly plainSun: number;
  /** The prime sun's worth by its cycle, 0 to 8: nothing at the edge, much near the middle. */
  readonly primeSunCycle: readonly number[];
  /** The prime foot's and prime moon's worth by cycle. */
  readonly primeHelperCycle: readonly number[];
  /** Against a side, for each of its plain feet next to an enemy sun. */
  readonly heldFoot: number;
  /** Against a side whose prime foot is next to an enemy sun: it cannot make its way to cycle 8, the race stalls. */
  readonly heldPrimeFoot: number;
  /** The side's breed is in a state of primes. */
  readonly stateOfPrimes: number;
  /**
   * A clear way in for the prime sun (every space of its column inwards empty, and the
   * centre), by whether it stands on cycle 6 or more (near) and whether the state of
   * primes holds.
   */
  readonly openRoadNearInState: number;
  readonly openRoadNear: number;
  readonly openRoadFarInState: number;
  readonly openRoadFar: number;
  /**
   * Altogether: what is left of the race's worth (the state of primes, the open road) to a
   * breed that would lose on the score by centring now. Counting the lead in that score as
   * well (25 a cycle) won no more games against the score without either and drew more
   * between levels: each side moved pieces inwards instead of racing.
   */
  readonly hollowRace: number;
  /**
   * Altogether, the top level only (`refined`): what is left of the worth of the prime
   * foot's and moon's way to cycle 8, and of the cost of a held prime foot, to a breed that
   * would lose on the score by centring now. Its state of primes would serve the breed
   * ahead, which either breed's prime foot and moon can put in one. Every level with it
   * drew more of its games against the level below (docs/computer.md): only level 8 has it.
   */
  readonly hollowHelpers: number;
}

/**
 * The weights set by hand (docs/computer.md). Tables fitted to the computer's games
 * (scripts/tune/fit.ts) have not yet beaten them in a match (docs/computer.md, "Tuned from
 * games"), so every variant plays with these.
 */
export const HAND_WEIGHTS: AdomocWeights = {
  plainFoot: 100,
  plainMoon: 130,
  plainSun: 160,
  primeSunCycle: [0, 0, 30, 70, 120, 180, 300, 360, 420],
  primeHelperCycle: [0, 0, 25, 55, 90, 130, 180, 240, 380],
  heldFoot: 18,
  heldPrimeFoot: 160,
  stateOfPrimes: 500,
  openRoadNearInState: 800,
  openRoadNear: 200,
  openRoadFarInState: 200,
  openRoadFar: 50,
  hollowRace: 0.25,
  hollowHelpers: 0.25,
};

/** Each variant's weights (the search scores a position with its variant's). */
export const ADOMOC_WEIGHTS: Readonly<Record<Variant, AdomocWeights>> = {
  standard: HAND_WEIGHTS,
  infinite: HAND_WEIGHTS,
  altogether: HAND_WEIGHTS,
};

/**
 * Plain pieces' worth by type for the greedy benchmark player (`material`) and for move
 * ordering: fixed, so that the benchmark's opponent does not change with the weights.
 */
const PLAIN_VALUE = [0, 100, 130, 160];

interface Side {
  /** Plain pieces' worth by the weights. */
  plain: number;
  primeSun: number;
  primeFootOnEight: boolean;
  primeMoonOnEight: boolean;
  progress: number;
  /** The prime foot's and moon's part of `progress`. */
  helpers: number;
  /** Plain feet next to an enemy sun. */
  held: number;
  primeFootHeld: boolean;
  /** Sum of the cycles of all the breed's pieces (the Altogether variant's score). */
  cycles: number;
}

const blank = (): Side => ({
  plain: 0,
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

const tally = (board: Uint8Array, weights: AdomocWeights, plainWorth: readonly number[]): [Side, Side] => {
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
        side.progress += weights.primeSunCycle[cycle]!;
      } else {
        side.progress += weights.primeHelperCycle[cycle]!;
        side.helpers += weights.primeHelperCycle[cycle]!;
        if (cycle === 8 && type === FOOT) side.primeFootOnEight = true;
        if (cycle === 8 && type === MOON) side.primeMoonOnEight = true;
      }
    } else side.plain += plainWorth[type]!;
    if (type === FOOT) {
      for (let i = 0; i < ADJACENT_COUNT[sq]!; i++) {
        const near = board[ADJACENT[sq * 8 + i]!]!;
        if ((near & TYPE_MASK) === SUN && (near & DARK) !== (code & DARK)) {
          if (code & PRIME) side.primeFootHeld = true;
          else side.held++;
          break;
        }
      }
    }
  }
  return sides;
};

const sideScore = (
  board: Uint8Array,
  own: Side,
  other: Side,
  variant: Variant,
  refined: boolean,
  weights: AdomocWeights,
): number => {
  const score =
    own.plain + own.progress - own.held * weights.heldFoot - (own.primeFootHeld ? weights.heldPrimeFoot : 0);
  let race = 0;
  const footOnEight = own.primeFootOnEight || other.primeFootOnEight;
  const moonOnEight = own.primeMoonOnEight || other.primeMoonOnEight;
  const inState = footOnEight && moonOnEight && (own.primeFootOnEight || own.primeMoonOnEight);
  if (inState) race += weights.stateOfPrimes;
  if (own.primeSun >= 0 && clearRoad(board, own.primeSun)) {
    const near = cycleOf(own.primeSun) >= 6;
    race += inState
      ? near
        ? weights.openRoadNearInState
        : weights.openRoadFarInState
      : near
        ? weights.openRoadNear
        : weights.openRoadFar;
  }
  if (variant === 'altogether') {
    // Centred, the prime sun counts 9 instead of its cycle.
    const centredTotal = own.primeSun >= 0 ? own.cycles - cycleOf(own.primeSun) + 9 : own.cycles;
    if (centredTotal <= other.cycles) {
      race *= weights.hollowRace;
      if (refined) {
        race -= (1 - weights.hollowHelpers) * own.helpers;
        if (own.primeFootHeld) race += (1 - weights.hollowHelpers) * weights.heldPrimeFoot;
      }
    }
  }
  return score + race;
};

/**
 * The score of a position for the side to move with the given weights (a variant's own,
 * ADOMOC_WEIGHTS; the tuning scripts try others).
 */
export const scoreWithWeights = (weights: AdomocWeights, refined = false) => {
  const plainWorth = [0, weights.plainFoot, weights.plainMoon, weights.plainSun];
  return (position: Position, variant: string): number => {
    const board = position.board;
    const [light, dark] = tally(board, weights, plainWorth);
    const lightScore =
      sideScore(board, light, dark, variant as Variant, refined, weights) -
      sideScore(board, dark, light, variant as Variant, refined, weights);
    return position.turn === 'light' ? lightScore : -lightScore;
  };
};

/** The score with each variant's own weights. */
const scoreWith = (refined: boolean) => {
  const standard = scoreWithWeights(ADOMOC_WEIGHTS.standard, refined);
  const infinite = scoreWithWeights(ADOMOC_WEIGHTS.infinite, refined);
  const altogether = scoreWithWeights(ADOMOC_WEIGHTS.altogether, refined);
  return (position: Position, variant: string): number =>
    variant === 'standard'
      ? standard(position, variant)
      : variant === 'infinite'
        ? infinite(position, variant)
        : altogether(position, variant);
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
    const [light, dark] = tally(position.board, HAND_WEIGHTS, PLAIN_VALUE);
    const diff = light.plain - dark.plain;
    return position.turn === 'light' ? diff : -diff;
  },
};

export const adomocEvaluation: Evaluation<Position, Move> = { ...plain, refined: { ...plain, score: scoreWith(true) } };
