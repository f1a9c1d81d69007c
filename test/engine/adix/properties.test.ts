/**
 * Properties of the ADIX engine that must hold in every position: along seeded random
 * games from the start, and on random set-up positions built by fast-check, checked
 * against the plain second reading of the rules in reference-rules.ts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CAPTAIN,
  applyMove,
  countLegalMoves,
  eastOf,
  isValidCube,
  legalMoves,
  legalMovesFrom,
  makeMove,
  makePosition,
  makeRecord,
  northOf,
  outcomeOf,
  parseMove,
  parsePosition,
  play,
  replayRecord,
  sameMove,
  samePosition,
  startPosition,
  topOf,
  type Move,
  type Position,
} from '../../../src/engine/adix/index.ts';
import { SLOW_TEST_TIMEOUT, SOAK, garbage, looselySpaced, scramble, seededRandom } from '../random.ts';
import { expectError } from '../results.ts';
import { arbitraryPosition, parsed, randomPlayout } from './arbitraries.ts';
import { referenceFormat, referenceLegalMoves, referenceParse, referencePlay } from './reference-rules.ts';

/** Why `position` is not a valid, canonical position, if it is not. */
const positionProblems = (position: Position): string[] => {
  const text = makePosition(position);
  const again = parsePosition(text);
  if (!again.ok) return [`${text} does not parse: ${again.error.message}`];
  if (makePosition(again.value) !== text || !samePosition(again.value, position))
    return [`${text} does not round-trip`];
  const problems: string[] = [];
  position.board.forEach((code, sq) => {
    if (!code) return;
    const faces = [topOf(code), northOf(code), eastOf(code)];
    // Axes: rock and shelter share one; paper and scissors have their own.
    const axes = new Set(faces.map((face) => (face === 3 ? 0 : face)));
    const captainOk = !(code & CAPTAIN) || faces.every((face) => face !== 3);
    if (axes.size !== 3 || !captainOk || !isValidCube(code))
      problems.push(`${text}: square ${sq} holds no valid cube (${code})`);
  });
  return problems;
};

/** The engine's moves in `position` against the reference's, as sets of strict notation. */
const differentialProblems = (position: Position): string[] => {
  const text = makePosition(position);
  const engine = legalMoves(position)
    .map((move) => makeMove(position, move))
    .sort();
  const reference = referenceLegalMoves(referenceParse(text)).sort();
  return engine.join(' ') === reference.join(' ')
    ? []
    : [`${text}: engine ${engine.join(' ')}\n  reference ${reference.join(' ')}`];
};

/** Everything that must hold for one legal move played from `before`; what fails, in words. */
const moveProblems = (before: Position, move: Move): string[] => {
  const notation = makeMove(before, move);
  const where = `${makePosition(before)} ${notation}`;
  const problems: string[] = [];
  const fail = (what: string) => problems.push(`${where}: ${what}`);
  const reparsed = parseMove(before, notation);
  if (!reparsed.ok || !sameMove(reparsed.value, move)) fail('does not parse back to the same move');
  const played = play(before, move);
  if (!played.ok) return [...problems, `${where}: refused: ${played.error.message}`];
  const after = played.value.position;
  if (!samePosition(after, applyMove(before, move))) fail('play and applyMove differ');
  problems.push(...positionProblems(after));
  const reference = referencePlay(referenceParse(makePosition(before)), notation);
  if (makePosition(after) !== referenceFormat(reference.position))
    fail(`after ${makePosition(after)}, reference ${referenceFormat(reference.position)}`);
  const result = played.value.outcome ? (played.value.outcome.winner ?? 'draw') : 'ongoing';
  if (result !== reference.result) fail(`result ${result}, reference ${reference.result}`);
  if (after.turn === before.turn) fail('the side to move did not change');
  return problems;
};

const moveListProblems = (position: Position, moves: readonly Move[]): string[] => {
  const where = makePosition(position);
  const problems: string[] = [];
  const notations = moves.map((move) => makeMove(position, move));
  if (new Set(notations).size !== notations.length) problems.push(`${where}: duplicate moves`);
  if (countLegalMoves(position) !== moves.length) problems.push(`${where}: countLegalMoves is not the number of moves`);
  if (moves.some((move) => (move.piece & 128 ? 'black' : 'white') !== position.turn))
    problems.push(`${where}: a move of the other side`);
  for (let sq = 0; sq < 81; sq++) {
    const from = legalMovesFrom(position, sq)
      .map((move) => makeMove(position, move))
      .sort();
    const listed = moves
      .filter((move) => move.from === sq)
      .map((move) => makeMove(position, move))
      .sort();
    if (from.join() !== listed.join()) problems.push(`${where}: legalMovesFrom ${sq} is not the moves from there`);
  }
  return problems;
};

