/**
 * The criteria a Swiss pairing is judged by, most important first. Each gives every
 * possible game (and every possible bye) a penalty; the pairing chosen is the one whose
 * total penalty is smallest on the first criterion, then on the second among those, and
 * so on (docs/tournaments.md says the same in words for players).
 */
import { type EntrantHistory, pointsWithoutGame } from './history.ts';
import { type SidePreference, preferencesClash, strengthRank } from './side-preference.ts';
import type { EntrantId } from './types.ts';

/** An entrant as the pairing sees them: where they stand and what they have played. */
export interface RankedEntrant {
  readonly id: EntrantId;
  /** 0 for the leader: by points, then seed (rating, then id). */
  readonly rank: number;
  /** Points doubled, so that scores are whole numbers. */
  readonly halfPoints: number;
  /** Place within the score group (those on the same points), 0 first, and the group's size. */
  readonly placeInGroup: number;
  readonly groupSize: number;
  readonly history: EntrantHistory;
  readonly preference: SidePreference;
  /** How many entrants ranked below this one have had no point without a game (a bye or a forfeit win). */
  readonly byeLessBelow: number;
  /** The entrants this one is kept apart from (one has blocked the other). */
  readonly apart: ReadonlySet<EntrantId>;
}

/** A possible game (higher-ranked entrant first) or a possible bye. */
export type Candidate =
  | { readonly kind: 'game'; readonly higher: RankedEntrant; readonly lower: RankedEntrant }
  | { readonly kind: 'bye'; readonly entrant: RankedEntrant };

export interface Criterion {
  readonly name: string;
  readonly penalty: (candidate: Candidate) => number;
}

const game =
  (penalty: (higher: RankedEntrant, lower: RankedEntrant) => number) =>
  (candidate: Candidate): number =>
    candidate.kind === 'game' ? penalty(candidate.higher, candidate.lower) : 0;

const bye =
  (penalty: (entrant: RankedEntrant) => number) =>
  (candidate: Candidate): number =>
    candidate.kind === 'bye' ? penalty(candidate.entrant) : 0;

export const SWISS_CRITERIA: readonly Criterion[] = [
  // First of all: two players of whom one blocked the other meet only when no pairing of
  // the whole field keeps every such pair apart (docs/tournaments.md).
  { name: 'no pairing across a block', penalty: game((a, b) => (a.apart.has(b.id) ? 1 : 0)) },
  { name: 'no rematch', penalty: game((a, b) => (a.history.opponents.has(b.id) ? 1 : 0)) },
  // A forfeit win was a point without a game too (FIDE: no bye after one).
  { name: 'no second bye', penalty: bye((entrant) => (pointsWithoutGame(entrant.history) > 0 ? 1 : 0)) },
  {
    name: 'no clash of absolute side preferences',
    penalty: game((a, b) =>
      a.preference.strength === 'absolute' &&
      b.preference.strength === 'absolute' &&
      preferencesClash(a.preference, b.preference)
        ? 1
        : 0,
    ),
  },
  { name: 'the bye to the lowest-ranked entrant without one', penalty: bye((entrant) => entrant.byeLessBelow) },
  { name: 'equal scores', penalty: game((a, b) => (a.halfPoints - b.halfPoints) ** 2) },
  {
    name: 'side preferences granted',
    penalty: game((a, b) =>
      preferencesClash(a.preference, b.preference)
        ? Math.min(strengthRank(a.preference.strength), strengthRank(b.preference.strength))
        : 0,
    ),
  },
  {
    name: 'top half against bottom half',
    penalty: game((a, b) =>
      a.halfPoints === b.halfPoints
        ? Math.abs(b.placeInGroup - a.placeInGroup - Math.floor(a.groupSize / 2))
        : a.groupSize - 1 - a.placeInGroup + b.placeInGroup,
    ),
  },
];

/**
 * One weight per candidate, so that a maximum-weight perfect matching minimises the
 * criteria in order: each criterion's penalty is scaled past the largest total the
 * criteria below it could reach over `pairs` pairs.
 */
export const weigh = (candidates: readonly Candidate[], pairs: number): bigint[] => {
  const penalties = candidates.map((candidate) =>
    SWISS_CRITERIA.map((criterion) => BigInt(criterion.penalty(candidate))),
  );
  const scales: bigint[] = new Array(SWISS_CRITERIA.length);
  let scale = 1n;
  for (let c = SWISS_CRITERIA.length - 1; c >= 0; c--) {
    scales[c] = scale;
    let largest = 0n;
    for (const row of penalties) if (row[c]! > largest) largest = row[c]!;
    scale *= largest * BigInt(pairs) + 1n;
  }
  // `scale` now exceeds any pairing's total penalty, so every weight is positive.
  return penalties.map((row) => row.reduce((weight, penalty, c) => weight - penalty * scales[c]!, scale));
};
