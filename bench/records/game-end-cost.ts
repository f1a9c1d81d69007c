/**
 * What the explorer adds to a game's end: the object's replay of the opening
 * (src/explorer/opening-path.ts) and the D1 batch that publishes the end
 * (src/worker/db/history.ts `publishHistory`, the Worker's own code, run over the seeded
 * SQLite file by sqlite-d1.ts) with the explorer's rows beside the same batch without
 * them, for each number of plies followed, interleaved game by game so a busy moment of
 * the machine weighs on every depth alike.
 */
import { GAMES } from '../../src/engine/games.ts';
import { openingPath } from '../../src/explorer/opening-path.ts';
import { publishHistory, type GameSummary } from '../../src/worker/db/history.ts';
import { generateGames, type GeneratedGame } from './generated-games.ts';
import { sqliteD1 } from './sqlite-d1.ts';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const summaryOf = (game: GeneratedGame, id: string, firstSide: string, opening: GameSummary['tally']): GameSummary => ({
  id,
  game: game.game,
  variant: game.variant,
  players: '{}',
  status: 'finished',
  ply: game.moves.length,
  moveNumber: Math.floor(game.moves.length / 2) + 1,
  toMove: null,
  winner: game.winner,
  reason: game.reason,
  score: null,
  createdAt: game.endedAt - 86_400_000,
  updatedAt: game.endedAt,
  origin: 'http://127.0.0.1',
  deadline: null,
  version: 3,
  public: true,
  start: null,
  seats: [],
  tally: opening ?? { firstSide, rated: true },
});

export const gameEndCost = async (file: string, gameId: string, variant: string, depths: readonly number[]) => {
  const engine = GAMES.get(gameId)!;
  const firstSide = engine.sides[0].id;
  const games = generateGames(engine, variant, 80, { from: Date.now(), seed: 99, prefix: `end${gameId}`, plies: 60 });
  const { d1, close } = sqliteD1(file);
  const without: number[] = [];
  const replay = new Map(depths.map((depth) => [depth, [] as number[]]));
  const batch = new Map(depths.map((depth) => [depth, [] as number[]]));
  for (const [index, game] of games.entries()) {
    let started = performance.now();
    await publishHistory(d1, summaryOf(game, `${game.id}n`, firstSide, null), []);
    if (index >= 10) without.push(performance.now() - started);
    for (const depth of depths) {
      started = performance.now();
      const steps = openingPath(engine, variant, game.moves, depth);
      const replayed = performance.now() - started;
      started = performance.now();
      await publishHistory(
        d1,
        summaryOf(game, `${game.id}d${depth}`, firstSide, { firstSide, rated: true, opening: { steps, rating: 1500 } }),
        [],
      );
      // The first games warm the code and SQLite's cache.
      if (index >= 10) {
        replay.get(depth)!.push(replayed);
        batch.get(depth)!.push(performance.now() - started);
      }
    }
  }
  close();
  const base = median(without);
  return depths.map((depth) => ({
    game: gameId,
    plies: depth,
    batchWithoutExplorerMs: Number(base.toFixed(3)),
    batchWithExplorerMs: Number(median(batch.get(depth)!).toFixed(3)),
    replayMs: Number(median(replay.get(depth)!).toFixed(3)),
    explorerAddsMs: Number((median(batch.get(depth)!) - base + median(replay.get(depth)!)).toFixed(3)),
  }));
};
