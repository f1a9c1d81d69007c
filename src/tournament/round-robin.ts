/**
 * Round robins by the Berger tables (FIDE Handbook C.05, Annex 1): the entrants take
 * seed numbers 1…n by rating (then id); an odd field gets a dummy seed n + 1, and the
 * entrant drawn against it has the round's bye. With an even count N (n or n + 1) there
 * are N − 1 rounds, and the tables follow from two facts about them:
 *
 * - in round r, seed N meets the seed s with 2s ≡ r + 1 (mod N − 1), and seeds s + k and
 *   s − k meet for k = 1…N/2 − 1 (seeds counted 1…N − 1 round the cycle), on board k + 1;
 * - of two seeds below N, the one from which the other is an odd number of steps
 *   ahead (mod N − 1) moves first; seed N moves second in odd rounds, first in even ones.
 *
 * So each seed below N moves first in exactly half its games against the others, plus
 * its one game with seed N: first and second counts differ by at most one. A double
 * round robin plays the tables twice, sides swapped the second time, so every entrant
 * moves first exactly as often as second.
 */
import { type Result, ok } from '../engine/result.ts';
import { checkField } from './field.ts';
import type { Entrant, EntrantId, PairedRound, Pairing, TournamentError } from './types.ts';
import { tournamentFailure } from './types.ts';

export type Cycles = 1 | 2;

/** Residues 1…m rather than 0…m − 1, as the tables number seeds. */
const residue = (value: number, m: number): number => ((((value - 1) % m) + m) % m) + 1;

/** The games of round `round` (1…N − 1) among seeds 1…N (N even), as seed pairs [first, second], in board order. */
export const bergerRound = (seeds: number, round: number): [number, number][] => {
  const m = seeds - 1;
  // The seed s with 2s ≡ round + 1 (mod m) meets seed N; seeds s + k and s − k meet each other.
  const self = residue((round + 1) * ((m + 1) / 2), m);
  const games: [number, number][] = [round % 2 === 1 ? [self, seeds] : [seeds, self]];
  for (let k = 1; k <= (m - 1) / 2; k++) {
    const a = residue(self + k, m);
    const b = residue(self - k, m);
    games.push(residue(b - a, m) % 2 === 1 ? [a, b] : [b, a]);
  }
  return games;
};

/**
 * Every round of a round robin among `entrants`, once (`cycles` 1) or twice (2).
 * Refuses a field of fewer than three, a repeated id, or another number of cycles.
 */
export const roundRobin = (
  entrants: readonly Entrant[],
  cycles: Cycles = 1,
): Result<PairedRound[], TournamentError> => {
  if (cycles !== 1 && cycles !== 2)
    return tournamentFailure('ERR_CYCLES', `A round robin is played once or twice through, not ${cycles} times.`);
  const field = checkField(entrants);
  if (!field.ok) return field;
  const ids = field.value.map((entrant) => entrant.id);
  const seeds = ids.length % 2 === 0 ? ids.length : ids.length + 1;
  const idOf = (seed: number): EntrantId | null => ids[seed - 1] ?? null;
  const rounds: PairedRound[] = [];
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (let r = 1; r < seeds; r++) {
      const pairings: Pairing[] = [];
      let bye: EntrantId | null = null;
      for (const [a, b] of bergerRound(seeds, r)) {
        const first = idOf(cycle === 0 ? a : b);
        const second = idOf(cycle === 0 ? b : a);
        if (first === null) bye = second;
        else if (second === null) bye = first;
        else pairings.push({ first, second });
      }
      rounds.push({ round: rounds.length + 1, pairings, bye });
    }
  }
  return ok(rounds);
};
