/**
 * `npm run bench:search [-- --nodes N --rounds R]`: how fast the computer's search runs,
 * and whether it still plays the same. For each Adomoc variant and ADIX, four middle-game
 * positions (seeded games of level 3 against itself, 16 to 40 plies in) are searched as
 * level 7 searches them, with a budget of N positions each (200,000 by default), R times
 * (3); the best CPU time of each search counts (process CPU, not the wall clock, so
 * another program on the machine disturbs it less). It prints positions per CPU second
 * by variant and a fingerprint of every search's move, score, depth and node count: a
 * change that makes the search faster must leave the fingerprint as it was, and one that
 * changes how it plays changes it.
 */
import { createHash } from 'node:crypto';
import { cpus } from 'node:os';
import { think } from '../src/ai/player.ts';
import type { Game } from '../src/engine/game.ts';
import { GAMES } from '../src/engine/games.ts';

const option = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const nodes = Number(option('nodes', '200000'));
const rounds = Number(option('rounds', '3'));
if (!Number.isInteger(nodes) || nodes < 1000) throw new Error('--nodes must be a whole number, 1000 or more');
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number, 1 or more');

const VARIANTS: readonly [string, string][] = [
  ['adomoc', 'standard'],
  ['adomoc', 'infinite'],
  ['adomoc', 'altogether'],
  ['adix', 'standard'],
];
const PLIES = [16, 24, 32, 40];
const LEVEL = 7;

/** The positions of a seeded game of level 3 against itself at the plies asked for, with the game before each. */
const positionsOf = (game: Game, variant: string) => {
  const found: { position: unknown; earlier: string[] }[] = [];
  let position = game.startPosition(variant);
  const earlier: string[] = [];
  for (let ply = 0; ply <= PLIES.at(-1)!; ply++) {
    if (PLIES.includes(ply)) found.push({ position, earlier: [...earlier] });
    const move = think(game, position, variant, { level: 3, seed: 1000 + ply, earlier }).move;
    earlier.push(game.makePosition(position));
    const played = game.play(position, variant, move);
    if (!played.ok) throw new Error(`bench:search: the computer's move was refused: ${played.error.message}`);
    // A game over before the last ply asked for gives fewer positions (the table counts them).
    if (played.value.outcome) break;
    position = played.value.position;
  }
  return found;
};

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const fingerprint = createHash('sha1');
const rows: string[] = [];
for (const [gameId, variant] of VARIANTS) {
  const game = GAMES.get(gameId)!;
  const positions = positionsOf(game, variant);
  let searched = 0;
  let bestTotal = 0;
  const depths: number[] = [];
  for (const { position, earlier } of positions) {
    let best = Infinity;
    for (let round = 0; round < rounds; round++) {
      const started = cpuMs();
      const result = think(game, position, variant, { level: LEVEL, seed: 1, earlier, limits: { nodes } });
      best = Math.min(best, cpuMs() - started);
      if (round === 0) {
        searched += result.nodes;
        depths.push(result.depth);
      }
      // Every round: a search that left something behind for the next would show here.
      fingerprint.update(`${gameId} ${variant} ${result.notation} ${result.score} ${result.depth} ${result.nodes}\n`);
    }
    bestTotal += best;
  }
  rows.push(
    `| ${game.name} ${variant} | ${positions.length} | ${searched.toLocaleString('en')} | ${depths.join(', ')} | ${(bestTotal / 1000).toFixed(2)} | ${Math.round(searched / (bestTotal / 1000)).toLocaleString('en')} |`,
  );
}

console.log(
  `Search speed: level ${LEVEL}'s search, ${nodes.toLocaleString('en')} positions a search at most, best of ${rounds} by CPU time`,
);
console.log(
  `${process.platform} ${process.arch}, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}\n`,
);
console.log('| game | searches | positions | depths | CPU s | positions/CPU s |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`\nfingerprint of the searches (the same play gives the same): ${fingerprint.digest('hex').slice(0, 16)}`);
