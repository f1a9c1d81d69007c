/** Seeded random move choice with the engine, as a player's client would do. */
import type { Game } from '../../src/engine/game.ts';

export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A random legal move's notation; with `keepGoing`, one that does not end the game when there is such a move. */
export const randomMove = (game: Game, positionText: string, variant: string, random: () => number, keepGoing = false): string => {
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