/**
 * A spelling of a strict move that the rules say must be accepted: any letter case, spaces
 * inside, Λ or A for ^, a dash for the hyphen, `#` left out. `random` picks.
 */
const lenientSpelling = (strict: string, random: () => number): string => {
  let text = strict.replace('^', ['^', 'Λ', 'A', 'a', 'λ'][Math.floor(random() * 5)]!);
  if (random() < 0.3) text = text.replace('-', '–');
  if (random() < 0.5) text = text.replace('#', '');
  return scramble(text, random);
};

describe('along random games', () => {
  // Every ply's move list is checked against the reference, and its chosen move; every
  // tenth ply checks all its moves.
  test('every ply keeps the rules', { timeout: SLOW_TEST_TIMEOUT }, () => {
    const problems: string[] = [];
    for (let seed = 1; seed <= 12 * SOAK; seed++) {
      const game = randomPlayout(seed * 104729, 200);
      game.plies.forEach((ply, i) => {
        problems.push(...moveListProblems(ply.before, ply.moves), ...differentialProblems(ply.before));
        for (const move of i % 10 === 0 ? ply.moves : [ply.move]) problems.push(...moveProblems(ply.before, move));
      });
      problems.push(...positionProblems(game.final), ...differentialProblems(game.final));
    }
    expect(problems).toEqual([]);
  });

  test('a game record replays to the same position', { timeout: SLOW_TEST_TIMEOUT }, () => {
    for (let seed = 1; seed <= 20 * SOAK; seed++) {
      const game = randomPlayout(seed * 15485863, 200);
      const notation = game.plies.map((ply) => makeMove(ply.before, ply.move));
      const { outcome } = game;
      const record = makeRecord(startPosition(), notation, outcome);
      const replay = replayRecord(record);
      expect(replay.stopped).toBeNull();
      expect(replay.notation).toEqual(notation);
      expect(makePosition(replay.position)).toBe(makePosition(game.final));
      expect(replay.outcome).toEqual(outcome);
    }
  });

  test('a record typed leniently replays the same', { timeout: SLOW_TEST_TIMEOUT }, () => {
    for (let seed = 1; seed <= 10 * SOAK; seed++) {
      const game = randomPlayout(seed * 49979687, 200);
      const random = seededRandom(seed);
      const notation = game.plies.map((ply) => makeMove(ply.before, ply.move));
      const typed = looselySpaced(
        makeRecord(
          startPosition(),
          notation.map((text) => lenientSpelling(text, random)),
        ),
        random,
      );
      const replay = replayRecord(typed);
      expect(replay.stopped, typed).toBeNull();
      expect(replay.notation).toEqual(notation);
      expect(makePosition(replay.position)).toBe(makePosition(game.final));
    }
  });
});

describe('on random set-up positions', () => {
  test('the position notation round-trips', { timeout: SLOW_TEST_TIMEOUT }, () => {
    fc.assert(
      fc.property(arbitraryPosition, (text) => {
        const position = parsePosition(text);
        expect(position.ok).toBe(true);
        if (position.ok) expect(makePosition(position.value)).toBe(text);
      }),
      { numRuns: 500 * SOAK, seed: 1 },
    );
  });

  test("the legal moves are the reference rules' moves, and each keeps the rules", {
    timeout: SLOW_TEST_TIMEOUT,
  }, () => {
    fc.assert(
      fc.property(arbitraryPosition, (text) => {
        const position = parsed(text);
        const moves = legalMoves(position);
        const problems = [...differentialProblems(position), ...moveListProblems(position, moves)];
        for (const move of moves) problems.push(...moveProblems(position, move));
        expect(problems).toEqual([]);
      }),
      { numRuns: 150 * SOAK, seed: 2 },
    );
  });

  test('the outcome the board decides', { timeout: SLOW_TEST_TIMEOUT }, () => {
    fc.assert(
      fc.property(arbitraryPosition, (text) => {
        const position = parsed(text);
        const captains = { white: /\*[PFC]/.test(text), black: /\*[pfc]/.test(text) };
        const other = position.turn === 'white' ? 'black' : 'white';
        let expected: unknown = null;
        if (position.quiet >= 30) expected = { winner: null, reason: 'no-slides' };
        else if (!captains.white) expected = { winner: 'black', reason: 'captain-captured' };
        else if (!captains.black) expected = { winner: 'white', reason: 'captain-captured' };
        else if (referenceLegalMoves(referenceParse(text)).length === 0)
          expected = { winner: other, reason: 'no-moves' };
        expect(outcomeOf(position)).toEqual(expected);
        if (expected === null) expect(legalMoves(position).length).toBeGreaterThan(0);
        else expect(legalMoves(position)).toEqual([]);
      }),
      { numRuns: 300 * SOAK, seed: 7 },
    );
  });
});

