/**
 * Properties of the Adomoc engine that must hold in every position: along seeded random
 * games from the start, and on random set-up positions built by fast-check.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CENTRE,
  DARK,
  PRIME,
  TYPE_MASK,
  applyMove,
  countLegalMoves,
  heldFeet,
  legalMoves,
  legalMovesFrom,
  makeMove,
  makePosition,
  makeRecord,
  outcomeOf,
  parseMove,
  parsePosition,
  play,
  replayRecord,
  sameMove,
  samePosition,
  startPosition,
  type Move,
  type Position,
  type Variant,
} from '../../src/engine/adomoc/index.ts';
import { VARIANTS, arbitraryPosition, parsed, randomPlayout } from './arbitraries.ts';
import { SLOW_TEST_TIMEOUT, SOAK, garbage, looselySpaced, scramble, seededRandom } from './random.ts';
import { neighbours } from './reference-rules.ts';
import { expectError } from './results.ts';

const spotOfSquare = (sq: number) => ({ column: sq % 10, cycle: Math.floor(sq / 10) + 1 });
const squareOfSpot = (spot: { column: number; cycle: number }) => (spot.cycle - 1) * 10 + spot.column;

/** Feet standing next to a sun of the other breed, found without the engine's tables. */
const attractedFeet = (board: Uint8Array): number[] => {
  const feet: number[] = [];
  for (let sq = 0; sq < 80; sq++) {
    const code = board[sq]!;
    if ((code & TYPE_MASK) !== 1) continue;
    const held = neighbours(spotOfSquare(sq)).some((spot) => {
      const near = board[squareOfSpot(spot)]!;
      return (near & TYPE_MASK) === 3 && (near & DARK) !== (code & DARK);
    });
    if (held) feet.push(sq);
  }
  return feet;
};

/** Piece codes on the board (centre included), sorted: what must be kept by a move. */
const pieces = (board: Uint8Array): number[] => [...board].filter((code) => code !== 0).sort((a, b) => a - b);

const sameList = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Why `position` is not a valid, canonical position, if it is not. */
const positionProblems = (position: Position): string[] => {
  const text = makePosition(position);
  const again = parsePosition(text);
  if (!again.ok) return [`${text} does not parse: ${again.error.message}`];
  if (makePosition(again.value) !== text || !samePosition(again.value, position))
    return [`${text} does not round-trip`];
  return [];
};

const winnerOnScore = (position: Position) => {
  const score = { light: 0, dark: 0 };
  for (let sq = 0; sq <= CENTRE; sq++) {
    const code = position.board[sq]!;
    if (code) score[code & DARK ? 'dark' : 'light'] += sq === CENTRE ? 9 : Math.floor(sq / 10) + 1;
  }
  return { winner: score.light === score.dark ? null : score.light > score.dark ? 'light' : 'dark', score };
};

/** The outcome the board decides, from the rules: centred, or no legal move for the side to move. */
const expectedOutcome = (position: Position, variant: Variant): unknown => {
  const centred = position.board[CENTRE]!;
  if (!centred) {
    if (countLegalMoves(position, variant) > 0) return null;
    return { winner: position.turn === 'light' ? 'dark' : 'light', reason: 'no-moves' };
  }
  if (variant !== 'altogether') return { winner: centred & DARK ? 'dark' : 'light', reason: 'centred' };
  const { winner, score } = winnerOnScore(position);
  return { winner, reason: 'centred', score };
};

const outcomeProblems = (position: Position, variant: Variant): string[] => {
  const actual = JSON.stringify(outcomeOf(position, variant));
  const expected = JSON.stringify(expectedOutcome(position, variant));
  return actual === expected ? [] : [`${makePosition(position)} ${variant}: outcome ${actual}, expected ${expected}`];
};

