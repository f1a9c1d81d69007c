/**
 * The engine against the plain reference reading of the rules (reference-rules.ts): the
 * same legal moves, as sets, and the same position after each of them, on the rules
 * vectors, along random games and on random set-up positions.
 */
import { readdirSync } from 'node:fs';
import type { ConformanceCase } from '../../src/conformance/cases.ts';
import { loadCases } from '../../src/conformance/runner.ts';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  legalMoves,
  makeMove,
  makePosition,
  parseMove,
  perft,
  play,
  startPosition,
  START_POSITION,
  type Position,
  type Variant,
} from '../../src/engine/adomoc/index.ts';
import { VARIANTS, arbitraryPosition, parsed, randomPlayout } from './arbitraries.ts';
import { SLOW_TEST_TIMEOUT, SOAK } from './random.ts';
import { referenceLegalMoves, referencePerft, referencePlay } from './reference-rules.ts';

interface Difference {
  readonly position: string;
  readonly variant: Variant;
  readonly missing: string[];
  readonly extra: string[];
  readonly after: { move: string; engine: string; reference: string }[];
}

/** Which moves to play to compare the positions after them: all, or those named. */
type Afters = 'all' | readonly string[];

/** Where the engine and the reference disagree in one position. */
const differences = (position: Position, variant: Variant, afters: Afters): Difference => {
  const text = makePosition(position);
  const engineMoves = legalMoves(position, variant);
  const engine = new Set(engineMoves.map(makeMove));
  const reference = new Set(referenceLegalMoves(text, variant));
  const after: Difference['after'] = [];
  for (const move of engineMoves) {
    const notation = makeMove(move);
    if ((afters !== 'all' && !afters.includes(notation)) || !reference.has(notation)) continue;
    const played = play(position, variant, move);
    const engineAfter = played.ok ? makePosition(played.value.position) : `refused: ${played.error.message}`;
    const referenceAfter = referencePlay(text, notation);
    if (engineAfter !== referenceAfter) after.push({ move: notation, engine: engineAfter, reference: referenceAfter });
  }
  return {
    position: text,
    variant,
    missing: [...reference].filter((move) => !engine.has(move)),
    extra: [...engine].filter((move) => !reference.has(move)),
    after,
  };
};

/** Compares one position; vitest's expect is slow, so it is only called on a difference. */
const expectAgreement = (position: Position, variant: Variant, afters: Afters = 'all'): void => {
  const found = differences(position, variant, afters);
  if (found.missing.length + found.extra.length + found.after.length > 0)
    expect(found).toEqual({ position: found.position, variant, missing: [], extra: [], after: [] });
};

const vectorFolder = join(import.meta.dirname, '..', 'conformance', 'adomoc');
/** Every Adomoc vector names one of the engine's variants (or none, for standard). */
type VectorCase = ConformanceCase & { readonly variant?: Variant };
const vectorCases = readdirSync(vectorFolder)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => loadCases(join(vectorFolder, name)) as VectorCase[]);

/** Positions set up to corner one rule each; compared in every variant. */
const RULE_CORNERS: readonly (readonly [string, string])[] = [
  ['a spiral five steps long with one path blocked', 'M9/10/2F7/10/10/10/10/10 - l - 1'],
  ['a spiral five steps long with both paths blocked', 'M9/10/2F5f1/10/10/10/10/10 - l - 1'],
  ['a cycle reached both ways, blocked on both sides', '10/10/F2f4F1/10/10/10/10/10 - l - 1'],
  ['a prime sun alone: three steps each way', '10/10/10/10/S^9/10/10/10 - l - 1'],
  ['a reverse bar naming a consumption does not bar it', '10/10/10/F^9/10/f9/10/10 - l a6a4 1'],
  ["a reverse bar on the other side's piece has no effect", '5s4/10/10/10/1M8/10/10/10 - l b5f1 1'],
  ['the only free moon origin space is the one the sun leaves', '10/5mmmmS/10/10/9m/10/10/10 - l - 1'],
  ['the only free foot origin space is the one the moon leaves', '10/10/5ffffM/10/10/6f3/10/10 - l - 1'],
  ['centring blocked on the column', '10/10/10/10/10/2S^7/2F7/F^M^8 - l - 12'],
  ['centring from cycle 8', '10/10/10/10/10/10/10/F^M^S^7 - l - 5'],
  ['a plain sun cannot centre', '10/10/10/10/10/10/10/F^M^S7 - l - 5'],
  ['the prime sun of the other breed cannot centre for me', '10/10/10/10/10/10/10/F^M^s^7 - l - 5'],
  ['a centred game has no moves', '10/10/10/10/10/10/10/F^M^8 S^ d - 12'],
  ['a prime never consumes a prime', '10/10/10/F^9/10/f^9/10/10 - l - 1'],
  ['a plain foot cannot originate a prime moon', '10/10/10/F9/10/m^9/10/10 - l - 1'],
  ['a prime foot originates a prime moon', '10/10/10/F^9/10/m^9/10/10 - l - 1'],
  ['a plain sun cannot consume a plain sun', 'S9/10/10/s9/10/10/10/10 - l - 1'],
  ['an attracted prime foot', '10/10/10/10/4F^s4/10/10/10 - l - 1'],
  ['attraction across the a–j seam of a cycle', '10/10/10/10/F8s/10/10/10 - l - 1'],
  ['attraction along a spiral across the seam', '10/10/10/F9/9s/10/10/10 - l - 1'],
  ['feet on cycle 8 do not reach the centre', '10/10/10/10/10/10/10/F4f4 - d - 1'],
];

