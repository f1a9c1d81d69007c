/** The fixed position set: the positions of the random-* rules vectors, each with its own variant. */
import { readFileSync } from 'node:fs';
import { VARIANTS, parsePosition, type Position, type Variant } from '../src/engine/adomoc/index.ts';

export interface BenchPosition {
  readonly name: string;
  readonly position: Position;
  readonly variant: Variant;
  /** The number of legal moves the vector lists. */
  readonly expectedMoves: number;
}

const VECTOR_FILES = ['random-standard.json', 'random-infinite.json'] as const;
const VECTOR_FOLDER = new URL('../test/conformance/adomoc/', import.meta.url);

const isVariant = (value: unknown): value is Variant => VARIANTS.some((variant) => variant === value);

const readCase = (file: string, raw: unknown, index: number): BenchPosition => {
  const where = `${file} case ${index}`;
  if (typeof raw !== 'object' || raw === null) throw new Error(`${where}: not an object`);
  const { name, position, variant, legalMoves } = raw as Record<string, unknown>;
  if (typeof position !== 'string') throw new Error(`${where}: no position`);
  if (!isVariant(variant)) throw new Error(`${where}: unknown variant ${String(variant)}`);
  if (!Array.isArray(legalMoves)) throw new Error(`${where}: no legalMoves`);
  const parsed = parsePosition(position);
  if (!parsed.ok) throw new Error(`${where}: ${parsed.error.message}`);
  return { name: typeof name === 'string' ? name : where, position: parsed.value, variant, expectedMoves: legalMoves.length };
};

export const loadPositions = (): BenchPosition[] =>
  VECTOR_FILES.flatMap((file) => {
    const cases: unknown = JSON.parse(readFileSync(new URL(file, VECTOR_FOLDER), 'utf8'));
    if (!Array.isArray(cases)) throw new Error(`${file}: not an array of cases`);
    return cases.map((raw, index) => readCase(file, raw, index));
  });
