/**
 * Every game's evaluation (evaluation.ts), keyed by every GameId, so a new game without an
 * evaluation does not compile.
 */
import type { GameId } from '../engine/game-id.ts';
import { adixEvaluation } from './adix-evaluation.ts';
import { adomocEvaluation } from './adomoc-evaluation.ts';
import type { Evaluation } from './evaluation.ts';
import type { Level } from './levels.ts';

/** The evaluation a level searches with: its game's, or that one's `refined` where the level asks for it. */
export const evaluationFor = (game: GameId, level: Level): Evaluation => {
  const evaluation = EVALUATIONS[game];
  return level.refinedScore && evaluation.refined ? evaluation.refined : evaluation;
};

export const EVALUATIONS = {
  adomoc: adomocEvaluation as Evaluation,
  adix: adixEvaluation as Evaluation,
} satisfies Record<GameId, Evaluation>;
