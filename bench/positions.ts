/** The fixed position set: the positions of the random-* rules vectors, each with its own variant. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VARIANTS, parsePosition, type Position, type Variant } from '../src/engine/adomoc/index.ts';
import type { ConformanceCase } from '../src/conformance/cases.ts';
import { loadCases } from '../src/conformance/runner.ts';

export interface BenchPosition {
  readonly name: string;
  readonly position: Position;
  readonly variant: Variant;
  /** The number of legal moves the vector lists. */
  readonly expectedMoves: number;
}

const VECTOR_FILES = ['random-standard.json', 'random-infinite.json'] as const;
const VECTOR_FOLDER = fileURLToPath(new URL('../test/conformance/adomoc', import.meta.url));

const isVariant = (value: unknown): value is Variant => VARIANTS.some((variant) => variant === value);

const readCase = (file: string, testCase: ConformanceCase, index: number): BenchPosition => {
  const where = `${file} case ${index}`;
  const { name, position, variant, legalMoves } = testCase;
  if (position === undefined) throw new Error(`${where}: no position`);
  if (!isVariant(variant)) throw new Error(`${where}: unknown variant ${String(variant)}`);
  if (legalMoves === undefined) throw new Error(`${where}: no legalMoves`);
  const parsed = parsePosition(position);
  if (!parsed.ok) throw new Error(`${where}: ${parsed.error.message}`);
  return { name, position: parsed.value, variant, expectedMoves: legalMoves.length };
};

export const loadPositions = (): BenchPosition[] =>
  VECTOR_FILES.flatMap((file) =>
    loadCases(join(VECTOR_FOLDER, file)).map((testCase, index) => readCase(file, testCase, index)),
  );
