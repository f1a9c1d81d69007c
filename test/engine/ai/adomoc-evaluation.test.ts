/**
 * The Adomoc score per variant. In Altogether centring ends the game but each breed's
 * total of its pieces' cycles decides it, so a race that would be lost on that total is
 * worth little there; in Standard the race is the game.
 */
import { describe, expect, test } from 'vitest';
import { adomocEvaluation } from '../../../src/ai/adomoc-evaluation.ts';
import { seeded } from '../../../src/ai/seeded.ts';
import { adomocGame as ADOMOC } from '../../../src/engine/adomoc/game.ts';
import { parsePosition } from '../../../src/engine/adomoc/position-notation.ts';
import { valueOf } from '../results.ts';

const score = (text: string, variant: string): number => adomocEvaluation.score(valueOf(parsePosition(text)), variant);
/** The top level's score (levels.ts `refinedScore`). */
const refined = (text: string, variant: string): number =>
  adomocEvaluation.refined!.score(valueOf(parsePosition(text)), variant);

/**
 * Light in a state of primes (its prime foot and moon on b8 and c8) with its prime sun's
 * way in clear from a6; Dark's primes at home. `deep` is cycle 7 from column f: five
 * plain pieces, Dark's or Light's. Light has no other piece.
 */
const race = (deep: string) => `5s^4/6m^3/7f^2/10/10/S^9/5${deep}/1F^M^7 - l - 40`;
/** Dark's five on cycle 7: Dark's total 41, Light's 25 with its sun centred: centring loses. */
const BEHIND = race('ffffm');
/** Light's five there instead: Light's total with its sun centred 60, Dark's 6. */
const AHEAD = race('FFFFM');

describe('the Adomoc score', () => {
  test('in Altogether, a race that centring would lose on the total is worth much less than in Standard', () => {
    expect(score(BEHIND, 'altogether')).toBeLessThan(score(BEHIND, 'standard') - 500);
  });

  test('in Altogether, a race that centring would win is worth what it is in Standard', () => {
    expect(score(AHEAD, 'altogether')).toBe(score(AHEAD, 'standard'));
  });

  test('Standard and Infinite score the race alike', () => {
    expect(score(BEHIND, 'infinite')).toBe(score(BEHIND, 'standard'));
  });

  test("the top level's score: the prime foot and moon of a breed that centring would lose with are worth a quarter in Altogether", () => {
    // Light's prime foot and moon stand on cycle 8, worth much in a race Light would lose on the total.
    expect(refined(BEHIND, 'altogether')).toBeLessThan(score(BEHIND, 'altogether') - 500);
    // Ahead on the total Light keeps its worth (only Dark's, behind, count less), and in
    // another variant the score is every level's.
    expect(refined(AHEAD, 'altogether')).toBeGreaterThanOrEqual(score(AHEAD, 'altogether'));
    expect(refined(AHEAD, 'altogether')).toBeLessThan(score(AHEAD, 'altogether') + 100);
    for (const variant of ['standard', 'infinite']) expect(refined(BEHIND, variant)).toBe(score(BEHIND, variant));
  });

  test("the top level's score counts a held prime foot of that breed a quarter as much", () => {
    // Light's prime foot on b8 held by a dark sun on a8, Light behind on the total.
    const held = '5s^4/6m^3/7f^2/10/10/S^9/5ffffm/sF^M^7 - l - 40';
    const free = '5s^4/6m^3/7f^2/10/10/S^9/5ffffm/1F^M^6s - l - 40';
    const cost = (read: typeof score) => read(free, 'altogether') - read(held, 'altogether');
    expect(cost(score)).toBeGreaterThan(0);
    expect(cost(refined)).toBeLessThan(cost(score));
  });

  test("the top level's score is every level's outside Altogether, and differs there only for a breed behind", () => {
    const random = seeded(5);
    let parted = 0;
    for (const variant of ['standard', 'infinite', 'altogether']) {
      for (let game = 0; game < 12; game++) {
        let position = ADOMOC.startPosition(variant);
        for (let ply = 0; ply < 120; ply++) {
          const moves = ADOMOC.legalMoves(position, variant);
          const played = ADOMOC.play(position, variant, moves[random.below(moves.length)]!);
          if (!played.ok || played.value.outcome) break;
          position = played.value.position;
          const plain = adomocEvaluation.score(position, variant);
          const top = adomocEvaluation.refined!.score(position, variant);
          if (variant !== 'altogether') expect(top).toBe(plain);
          else if (top !== plain) parted++;
        }
      }
    }
    expect(parted).toBeGreaterThan(0);
  });
});
