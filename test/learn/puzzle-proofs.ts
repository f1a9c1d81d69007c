/**
 * Re-proves every puzzle of a game by exhaustive search (src/ai/forced-win.ts): its line is
 * the only win of its length at each of the solver's turns, against every defence. One
 * test file per game, so the two games' proofs run side by side.
 */
import { expect, it } from 'vitest';
import { EVALUATIONS } from '../../src/ai/evaluations.ts';
import { proveWinningLine } from '../../src/ai/forced-win.ts';
import type { Game } from '../../src/engine/game.ts';
import type { GameId } from '../../src/engine/game-id.ts';
import { GAME_ENGINES } from '../../src/engine/games.ts';
import { PUZZLES } from '../../src/learn/puzzle-sets.ts';

export const provePuzzlesOf = (id: GameId): void => {
  const game = GAME_ENGINES[id] as Game;
  it.each(PUZZLES[id].map((puzzle) => ({ name: puzzle.id, puzzle })))(
    '$name: its line is the only forced win of its length at each of the solver’s turns',
    ({ puzzle }) => {
      const start = game.parsePosition(puzzle.position);
      if (!start.ok) throw new Error(`${puzzle.position}: ${start.error.message}`);
      expect(game.makePosition(start.value)).toBe(puzzle.position);
      const proof = proveWinningLine(
        game,
        puzzle.variant ?? game.defaultVariant,
        start.value,
        puzzle.solution,
        EVALUATIONS[id].orderHint,
      );
      expect(proof).toMatchObject({ ok: true });
    },
  );
};
