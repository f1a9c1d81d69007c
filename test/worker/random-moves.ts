/** Seeded random move choice with the engine, as a player's client would do. */
import type { Game } from '../../src/engine/game.ts';

export { seededRandom } from '../seeded-random.ts';

/** A random legal move's notation; with `keepGoing`, one that does not end the game when there is such a move. */
export const randomMove = (
  game: Game,
  positionText: string,
  variant: string,
  random: () => number,
  keepGoing = false,
): string => {
  const position = game.parsePosition(positionText);
  if (!position.ok) throw new Error(position.error.message);
  let moves = game.legalMoves(position.value, variant);
  if (keepGoing) {
    const continuing = moves.filter((move) => {
      const played = game.play(position.value, variant, move);
      return played.ok && played.value.outcome === null;
    });
    if (continuing.length) moves = continuing;
  }
  const move = moves[Math.floor(random() * moves.length)];
  if (move === undefined) throw new Error('no legal move');
  return game.makeMove(position.value, move);
};
