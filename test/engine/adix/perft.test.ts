import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { START_POSITION, countLegalMoves, perft } from '../../../src/engine/adix/index.ts';
import { loadCases } from '../../../src/conformance/runner.ts';
import { parsed } from './arbitraries.ts';
import { referenceParse, referencePerft } from './reference-rules.ts';

describe('perft', () => {
  // 3,811,522 at depth 4 counts a winning capture as a leaf only at depth 1 (the
  // conformance rule). Counting the four captures of the black captain at ply 3
  // (^e3/e4 ^e7/d7 Fe4X*Pe9# and the like) as leaves too gives 3,811,526.
  test.each([
    [START_POSITION, 1, 42],
    [START_POSITION, 2, 1_764],
    [START_POSITION, 3, 82_110],
    [START_POSITION, 4, 3_811_522],
    // Pivoted twice in a row: the e4 cube may not pivot a third time.
    ['4*pfc4/9/9/9/9/4FPC4/9/9/4*PFC4 w e4:2,- 0 9', 1, 29],
    // Two quiet plies from the draw: nothing is played after the thirtieth.
    [
      '4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 w -,- 28 20',
      3,
      referencePerft(referenceParse('4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 w -,- 28 20'), 3),
    ],
    ['4*pfc4/9/9/9/9/4AFC4/9/9/4*PFC4 b -,- 30 21', 2, 0],
    // After a winning capture the game is over.
    ['4*pfc4/9/9/9/9/9/9/9/4fpc4 w -,- 0 7', 1, 0],
  ])('%s, depth %i: %i', (text, depth, nodes) => {
    expect(perft(parsed(text), depth)).toBe(nodes);
  });

  test('depth 0 is the position itself', () => {
    expect(perft(parsed(START_POSITION), 0)).toBe(1);
  });

  const vectors = loadCases(join(import.meta.dirname, '..', '..', 'conformance', 'adix', 'random.json')).filter(
    (_, i) => i % 10 === 0,
  );
  test.each(vectors.map((testCase) => [testCase.name, testCase.position!] as const))(
    '%s agrees with the reference rules to depth 3',
    (_name, text) => {
      const position = parsed(text);
      expect(perft(position, 1)).toBe(countLegalMoves(position));
      expect(perft(position, 3)).toBe(referencePerft(referenceParse(text), 3));
    },
  );
});
