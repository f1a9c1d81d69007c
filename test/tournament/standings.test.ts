/**
 * Standings: tie-breaks worked out by hand on small tournaments, games in progress
 * counting nothing, and over random Swiss tournaments and round robins that the points
 * add up to the finished games (and byes) and places follow the table.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { roundRobin } from '../../src/tournament/round-robin.ts';
import { type Standing, standings } from '../../src/tournament/standings.ts';
import type { Entrant, PlayedRound, TournamentSystem } from '../../src/tournament/types.ts';
import { expectError, valueOf } from '../engine/results.ts';
import { seededRandom } from '../seeded-random.ts';
import { field, ranked } from './fields.ts';
import { playRound, simulateSwiss } from './simulate.ts';

const named = (...ids: string[]): Entrant[] => ids.map((id, i) => ({ id, rating: 2000 - i }));

/** The table as `entrant place points tie-breaks…` lines, for comparing with a hand-made one. */
const table = (system: TournamentSystem, entrants: readonly Entrant[], rounds: readonly PlayedRound[]): string[] =>
  valueOf(standings({ system, entrants, rounds })).map((s: Standing) =>
    [
      s.entrant,
      s.place,
      s.points,
      `played ${s.played}`,
      `SB ${s.sonnebornBerger}`,
      ...(system === 'swiss' ? [`BH ${s.buchholz}`, `BH-1 ${s.buchholzCut1}`] : []),
      `DE ${s.directEncounter ?? '-'}`,
    ].join(' '),
  );

