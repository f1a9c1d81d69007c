/**
 * Games played at random from a seed, both games, for what needs many real positions:
 * the palette the pictures share, the comparison with resvg's pictures, the benchmark.
 */
import type { Game } from '../../src/engine/game.ts';
import { GAMES } from '../../src/engine/games.ts';
import { moveSquares } from '../../src/render/board-svg.ts';
import { seededRandom } from '../../test/seeded-random.ts';

export interface SamplePly {
  readonly game: string;
  readonly ply: number;
  readonly position: string;
  /** The last move's squares, as the pictures highlight them. */
  readonly highlight: readonly string[];
  readonly lastMove: string | null;
}

/** A game of `game` played at random to `plies` (or its end): every position from the start. */
export const sampleGame = (game: string, plies: number, seed: number): SamplePly[] => {
  const engine = GAMES.get(game) as Game | undefined;
  if (!engine) throw new Error(`no game "${game}"`);
  const random = seededRandom(seed);
  const variant = engine.defaultVariant;
  let position = engine.startPosition(variant);
  const out: SamplePly[] = [{ game, ply: 0, position: engine.makePosition(position), highlight: [], lastMove: null }];
  for (let ply = 1; ply <= plies && !engine.outcome(position, variant); ply++) {
    const moves = engine.legalMoves(position, variant);
    if (moves.length === 0) break;
    const move = moves[Math.floor(random() * moves.length)];
    const notation = engine.makeMove(position, move);
    const before = engine.makePosition(position);
    const played = engine.play(position, variant, move);
    if (!played.ok) throw new Error(played.error.message);
    position = played.value.position;
    out.push({
      game,
      ply,
      position: engine.makePosition(position),
      highlight: moveSquares(game, before, notation),
      lastMove: notation,
    });
  }
  return out;
};
