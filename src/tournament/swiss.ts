/**
 * Swiss pairing: each round pairs entrants on equal points where it can, by one rule
 * stated as an ordered list of criteria (`swiss-criteria.ts`, docs/tournaments.md),
 * after the main principles of the FIDE Dutch system: score groups, top half against
 * bottom half, the lowest of a group floating down to the top of the next, no rematch,
 * at most one bye each, sides by preference.
 *
 * Rather than the Dutch system's long search through transpositions bracket by
 * bracket, the whole field is paired at once as a maximum-weight perfect matching
 * whose weights rank the criteria strictly: a rematch is made only when no pairing of
 * the whole field avoids one, and so on down the list. The same entrants and rounds
 * always give the same pairing.
 */
import { type Result, ok } from '../engine/result.ts';
import { checkField } from './field.ts';
import { checkRounds, historiesOf, pointsWithoutGame } from './history.ts';
import { maximumWeightMatching } from './matching.ts';
import { higherRankedSide, preferenceOf } from './side-preference.ts';
import { type Candidate, type RankedEntrant, weigh } from './swiss-criteria.ts';
import {
  BYE_POINTS,
  type Entrant,
  type EntrantId,
  type PairedRound,
  type Pairing,
  type PlayedRound,
  type TournamentError,
  tournamentFailure,
} from './types.ts';

export interface SwissRequest {
  /** Everyone who entered, withdrawn entrants too. */
  readonly entrants: readonly Entrant[];
  /** The rounds so far, every game finished. */
  readonly rounds: readonly PlayedRound[];
  /** The round to pair: the one after the last in `rounds`. */
  readonly round: number;
  /** Entrants not to pair this round (withdrawn). */
  readonly absent?: readonly EntrantId[];
  /** Pairs to keep apart where the field allows (one has blocked the other), either order. */
  readonly apart?: readonly (readonly [EntrantId, EntrantId])[];
}

export const pairSwiss = (request: SwissRequest): Result<PairedRound, TournamentError> => {
  const field = checkField(request.entrants);
  if (!field.ok) return field;
  const seeds = field.value;
  const known = new Set(seeds.map((entrant) => entrant.id));
  const rounds = checkRounds(request.rounds, known);
  if (!rounds.ok) return rounds;
  const next = request.rounds.length + 1;
  if (request.round < next)
    return tournamentFailure(
      'ERR_ROUND_ALREADY_PAIRED',
      `Round ${request.round} has already been paired; the next round to pair is round ${next}.`,
    );
  if (request.round > next)
    return tournamentFailure(
      'ERR_ROUND_NOT_NEXT',
      `Round ${request.round} cannot be paired before round ${next}; pair round ${next} first.`,
    );
  const unfinished = request.rounds.find((round) => round.games.some((game) => game.result === null));
  if (unfinished !== undefined)
    return tournamentFailure(
      'ERR_ROUND_UNFINISHED',
      `A game of round ${unfinished.round} is still being played; pair round ${next} when every game before it has ended.`,
    );
  const absent = new Set(request.absent ?? []);
  for (const id of absent)
    if (!known.has(id))
      return tournamentFailure('ERR_UNKNOWN_ENTRANT', `${id} is listed as absent but is not an entrant.`);
  const present = seeds.filter((entrant) => !absent.has(entrant.id));
  if (present.length < 2)
    return tournamentFailure(
      'ERR_TOO_FEW_ENTRANTS',
      `Only ${present.length} entrant${present.length === 1 ? ' is' : 's are'} still playing; a round needs two.`,
    );
  return ok(pairRound(request.round, present, request.rounds, apartOf(request.apart ?? [])));
};

