/**
 * One case checker for every game, through the Game interface: a case's position, legal
 * moves, inputs, move and result are checked alike for all. What the interface leaves out
 * comes from the game as extras: perft, replaying bare movetext, and whether it scores.
 */
import type { Game, GameOutcome } from '../engine/game.ts';
import type { EngineError } from '../engine/result.ts';
import { resultTag } from '../engine/tags.ts';
import { compareMoveSets, type CaseChecker, type ConformanceCase } from './cases.ts';

/** Where replaying a case's record stopped: the move number, `second` for `n...`, the text and why. */
export interface RecordStop {
  readonly number: number;
  readonly second: boolean;
  readonly text: string;
  readonly error: EngineError;
}

export interface GameExtras<P> {
  perft(position: P, variant: string, depth: number): number;
  /** Plays a case's movetext from the usual start, as far as it is legal. */
  replay(
    movetext: string,
    variant: string,
  ): { readonly position: P; readonly outcome: GameOutcome | null; readonly stopped: RecordStop | null };
  /** Whether the game's outcomes can carry a score (a case's `score` field). */
  readonly scored: boolean;
}

const expectEqual = (problems: string[], field: string, expected: unknown, actual: unknown): void => {
  if (JSON.stringify(expected) !== JSON.stringify(actual))
    problems.push(`${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
};

/** The checks on how a case ends: the result, and the score where the game has one. */
const checkEnding = (testCase: ConformanceCase, outcome: GameOutcome | null, problems: string[]): void => {
  if (testCase.result !== undefined) expectEqual(problems, 'result', testCase.result, resultTag(outcome));
  if (testCase.score !== undefined) expectEqual(problems, 'score', testCase.score, outcome?.score ?? null);
};

export const caseChecker = <P, M>(game: Game<P, M>, extras: GameExtras<P>): CaseChecker => {
  const variants = game.variants.map((info) => info.id);

  const checkRecord = (testCase: ConformanceCase, variant: string, problems: string[]): void => {
    const replay = extras.replay(testCase.record!, variant);
    if (replay.stopped) {
      const { number, second, text, error } = replay.stopped;
      problems.push(`record: stopped at ${number}${second ? '...' : '.'} "${text}": ${error.message}`);
      return;
    }
    if (testCase.final !== undefined)
      expectEqual(problems, 'final', testCase.final, game.makePosition(replay.position));
    checkEnding(testCase, replay.outcome, problems);
  };

  return (testCase) => {
    const problems: string[] = [];
    const variant = testCase.variant ?? game.defaultVariant;
    if (!variants.includes(variant)) return [`variant: "${testCase.variant}" is not an ${game.name} variant`];
    if (testCase.score !== undefined && !extras.scored) return [`score: ${game.name} games are not scored`];
    if (testCase.record !== undefined) {
      checkRecord(testCase, variant, problems);
      return problems;
    }
    if (testCase.position === undefined) return ['position: the case has neither a position nor a record'];
    const parsed = game.parsePosition(testCase.position);
    if (!parsed.ok) return [`position: ${parsed.error.message}`];
    const position = parsed.value;
    const written = game.makePosition(position);
    if (written !== testCase.position) problems.push(`position: written back as "${written}"`);
    if (testCase.legalMoves)
      problems.push(
        ...compareMoveSets(
          testCase.legalMoves,
          game.legalMoves(position, variant).map((move) => game.makeMove(position, move)),
        ),
      );
    for (const [typed, canonical] of Object.entries(testCase.inputs ?? {})) {
      const move = game.parseMove(position, variant, typed);
      if (!move.ok) problems.push(`inputs: "${typed}" was refused: ${move.error.message}`);
      else expectEqual(problems, `inputs["${typed}"]`, canonical, game.makeMove(position, move.value));
    }
    for (const [depth, count] of Object.entries(testCase.perft ?? {}))
      expectEqual(problems, `perft(${depth})`, count, extras.perft(position, variant, Number(depth)));
    let outcome = game.outcome(position, variant);
    if (testCase.move !== undefined) {
      const move = game.parseMove(position, variant, testCase.move);
      if (!move.ok) return [...problems, `move: "${testCase.move}" was refused: ${move.error.message}`];
      const notation = game.makeMove(position, move.value);
      if (notation !== testCase.move) problems.push(`move: written back as "${notation}"`);
      const played = game.play(position, variant, move.value);
      if (!played.ok) return [...problems, `move: ${played.error.message}`];
      outcome = played.value.outcome;
      if (testCase.after !== undefined)
        expectEqual(problems, 'after', testCase.after, game.makePosition(played.value.position));
    }
    checkEnding(testCase, outcome, problems);
    return problems;
  };
};
