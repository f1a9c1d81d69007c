/**
 * Standings from the rounds so far, games in progress included (they count nothing
 * until they end). Points: a win 1, a draw ½, a loss 0, a bye as `BYE_POINTS` says
 * (1 in a Swiss, 0 in a round robin). Ties on points are broken, in order, by:
 *
 * - round robin: Sonneborn–Berger, then direct encounter;
 * - Swiss: Buchholz, Buchholz cut 1, Sonneborn–Berger, then direct encounter.
 *
 * Sonneborn–Berger: the points of every opponent beaten plus half the points of every
 * opponent drawn with (a bye adds nothing). Buchholz: the sum of the opponents' points,
 * with a bye counting as an opponent on the entrant's own points; cut 1 leaves out the
 * smallest of those. A forfeited game (never played) counts as a bye does in both, for
 * either entrant, and is not a direct encounter: FIDE's rule for unplayed games. Direct encounter: among entrants still level, when every two of
 * them have finished a game together, the points each scored in those games. Entrants
 * level after all of it share a place and are listed by rating, then id.
 */
import { type Result, ok } from '../engine/result.ts';
import { checkField } from './field.ts';
import { checkRounds, historiesOf, pointsFor } from './history.ts';
import {
  BYE_POINTS,
  type Entrant,
  type EntrantId,
  type PlayedRound,
  type TournamentError,
  type TournamentSystem,
} from './types.ts';

export const TIE_BREAKS = ['sonneborn-berger', 'buchholz', 'buchholz-cut-1', 'direct-encounter'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

export const TIE_BREAK_ORDER: Readonly<Record<TournamentSystem, readonly TieBreak[]>> = {
  'round-robin': ['sonneborn-berger', 'direct-encounter'],
  swiss: ['buchholz', 'buchholz-cut-1', 'sonneborn-berger', 'direct-encounter'],
};

export interface Standing {
  readonly entrant: EntrantId;
  /** 1 for the leader; entrants level on points and every tie-break share a place. */
  readonly place: number;
  readonly points: number;
  /** Finished games, forfeited ones left out. */
  readonly played: number;
  readonly byes: number;
  readonly sonnebornBerger: number;
  readonly buchholz: number;
  readonly buchholzCut1: number;
  /** Points against the others level with this entrant, or null when direct encounter did not apply. */
  readonly directEncounter: number | null;
}

export interface StandingsRequest {
  readonly system: TournamentSystem;
  /** Everyone who entered, withdrawn entrants too. */
  readonly entrants: readonly Entrant[];
  readonly rounds: readonly PlayedRound[];
}

interface Finished {
  readonly opponent: EntrantId;
  readonly score: number;
}

type Tally = Omit<Standing, 'place' | 'directEncounter'>;

export const standings = (request: StandingsRequest): Result<Standing[], TournamentError> => {
  const field = checkField(request.entrants);
  if (!field.ok) return field;
  const seeds = field.value;
  const ids = seeds.map((entrant) => entrant.id);
  const checked = checkRounds(request.rounds, new Set(ids));
  if (!checked.ok) return checked;

  const histories = historiesOf(ids, request.rounds, BYE_POINTS[request.system]);
  const points = (id: EntrantId) => histories.get(id)!.points;
  const finished = finishedGames(ids, request.rounds);
  const unplayed = forfeitedGames(request.rounds);
  const tallies = new Map<EntrantId, Tally>(
    ids.map((id) => {
      const games = finished.get(id)!;
      const byes = histories.get(id)!.byes;
      const contributions = [
        ...games.map((game) => points(game.opponent)),
        ...new Array<number>(byes + (unplayed.get(id) ?? 0)).fill(points(id)),
      ];
      const buchholz = sum(contributions);
      return [
        id,
        {
          entrant: id,
          points: points(id),
          played: games.length,
          byes,
          sonnebornBerger: sum(games.map((game) => game.score * points(game.opponent))),
          buchholz,
          buchholzCut1: contributions.length === 0 ? 0 : buchholz - Math.min(...contributions),
        },
      ];
    }),
  );

  const order = TIE_BREAK_ORDER[request.system].filter((tieBreak) => tieBreak !== 'direct-encounter');
  const key = (tally: Tally): number[] => [tally.points, ...order.map((tieBreak) => tieBreakValue(tally, tieBreak))];
  const seedOf = new Map(ids.map((id, seed) => [id, seed]));
  const ranked = [...tallies.values()].sort(
    (a, b) => compareKeys(key(b), key(a)) || seedOf.get(a.entrant)! - seedOf.get(b.entrant)!,
  );

  // Direct encounter, group by group of entrants level on everything before it.
  const rows: (Tally & { directEncounter: number | null })[] = [];
  for (let start = 0; start < ranked.length; ) {
    let end = start + 1;
    while (end < ranked.length && compareKeys(key(ranked[end]!), key(ranked[start]!)) === 0) end++;
    const group = ranked.slice(start, end);
    const encounters = group.length > 1 ? directEncounters(group, finished) : null;
    const withEncounters = group.map((tally) => ({
      ...tally,
      directEncounter: encounters?.get(tally.entrant) ?? null,
    }));
    withEncounters.sort((a, b) => (b.directEncounter ?? 0) - (a.directEncounter ?? 0));
    rows.push(...withEncounters);
    start = end;
  }

  const fullKey = (row: (typeof rows)[number]) => [...key(row), row.directEncounter ?? 0];
  let place = 1;
  return ok(
    rows.map((row, index) => {
      if (index > 0 && compareKeys(fullKey(row), fullKey(rows[index - 1]!)) !== 0) place = index + 1;
      return { ...row, place };
    }),
  );
};

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

const compareKeys = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

const tieBreakValue = (tally: Tally, tieBreak: Exclude<TieBreak, 'direct-encounter'>): number =>
  tieBreak === 'sonneborn-berger'
    ? tally.sonnebornBerger
    : tieBreak === 'buchholz'
      ? tally.buchholz
      : tally.buchholzCut1;

/** How many forfeited games (won or lost, never played) each entrant has. */
const forfeitedGames = (rounds: readonly PlayedRound[]): Map<EntrantId, number> => {
  const counts = new Map<EntrantId, number>();
  for (const round of rounds)
    for (const game of round.games)
      if (game.forfeited) for (const id of [game.first, game.second]) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

/** Each entrant's finished games, forfeited ones left out: the opponent and the points the entrant scored. */
const finishedGames = (ids: readonly EntrantId[], rounds: readonly PlayedRound[]): Map<EntrantId, Finished[]> => {
  const games = new Map<EntrantId, Finished[]>(ids.map((id) => [id, []]));
  for (const round of rounds)
    for (const game of round.games) {
      if (game.result === null || game.forfeited) continue;
      games.get(game.first)!.push({ opponent: game.second, score: pointsFor(game.result, 'first') });
      games.get(game.second)!.push({ opponent: game.first, score: pointsFor(game.result, 'second') });
    }
  return games;
};

/** Points scored in finished games among `group`, or null unless every two of them have finished one. */
const directEncounters = (
  group: readonly Tally[],
  finished: ReadonlyMap<EntrantId, readonly Finished[]>,
): Map<EntrantId, number> | null => {
  const members = new Set(group.map((tally) => tally.entrant));
  const result = new Map<EntrantId, number>();
  for (const { entrant } of group) {
    const among = finished.get(entrant)!.filter((game) => members.has(game.opponent));
    if (new Set(among.map((game) => game.opponent)).size !== members.size - 1) return null;
    result.set(entrant, sum(among.map((game) => game.score)));
  }
  return result;
};