describe('standings worked by hand', () => {
  test('round robin: Sonneborn–Berger separates two on 1½', () => {
    // A beat B, drew C, lost to D; B beat C and D; C beat D.
    const rounds: PlayedRound[] = [
      {
        round: 1,
        games: [
          { first: 'A', second: 'B', result: 'first' },
          { first: 'C', second: 'D', result: 'first' },
        ],
        bye: null,
      },
      {
        round: 2,
        games: [
          { first: 'A', second: 'C', result: 'draw' },
          { first: 'B', second: 'D', result: 'first' },
        ],
        bye: null,
      },
      {
        round: 3,
        games: [
          { first: 'D', second: 'A', result: 'first' },
          { first: 'B', second: 'C', result: 'first' },
        ],
        bye: null,
      },
    ];
    // SB: B = 1½ (C) + 1 (D) = 2½; A = 2 (B) + ½·1½ (C) = 2¾; C = ½·1½ (A) + 1 (D) = 1¾; D = 1½ (A).
    expect(table('round-robin', named('A', 'B', 'C', 'D'), rounds)).toEqual([
      'B 1 2 played 3 SB 2.5 DE -',
      'A 2 1.5 played 3 SB 2.75 DE -',
      'C 3 1.5 played 3 SB 1.75 DE -',
      'D 4 1 played 3 SB 1.5 DE -',
    ]);
  });

  test('round robin: level on Sonneborn–Berger, direct encounter decides', () => {
    // W beat X, drew Y, lost to Z; X beat Y, drew Z; Z beat Y.
    const rounds: PlayedRound[] = [
      {
        round: 1,
        games: [
          { first: 'W', second: 'X', result: 'first' },
          { first: 'Y', second: 'Z', result: 'second' },
        ],
        bye: null,
      },
      {
        round: 2,
        games: [
          { first: 'W', second: 'Y', result: 'draw' },
          { first: 'X', second: 'Z', result: 'draw' },
        ],
        bye: null,
      },
      {
        round: 3,
        games: [
          { first: 'Z', second: 'W', result: 'first' },
          { first: 'X', second: 'Y', result: 'first' },
        ],
        bye: null,
      },
    ];
    // SB: W = 1½ (X) + ½·½ (Y) = 1¾; X = ½ (Y) + ½·2½ (Z) = 1¾; Z = 1½ + ½·1½ + ½ = 2¾; Y = ½·1½ = ¾.
    // X is seeded above W, but W beat X.
    expect(table('round-robin', named('Z', 'X', 'W', 'Y'), rounds)).toEqual([
      'Z 1 2.5 played 3 SB 2.75 DE -',
      'W 2 1.5 played 3 SB 1.75 DE 1',
      'X 3 1.5 played 3 SB 1.75 DE 0',
      'Y 4 0.5 played 3 SB 0.75 DE -',
    ]);
  });

  test('round robin of three in a circle: all share first place; the rest round is worth nothing', () => {
    const rounds: PlayedRound[] = [
      { round: 1, games: [{ first: 'Q', second: 'R', result: 'first' }], bye: 'P' },
      { round: 2, games: [{ first: 'P', second: 'Q', result: 'first' }], bye: 'R' },
      { round: 3, games: [{ first: 'R', second: 'P', result: 'first' }], bye: 'Q' },
    ];
    expect(table('round-robin', named('P', 'Q', 'R'), rounds)).toEqual([
      'P 1 1 played 2 SB 1 DE 1',
      'Q 1 1 played 2 SB 1 DE 1',
      'R 1 1 played 2 SB 1 DE 1',
    ]);
  });

  test('Swiss: Buchholz with a bye counted at the entrant’s own points, cut 1, Sonneborn–Berger', () => {
    const rounds: PlayedRound[] = [
      {
        round: 1,
        games: [
          { first: 'A', second: 'D', result: 'first' },
          { first: 'B', second: 'E', result: 'draw' },
        ],
        bye: 'C',
      },
      {
        round: 2,
        games: [
          { first: 'C', second: 'A', result: 'second' },
          { first: 'D', second: 'E', result: 'first' },
        ],
        bye: 'B',
      },
      // Round 3 under way: nothing counts yet.
      {
        round: 3,
        games: [
          { first: 'A', second: 'B', result: null },
          { first: 'E', second: 'C', result: null },
        ],
        bye: 'D',
      },
    ];
    // Points (a bye worth 1, D's round-3 bye counting as soon as it is given): A 2, B 1½, D 2, C 1, E ½.
    // BH: A = D 2 + C 1 = 3 (cut 1: 2); D = A 2 + E ½ + own 2 = 4½ (cut: 4); B = E ½ + own 1½ = 2 (cut: 1½);
    //     C = own 1 + A 2 = 3 (cut: 2); E = B 1½ + D 2 = 3½ (cut: 2).
    // SB: A = D 2 + C 1 = 3; D = E ½; B = ½·½ = ¼; C = 0; E = ½·1½ = ¾.
    expect(table('swiss', named('A', 'B', 'C', 'D', 'E'), rounds)).toEqual([
      'D 1 2 played 2 SB 0.5 BH 4.5 BH-1 4 DE -',
      'A 2 2 played 2 SB 3 BH 3 BH-1 2 DE -',
      'B 3 1.5 played 1 SB 0.25 BH 2 BH-1 1.5 DE -',
      'C 4 1 played 1 SB 0 BH 3 BH-1 2 DE -',
      'E 5 0.5 played 2 SB 0.75 BH 3.5 BH-1 2 DE -',
    ]);
  });

  test('Swiss: level on Buchholz, cut 1 decides before Sonneborn–Berger', () => {
    const rounds: PlayedRound[] = [
      {
        round: 1,
        games: [
          { first: 'F', second: 'H', result: 'first' },
          { first: 'G', second: 'I', result: 'first' },
          { first: 'J', second: 'K', result: 'first' },
        ],
        bye: null,
      },
      {
        round: 2,
        games: [
          { first: 'J', second: 'F', result: 'first' },
          { first: 'I', second: 'H', result: 'first' },
          { first: 'G', second: 'K', result: 'second' },
        ],
        bye: null,
      },
    ];
    // Points: J 2; K, F, G, I 1; H 0. BH: K = J 2 + G 1 = 3; F = H 0 + J 2 = 2 (cut 1: 2);
    // G = I 1 + K 1 = 2 (cut 1: 1), though G's SB (beat I: 1) beats F's (beat H: 0); I = G 1 + H 0 = 1 (cut 1: 1).
    expect(table('swiss', named('F', 'G', 'H', 'I', 'J', 'K'), rounds)).toEqual([
      'J 1 2 played 2 SB 2 BH 2 BH-1 1 DE -',
      'K 2 1 played 2 SB 1 BH 3 BH-1 2 DE -',
      'F 3 1 played 2 SB 0 BH 2 BH-1 2 DE -',
      'G 4 1 played 2 SB 1 BH 2 BH-1 1 DE -',
      'I 5 1 played 2 SB 0 BH 1 BH-1 1 DE -',
      'H 6 0 played 2 SB 0 BH 2 BH-1 1 DE -',
    ]);
  });

  test('level on everything, direct encounter unknown while their game is in progress: a shared place', () => {
    const rounds: PlayedRound[] = [
      {
        round: 1,
        games: [
          { first: 'P', second: 'R', result: 'first' },
          { first: 'S', second: 'Q', result: 'second' },
        ],
        bye: null,
      },
      {
        round: 2,
        games: [
          { first: 'P', second: 'Q', result: null },
          { first: 'R', second: 'S', result: 'draw' },
        ],
        bye: null,
      },
    ];
    const rows = valueOf(standings({ system: 'swiss', entrants: named('P', 'Q', 'R', 'S'), rounds }));
    expect(rows.map((row) => [row.entrant, row.place, row.points, row.directEncounter])).toEqual([
      ['P', 1, 1, null],
      ['Q', 1, 1, null],
      // R and S drew their game: level on direct encounter too.
      ['R', 3, 0.5, 0.5],
      ['S', 3, 0.5, 0.5],
    ]);
  });

  test('Swiss: a forfeited game counts its point, but as a bye does in the tie-breaks, and is not a game played', () => {
    // D withdrew before round 1's game with C was made: C wins it unplayed. Round 2 without D.
    const rounds: PlayedRound[] = [
      {
        round: 1,
        games: [
          { first: 'A', second: 'B', result: 'first' },
          { first: 'C', second: 'D', result: 'first', forfeited: true },
        ],
        bye: null,
      },
      { round: 2, games: [{ first: 'A', second: 'C', result: 'draw' }], bye: 'B' },
    ];
    // Points: A 1½, C 1½, B 1 (the bye), D 0.
    // BH: C = A 1½ + own 1½ for the forfeit = 3 (cut: 1½); A = B 1 + C 1½ = 2½ (cut: 1½);
    //     B = A 1½ + own 1 for the bye = 2½ (cut: 1½); D = own 0 for the forfeit = 0.
    // SB: C = ½·1½ = ¾ (the forfeit adds nothing); A = B 1 + ½·1½ = 1¾; B = 0; D = 0.
    expect(table('swiss', named('A', 'B', 'C', 'D'), rounds)).toEqual([
      'C 1 1.5 played 1 SB 0.75 BH 3 BH-1 1.5 DE -',
      'A 2 1.5 played 2 SB 1.75 BH 2.5 BH-1 1.5 DE -',
      'B 3 1 played 1 SB 0 BH 2.5 BH-1 1.5 DE -',
      'D 4 0 played 0 SB 0 BH 0 BH-1 0 DE -',
    ]);
  });
});