/** Each entrant's set of those kept apart from them, both ways. */
const apartOf = (pairs: readonly (readonly [EntrantId, EntrantId])[]): ReadonlyMap<EntrantId, Set<EntrantId>> => {
  const sets = new Map<EntrantId, Set<EntrantId>>();
  const add = (from: EntrantId, to: EntrantId) => {
    const set = sets.get(from) ?? new Set<EntrantId>();
    set.add(to);
    sets.set(from, set);
  };
  for (const [a, b] of pairs) {
    add(a, b);
    add(b, a);
  }
  return sets;
};

const NONE: ReadonlySet<EntrantId> = new Set();

/** The field ranked for pairing: by points, then seed. */
const rankField = (
  seeds: readonly Entrant[],
  rounds: readonly PlayedRound[],
  apart: ReadonlyMap<EntrantId, ReadonlySet<EntrantId>>,
): RankedEntrant[] => {
  const histories = historiesOf(
    seeds.map((entrant) => entrant.id),
    rounds,
    BYE_POINTS.swiss,
  );
  const order = seeds
    .map((entrant, seed) => ({ entrant, seed, history: histories.get(entrant.id)! }))
    .sort((a, b) => b.history.points - a.history.points || a.seed - b.seed);
  return order.map(({ entrant, history }, rank) => {
    const group = order.filter((other) => other.history.points === history.points);
    return {
      id: entrant.id,
      rank,
      halfPoints: Math.round(history.points * 2),
      placeInGroup: group.findIndex((other) => other.entrant.id === entrant.id),
      groupSize: group.length,
      history,
      preference: preferenceOf(history.sides),
      byeLessBelow: order.slice(rank + 1).filter((other) => pointsWithoutGame(other.history) === 0).length,
      apart: apart.get(entrant.id) ?? NONE,
    };
  });
};

const pairRound = (
  round: number,
  present: readonly Entrant[],
  rounds: readonly PlayedRound[],
  apart: ReadonlyMap<EntrantId, ReadonlySet<EntrantId>>,
): PairedRound => {
  const ranked = rankField(present, rounds, apart);
  const odd = ranked.length % 2 === 1;
  // Vertices are the entrants in rank order, and for an odd field one more: the bye.
  const byeVertex = ranked.length;
  const ends: [number, number][] = [];
  const candidates: Candidate[] = [];
  for (let i = 0; i < ranked.length; i++) {
    for (let j = i + 1; j < ranked.length; j++) {
      ends.push([i, j]);
      candidates.push({ kind: 'game', higher: ranked[i]!, lower: ranked[j]! });
    }
    if (odd) {
      ends.push([i, byeVertex]);
      candidates.push({ kind: 'bye', entrant: ranked[i]! });
    }
  }
  const vertices = ranked.length + (odd ? 1 : 0);
  const weights = weigh(candidates, vertices / 2);
  const mate = maximumWeightMatching(
    vertices,
    ends.map(([a, b], k) => ({ a, b, weight: weights[k]! })),
    true,
  );
  let bye: EntrantId | null = null;
  const games: [RankedEntrant, RankedEntrant][] = [];
  for (let i = 0; i < ranked.length; i++) {
    const partner = mate[i]!;
    if (partner === byeVertex) bye = ranked[i]!.id;
    else if (partner > i) games.push([ranked[i]!, ranked[partner]!]);
  }
  games.sort(byBoard);
  const pairings = games.map(([higher, lower], board): Pairing => {
    const side = higherRankedSide(higher.history.sides, lower.history.sides, board + 1);
    return side === 'first' ? { first: higher.id, second: lower.id } : { first: lower.id, second: higher.id };
  });
  return { round, pairings, bye };
};

/** Board order: the higher score of the pair, then the pair's total, then the higher-ranked entrant's rank. */
const byBoard = ([a1, a2]: [RankedEntrant, RankedEntrant], [b1, b2]: [RankedEntrant, RankedEntrant]): number =>
  b1.halfPoints - a1.halfPoints || b1.halfPoints + b2.halfPoints - (a1.halfPoints + a2.halfPoints) || a1.rank - b1.rank;
