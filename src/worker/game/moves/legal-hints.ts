/**
 * The legal moves of the piece a rejected move was about, so an answer can say what
 * would have been legal. Found by asking the engine, never by reading notation here:
 * the piece is the movable square named first in the player's text.
 */
import type { Game } from '../../../engine/game.ts';

const HINT_LIMIT = 24;

export const legalMovesNear = (game: Game, position: unknown, variant: string, text: string): string[] => {
  const lower = text.toLowerCase();
  let best: { square: string; at: number } | null = null;
  for (const square of game.movableSquares(position, variant)) {
    const at = lower.indexOf(square.toLowerCase());
    if (at < 0) continue;
    if (!best || at < best.at || (at === best.at && square.length > best.square.length)) best = { square, at };
  }
  if (!best) return [];
  const notations = game
    .targetsFrom(position, variant, best.square)
    .flatMap((target) => target.options.map((option) => option.notation));
  return [...new Set(notations)].slice(0, HINT_LIMIT);
};
