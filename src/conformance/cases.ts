/**
 * Conformance cases (the format of the rules vectors): one JSON object per case, every
 * field optional but `name`. A case passes only when every field it has holds.
 */
export interface ConformanceCase {
  readonly name: string;
  readonly variant?: string;
  readonly position?: string;
  readonly legalMoves?: readonly string[];
  readonly move?: string;
  readonly after?: string;
  readonly result?: string;
  readonly score?: Readonly<Record<string, number>>;
  readonly perft?: Readonly<Record<string, number>>;
  readonly record?: string;
  readonly final?: string;
  readonly inputs?: Readonly<Record<string, string>>;
  readonly note?: string;
}

/** A game's checker: the list of what does not hold (empty when the case passes). */
export type CaseChecker = (testCase: ConformanceCase) => string[];

/** Compares two lists of notation as sets and says what is missing and what is extra. */
export const compareMoveSets = (expected: readonly string[], actual: readonly string[]): string[] => {
  const want = new Set(expected);
  const have = new Set(actual);
  const missing = [...want].filter((move) => !have.has(move)).sort();
  const extra = [...have].filter((move) => !want.has(move)).sort();
  const problems: string[] = [];
  if (missing.length) problems.push(`legalMoves: missing ${missing.join(' ')}`);
  if (extra.length) problems.push(`legalMoves: extra ${extra.join(' ')}`);
  if (actual.length !== have.size)
    problems.push(`legalMoves: the generator listed ${actual.length - have.size} move(s) twice`);
  return problems;
};
