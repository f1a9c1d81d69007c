/** Checks ADIX conformance cases against the engine. */
import {
  VARIANTS,
  legalMoves,
  makeMove,
  makePosition,
  outcomeOf,
  parseMove,
  parsePosition,
  perft,
  play,
  replayRecord,
  type Outcome,
} from '../engine/adix/index.ts';
import { compareMoveSets, type ConformanceCase } from './cases.ts';

const resultName = (outcome: Outcome | null): string => (outcome ? (outcome.winner ?? 'draw') : 'ongoing');

const expectEqual = (problems: string[], field: string, expected: unknown, actual: unknown): void => {
  if (JSON.stringify(expected) !== JSON.stringify(actual))
    problems.push(`${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
};

const checkRecord = (testCase: ConformanceCase, problems: string[]): void => {
  const replay = replayRecord(testCase.record!);
  if (replay.stopped) {
    const { moveNumber, side, text, error } = replay.stopped;
    problems.push(`record: stopped at ${moveNumber}${side === 'black' ? '...' : '.'} "${text}": ${error.message}`);
    return;
  }
  if (testCase.final !== undefined) expectEqual(problems, 'final', testCase.final, makePosition(replay.position));
  if (testCase.result !== undefined) expectEqual(problems, 'result', testCase.result, resultName(replay.outcome));
};

export const checkAdixCase = (testCase: ConformanceCase): string[] => {
  const problems: string[] = [];
  if (testCase.variant !== undefined && !(VARIANTS as readonly string[]).includes(testCase.variant))
    return [`variant: "${testCase.variant}" is not an ADIX variant`];
  if (testCase.score !== undefined) return ['score: ADIX games are not scored'];
  if (testCase.record !== undefined) {
    checkRecord(testCase, problems);
    return problems;
  }
  if (testCase.position === undefined) return ['position: the case has neither a position nor a record'];
  const parsed = parsePosition(testCase.position);
  if (!parsed.ok) return [`position: ${parsed.error.message}`];
  const position = parsed.value;
  if (makePosition(position) !== testCase.position) problems.push(`position: written back as "${makePosition(position)}"`);
  if (testCase.legalMoves) problems.push(...compareMoveSets(testCase.legalMoves, legalMoves(position).map((move) => makeMove(position, move))));
  for (const [typed, canonical] of Object.entries(testCase.inputs ?? {})) {
    const move = parseMove(position, typed);
    if (!move.ok) problems.push(`inputs: "${typed}" was refused: ${move.error.message}`);
    else expectEqual(problems, `inputs["${typed}"]`, canonical, makeMove(position, move.value));
  }
  for (const [depth, count] of Object.entries(testCase.perft ?? {})) expectEqual(problems, `perft(${depth})`, count, perft(position, Number(depth)));
  let outcome = outcomeOf(position);
  if (testCase.move !== undefined) {
    const move = parseMove(position, testCase.move);
    if (!move.ok) return [...problems, `move: "${testCase.move}" was refused: ${move.error.message}`];
    if (makeMove(position, move.value) !== testCase.move) problems.push(`move: written back as "${makeMove(position, move.value)}"`);
    const played = play(position, move.value);
    if (!played.ok) return [...problems, `move: ${played.error.message}`];
    outcome = played.value.outcome;
    if (testCase.after !== undefined) expectEqual(problems, 'after', testCase.after, makePosition(played.value.position));
  }
  if (testCase.result !== undefined) expectEqual(problems, 'result', testCase.result, resultName(outcome));
  return problems;
};
