/**
 * Levels 1 to 8: how much each looks and how much it blurs what it sees. Budgets are in
 * nodes (positions searched), so a level plays the same on a fast machine and a slow
 * one, and the same move for the same seed; a deadline may cut a search shorter.
 *
 * Levels 1 to 4 are the rungs a newcomer climbs: each sees a ply deeper or blurs less
 * than the one below. Levels 5 to 8 search fully, each with two and a half to four times
 * the budget of the one below. The branching is wide (70 to 110 moves), so a whole extra
 * ply costs about ten times the positions: the upper levels differ in how far a search
 * gets.
 */
export interface Level {
  readonly level: number;
  /** Deepest iteration. */
  readonly depth: number;
  /** Positions searched at most. */
  readonly nodes: number;
  /** Each root move's score is moved by up to this much, at random (by the seed). */
  readonly noise: number;
  /** The chance of choosing, on purpose, a plausible second-best move. */
  readonly slip: number;
  /**
   * How much worse than level a draw looks to it (search.ts): without it, a stronger
   * level shuffles into ADIX's thirty-ply draw against a weaker one instead of pressing.
   */
  readonly contempt: number;
}

export const LEVELS: readonly Level[] = [
  { level: 1, depth: 1, nodes: 400, noise: 120, slip: 0.3, contempt: 40 },
  { level: 2, depth: 1, nodes: 1_500, noise: 50, slip: 0.12, contempt: 40 },
  { level: 3, depth: 2, nodes: 3_000, noise: 40, slip: 0.1, contempt: 40 },
  { level: 4, depth: 3, nodes: 15_000, noise: 10, slip: 0.02, contempt: 40 },
  { level: 5, depth: 4, nodes: 40_000, noise: 0, slip: 0, contempt: 40 },
  { level: 6, depth: 6, nodes: 150_000, noise: 0, slip: 0, contempt: 40 },
  { level: 7, depth: 8, nodes: 500_000, noise: 0, slip: 0, contempt: 40 },
  { level: 8, depth: 64, nodes: 2_000_000, noise: 0, slip: 0, contempt: 40 },
];

export const DEFAULT_LEVEL = 4;
/**
 * The first level that neither blurs nor slips: where the computer's judgement must not
 * depend on its level (whether to take a draw it is offered).
 */
export const FULL_STRENGTH_LEVEL = LEVELS.find((level) => level.noise === 0 && level.slip === 0)!.level;
export const MIN_LEVEL = 1;
export const MAX_LEVEL = LEVELS.length;

export const levelOf = (level: number): Level => LEVELS[Math.min(Math.max(Math.round(level), 1), MAX_LEVEL) - 1]!;
