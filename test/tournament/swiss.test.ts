/**
 * Swiss pairing. Worked examples first; then whole tournaments with random results on
 * fields of 3–40, each round checked: everyone paired once or given the one bye, and,
 * on fields small enough to try every pairing, that no pairing does better on the rule's
 * first five criteria (rematches, second byes, clashing absolute side preferences, the
 * bye to the lowest-ranked entrant without one, score differences), computed here
 * without the pairing's own code.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { historiesOf } from '../../src/tournament/history.ts';
import { pairSwiss } from '../../src/tournament/swiss.ts';
import type { Entrant, EntrantId, PairedRound, PlayedRound, Side } from '../../src/tournament/types.ts';
import { expectError, valueOf } from '../engine/results.ts';
import { field, fieldOf, ranked } from './fields.ts';
import { playRound, simulateSwiss } from './simulate.ts';

interface Facts {
  readonly points: Map<EntrantId, number>;
  readonly sides: Map<EntrantId, Side[]>;
  readonly met: Set<string>;
  readonly byes: Map<EntrantId, number>;
}

const meeting = (a: EntrantId, b: EntrantId) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/** The rounds so far, tallied here rather than by the code under test. */
const factsOf = (entrants: readonly Entrant[], rounds: readonly PlayedRound[]): Facts => {
  const points = new Map(entrants.map((e) => [e.id, 0]));
  const sides = new Map<EntrantId, Side[]>(entrants.map((e) => [e.id, []]));
  const byes = new Map(entrants.map((e) => [e.id, 0]));
  const met = new Set<string>();
  for (const round of rounds) {
    for (const game of round.games) {
      sides.get(game.first)!.push('first');
      sides.get(game.second)!.push('second');
      met.add(meeting(game.first, game.second));
      const firstGets = game.result === 'first' ? 1 : game.result === 'draw' ? 0.5 : 0;
      points.set(game.first, points.get(game.first)! + firstGets);
      points.set(game.second, points.get(game.second)! + 1 - firstGets);
    }
    if (round.bye !== null) {
      points.set(round.bye, points.get(round.bye)! + 1);
      byes.set(round.bye, byes.get(round.bye)! + 1);
    }
  }
  return { points, sides, met, byes };
};

const difference = (sides: readonly Side[]) => sides.filter((s) => s === 'first').length * 2 - sides.length;

/** The side an entrant must have: ±2 reached, or the last two games on one side. */
const neededSide = (sides: readonly Side[]): Side | null => {
  const d = difference(sides);
  if (d >= 2) return 'second';
  if (d <= -2) return 'first';
  const last = sides.at(-1);
  if (last !== undefined && sides.at(-2) === last) return last === 'first' ? 'second' : 'first';
  return null;
};

type Score = [number, number, number, number, number];

/** How a pairing (games as id pairs, and the bye) does on the first five criteria, lower better. */
const scoreOf = (
  games: readonly [EntrantId, EntrantId][],
  bye: EntrantId | null,
  facts: Facts,
  order: readonly EntrantId[],
): Score => {
  const score: Score = [0, 0, 0, 0, 0];
  for (const [a, b] of games) {
    if (facts.met.has(meeting(a, b))) score[0]++;
    const need = neededSide(facts.sides.get(a)!);
    if (need !== null && need === neededSide(facts.sides.get(b)!)) score[2]++;
    score[4] += (2 * (facts.points.get(a)! - facts.points.get(b)!)) ** 2;
  }
  if (bye !== null) {
    if (facts.byes.get(bye)! > 0) score[1]++;
    score[3] = order.slice(order.indexOf(bye) + 1).filter((id) => facts.byes.get(id) === 0).length;
  }
  return score;
};

const compare = (a: Score, b: Score): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

