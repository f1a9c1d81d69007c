/**
 * The Adomoc score per variant. In Altogether centring ends the game but each breed's
 * total of its pieces' cycles decides it, so a race that would be lost on that total is
 * worth little there; in Standard the race is the game.
 */
import { describe, expect, test } from 'vitest';
import { adomocEvaluation } from '../../../src/ai/adomoc-evaluation.ts';
import { parsePosition } from '../../../src/engine/adomoc/position-notation.ts';
import { valueOf } from '../results.ts';

const score = (text: string, variant: string): number => adomocEvaluation.score(valueOf(parsePosition(text)), variant);

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
});
