/**
 * The computer's score in words, for the first side: "Light is ahead (+1.2)", "Dark wins
 * in 3 moves". Said the same on the analysis board (src/web/analysis/engine-view.ts) and
 * in the opening explorer (src/worker/explorer).
 */
import type { Game } from '../engine/game.ts';

/** A forced result's score is within this many plies of a win (src/ai/search.ts). */
const WIN = 1_000_000;
const MAX_PLY = 64;

/** `score` is for the side to move, `toMove`, as the search gives it. */
export const scoreWords = (game: Game, toMove: string, score: number): string => {
  const [first, second] = game.sides;
  const forFirst = toMove === first.id ? score : -score;
  const leader = forFirst > 0 ? first.name : second.name;
  if (Math.abs(forFirst) >= WIN - MAX_PLY) {
    const plies = WIN - Math.abs(forFirst);
    const moves = Math.ceil(plies / 2);
    return `${leader} wins in ${moves} ${moves === 1 ? 'move' : 'moves'}`;
  }
  const pieces = Math.abs(forFirst) / 100;
  if (pieces < 0.2) return `Even (${forFirst >= 0 ? '+' : '−'}${pieces.toFixed(1)})`;
  return `${leader} is ahead (${forFirst > 0 ? '+' : '−'}${pieces.toFixed(1)})`;
};
