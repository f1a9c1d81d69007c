/**
 * ADIX, as the search weighs it. A side wins by capturing the enemy captain or its last
 * teammate, so the score counts teammates (each dearer as they run out), the captain's
 * safety (enemy weapons with a clear line onto it that beat its top face), and what each
 * weapon on top threatens or fears on the board; shelters are safe but slow; each weapon
 * is pulled towards the enemy captain. As thirty plies without a slide near, a lead
 * matters less: the draw is coming.
 */
import { legalCaptures, packMove, type Move } from '../engine/adix/moves.ts';
import { applyMove, outcomeAfter } from '../engine/adix/play.ts';
import { QUIET_LIMIT, type Position } from '../engine/adix/position.ts';
import { MAX_RAY, RAYS, RAY_LENGTH, fileOf, rankOf } from '../engine/adix/board.ts';
import { BEATS } from '../engine/adix/cube.ts';
import { BLACK, CAPTAIN, FACE_MASK, PAPER, ROCK, SCISSORS, SHELTER, SQUARE_COUNT } from '../engine/adix/types.ts';
import { boardCopies } from './board-copies.ts';
import type { Evaluation } from './evaluation.ts';

/** The search's positions' boards (board-copies.ts). */
const copyBoard = boardCopies(SQUARE_COUNT);

/**
 * The score's weights, in hundredths of a teammate at first, each naming a feature the
 * score counts for a side (and against the other).
 */
export interface AdixWeights {
  /** Each teammate on the board. */
  readonly teammate: number;
  /** Taken off the side's teammates' worth when it has one, two or three left: losing the last one loses the game. */
  readonly lastTeammate: number;
  readonly lastTwoTeammates: number;
  readonly lastThreeTeammates: number;
  /** Against a side, for each enemy weapon with a clear line onto its captain that beats the captain's top face. */
  readonly captainAttacker: number;
  /** Against a side, for each enemy weapon with a clear line onto one of its teammates that beats it. */
  readonly teammateAttacker: number;
  /**
   * For each weapon on top, the enemy's weapons on top it beats less those that beat it
   * (anywhere on the board): what it threatens or fears.
   */
  readonly weaponEdge: number;
  /** Each teammate showing its shelter: safe but slow. */
  readonly sheltered: number;
  /**
   * Per step closer to the enemy captain (king distance), for each weapon: without a pull
   * forward, two sides at peace shuffle to the 300th ply; the search alone sees too few
   * moves ahead to find the captain.
   */
  readonly approach: number;
}

/**
 * The weights set by hand (docs/computer.md). A table fitted to the computer's games
 * (scripts/tune/fit.ts) has not yet beaten it in a match (docs/computer.md, "Tuned from
 * games").
 */
const HAND_WEIGHTS: AdixWeights = {
  teammate: 100,
  lastTeammate: 400,
  lastTwoTeammates: 120,
  lastThreeTeammates: 40,
  captainAttacker: 90,
  teammateAttacker: 12,
  weaponEdge: 3,
  sheltered: 6,
  approach: 3,
};

/** The weights the search scores with. */
export const ADIX_WEIGHTS: AdixWeights = HAND_WEIGHTS;

/**
 * The weapon each weapon on top beats, and the one that beats it, from the engine's table
 * (rock, paper, scissors: one each).
 */
const WEAPONS = [ROCK, PAPER, SCISSORS];
const VICTIM = WEAPONS.map((top) => WEAPONS.find((other) => BEATS[top * 4 + other])!);
const KILLER = WEAPONS.map((top) => WEAPONS.find((other) => BEATS[other * 4 + top])!);

/** King distance between two squares, worked out once: the score asks it for every cube. */
const DISTANCE = new Uint8Array(SQUARE_COUNT * SQUARE_COUNT);
for (let sq = 0; sq < SQUARE_COUNT; sq++)
  for (let to = 0; to < SQUARE_COUNT; to++)
    DISTANCE[sq * SQUARE_COUNT + to] = Math.max(Math.abs(fileOf(sq) - fileOf(to)), Math.abs(rankOf(sq) - rankOf(to)));

/**
 * The directions a weapon slides along (the engine's: 0–3 orthogonal, 4–7 diagonal): rock
 * every line, paper orthogonal, scissors diagonal.
 */
const FIRST_DIRECTION = [0, 0, 4];
const LAST_DIRECTION = [8, 4, 8];

/**
 * Enemy cubes with a clear line onto `sq` whose weapon beats the cube there (a captain
 * only from the next square: it slides one step). Only one weapon beats a given top, so
 * only that weapon's lines are walked.
 */
const attackersOf = (board: Uint8Array, sq: number): number => {
  const code = board[sq]!;
  const top = code & FACE_MASK;
  if (top === SHELTER) return 0;
  const killer = KILLER[top]!;
  const enemy = (code & BLACK) ^ BLACK;
  let count = 0;
  for (let direction = FIRST_DIRECTION[killer]!; direction < LAST_DIRECTION[killer]!; direction++) {
    const ray = (sq * 8 + direction) * MAX_RAY;
    const length = RAY_LENGTH[sq * 8 + direction]!;
    for (let step = 0; step < length; step++) {
      const other = board[RAYS[ray + step]!]!;
      if (!other) continue;
      if ((other & BLACK) === enemy && (other & FACE_MASK) === killer && (step === 0 || !(other & CAPTAIN))) count++;
      break;
    }
  }
  return count;
};