/** The best score any pairing of `ids` reaches, trying every one. */
const bestScore = (ids: readonly EntrantId[], facts: Facts, order: readonly EntrantId[]): Score => {
  let best: Score | null = null;
  const games: [EntrantId, EntrantId][] = [];
  const visit = (left: readonly EntrantId[], bye: EntrantId | null) => {
    if (left.length === 0) {
      const score = scoreOf(games, bye, facts, order);
      if (best === null || compare(score, best) < 0) best = score;
      return;
    }
    const [head, ...rest] = left;
    if (rest.length % 2 === 0 && bye === null) visit(rest, head!);
    for (let i = 0; i < rest.length; i++) {
      games.push([head!, rest[i]!]);
      visit(
        rest.filter((_, j) => j !== i),
        bye,
      );
      games.pop();
    }
  };
  visit(ids, null);
  return best!;
};

/** Everyone once: in one game or as the bye, and a bye only for an odd field. */
const expectEveryonePlaced = (paired: PairedRound, ids: readonly EntrantId[]) => {
  const placed = paired.pairings.flatMap((p) => [p.first, p.second]);
  if (paired.bye !== null) placed.push(paired.bye);
  expect([...placed].sort()).toEqual([...ids].sort());
  expect(paired.bye === null).toBe(ids.length % 2 === 0);
};

