/**
 * Whole Swiss tournaments with random results, for the property tests: each round is
 * paired by `pairSwiss`, checked by the caller, then given seeded random results.
 */
import { expect } from 'vitest';
import { pairSwiss } from '../../src/tournament/swiss.ts';
import type { Entrant, GameResult, PairedRound, PlayedRound } from '../../src/tournament/types.ts';
import { valueOf } from '../engine/results.ts';
import { seededRandom } from '../seeded-random.ts';

const RESULTS: readonly GameResult[] = ['first', 'second', 'draw'];

export const playRound = (paired: PairedRound, random: () => number): PlayedRound => ({
  round: paired.round,
  games: paired.pairings.map((pairing) => ({ ...pairing, result: RESULTS[Math.floor(random() * 3)]! })),
  bye: paired.bye,
});

/** Plays `roundCount` rounds, handing each new pairing and the rounds before it to `check`. */
export const simulateSwiss = (
  entrants: readonly Entrant[],
  roundCount: number,
  seed: number,
  check: (paired: PairedRound, before: readonly PlayedRound[]) => void,
): PlayedRound[] => {
  const random = seededRandom(seed);
  const rounds: PlayedRound[] = [];
  for (let r = 1; r <= roundCount; r++) {
    const paired = valueOf(pairSwiss({ entrants, rounds, round: r }), `round ${r}`);
    expect(paired.round).toBe(r);
    check(paired, rounds);
    rounds.push(playRound(paired, random));
  }
  return rounds;
};
