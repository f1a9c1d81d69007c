/**
 * The search as steps (src/ai/search.ts `searchSteps`): paused wherever it is asked to,
 * including inside the quiescence search (which pauses once it is back in negamax), it
 * finds what the search run whole finds.
 */
import { describe, expect, test } from 'vitest';
import { EVALUATIONS, search } from '../../../src/ai/index.ts';
import { searchSteps } from '../../../src/ai/search.ts';
import { GAMES } from '../../../src/engine/games.ts';

describe.each(['adomoc', 'adix'] as const)('%s', (gameId) => {
  test('paused at every chance, it plays, scores and counts as the search run whole', () => {
    const game = GAMES.get(gameId)!;
    const variant = game.defaultVariant;
    const start = game.startPosition(variant);
    const options = { limits: { nodes: 30_000 } };
    const whole = search(game, EVALUATIONS[gameId], variant, start, options);
    const steps = searchSteps(game, EVALUATIONS[gameId], variant, start, { ...options, pause: () => true });
    let pauses = 0;
    for (;;) {
      const step = steps.next();
      if (step.done) {
        expect({ move: step.value.notation, score: step.value.score, nodes: step.value.nodes }).toEqual({
          move: whole.notation,
          score: whole.score,
          nodes: whole.nodes,
        });
        break;
      }
      pauses++;
    }
    // Asked every 128 positions; asks inside one quiescence search pause once.
    expect(pauses).toBeGreaterThan(whole.nodes / 128 / 4);
  });
});
