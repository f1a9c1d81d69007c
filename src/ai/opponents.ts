/**
 * Simple players for measuring the computer against: one that moves at random, and a
 * greedy one that takes any winning move, else the move that leaves it the most material.
 */
import type { Game } from '../engine/game.ts';
import type { GameId } from '../engine/game-id.ts';
import { EVALUATIONS } from './evaluations.ts';
import type { Seeded } from './seeded.ts';

export const randomMove = <P, M>(game: Game<P, M>, position: P, variant: string, random: Seeded): M => {
  const moves = game.legalMoves(position, variant);
  return moves[random.below(moves.length)]!;
};

export const greedyMove = <P, M>(game: Game<P, M>, position: P, variant: string, random: Seeded): M => {
  const evaluation = EVALUATIONS[game.id as GameId];
  const mover = game.toMove(position);
  let best: M[] = [];
  let bestScore = -Infinity;
  for (const move of game.legalMoves(position, variant)) {
    const played = game.play(position, variant, move);
    if (!played.ok) continue;
    const outcome = played.value.outcome;
    const score = outcome
      ? outcome.winner === mover
        ? Infinity
        : outcome.winner === null
          ? 0
          : -1e9
      : -evaluation.material(played.value.position as never, variant);
    if (score > bestScore) {
      bestScore = score;
      best = [move];
    } else if (score === bestScore) best.push(move);
  }
  return best[random.below(best.length)]!;
};
