/** The computer player: pure, over the engine's game interface; runs anywhere the engine does. */
export type { Evaluation } from './evaluation.ts';
export { EVALUATIONS, evaluationFor } from './evaluations.ts';
export {
  DEFAULT_LEVEL,
  LEVELS,
  MAX_LEVEL,
  MIN_LEVEL,
  clampLevel,
  judgingLevel,
  levelOf,
  nodesOf,
  thinkingBudgetMs,
  type Level,
} from './levels.ts';
export { greedyMove, randomMove } from './opponents.ts';
export { think, thinkSteps, type ThinkOptions } from './player.ts';
export {
  CLOCK_EVERY,
  WIN,
  search,
  searchSteps,
  type SearchInfo,
  type SearchLimits,
  type SearchLine,
  type SearchResult,
} from './search.ts';
export { seeded, type Seeded } from './seeded.ts';
