/**
 * The ADIX score's lines: an enemy weapon that beats the captain's top counts against it
 * only along the lines that weapon slides on, only when the line is clear, and an enemy
 * captain only from the next square. Each case compares two positions that differ in that
 * alone, so every other term of the score is the same on both sides.
 */
import { describe, expect, test } from 'vitest';
import { ADIX_WEIGHTS, adixEvaluation, scoreWithWeights } from '../../../src/ai/adix-evaluation.ts';
import { parsePosition } from '../../../src/engine/adix/position-notation.ts';
import { valueOf } from '../results.ts';

/** The score for White (to move) of a board given rank 9 first. */
const score = (...ranks: string[]): number =>
  adixEvaluation.score(valueOf(parsePosition(`${ranks.join('/')} w -,- 0 10`)), 'standard');

/** White's rock captain on e1; `rank5` and `rank3` fill ranks 5 and 3, the rest empty. */
const withCaptainOnE1 = (rank9: string, rank5: string, rank3 = '9', rank2 = '9') =>
  score(rank9, '9', '9', '9', rank5, '9', rank3, rank2, '4*PFC4');

/** The score's weight of one enemy weapon with a clear line onto the captain. */
const CAPTAIN_ATTACKER = ADIX_WEIGHTS.captainAttacker;

describe('the ADIX score sees who can take the captain', () => {
  test('a paper on the open file threatens a rock captain; the same paper on a diagonal does not', () => {
    // e5 and a5 are both four steps from e1 (the pull towards the captain is the same).
    const onFile = withCaptainOnE1('*pfc8', '4fpc4');
    const onDiagonal = withCaptainOnE1('*pfc8', 'fpc8');
    expect(onFile).toBe(onDiagonal - CAPTAIN_ATTACKER);
  });

  test('a cube between them blocks the line', () => {
    const blocked = withCaptainOnE1('*pfc8', '4fpc4', '4AFC4');
    const blockedDiagonal = withCaptainOnE1('*pfc8', 'fpc8', '4AFC4');
    expect(blocked).toBe(blockedDiagonal);
  });

  test('an enemy captain counts only from the next square', () => {
    // Black's paper captain: on e9 with the file open it is no threat (a captain slides one
    // step); on e2 it is. a9 is on no line of e1.
    const far = score('4*fpc4', '9', '9', '9', '9', '9', '9', '9', '4*PFC4');
    const nowhere = score('*fpc8', '9', '9', '9', '9', '9', '9', '9', '4*PFC4');
    const next = score('9', '9', '9', '9', '9', '9', '9', '4*fpc4', '4*PFC4');
    expect(far).toBe(nowhere);
    expect(next).toBe(nowhere - CAPTAIN_ATTACKER);
  });
});

describe('the ADIX score is built from its weights', () => {
  test("the captain attacker's weight is what one attacker on an open file costs", () => {
    const board = (rank5: string) => valueOf(parsePosition(`*pfc8/9/9/9/${rank5}/9/9/9/4*PFC4 w -,- 0 10`));
    const cost = (weights: typeof ADIX_WEIGHTS) =>
      scoreWithWeights(weights)(board('fpc8')) - scoreWithWeights(weights)(board('4fpc4'));
    expect(cost(ADIX_WEIGHTS)).toBe(ADIX_WEIGHTS.captainAttacker);
    expect(cost({ ...ADIX_WEIGHTS, captainAttacker: 250 })).toBe(250);
  });
});
