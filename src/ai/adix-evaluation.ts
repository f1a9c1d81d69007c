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
import { BLACK, CAPTAIN, FACE_MASK, PAPER, ROCK, SCISSORS, SHELTER } from '../engine/adix/types.ts';
import type { Evaluation } from './evaluation.ts';

const TEAMMATE = 100;
/** Extra worth of the last few teammates: losing the last one loses the game. */
const SCARCITY = [0, 400, 120, 40];
const CAPTAIN_ATTACKER = 90;
const THREAT = 12;
const SHELTERED = 6;
/** Per step closer to the enemy captain (king distance), for each weapon: a slow game's way forward. */
const APPROACH = 3;

/** Whether weapon `a` on top beats weapon `b` on top. */
export const beats = (a: number, b: number): boolean =>
  (a === ROCK && b === SCISSORS) || (a === SCISSORS && b === PAPER) || (a === PAPER && b === ROCK);

const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** Whether a piece with weapon `top` slides along a direction (orthogonal or diagonal). */
const slidesAlong = (top: number, diagonal: boolean): boolean =>
  top === ROCK || (top === PAPER && !diagonal) || (top === SCISSORS && diagonal);

/** Enemy pieces with a clear line onto `sq` whose weapon beats the piece there. */
const attackersOf = (board: Uint8Array, sq: number): number => {
  const code = board[sq]!;
  const top = code & FACE_MASK;
  if (top === SHELTER) return 0;
  const file = sq % 9;
  const rank = Math.floor(sq / 9);
  let count = 0;
  for (const [df, dr] of DIRECTIONS) {
    let f = file + df;
    let r = rank + dr;
    let distance = 1;
    while (f >= 0 && f < 9 && r >= 0 && r < 9) {
      const other = board[r * 9 + f]!;
      if (other) {
        const otherTop = other & FACE_MASK;
        if (
          (other & BLACK) !== (code & BLACK) &&
          otherTop !== SHELTER &&
          slidesAlong(otherTop, df !== 0 && dr !== 0) &&
          (distance === 1 || !(other & CAPTAIN)) &&
          beats(otherTop, top)
        )
          count++;
        break;
      }
      f += df;
      r += dr;
      distance++;
    }
  }
  return count;
};

const whiteMaterial = (board: Uint8Array): number => {
  const teammates = [0, 0];
  for (let sq = 0; sq < 81; sq++) {
    const code = board[sq]!;
    if (code && !(code & CAPTAIN)) teammates[code & BLACK ? 1 : 0]!++;
  }
  const worth = (n: number) => n * TEAMMATE - (SCARCITY[n] ?? 0);
  return worth(teammates[0]!) - worth(teammates[1]!);
};

export const adixEvaluation: Evaluation<Position, Move> = {
  score(position) {
    const board = position.board;
    let white = whiteMaterial(board);
    const weapons = [
      [0, 0, 0],
      [0, 0, 0],
    ];
    for (let sq = 0; sq < 81; sq++) {
      const code = board[sq]!;
      if (code && (code & FACE_MASK) !== SHELTER) weapons[code & BLACK ? 1 : 0]![code & FACE_MASK]!++;
    }
    const captains = [-1, -1];
    for (let sq = 0; sq < 81; sq++) {
      const code = board[sq]!;
      if (code & CAPTAIN) captains[code & BLACK ? 1 : 0] = sq;
    }
    for (let sq = 0; sq < 81; sq++) {
      const code = board[sq]!;
      if (!code) continue;
      const sign = code & BLACK ? -1 : 1;
      const top = code & FACE_MASK;
      if (code & CAPTAIN) {
        white -= sign * attackersOf(board, sq) * CAPTAIN_ATTACKER;
        continue;
      }
      if (top === SHELTER) {
        white += sign * SHELTERED;
        continue;
      }
      // Closer to the enemy captain: without a pull forward, two sides at peace shuffle to
      // the 300th ply; the search alone sees too few moves ahead to find the captain.
      const target = captains[code & BLACK ? 0 : 1]!;
      if (target >= 0) {
        const distance = Math.max(
          Math.abs((sq % 9) - (target % 9)),
          Math.abs(Math.floor(sq / 9) - Math.floor(target / 9)),
        );
        white += sign * (8 - distance) * APPROACH;
      }
      const enemy = weapons[code & BLACK ? 0 : 1]!;
      let edge = 0;
      for (let weapon = 0; weapon < 3; weapon++) {
        if (beats(top, weapon)) edge += enemy[weapon]!;
        else if (beats(weapon, top)) edge -= enemy[weapon]!;
      }
      white += sign * edge * (THREAT / 4);
      white -= sign * attackersOf(board, sq) * THREAT;
    }
    const fading = 1 - position.quiet / (QUIET_LIMIT * 2);
    const score = Math.round(white * fading);
    return position.turn === 'white' ? score : -score;
  },
  orderHint(_position, move) {
    if (move.kind === 'capture') return 10_000 + (move.captured! & CAPTAIN ? 50_000 : 0);
    if (move.kind === 'slide') return 20;
    if (move.kind === 'tip') return 10;
    return 0;
  },
  moveKey: packMove,
  // The notation ends with the move number, which every move changes.
  repetitionKey: (notation) => notation.slice(0, notation.lastIndexOf(' ')),
  isNoisy: (_position, move) => move.kind === 'capture',
  noisyMoves: (position) => legalCaptures(position),
  advance(position, _variant, move) {
    const after = applyMove(position, move);
    return { position: after, outcome: outcomeAfter(position, move, after) };
  },
  material(position) {
    const white = whiteMaterial(position.board);
    return position.turn === 'white' ? white : -white;
  },
};