/** Everything that must hold for one legal move played from `before`; what fails, in words. */
const moveProblems = (before: Position, variant: Variant, move: Move): string[] => {
  const notation = makeMove(move);
  const where = `${makePosition(before)} ${variant} ${notation}`;
  const problems: string[] = [];
  const fail = (what: string) => problems.push(`${where}: ${what}`);
  const reparsed = parseMove(before, variant, notation);
  if (!reparsed.ok || !sameMove(reparsed.value, move)) fail('does not parse back to the same move');
  const played = play(before, variant, move);
  if (!played.ok) return [...problems, `${where}: refused: ${played.error.message}`];
  const after = played.value.position;
  if (!samePosition(after, applyMove(before, move))) fail('play and applyMove differ');
  problems.push(...positionProblems(after));
  const expectedPieces = pieces(before.board);
  if (move.kind === 'consume') {
    const eaten = before.board[move.to]!;
    const fair =
      (eaten & TYPE_MASK) === (move.piece & TYPE_MASK) && !(eaten & PRIME) && (eaten & DARK) !== (move.piece & DARK);
    if (!fair) fail(`consumes ${eaten}, which is not an opponent's non-prime of the mover's type`);
    expectedPieces.splice(expectedPieces.indexOf(eaten), 1);
  }
  if (!sameList(pieces(after.board), expectedPieces)) fail(`pieces changed: ${makePosition(after)}`);
  if (after.turn === before.turn) fail('the side to move did not change');
  if (after.round !== (before.turn === 'dark' ? before.round + 1 : before.round))
    fail(`round ${before.round} became ${after.round}`);
  if (JSON.stringify(played.value.outcome) !== JSON.stringify(outcomeOf(after, variant)))
    fail('play reports another outcome');
  if (after.board[CENTRE]) return problems;
  const next = legalMoves(after, variant);
  for (const foot of attractedFeet(after.board))
    if (legalMovesFrom(after, variant, foot).length > 0 || next.some((m) => m.from === foot))
      fail(`attracted foot on ${foot} can move`);
  if (
    !sameList(
      [...heldFeet(after.board).keys()].sort((a, b) => a - b),
      attractedFeet(after.board),
    )
  )
    fail('heldFeet disagrees');
  if (move.kind === 'originate') {
    if (after.reverse?.originator !== move.to || after.reverse.originated !== move.origin)
      fail('reverse bar not recorded');
    if (next.some((m) => m.kind === 'originate' && m.from === move.origin && m.to === move.to))
      fail('immediate reverse origination allowed');
  } else if (after.reverse !== null) fail('reverse bar left after a move that did not originate');
  return problems;
};

const moveListProblems = (position: Position, variant: Variant, moves: readonly Move[]): string[] => {
  const where = `${makePosition(position)} ${variant}`;
  const problems: string[] = [];
  const notations = moves.map(makeMove);
  if (new Set(notations).size !== notations.length) problems.push(`${where}: duplicate moves`);
  if (countLegalMoves(position, variant) !== moves.length)
    problems.push(`${where}: countLegalMoves is not the number of moves`);
  if (moves.some((m) => (m.piece & DARK) !== (position.turn === 'dark' ? DARK : 0)))
    problems.push(`${where}: a move of the other side`);
  for (const foot of attractedFeet(position.board))
    if (moves.some((m) => m.from === foot)) problems.push(`${where}: attracted foot on ${foot} can move`);
  for (let sq = 0; sq < 80; sq++) {
    const code = position.board[sq]!;
    if (!code || (code & DARK) !== (position.turn === 'dark' ? DARK : 0)) continue;
    const from = legalMovesFrom(position, variant, sq).map(makeMove).sort();
    const listed = moves
      .filter((m) => m.from === sq)
      .map(makeMove)
      .sort();
    if (from.join() !== listed.join()) problems.push(`${where}: legalMovesFrom ${sq} is not the moves from there`);
  }
  if (position.reverse) {
    const { originator, originated } = position.reverse;
    if (moves.some((m) => m.kind === 'originate' && m.from === originated && m.to === originator))
      problems.push(`${where}: barred reverse origination allowed`);
  }
  return problems;
};

/**
 * A spelling of a strict move that the rules say must be accepted: any letter case, spaces
 * inside, ˆ ' ’ or nothing for ^, a hyphen between the two spaces. `random` picks.
 */
const lenientSpelling = (strict: string, random: () => number): string => {
  const caret = ['^', 'ˆ', "'", '’', ''][Math.floor(random() * 5)]!;
  let text = strict.replace('^', caret);
  if (!text.endsWith('*') && random() < 0.5) {
    const secondSpace = text.search(/[a-j][1-8][a-j][1-8]/) + 2;
    text = `${text.slice(0, secondSpace)}-${text.slice(secondSpace)}`;
  }
  return scramble(text, random);
};

describe('along random games', () => {
  // Every ply's move list and chosen move are checked; every tenth ply checks all its moves.
  test.each(VARIANTS)('%s: every ply keeps the rules', { timeout: SLOW_TEST_TIMEOUT }, (variant) => {
    const problems: string[] = [];
    for (let seed = 1; seed <= 8 * SOAK; seed++) {
      const game = randomPlayout(variant, seed * 104729 + variant.length, 150);
      game.plies.forEach((ply, i) => {
        problems.push(...moveListProblems(ply.before, variant, ply.moves));
        for (const move of i % 10 === 0 ? ply.moves : [ply.move])
          problems.push(...moveProblems(ply.before, variant, move));
      });
      problems.push(...positionProblems(game.final), ...outcomeProblems(game.final, variant));
    }
    expect(problems).toEqual([]);
  });

  test.each(VARIANTS)('%s: a game record replays to the same position', { timeout: SLOW_TEST_TIMEOUT }, (variant) => {
    for (let seed = 1; seed <= 20 * SOAK; seed++) {
      const game = randomPlayout(variant, seed * 15485863 + variant.length, 150);
      const notation = game.plies.map((ply) => makeMove(ply.move));
      const outcome = outcomeOf(game.final, variant);
      const record = makeRecord(startPosition(), notation, outcome);
      const replay = replayRecord(record, { variant });
      expect(replay.stopped).toBeNull();
      expect(replay.notation).toEqual(notation);
      expect(makePosition(replay.position)).toBe(makePosition(game.final));
      expect(replay.outcome).toEqual(outcome);
    }
  });

  test.each(VARIANTS)('%s: a record typed leniently replays the same', { timeout: SLOW_TEST_TIMEOUT }, (variant) => {
    for (let seed = 1; seed <= 10 * SOAK; seed++) {
      const game = randomPlayout(variant, seed * 49979687 + variant.length, 150);
      const random = seededRandom(seed);
      const notation = game.plies.map((ply) => makeMove(ply.move));
      const typed = looselySpaced(
        makeRecord(
          startPosition(),
          notation.map((text) => lenientSpelling(text, random)),
        ),
        random,
      );
      const replay = replayRecord(typed, { variant });
      expect(replay.stopped, typed).toBeNull();
      expect(replay.notation).toEqual(notation);
      expect(makePosition(replay.position)).toBe(makePosition(game.final));
    }
  });
});

