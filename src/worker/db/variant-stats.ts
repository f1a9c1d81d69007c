/**
 * The statistics counters of each game and variant (schema.ts, variantStatCounts): the
 * statements that count a game's end, sent in the batch that publishes it (history.ts),
 * and the read of a variant's counters. A game is counted once: each statement counts
 * only while D1's row of the game is not yet finished, and the same batch then finishes
 * it, so a batch sent twice, or a later change to a finished game, counts nothing.
 */
import { sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { GameOpening } from './explorer-counts.ts';
import { games, variantStatCounts } from './schema.ts';

/** A counter met again is raised by one: the conflict clause every counting statement shares. */
const RAISE_COUNT = {
  target: [
    variantStatCounts.game,
    variantStatCounts.variant,
    variantStatCounts.scope,
    variantStatCounts.kind,
    variantStatCounts.key,
  ],
  set: { count: sql`${variantStatCounts.count} + 1` },
};

/** What counting a game's end needs beyond its summary; null for a game not counted. */
export interface GameTally {
  /** The side that moved first: its win is `first` in the results. */
  readonly firstSide: string;
  /** Whether the game is rated (decided when it ends), so counted in the rated scope too. */
  readonly rated: boolean;
  /** Its way through the opening, for the explorer (explorer-counts.ts); absent: not explored. */
  readonly opening?: GameOpening | null;
}

export interface FinishedGame {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  readonly winner: string | null;
  readonly reason: string;
  readonly plies: number;
}

/** The game's result for the side that moved first. */
export const resultOf = (finished: Pick<FinishedGame, 'winner'>, tally: GameTally): 'first' | 'second' | 'draw' =>
  finished.winner === null ? 'draw' : finished.winner === tally.firstSide ? 'first' : 'second';

/** The counters a finished game raises, as [scope, kind, key]. */
export const countersOf = (
  finished: FinishedGame,
  tally: GameTally,
): (readonly ['all' | 'rated', 'result' | 'ending' | 'length', string])[] => {
  const result = resultOf(finished, tally);
  return (tally.rated ? (['all', 'rated'] as const) : (['all'] as const)).flatMap((scope) => [
    [scope, 'result', result] as const,
    [scope, 'ending', finished.reason] as const,
    [scope, 'length', String(finished.plies)] as const,
  ]);
};

/** The statements raising a finished game's counters, each only while D1 has not seen it finished. */
export const countingStatements = <S extends Record<string, unknown>>(
  db: DrizzleD1Database<S>,
  finished: FinishedGame,
  tally: GameTally,
) =>
  countersOf(finished, tally).map(([scope, kind, key]) =>
    db
      .insert(variantStatCounts)
      .select(
        // In the table's column order: game, variant, scope, kind, key, count.
        sql`SELECT ${finished.game}, ${finished.variant}, ${scope}, ${kind}, ${key}, 1
          WHERE NOT EXISTS (SELECT 1 FROM ${games} WHERE ${games.id} = ${finished.id} AND ${games.status} = 'finished')`,
      )
      .onConflictDoUpdate(RAISE_COUNT),
  );

/** Rating bands are this wide: a band is named by its lowest rating (1400: 1400 to 1599). */
export const BAND_WIDTH = 200;

/** What counting a rated game in its rating band needs; the band is the players' mean rating before it. */
export interface BandTally {
  readonly game: string;
  readonly variant: string;
  readonly meanRating: number;
  readonly result: 'first' | 'second' | 'draw';
}

export const bandOf = (meanRating: number): number => Math.floor(meanRating / BAND_WIDTH) * BAND_WIDTH;

/**
 * The statement counting a rated game in its band (`band` counters, keyed `1400:first`),
 * sent in the batch that writes the game's rating rows (ratings.ts): those rows' keys
 * refuse a second batch whole, so a game is counted in its band once.
 */
export const bandStatement = <S extends Record<string, unknown>>(db: DrizzleD1Database<S>, tally: BandTally) =>
  db
    .insert(variantStatCounts)
    .values({
      game: tally.game,
      variant: tally.variant,
      scope: 'rated',
      kind: 'band',
      key: `${bandOf(tally.meanRating)}:${tally.result}`,
      count: 1,
    })
    .onConflictDoUpdate(RAISE_COUNT);