/** A side's teammates' worth with the weights' scarcity: index n, n teammates left. */
const teammatesWorth = (weights: AdixWeights): readonly number[] =>
  Array.from(
    { length: 10 },
    (_, n) =>
      n * weights.teammate - ([0, weights.lastTeammate, weights.lastTwoTeammates, weights.lastThreeTeammates][n] ?? 0),
  );

/** Teammates' worth for the greedy benchmark player (`material`): fixed, so that it does not change with the weights. */
const MATERIAL = teammatesWorth(HAND_WEIGHTS);

const whiteMaterial = (board: Uint8Array): number => {
  const teammates = [0, 0];
  for (let sq = 0; sq < 81; sq++) {
    const code = board[sq]!;
    if (code && !(code & CAPTAIN)) teammates[code & BLACK ? 1 : 0]!++;
  }
  return MATERIAL[teammates[0]!]! - MATERIAL[teammates[1]!]!;
};

/** Scratch space for one score: the occupied squares, and per side its weapons on top. */
const occupied = new Int8Array(81);
const weapons = new Int32Array(8);

/**
 * The score of a position for the side to move with the given weights (ADIX_WEIGHTS; the
 * tuning scripts try others).
 */
export const scoreWithWeights = (weights: AdixWeights) => {
  const worth = teammatesWorth(weights);
  return (position: Position): number => {
    const board = position.board;
    // One pass to find the cubes, count teammates and weapons and find the captains; one
    // over the cubes found.
    let pieces = 0;
    let whiteTeammates = 0;
    let blackTeammates = 0;
    let whiteCaptain = -1;
    let blackCaptain = -1;
    weapons.fill(0);
    for (let sq = 0; sq < 81; sq++) {
      const code = board[sq]!;
      if (!code) continue;
      occupied[pieces++] = sq;
      const black = code & BLACK;
      if (code & CAPTAIN) {
        if (black) blackCaptain = sq;
        else whiteCaptain = sq;
      } else if (black) blackTeammates++;
      else whiteTeammates++;
      const top = code & FACE_MASK;
      if (top !== SHELTER) weapons[(black ? 4 : 0) + top]!++;
    }
    let white = worth[whiteTeammates]! - worth[blackTeammates]!;
    for (let i = 0; i < pieces; i++) {
      const sq = occupied[i]!;
      const code = board[sq]!;
      const black = code & BLACK;
      const sign = black ? -1 : 1;
      const top = code & FACE_MASK;
      if (code & CAPTAIN) {
        white -= sign * attackersOf(board, sq) * weights.captainAttacker;
        continue;
      }
      if (top === SHELTER) {
        white += sign * weights.sheltered;
        continue;
      }
      const target = black ? whiteCaptain : blackCaptain;
      if (target >= 0) white += sign * (8 - DISTANCE[sq * SQUARE_COUNT + target]!) * weights.approach;
      const enemy = black ? 0 : 4;
      const edge = weapons[enemy + VICTIM[top]!]! - weapons[enemy + KILLER[top]!]!;
      white += sign * edge * weights.weaponEdge;
      white -= sign * attackersOf(board, sq) * weights.teammateAttacker;
    }
    const fading = 1 - position.quiet / (QUIET_LIMIT * 2);
    const score = Math.round(white * fading);
    return position.turn === 'white' ? score : -score;
  };
};

const score = scoreWithWeights(ADIX_WEIGHTS);

export const adixEvaluation: Evaluation<Position, Move> = {
  score,
  orderHint(_position, move) {
    if (move.kind === 'capture') return 10_000 + (move.captured! & CAPTAIN ? 50_000 : 0);
    if (move.kind === 'slide') return 20;
    if (move.kind === 'tip') return 10;
    return 0;
  },
  moveKey: packMove,
  isNoisy: (_position, move) => move.kind === 'capture',
  // Null-move pruning and late-move reductions missed the captain hunts that decide ADIX
  // (0-1-2 in three games against the plain search at equal budgets).
  prunes: () => false,
  // The quiet count stays: a pass must not bring the thirty-ply draw nearer.
  pass: (position) => ({
    ...position,
    turn: position.turn === 'white' ? 'black' : 'white',
    moveNumber: position.turn === 'black' ? position.moveNumber + 1 : position.moveNumber,
  }),
  noisyMoves: (position) => legalCaptures(position),
  advance(position, _variant, move) {
    const after = applyMove(position, move, copyBoard(position.board));
    return { position: after, outcome: outcomeAfter(position, move, after) };
  },
  material(position) {
    const white = whiteMaterial(position.board);
    return position.turn === 'white' ? white : -white;
  },
};