/** The pairing order the rule uses: points, then rating, then id. */
const rankOrder = (entrants: readonly Entrant[], facts: Facts): EntrantId[] =>
  [...entrants]
    .sort(
      (a, b) =>
        facts.points.get(b.id)! - facts.points.get(a.id)! ||
        b.rating - a.rating ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((e) => e.id);

describe('Swiss pairing, worked examples', () => {
  test('round 1: top half against bottom half, the higher seed moving first on odd boards', () => {
    const paired = valueOf(pairSwiss({ entrants: ranked(8), rounds: [], round: 1 }));
    expect(paired.pairings).toEqual([
      { first: 'e1', second: 'e5' },
      { first: 'e6', second: 'e2' },
      { first: 'e3', second: 'e7' },
      { first: 'e8', second: 'e4' },
    ]);
    expect(paired.bye).toBeNull();
  });

  test('round 1 of an odd field: the bye to the lowest seed', () => {
    const paired = valueOf(pairSwiss({ entrants: ranked(5), rounds: [], round: 1 }));
    expect(paired.pairings).toEqual([
      { first: 'e1', second: 'e3' },
      { first: 'e4', second: 'e2' },
    ]);
    expect(paired.bye).toBe('e5');
  });

  test('round 2: winners meet winners, sides swapped from round 1', () => {
    // e1 and e2 won (e1 moving first, e2 moving second), e3 and e4 lost.
    const round1: PlayedRound = {
      round: 1,
      games: [
        { first: 'e1', second: 'e3', result: 'first' },
        { first: 'e4', second: 'e2', result: 'second' },
      ],
      bye: null,
    };
    const paired = valueOf(pairSwiss({ entrants: ranked(4), rounds: [round1], round: 2 }));
    expect(paired.pairings).toEqual([
      { first: 'e2', second: 'e1' },
      { first: 'e3', second: 'e4' },
    ]);
  });

  test('the lowest of an odd score group floats down to the highest of the next', () => {
    // Round 1 of six: e1, e2 and e3 won. On 1 point: e1, e2, e3; on 0: e4, e5, e6.
    const round1: PlayedRound = {
      round: 1,
      games: [
        { first: 'e1', second: 'e4', result: 'first' },
        { first: 'e5', second: 'e2', result: 'second' },
        { first: 'e3', second: 'e6', result: 'first' },
      ],
      bye: null,
    };
    const paired = valueOf(pairSwiss({ entrants: ranked(6), rounds: [round1], round: 2 }));
    expect(paired.pairings).toEqual([
      { first: 'e2', second: 'e1' },
      { first: 'e4', second: 'e3' },
      { first: 'e6', second: 'e5' },
    ]);
  });

  test('granting side preferences comes before which entrant of a group floats', () => {
    // Round 1 of six: e1 and e2 won, e6 beat e3. On 1 point: e1, e2, e6; on 0: e3, e4, e5.
    const round1: PlayedRound = {
      round: 1,
      games: [
        { first: 'e1', second: 'e4', result: 'first' },
        { first: 'e5', second: 'e2', result: 'second' },
        { first: 'e3', second: 'e6', result: 'second' },
      ],
      bye: null,
    };
    const paired = valueOf(pairSwiss({ entrants: ranked(6), rounds: [round1], round: 2 }));
    // Floating e6 (the lowest) would leave e6–e4 both wanting to move first and e3–e5 both
    // wanting to move second (e6 and e3 have met). Floating e2 instead grants everyone's side.
    expect(paired.pairings).toEqual([
      { first: 'e6', second: 'e1' },
      { first: 'e2', second: 'e3' },
      { first: 'e4', second: 'e5' },
    ]);
  });
});

describe('Swiss pairing after a forfeit', () => {
  // Round 2's e3–e6 was forfeited (e3 withdrew before it was made): e6 won it unplayed.
  const rounds: PlayedRound[] = [
    {
      round: 1,
      games: [
        { first: 'e1', second: 'e6', result: 'first' },
        { first: 'e2', second: 'e3', result: 'first' },
        { first: 'e4', second: 'e5', result: 'first' },
      ],
      bye: null,
    },
    {
      round: 2,
      games: [
        { first: 'e2', second: 'e1', result: 'second' },
        { first: 'e3', second: 'e6', result: 'second', forfeited: true },
        { first: 'e5', second: 'e4', result: 'first' },
      ],
      bye: null,
    },
  ];

  test('a forfeit win gives a point but no side and no meeting', () => {
    const histories = historiesOf(['e3', 'e6'], rounds, 1);
    expect(histories.get('e6')).toMatchObject({ points: 1, sides: ['second'], forfeitWins: 1, byes: 0 });
    expect([...histories.get('e6')!.opponents]).toEqual(['e1']);
    expect(histories.get('e3')).toMatchObject({ points: 0, sides: ['second'], forfeitWins: 0 });
    expect([...histories.get('e3')!.opponents]).toEqual(['e2']);
  });

  test('no bye to an entrant who has had a forfeit win, as after a bye', () => {
    // On 1 point: e2, e4, e5, e6. e6 is the lowest of them, but has had a point without a game.
    const paired = valueOf(pairSwiss({ entrants: ranked(6), rounds, round: 3, absent: ['e3'] }));
    expect(paired.bye).toBe('e5');
    expectEveryonePlaced(paired, ['e1', 'e2', 'e4', 'e5', 'e6']);
  });
});

describe('Swiss pairing properties', () => {
  test('small fields: no pairing does better on the first five criteria, every round', () => {
    fc.assert(
      fc.property(field(3, 10), fc.integer({ min: 1, max: 9 }), fc.integer(), (entrants, roundCount, seed) => {
        simulateSwiss(entrants, roundCount, seed, (paired, before) => {
          const ids = entrants.map((e) => e.id);
          expectEveryonePlaced(paired, ids);
          const facts = factsOf(entrants, before);
          const order = rankOrder(entrants, facts);
          const games = paired.pairings.map((p): [EntrantId, EntrantId] => [p.first, p.second]);
          expect(scoreOf(games, paired.bye, facts, order)).toEqual(bestScore(ids, facts, order));
        });
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  test('fields of 3–40: no rematch, no second bye, sides within ±2 and never three in a row while the field is fresh', () => {
    fc.assert(
      fc.property(field(3, 40), fc.integer(), (entrants, seed) => {
        const n = entrants.length;
        // Rounds in which a pairing without any of these is sure to exist for an even field
        // (each entrant can still meet more than half the field) and likely for an odd one.
        const roundCount = Math.max(1, Math.min(Math.ceil(Math.log2(n)) + 2, Math.floor(n / 2) - 1));
        const rounds = simulateSwiss(entrants, roundCount, seed, (paired, before) => {
          expectEveryonePlaced(
            paired,
            entrants.map((e) => e.id),
          );
          const facts = factsOf(entrants, before);
          for (const { first, second } of paired.pairings) expect(facts.met.has(meeting(first, second))).toBe(false);
          if (paired.bye !== null) expect(facts.byes.get(paired.bye)).toBe(0);
        });
        const facts = factsOf(entrants, rounds);
        for (const sides of facts.sides.values()) {
          expect(Math.abs(difference(sides))).toBeLessThanOrEqual(2);
          for (let i = 2; i < sides.length; i++)
            expect(sides[i] === sides[i - 1] && sides[i] === sides[i - 2]).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  test('long tournaments still pair everyone each round, and rematches come only once they cannot be avoided', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 8 }).chain(fieldOf), fc.integer(), (entrants, seed) => {
        simulateSwiss(entrants, entrants.length + 2, seed, (paired, before) => {
          const ids = entrants.map((e) => e.id);
          expectEveryonePlaced(paired, ids);
          const facts = factsOf(entrants, before);
          const order = rankOrder(entrants, facts);
          const games = paired.pairings.map((p): [EntrantId, EntrantId] => [p.first, p.second]);
          expect(scoreOf(games, paired.bye, facts, order)[0]).toBe(bestScore(ids, facts, order)[0]);
        });
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  test('the same entrants and results give the same pairing, whatever order the entrants are listed in', () => {
    fc.assert(
      fc.property(field(3, 20), fc.integer({ min: 1, max: 5 }), fc.integer(), (entrants, roundCount, seed) => {
        const rounds = simulateSwiss(entrants, roundCount, seed, () => {});
        const again = pairSwiss({ entrants: [...entrants].reverse(), rounds, round: roundCount + 1 });
        expect(again).toEqual(pairSwiss({ entrants, rounds, round: roundCount + 1 }));
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('Swiss pairing refused', () => {
  const round1 = valueOf(pairSwiss({ entrants: ranked(4), rounds: [], round: 1 }));
  const played = playRound(round1, () => 0.1);
  const inProgress: PlayedRound = {
    ...played,
    games: played.games.map((g, i) => (i === 0 ? { ...g, result: null } : g)),
  };

  test.each([
    ['too few entrants', { entrants: ranked(2), rounds: [], round: 1 }, 'ERR_TOO_FEW_ENTRANTS'],
    ['a round already paired', { entrants: ranked(4), rounds: [played], round: 1 }, 'ERR_ROUND_ALREADY_PAIRED'],
    ['a round after the next', { entrants: ranked(4), rounds: [played], round: 3 }, 'ERR_ROUND_NOT_NEXT'],
    ['a game still in progress', { entrants: ranked(4), rounds: [inProgress], round: 2 }, 'ERR_ROUND_UNFINISHED'],
    ['rounds out of order', { entrants: ranked(4), rounds: [{ ...played, round: 2 }], round: 2 }, 'ERR_ROUND_NUMBERS'],
    ['a stranger in a round', { entrants: ranked(3), rounds: [played], round: 2 }, 'ERR_UNKNOWN_ENTRANT'],
    [
      'an entrant twice in a round',
      { entrants: ranked(4), rounds: [{ ...played, bye: played.games[0]!.first }], round: 2 },
      'ERR_PLAYS_TWICE',
    ],
    ['an absent stranger', { entrants: ranked(4), rounds: [], round: 1, absent: ['x'] }, 'ERR_UNKNOWN_ENTRANT'],
    [
      'only one entrant left',
      { entrants: ranked(4), rounds: [], round: 1, absent: ['e1', 'e2', 'e3'] },
      'ERR_TOO_FEW_ENTRANTS',
    ],
  ] as const)('%s', (_, request, code) => {
    const result = pairSwiss(request);
    expect(result.ok).toBe(false);
    expectError(result);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  test('absent entrants are left out of the round', () => {
    const paired = valueOf(pairSwiss({ entrants: ranked(5), rounds: [], round: 1, absent: ['e5'] }));
    expectEveryonePlaced(paired, ['e1', 'e2', 'e3', 'e4']);
  });
});