/** Text made of the characters notations use, and edits that make valid text nearly valid. */
const ALPHABET = 'PFCApfca*^Λ0123456789abcdefghijxX#-/()_.,: \t\nwb';
const EDITS = ['', 'X', '^', '1', '9', '/', ' ', '*', 'p', '-', '(', 'é', ':', ','];

describe('lenient move input', () => {
  test('every legal move typed leniently parses to that move', { timeout: SLOW_TEST_TIMEOUT }, () => {
    fc.assert(
      fc.property(arbitraryPosition, fc.nat(), (text, seed) => {
        const position = parsed(text);
        const random = seededRandom(seed);
        const problems: string[] = [];
        for (const move of legalMoves(position)) {
          const typed = lenientSpelling(makeMove(position, move), random);
          const read = parseMove(position, typed);
          if (!read.ok || !sameMove(read.value, move))
            problems.push(`${text}: "${typed}" is not read as ${makeMove(position, move)}`);
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 150 * SOAK, seed: 6 },
    );
  });

  test('a refused move is explained with a rule, never the catch-all', { timeout: SLOW_TEST_TIMEOUT }, () => {
    const squares = 'abcdefghi'.split('').flatMap((file) => '123456789'.split('').map((rank) => `${file}${rank}`));
    const moveText = fc
      .tuple(
        fc.constantFrom('', '*'),
        fc.constantFrom('', 'P', 'F', 'C', '^'),
        fc.constantFrom(...squares),
        fc.constantFrom('-', '/', 'X', ')', '('),
        fc.constantFrom('', 'P', 'F', 'C', '*P'),
        fc.constantFrom(...squares),
      )
      .map(([star, face, from, action, captured, to]) =>
        action === ')' || action === '('
          ? `${star}${face}${from}${action}`
          : `${star}${face}${from}${action}${action === 'X' ? captured : ''}${to}`,
      );
    fc.assert(
      fc.property(arbitraryPosition, fc.array(moveText, { minLength: 20, maxLength: 20 }), (text, typed) => {
        const position = parsed(text);
        for (const input of typed) {
          const read = parseMove(position, input);
          if (read.ok) expect(legalMoves(position).some((move) => sameMove(move, read.value))).toBe(true);
          else expect(read.error.code, `${text} ${input}: ${read.error.message}`).not.toBe('ERR_ILLEGAL');
        }
      }),
      { numRuns: 300 * SOAK, seed: 8 },
    );
  });
});

describe('garbage in, an error out, never an exception', () => {
  test('parsePosition', { timeout: SLOW_TEST_TIMEOUT }, () => {
    fc.assert(
      fc.property(garbage(arbitraryPosition, ALPHABET, EDITS), (text) => {
        const result = parsePosition(text);
        expectError(result);
        if (result.ok) expect(positionProblems(result.value)).toEqual([]);
      }),
      { numRuns: 600 * SOAK, seed: 3 },
    );
  });

  test('parseMove', { timeout: SLOW_TEST_TIMEOUT }, () => {
    const start = startPosition();
    const someMove = fc.constantFrom(
      ...legalMoves(start).map((move) => makeMove(start, move)),
      'Ca8XFe4',
      'Fe8X*Pe1#',
      'Ce4)',
      'Fh3-h6',
    );
    fc.assert(
      fc.property(garbage(someMove, ALPHABET, EDITS), (text) => {
        const result = parseMove(start, text);
        expectError(result);
        if (result.ok) expect(legalMoves(start).some((move) => sameMove(move, result.value))).toBe(true);
      }),
      { numRuns: 1000 * SOAK, seed: 4 },
    );
  });

  test('replayRecord', { timeout: SLOW_TEST_TIMEOUT }, () => {
    const record = fc.constantFrom(
      '1. ^e3/e4 ^b8/a8 2. ^h2/h3 Ca8XFe4 3. Fh3-h6 Ce4) 4. Fh6/h7 ^e7/e8 5. ^c1/c2 Ce4XFc2 6. Ph7XCc2 Fe8X*Pe1#',
      '1. ^e3/e4 ^b8/a8 2. _',
      '1.^e3/e4 --',
    );
    fc.assert(
      fc.property(garbage(record, ALPHABET, EDITS), (text) => {
        const replay = replayRecord(text);
        if (replay.stopped) expectError({ ok: false, error: replay.stopped.error });
        expect(positionProblems(replay.position)).toEqual([]);
      }),
      { numRuns: 500 * SOAK, seed: 5 },
    );
  });
});
