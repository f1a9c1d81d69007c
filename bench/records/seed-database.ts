/**
 * Seeds a migrated local D1 (its SQLite file, while no server has it open) with generated
 * finished games: the games and moves rows a game's object publishes, and the rows its
 * end raises (the statistics' counters, the rating bands, the explorer's moves and games),
 * all in bulk: the SQL equivalent of each game's end, computed with the same functions
 * (src/explorer/opening-path.ts, src/worker/db/variant-stats.ts) rather than sent game
 * by game.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { GAMES } from '../../src/engine/games.ts';
import { openingPath } from '../../src/explorer/opening-path.ts';
import { bandOf } from '../../src/worker/db/variant-stats.ts';
import type { GeneratedGame } from './generated-games.ts';

/** The local D1's SQLite file under wrangler's state folder. */
export const localD1File = (persistTo: string): string => {
  const folder = join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(folder).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database in ${folder}`);
  return join(folder, file);
};

const bump = (map: Map<string, number[]>, key: string, counts: readonly number[]) => {
  const entry = map.get(key) ?? counts.map(() => 0);
  counts.forEach((count, index) => {
    entry[index]! += count;
  });
  map.set(key, entry);
};

export const seedDatabase = (file: string, games: readonly GeneratedGame[]): void => {
  const db = new DatabaseSync(file);
  const insertGame = db.prepare(
    `INSERT INTO games (id, game, variant, players, status, ply, move_number, to_move, winner, reason, created_at, updated_at, origin, deadline, version, public, start, score)
     VALUES (?, ?, ?, ?, 'finished', ?, ?, NULL, ?, ?, ?, ?, 'http://127.0.0.1', NULL, ?, 1, NULL, NULL)`,
  );
  const insertMove = db.prepare('INSERT INTO moves (game_id, ply, side, notation, played_at) VALUES (?, ?, ?, ?, ?)');
  const insertReached = db.prepare('INSERT INTO explorer_games (key, game_id, ended_at, rating) VALUES (?, ?, ?, ?)');
  const counters = new Map<string, number[]>();
  const explored = new Map<string, number[]>();
  db.exec('BEGIN');
  for (const game of games) {
    const engine = GAMES.get(game.game)!;
    const [first, second] = engine.sides;
    insertGame.run(
      game.id,
      game.game,
      game.variant,
      JSON.stringify({ [first.id]: `${first.name} ${game.id}`, [second.id]: `${second.name} ${game.id}` }),
      game.moves.length,
      Math.floor(game.moves.length / 2) + 1,
      game.winner,
      game.reason,
      game.endedAt - 86_400_000,
      game.endedAt,
      game.moves.length + 2,
    );
    game.moves.forEach((notation, index) =>
      insertMove.run(
        game.id,
        index + 1,
        index % 2 ? second.id : first.id,
        notation,
        game.endedAt - (game.moves.length - index) * 1000,
      ),
    );
    const result = game.winner === null ? 'draw' : game.winner === first.id ? 'first' : 'second';
    for (const scope of game.rating === null ? ['all'] : ['all', 'rated']) {
      bump(counters, `${game.game}|${game.variant}|${scope}|result|${result}`, [1]);
      bump(counters, `${game.game}|${game.variant}|${scope}|ending|${game.reason}`, [1]);
      bump(counters, `${game.game}|${game.variant}|${scope}|length|${game.moves.length}`, [1]);
    }
    if (game.rating !== null)
      bump(counters, `${game.game}|${game.variant}|rated|band|${bandOf(game.rating)}:${result}`, [1]);
    const steps = openingPath(engine, game.variant, game.moves);
    for (const key of new Set(steps.map((step) => step.key)))
      insertReached.run(key, game.id, game.endedAt, game.rating);
    for (const step of steps)
      if (step.move !== null)
        bump(explored, `${step.key}|${step.move}`, [
          1,
          result === 'first' ? 1 : 0,
          result === 'second' ? 1 : 0,
          result === 'draw' ? 1 : 0,
        ]);
  }
  const insertCounter = db.prepare(
    'INSERT INTO variant_stat_counts (game, variant, scope, kind, key, count) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [key, [count]] of counters)
    insertCounter.run(...(key.split('|') as [string, string, string, string, string]), count!);
  const insertExplored = db.prepare(
    'INSERT INTO explorer_moves (key, move, games, first_wins, second_wins, draws) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [key, counts] of explored)
    insertExplored.run(...(key.split('|') as [string, string]), ...(counts as [number, number, number, number]));
  db.exec('COMMIT');
  db.close();
};
