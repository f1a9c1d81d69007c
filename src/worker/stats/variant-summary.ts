/**
 * A variant's statistics from its counters (db/variant-stats.ts): games finished, the
 * first player's score with a 95% interval, the draw rate, how games ended, and their
 * lengths' quartiles. Arithmetic over a few dozen rows, the same cost for any number of
 * games.
 */
import type { VariantStatRow } from '../db/schema.ts';

export interface Interval {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

export interface Quartiles {
  readonly min: number;
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
  readonly max: number;
}

export interface ScopeStats {
  readonly games: number;
  readonly firstWins: number;
  readonly secondWins: number;
  readonly draws: number;
  /** The first player's mean score (1 a win, ½ a draw), with its 95% interval; null before any game. */
  readonly firstScore: Interval | null;
  readonly drawRate: number | null;
  /** Games by how they ended (the result's reason), most first. */
  readonly endings: readonly { readonly reason: string; readonly games: number }[];
  /** Lengths in plies; null before any game. */
  readonly plies: Quartiles | null;
  /** How many games lasted each length, shortest first (the chart of lengths). */
  readonly lengths: readonly { readonly plies: number; readonly games: number }[];
}

/** Rated games whose players' mean rating before the game fell in one band (db/variant-stats.ts, BAND_WIDTH). */
export interface BandStats {
  /** The band's lowest rating: 1400 is 1400 to 1599. */
  readonly band: number;
  readonly games: number;
  readonly firstWins: number;
  readonly secondWins: number;
  readonly draws: number;
  readonly firstScore: Interval;
}

export interface VariantStats {
  readonly game: string;
  readonly variant: string;
  readonly all: ScopeStats;
  readonly rated: ScopeStats;
  /** Rated games by rating band, lowest first; counted when a game is rated, so a little after it ends. */
  readonly bands: readonly BandStats[];
}

/** 1.96: the normal distribution's 97.5th percentile, for a two-sided 95% interval. */
const Z95 = 1.96;

/**
 * The mean of per-game scores (1, ½, 0) with a normal-approximation interval from their
 * sample variance, clipped to [0, 1]: with draws the score is not a proportion, so a
 * binomial interval would be too wide.
 */
export const scoreInterval = (wins: number, draws: number, losses: number): Interval | null => {
  const n = wins + draws + losses;
  if (n === 0) return null;
  const mean = (wins + draws / 2) / n;
  const variance = (wins + draws / 4) / n - mean * mean;
  const half = n > 1 ? Z95 * Math.sqrt(Math.max(0, variance) / (n - 1)) : 0.5;
  return { value: mean, low: Math.max(0, mean - half), high: Math.min(1, mean + half) };
};

/** The value at quantile `q` of a histogram (value → games), interpolated between ranks (Hyndman and Fan's type 7). */
export const quantileOf = (histogram: readonly (readonly [value: number, count: number])[], q: number): number => {
  const sorted = [...histogram].sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  const at = (index: number): number => {
    let seen = 0;
    for (const [value, count] of sorted) {
      seen += count;
      if (index < seen) return value;
    }
    return sorted[sorted.length - 1]![0];
  };
  const position = q * (total - 1);
  const below = Math.floor(position);
  return at(below) + (at(Math.ceil(position)) - at(below)) * (position - below);
};

const scopeStats = (rows: readonly VariantStatRow[]): ScopeStats => {
  const count = (kind: string, key: string) => rows.find((row) => row.kind === kind && row.key === key)?.count ?? 0;
  const firstWins = count('result', 'first');
  const secondWins = count('result', 'second');
  const draws = count('result', 'draw');
  const games = firstWins + secondWins + draws;
  const lengths = rows
    .filter((row) => row.kind === 'length')
    .map((row) => [Number(row.key), row.count] as const)
    .sort(([a], [b]) => a - b);
  return {
    games,
    firstWins,
    secondWins,
    draws,
    firstScore: scoreInterval(firstWins, draws, secondWins),
    drawRate: games ? draws / games : null,
    endings: rows
      .filter((row) => row.kind === 'ending')
      .map((row) => ({ reason: row.key, games: row.count }))
      .sort((a, b) => b.games - a.games || a.reason.localeCompare(b.reason)),
    plies: games
      ? {
          min: quantileOf(lengths, 0),
          q1: quantileOf(lengths, 0.25),
          median: quantileOf(lengths, 0.5),
          q3: quantileOf(lengths, 0.75),
          max: quantileOf(lengths, 1),
        }
      : null,
    lengths: lengths.map(([plies, count]) => ({ plies, games: count })),
  };
};

const bandsOf = (rows: readonly VariantStatRow[]): BandStats[] => {
  const counts = new Map<number, { first: number; second: number; draw: number }>();
  for (const row of rows) {
    if (row.kind !== 'band') continue;
    const [band, result] = row.key.split(':') as [string, 'first' | 'second' | 'draw'];
    const entry = counts.get(Number(band)) ?? { first: 0, second: 0, draw: 0 };
    entry[result] += row.count;
    counts.set(Number(band), entry);
  }
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([band, { first, second, draw }]) => ({
      band,
      games: first + second + draw,
      firstWins: first,
      secondWins: second,
      draws: draw,
      firstScore: scoreInterval(first, draw, second)!,
    }));
};

export const variantStats = (game: string, variant: string, rows: readonly VariantStatRow[]): VariantStats => ({
  game,
  variant,
  all: scopeStats(rows.filter((row) => row.scope === 'all')),
  rated: scopeStats(rows.filter((row) => row.scope === 'rated' && row.kind !== 'band')),
  bands: bandsOf(rows),
});
