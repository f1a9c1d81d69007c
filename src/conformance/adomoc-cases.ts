/** Checks Adomoc conformance cases against the engine. */
import {
  VARIANTS,
  makeMove,
  makePosition,
  outcomeOf,
  parseMove,
  parsePosition,
  perft,
  play,
  legalMoves,
  replayRecord,
  type Outcome,
  type Variant,
} from '../engine/adomoc/index.ts';
import { compareMoveSets, type ConformanceCase } from './cases.ts';

const resultName = (outcome: Outcome | null): string => (outcome ? (outcome.winner ?? 'draw') : 'ongoing');

const expectEqual = (problems: string[], field: string, expected: unknown, actual: unknown): void => {
  if (JSON.stringify(expected) !== JSON.stringify(actual))
    problems.push(`${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
};

const checkRecord = (testCase: ConformanceCase, variant: Variant, problems: string[]): void => {
  const replay = replayRecord(testCase.record!, { variant });
  if (replay.stopped) {
    const { round, side, text, error } = replay.stopped;
    problems.push(`record: stopped at ${round}${side === 'dark' ? '...' : '.'} "${text}": ${error.message}`);
    return;
  }
  if (testCase.final !== undefined) expectEqual(problems, 'final', testCase.final, makePosition(replay.position));
  if (testCase.result !== undefined) expectEqual(problems, 'result', testCase.result, resultName(replay.outcome));
  if (testCase.score !== undefined) expectEqual(problems, 'score', testCase.score, replay.outcome?.score ?? null);
};

export const checkAdomocCase = (testCase: ConformanceCase): string[] => {
  const problems: string[] = [];
  const variant = (testCase.variant ?? 'standard') as Variant;
  if (!VARIANTS.includes(variant)) return [`variant: "${testCase.variant}" is not an Adomoc variant`];
  if (testCase.record !== undefined) {
    checkRecord(testCase, variant, problems);
    return problems;
  }
  if (testCase.position === undefined) return ['position: the case has neither a position nor a record'];
  const parsed = parsePosition(testCase.position);
  if (!parsed.ok) return [`position: ${parsed.error.message}`];
  const position = parsed.value;
  if (makePosition(position) !== testCase.position) problems.push(`position: written back as "${makePosition(position)}"`);
  if (testCase.legalMoves) problems.push(...compareMoveSets(testCase.legalMoves, legalMoves(position, variant).map(makeMove)));
  for (const [typed, canonical] of Object.entries(testCase.inputs ?? {})) {
    const move = parseMove(position, variant, typed);
    if (!move.ok) problems.push(`inputs: "${typed}" was refused: ${move.error.message}`);
    else expectEqual(problems, `inputs["${typed}"]`, canonical, makeMove(move.value));
  }
  for (const [depth, count] of Object.entries(testCase.perft ?? {}))
    expectEqual(problems, `perft(${depth})`, count, perft(position, variant, Number(depth)));
  let outcome = outcomeOf(position, variant);
  if (testCase.move !== undefined) {
    const move = parseMove(position, variant, testCase.move);
    if (!move.ok) return [...problems, `move: "${testCase.move}" was refused: ${move.error.message}`];
    if (makeMove(move.value) !== testCase.move) problems.push(`move: written back as "${makeMove(move.value)}"`);
    const played = play(position, variant, move.value);
    if (!played.ok) return [...problems, `move: ${played.error.message}`];
    outcome = played.value.outcome;
    if (testCase.after !== undefined) expectEqual(problems, 'after', testCase.after, makePosition(played.value.position));
  }
  if (testCase.result !== undefined) expectEqual(problems, 'result', testCase.result, resultName(outcome));
  if (testCase.score !== undefined) expectEqual(problems, 'score', testCase.score, outcome?.score ?? null);
  return problems;
};