describe('the reference itself', () => {
  test.each(
    vectorCases.filter((c) => c.position !== undefined && (c.legalMoves || c.after)).map((c) => [c.name, c] as const),
  )('gives the rules vector %s', (_name, testCase) => {
    const variant = testCase.variant ?? 'standard';
    if (testCase.legalMoves)
      expect(referenceLegalMoves(testCase.position!, variant)).toEqual([...testCase.legalMoves].sort());
    if (testCase.move && testCase.after) expect(referencePlay(testCase.position!, testCase.move)).toBe(testCase.after);
  });

  test('counts the start perft of the rules', () => {
    expect([1, 2, 3].map((depth) => referencePerft(START_POSITION, 'standard', depth))).toEqual([23, 635, 31656]);
  });
});

describe('engine and reference agree', () => {
  test.each(RULE_CORNERS.flatMap(([name, text]) => VARIANTS.map((variant) => [name, variant, text] as const)))(
    'when %s (%s)',
    (_name, variant, text) => expectAgreement(parsed(text), variant),
  );

  test('on perft 2 from random set-up positions', () => {
    for (const { text, variant } of fc.sample(arbitraryPosition, { numRuns: 20, seed: 99 }))
      expect(perft(parsed(text), variant, 2), text).toBe(referencePerft(text, variant, 2));
  });

  test.each(vectorCases.filter((c) => c.position !== undefined).map((c) => [c.name, c] as const))(
    'on the vector position of %s',
    (_name, testCase) => {
      const variant = testCase.variant ?? 'standard';
      expectAgreement(parsed(testCase.position!), variant);
      if (testCase.after) expectAgreement(parsed(testCase.after), variant);
    },
  );

  test.each(vectorCases.filter((c) => c.record !== undefined).map((c) => [c.name, c] as const))(
    'along the vector record %s',
    (_name, testCase) => {
      const variant = testCase.variant ?? 'standard';
      let position = startPosition();
      let ply = 0;
      for (const token of testCase.record!.split(/\s+/)) {
        if (/^\d+\.+$/.test(token) || token === '_' || token === '--' || token === '') continue;
        const move = parseMove(position, variant, token.replace(/^\d+\.+/, ''));
        expect(move.ok, token).toBe(true);
        expectAgreement(position, variant, ply++ % 5 === 0 ? 'all' : move.ok ? [makeMove(move.value)] : []);
        if (!move.ok) break;
        const played = play(position, variant, move.value);
        if (!played.ok) break;
        position = played.value.position;
      }
      expectAgreement(position, variant);
    },
  );

  // Every position of each game is compared, with the move chosen; every tenth plays all its moves.
  test.each(VARIANTS)('along random games in the %s variant', { timeout: SLOW_TEST_TIMEOUT }, (variant) => {
    for (let seed = 1; seed <= 25 * SOAK; seed++) {
      const game = randomPlayout(variant, seed * 7919 + variant.length, 150);
      game.plies.forEach((ply, i) => expectAgreement(ply.before, variant, i % 10 === 0 ? 'all' : [makeMove(ply.move)]));
      expectAgreement(game.final, variant);
    }
  });

  test('on random set-up positions', { timeout: SLOW_TEST_TIMEOUT }, () => {
    fc.assert(
      fc.property(arbitraryPosition, ({ text, variant }) => {
        expectAgreement(parsed(text), variant);
      }),
      { numRuns: 350 * SOAK, seed: 20240611 },
    );
  });
});
