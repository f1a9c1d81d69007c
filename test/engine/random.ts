/**
 * Randomness for both games' property and differential tests: how long to search, a
 * seeded generator, seeded playouts from a position, and text that is nearly valid.
 */
import fc from 'fast-check';
import type { EngineError, Result } from '../../src/engine/result.ts';
import { seededRandom } from '../seeded-random.ts';

/**
 * How many times more random games and positions to try than the everyday suite does:
 * `ORRERY_SOAK=50 vitest run test/engine` for a long search before a release. Setting it
 * at all also runs the cases tagged `soak` (test/README.md).
 */
export const SOAK = Math.max(1, Number(process.env.ORRERY_SOAK) || 1);

/** A generous limit for the random tests, which take a few seconds each. */
export const SLOW_TEST_TIMEOUT = 60_000 * SOAK;

export { seededRandom };

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export interface Ply<P, M> {
  readonly before: P;
  readonly moves: readonly M[];
  readonly move: M;
  readonly after: P;
}

export interface Playout<P, M, O> {
  readonly seed: number;
  readonly plies: readonly Ply<P, M>[];
  /** The position the game stopped in: over, or after maxPlies. */
  readonly final: P;
  /** How the last move ended the game, if it did. */
  readonly outcome: O | null;
}

/** What a playout needs from a game's engine, with the variant already chosen. */
export interface PlayoutRules<P, M, O> {
  legalMoves(position: P): M[];
  play(position: P, move: M): Result<{ readonly position: P; readonly outcome: O | null }, EngineError>;
  /** Picks the move to play, with the game's own leanings. */
  choose(random: () => number, moves: readonly M[]): M;
  makeMove(position: P, move: M): string;
  makePosition(position: P): string;
}

/** A game from `start` with seeded random moves, up to maxPlies or the end of the game. */
export const playout = <P, M, O>(
  rules: PlayoutRules<P, M, O>,
  start: P,
  seed: number,
  maxPlies: number,
): Playout<P, M, O> => {
  const random = seededRandom(seed);
  const plies: Ply<P, M>[] = [];
  let position = start;
  let outcome: O | null = null;
  for (let i = 0; i < maxPlies; i++) {
    const moves = rules.legalMoves(position);
    if (moves.length === 0) break;
    const move = rules.choose(random, moves);
    const played = rules.play(position, move);
    if (!played.ok)
      throw new Error(
        `seed ${seed}: ${rules.makeMove(position, move)} refused in ${rules.makePosition(position)}: ${played.error.message}`,
      );
    plies.push({ before: position, moves, move, after: played.value.position });
    position = played.value.position;
    outcome = played.value.outcome;
    if (outcome) break;
  }
  return { seed, plies, final: position, outcome };
};

/** `text` with each letter's case flipped at random and up to two spaces put inside. */
export const scramble = (text: string, random: () => number): string => {
  let scrambled = [...text].map((ch) => (random() < 0.5 ? ch.toUpperCase() : ch.toLowerCase())).join('');
  const spaces = Math.floor(random() * 3);
  for (let i = 0; i < spaces; i++) {
    const at = 1 + Math.floor(random() * (scrambled.length - 1));
    scrambled = `${scrambled.slice(0, at)} ${scrambled.slice(at)}`;
  }
  return scrambled;
};

/** A record's movetext spaced out the way people type it: double spaces, and `6.x` as often as `6. x`. */
export const looselySpaced = (movetext: string, random: () => number): string =>
  movetext
    .split(' ')
    .join('  ')
    .replace(/(\d+\.) +/g, (number) => (random() < 0.5 ? number.trim() : number));

/**
 * Text for "garbage in, an error out": random binary strings, strings of the characters
 * a notation uses (`alphabet`), and valid texts with a few of `edits` deleted, replaced
 * or inserted, so that much of it is nearly valid.
 */
export const garbage = (
  valid: fc.Arbitrary<string>,
  alphabet: string,
  edits: readonly string[],
): fc.Arbitrary<string> => {
  const notationish = fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 40 });
  const mutated = fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...edits)), { minLength: 1, maxLength: 4 }))
    .map(([text, changes]) =>
      changes.reduce((acc, [at, insert], i) => {
        const where = at % (acc.length + 1);
        return acc.slice(0, where) + insert + acc.slice(where + (i % 2));
      }, text),
    );
  return fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), notationish, mutated);
};
