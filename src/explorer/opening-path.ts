/**
 * A finished game's way through the opening, as the explorer counts it: the key of each
 * position it reached in its first EXPLORER_PLIES plies with the move played from it,
 * then the position those moves led to. Replayed with the engine from the variant's usual
 * start, so the keys are those the explorer computes for a reader's moves
 * (explorer-place.ts).
 */
import type { Game } from '../engine/game.ts';
import { positionKey } from './position-key.ts';

/**
 * How many plies the explorer follows a game. Chosen by measurement (docs/explorer.md):
 * each ply is a row in two tables per game, and a game's end writes them in one batch.
 */
export const EXPLORER_PLIES = 20;

export interface OpeningStep {
  /** The position's key (position-key.ts). */
  readonly key: string;
  /** The move played from it in strict notation; null for the last position followed. */
  readonly move: string | null;
}

/**
 * The steps of a game from the usual start, one per position reached: at most
 * EXPLORER_PLIES moves, then the position they led to (its move null). Stops at the first move the engine does not accept (a game's
 * stored moves always are), so a damaged record counts only as far as it is legal.
 */
export const openingPath = <P, M>(
  game: Game<P, M>,
  variant: string,
  notation: readonly string[],
  plies = EXPLORER_PLIES,
): OpeningStep[] => {
  const steps: OpeningStep[] = [];
  let position = game.startPosition(variant);
  for (const text of notation.slice(0, plies)) {
    const key = positionKey(game.id, variant, game.makePosition(position));
    const move = game.parseMove(position, variant, text);
    if (!move.ok) break;
    const played = game.play(position, variant, move.value);
    if (!played.ok) break;
    steps.push({ key, move: game.makeMove(position, move.value) });
    position = played.value.position;
  }
  steps.push({ key: positionKey(game.id, variant, game.makePosition(position)), move: null });
  return steps;
};