describe('standings properties', () => {
  const expectConsistent = (
    rows: readonly Standing[],
    entrants: readonly Entrant[],
    rounds: readonly PlayedRound[],
    byePoints: number,
  ) => {
    expect(rows.map((row) => row.entrant).sort()).toEqual(entrants.map((e) => e.id).sort());
    const finished = rounds.flatMap((round) => round.games.filter((game) => game.result !== null)).length;
    const byes = rounds.filter((round) => round.bye !== null).length;
    expect(rows.reduce((total, row) => total + row.points, 0)).toBe(finished + byes * byePoints);
    expect(rows.reduce((total, row) => total + row.played, 0)).toBe(2 * finished);
    rows.forEach((row, i) => {
      if (i === 0) expect(row.place).toBe(1);
      else {
        expect(row.points).toBeLessThanOrEqual(rows[i - 1]!.points);
        expect([rows[i - 1]!.place, i + 1]).toContain(row.place);
      }
    });
  };

  test('random Swiss tournaments, the last round still being played', () => {
    fc.assert(
      fc.property(field(3, 30), fc.integer({ min: 1, max: 6 }), fc.integer(), (entrants, roundCount, seed) => {
        const rounds = simulateSwiss(entrants, roundCount, seed, () => {});
        const random = seededRandom(seed + 1);
        // Some games of the last round not yet over.
        const last = rounds.at(-1)!;
        const underWay = {
          ...last,
          games: last.games.map((game) => (random() < 0.5 ? { ...game, result: null } : game)),
        };
        const all = [...rounds.slice(0, -1), underWay];
        expectConsistent(valueOf(standings({ system: 'swiss', entrants, rounds: all })), entrants, all, 1);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  test('random round robins part-way through', () => {
    fc.assert(
      fc.property(field(3, 20), fc.integer(), (entrants, seed) => {
        const random = seededRandom(seed);
        const schedule = valueOf(roundRobin(entrants));
        const rounds = schedule.slice(0, 1 + Math.floor(random() * schedule.length)).map((paired) => {
          const played = playRound(paired, random);
          return { ...played, games: played.games.map((g) => (random() < 0.2 ? { ...g, result: null } : g)) };
        });
        expectConsistent(valueOf(standings({ system: 'round-robin', entrants, rounds })), entrants, rounds, 0);
      }),
      { numRuns: 100 },
    );
  });
});

describe('standings refused', () => {
  test.each([
    ['too few entrants', ranked(2), [], 'ERR_TOO_FEW_ENTRANTS'],
    [
      'a stranger in a round',
      ranked(3),
      [{ round: 1, games: [{ first: 'e1', second: 'x', result: 'draw' }], bye: null }],
      'ERR_UNKNOWN_ENTRANT',
    ],
    [
      'an entrant playing themselves',
      ranked(3),
      [{ round: 1, games: [{ first: 'e1', second: 'e1', result: 'draw' }], bye: null }],
      'ERR_PLAYS_TWICE',
    ],
    ['a round numbered 0', ranked(3), [{ round: 0, games: [], bye: null }], 'ERR_ROUND_NUMBERS'],
  ] as const)('%s', (_, entrants, rounds, code) => {
    const result = standings({ system: 'swiss', entrants, rounds });
    expect(result.ok).toBe(false);
    expectError(result);
    if (!result.ok) expect(result.error.code).toBe(code);
  });
});
