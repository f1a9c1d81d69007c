/**
 * Seeded random openings for matches between players: a few random legal moves from the
 * start, the same for both games of a pair (sides swapped), so that players without noise
 * do not play the same game over and over and each opening's bias counts for both.
 */
import { seeded } from '../../ai/seeded.ts';
import type { Game } from '../../engine/game.ts';

/** Whether the side to move has a move that ends the game at once. */
const endsAtOnce = (game: Game, variant: string, position: unknown): boolean =>
  game.legalMoves(position, variant).some((move) => {
    const played = game.play(position, variant, move);
    return played.ok && played.value.outcome !== null;
  });

/**
 * The position after `plies` random moves for pair `pair`: no move of it ends the game or
 * leaves the other side a win in one (a random ADIX opening could leave a captain en
 * prise, and the pair then went to whoever had White).
 */
export const randomOpening = (game: Game, variant: string, pair: number, plies: number): unknown => {
  const random = seeded(100_003 + pair);
  let position = game.startPosition(variant);
  for (let ply = 0; ply < plies; ply++) {
    const moves = game.legalMoves(position, variant).filter((move) => {
      const played = game.play(position, variant, move);
      return played.ok && played.value.outcome === null && !endsAtOnce(game, variant, played.value.position);
    });
    if (moves.length === 0) break;
    const played = game.play(position, variant, moves[random.below(moves.length)]!);
    if (!played.ok) break;
    position = played.value.position;
  }
  return position;
};