describe('on random set-up positions', () => {
  test('the position notation round-trips', { timeout: SLOW_TEST_TIMEOUT }, () => {
    fc.assert(
      fc.property(arbitraryPosition, ({ text }) => {
        const position = parsePosition(text);
        expect(position.ok).toBe(true);
        if (position.ok) expect(makePosition(position.value)).toBe(text);
      }),
      { numRuns: 500 * SOAK, seed: 1 },
    );
  });

  test('every legal move keeps the rules', { timeout: SLOW_TEST_TIMEOUT }, () => {
    fc.assert(
      fc.property(arbitraryPosition, ({ text, variant }) => {
        const position = parsed(text);
        const moves = legalMoves(position, variant);
        const problems = [...outcomeProblems(position, variant), ...moveListProblems(position, variant, moves)];
        if (position.board[CENTRE] && moves.length > 0) problems.push(`${text}: moves after the game was centred`);
        for (const move of moves) problems.push(...moveProblems(position, variant, move));
        expect(problems).toEqual([]);
      }),
      { numRuns: 100 * SOAK, seed: 2 },
    );
  });
});

/** Text made of the characters notations use, and edits that make valid text nearly valid. */
const ALPHABET = "FMSfms^ˆ'’0123456789abcdefghijklx*o-/._ \t\n";
const EDITS = ['', 'x', '^', '1', '10', '/', ' ', 'S', 'm', '-', '9', 'é'];

describe('lenient move input', () => {
  test('every legal move typed leniently parses to that move', { timeout: SLOW_TEST_TIMEOUT }, () => {
    fc.assert(
      fc.property(arbitraryPosition, fc.nat(), ({ text, variant }, seed) => {
        const position = parsed(text);
        const random = seededRandom(seed);
        const problems: string[] = [];
        for (const move of legalMoves(position, variant)) {
          const typed = lenientSpelling(makeMove(move), random);
          const read = parseMove(position, variant, typed);
          if (!read.ok || !sameMove(read.value, move))
            problems.push(`${text} ${variant}: "${typed}" is not read as ${makeMove(move)}`);
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 150 * SOAK, seed: 6 },
    );
  });
});

describe('garbage in, an error out, never an exception', () => {
  test('parsePosition', { timeout: SLOW_TEST_TIMEOUT }, () => {
    fc.assert(
      fc.property(
        garbage(
          arbitraryPosition.map((p) => p.text),
          ALPHABET,
          EDITS,
        ),
        (text) => {
          const result = parsePosition(text);
          expectError(result);
          if (result.ok) expect(positionProblems(result.value)).toEqual([]);
        },
      ),
      { numRuns: 600 * SOAK, seed: 3 },
    );
  });

  test('parseMove', { timeout: SLOW_TEST_TIMEOUT }, () => {
    const start = startPosition();
    const someMove = fc.constantFrom(...legalMoves(start, 'standard').map(makeMove), 'Sh5d5ob2', 'S^g7*', 'F^a3a6x');
    fc.assert(
      fc.property(garbage(someMove, ALPHABET, EDITS), fc.constantFrom(...VARIANTS), (text, variant) => {
        const result = parseMove(start, variant, text);
        expectError(result);
        if (result.ok) expect(legalMoves(start, variant).some((m) => sameMove(m, result.value))).toBe(true);
      }),
      { numRuns: 1000 * SOAK, seed: 4 },
    );
  });

  test('replayRecord', { timeout: SLOW_TEST_TIMEOUT }, () => {
    const record = fc.constantFrom(
      '1. Fa3a6 Fj3j7 2. Mb2a3ob3 Fi3i6 3. Fe3e7 _',
      '1. Fb3b5 Ff3f4 2. Mb2a3ob3 Fi3i6 3. --',
      '1.Fa3a6 Fj3j6 2.fb3B5',
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
