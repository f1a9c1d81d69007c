/**
 * A match between two engine programs in one game and variant: pairs of games from seeded
 * random openings, each opening played twice with sides swapped, `jobs` pairs at a time
 * (each on its own two programs), until the SPRT decides or the pairs run out. Results are
 * counted for the candidate, per game and per pair (match-statistics.ts).
 */
import type { Game } from '../../engine/game.ts';
import { EngineProcess } from '../bot/engine-process.ts';
import { type MatchGameResult, type MatchSeat, type MoveLimit, playMatchGame } from './match-game.ts';
import { type SprtBounds, type SprtVerdict, logLikelihoodRatio, sprtVerdict } from './match-statistics.ts';
import { randomOpening } from './openings.ts';

/** One engine program: its name in reports, how to start it, the level it plays at. */
export interface MatchEngine {
  readonly name: string;
  readonly command: readonly string[];
  readonly level: number;
}

export interface MatchSettings {
  readonly game: Game;
  readonly variant: string;
  readonly candidate: MatchEngine;
  readonly reference: MatchEngine;
  readonly limit: MoveLimit;
  readonly maxPlies: number;
  readonly timeoutMs: number;
  readonly openingPlies: number;
  /** Pairs at most (the SPRT may stop it sooner). */
  readonly pairs: number;
  /** The first pair's number (its opening's seed): runs of different pairs add up to one match. */
  readonly firstPair?: number;
  /** Pairs played at once. */
  readonly jobs: number;
  readonly sprt: SprtBounds;
  /**
   * Pairs played before the SPRT may stop the match: over a few pairs the approximation's
   * variance is too small to trust (one drawn pair, with fishtest's floor of 0.001 on the
   * other counts, already "accepts" H0).
   */
  readonly minPairs: number;
  /** Told of every game as it ends. */
  readonly onGame?: (game: FinishedGame) => void;
}

export interface FinishedGame {
  readonly pair: number;
  /** Whether the candidate had the game's first side. */
  readonly candidateFirst: boolean;
  /** The candidate's score: 1, ½ or 0. */
  readonly score: number;
  readonly result: MatchGameResult;
  readonly opening: string;
}

export interface MatchTally {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Pairs that scored 0, ½, 1, 1½ and 2 for the candidate. */
  readonly pairs: readonly number[];
  /** Every game lost by an illegal move, an error or time, and why. */
  readonly forfeits: readonly string[];
  /** Games drawn at the ply cap rather than by the rules. */
  readonly capped: number;
}

export interface MatchOutcome {
  readonly tally: MatchTally;
  readonly llr: number;
  readonly verdict: SprtVerdict;
}

const seatOf = (engine: MatchEngine): MatchSeat => {
  const start = () => new EngineProcess(engine.command);
  return { name: engine.name, engine: start(), restart: start, level: engine.level };
};

export const runMatch = async (settings: MatchSettings): Promise<MatchOutcome> => {
  const { game, variant } = settings;
  const tally = { wins: 0, draws: 0, losses: 0, pairs: [0, 0, 0, 0, 0], forfeits: [] as string[], capped: 0 };
  let verdict: SprtVerdict = 'undecided';
  const first = settings.firstPair ?? 0;
  let next = first;
  let played = 0;
  const llr = () => logLikelihoodRatio(tally.pairs, settings.sprt.elo0, settings.sprt.elo1);

  const playPair = async (pair: number, candidate: MatchSeat, reference: MatchSeat): Promise<void> => {
    const opening = randomOpening(game, variant, pair, settings.openingPlies);
    const common = {
      game,
      variant,
      opening,
      limit: settings.limit,
      maxPlies: settings.maxPlies,
      timeoutMs: settings.timeoutMs,
    };
    let pairPoints = 0;
    for (const candidateFirst of [true, false]) {
      const result = await playMatchGame(common, candidateFirst ? [candidate, reference] : [reference, candidate]);
      const score = candidateFirst ? result.firstScore : 1 - result.firstScore;
      pairPoints += score * 2;
      if (score === 1) tally.wins++;
      else if (score === 0) tally.losses++;
      else tally.draws++;
      if (result.forfeit) tally.forfeits.push(result.forfeit);
      if (result.capped) tally.capped++;
      settings.onGame?.({ pair, candidateFirst, score, result, opening: game.makePosition(opening as never) });
    }
    tally.pairs[pairPoints]!++;
  };

  const slot = async (): Promise<void> => {
    const candidate = seatOf(settings.candidate);
    const reference = seatOf(settings.reference);
    try {
      while (verdict === 'undecided' && next < first + settings.pairs) {
        await playPair(next++, candidate, reference);
        played++;
        if (played >= settings.minPairs) verdict = sprtVerdict(llr(), settings.sprt);
      }
    } finally {
      candidate.engine.stop();
      reference.engine.stop();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(settings.jobs, settings.pairs)) }, slot));
  return { tally, llr: llr(), verdict: played >= settings.minPairs ? sprtVerdict(llr(), settings.sprt) : 'undecided' };
};
