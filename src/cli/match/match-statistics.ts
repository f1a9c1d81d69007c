/**
 * The statistics of a match between two engines, as fishtest computes them: the Elo
 * difference from the mean score with its 95% interval, and the log-likelihood ratio of a
 * sequential probability ratio test (SPRT) in its logistic-Elo approximation (the GSPRT of
 * fishtest's `stat_util.py`: LLR ≈ N (s1 − s0)(2μ − s0 − s1) / 2σ², with μ and σ² the mean
 * and variance of one result). Results are counted either per game (trinomial: losses,
 * draws, wins) or per pair of games from one opening with sides swapped (pentanomial: pairs
 * that scored 0, ½, 1, 1½ and 2), which counts the openings' own bias once, not twice.
 */

/** Counts of results from worst to best, evenly spaced from 0 to 1 (as fishtest writes them). */
export type ResultCounts = readonly number[];

/** A game's results: losses, draws, wins. */
export const trinomial = (wins: number, draws: number, losses: number): ResultCounts => [losses, draws, wins];

/**
 * The mean result and its variance over the counts. Every count is at least 0.001, as in
 * fishtest: a match without a loss (or a draw) yet still has a finite variance.
 */
export const resultStats = (
  counts: ResultCounts,
): { readonly n: number; readonly mean: number; readonly variance: number } => {
  const regular = counts.map((count) => Math.max(count, 1e-3));
  const n = regular.reduce((sum, count) => sum + count, 0);
  const value = (index: number) => index / (counts.length - 1);
  const mean = regular.reduce((sum, count, index) => sum + (value(index) * count) / n, 0);
  const variance = regular.reduce((sum, count, index) => sum + ((value(index) - mean) ** 2 * count) / n, 0);
  return { n, mean, variance };
};

/** The Elo difference a mean score stands for (logistic). */
export const eloOfScore = (score: number): number => -400 * Math.log10(1 / score - 1);

/** The expected score at an Elo difference (logistic). */
export const scoreOfElo = (elo: number): number => 1 / (1 + 10 ** (-elo / 400));

const Z95 = 1.959963984540054;

/** The Elo difference with its 95% interval (the score's normal interval, turned into Elo). */
export const eloInterval = (
  counts: ResultCounts,
): { readonly elo: number; readonly low: number; readonly high: number } => {
  const { n, mean, variance } = resultStats(counts);
  const margin = Z95 * Math.sqrt(variance / n);
  const clamp = (score: number) => Math.min(Math.max(score, 1e-6), 1 - 1e-6);
  return {
    elo: eloOfScore(clamp(mean)),
    low: eloOfScore(clamp(mean - margin)),
    high: eloOfScore(clamp(mean + margin)),
  };
};

/** The SPRT's hypotheses and error rates: H0 is "elo0 Elo", H1 "elo1 Elo". */
export interface SprtBounds {
  readonly elo0: number;
  readonly elo1: number;
  readonly alpha: number;
  readonly beta: number;
}

/** The log-likelihood ratio of H1 against H0 for these results (fishtest's LLR_logistic). */
export const logLikelihoodRatio = (counts: ResultCounts, elo0: number, elo1: number): number => {
  const { n, mean, variance } = resultStats(counts);
  const s0 = scoreOfElo(elo0);
  const s1 = scoreOfElo(elo1);
  return (n * (s1 - s0) * (2 * mean - s0 - s1)) / variance / 2;
};

export type SprtVerdict = 'H1' | 'H0' | 'undecided';

/** The LLR's limits: below the lower H0 is accepted, above the upper H1 (Wald's bounds). */
export const sprtLimits = (bounds: SprtBounds): { readonly lower: number; readonly upper: number } => ({
  lower: Math.log(bounds.beta / (1 - bounds.alpha)),
  upper: Math.log((1 - bounds.beta) / bounds.alpha),
});

export const sprtVerdict = (llr: number, bounds: SprtBounds): SprtVerdict => {
  const { lower, upper } = sprtLimits(bounds);
  return llr >= upper ? 'H1' : llr <= lower ? 'H0' : 'undecided';
};
