/**
 * Finished games made up for the records bench: legal games played by the engine from
 * the usual start with a seeded choice that favours the first moves of the list, so some
 * openings are popular and most games soon go their own way, as among people. Each has a
 * result, an ending, a length, and (for most) the players' mean rating.
 */
import type { Game } from '../../src/engine/game.ts';

export interface GeneratedGame {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  readonly moves: readonly string[];
  readonly winner: string | null;
  readonly reason: string;
  readonly endedAt: number;
  /** The players' mean rating before the game; null for a game not rated. */
  readonly rating: number | null;
}

/** A small seeded generator (a linear congruential one): the same seed, the same games. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
};

export const generateGames = <P, M>(
  game: Game<P, M>,
  variant: string,
  count: number,
  options: { readonly from: number; readonly seed: number; readonly prefix: string; readonly plies?: number },
): GeneratedGame[] => {
  const random = seededRandom(options.seed);
  const [first, second] = game.sides;
  const games: GeneratedGame[] = [];
  for (let n = 0; n < count; n++) {
    let position = game.startPosition(variant);
    const moves: string[] = [];
    const length = options.plies ?? 8 + Math.floor(random() * 40);
    let outcome = null;
    while (moves.length < length && !outcome) {
      const legal = game.legalMoves(position, variant);
      if (!legal.length) break;
      // Cubed, so the first few moves of the list are played far more often than the rest.
      const move = legal[Math.floor(random() ** 3 * legal.length)]!;
      moves.push(game.makeMove(position, move));
      const played = game.play(position, variant, move);
      if (!played.ok) break;
      position = played.value.position;
      outcome = played.value.outcome;
    }
    const roll = random();
    const ended = outcome ?? {
      winner: roll < 0.1 ? null : roll < 0.55 ? first.id : second.id,
      reason: roll < 0.1 ? 'agreement' : roll < 0.9 ? 'resignation' : 'time',
    };
    games.push({
      id: `${options.prefix}${String(n).padStart(7, '0')}`,
      game: game.id,
      variant,
      moves,
      winner: ended.winner,
      reason: ended.reason,
      endedAt: options.from + n * 60_000,
      rating: random() < 0.7 ? Math.round(1100 + random() * 1000) : null,
    });
  }
  return games;
};
