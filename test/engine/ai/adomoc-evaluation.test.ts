/**
 * The Adomoc score per variant: the Altogether variant is decided, when a sun is centred,
 * by each breed's total of its pieces' cycles, so there a piece further in is worth more;
 * in Standard a plain piece counts by its type wherever it stands.
 */
import { describe, expect, test } from 'vitest';
import { adomocEvaluation } from '../../../src/ai/adomoc-evaluation.ts';
import { parsePosition } from '../../../src/engine/adomoc/position-notation.ts';
import { valueOf } from '../results.ts';

const START = 'SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10 - l - 1';
/** Light's plain foot from a3 moved to a6 (Dark's suns far away: it is not held). */
const FOOT_IN = 'SSS^SSsss^ss/MMM^MMmmm^mm/1FF^FFfff^ff/10/10/F9/10/10 - l - 1';

const score = (text: string, variant: string): number => adomocEvaluation.score(valueOf(parsePosition(text)), variant);

describe('the Adomoc score', () => {
  test('a plain foot three cycles further in is worth nothing more in Standard', () => {
    expect(score(FOOT_IN, 'standard')).toBe(score(START, 'standard'));
  });

  test('in Altogether it is worth three cycles of the total that decides the game', () => {
    const gained = score(FOOT_IN, 'altogether') - score(START, 'altogether');
    expect(gained).toBeGreaterThan(0);
    // Three cycles, the same worth each.
    const oneCycle = 'SSS^SSsss^ss/MMM^MMmmm^mm/1FF^FFfff^ff/F9/10/10/10/10 - l - 1';
    expect(gained).toBe(3 * (score(oneCycle, 'altogether') - score(START, 'altogether')));
  });
});
