/**
 * `npm run bench:search [-- --nodes N --rounds R --vs <ref>[,<ref>…]]`: how fast the
 * computer's search runs, and whether it still plays the same. For each Adomoc variant and
 * ADIX, four middle-game positions (seeded games of level 3 against itself, 16 to 40 plies
 * in) are searched as level 7 searches them, with a budget of N positions each (200,000 by
 * default), R times (3); the best CPU time of each search counts (process CPU, not the
 * wall clock, so another program on the machine disturbs it less). It prints positions per
 * CPU second by variant and a fingerprint of every search's move, score, depth and node
 * count: a change that makes the search faster must leave the fingerprint as it was, and
 * one that changes how it plays changes it.
 *
 * With `--vs`, the search of each commit named (its sources written out of git as
 * bench:match does, src/cli/match/engine-build.ts) runs in the same process, each
 * position searched by every version in turn, round after round: on a shared machine the
 * load then falls on all of them alike, and the table gives each one's speed as a multiple
 * of the first's (the positions are the working tree's, read by each version).
 */
import { createHash } from 'node:crypto';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { think } from '../src/ai/player.ts';
import { commitSources } from '../src/cli/match/engine-build.ts';
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

/** A search to time: the working tree's, or a commit's. */
interface Version {
  readonly name: string;
  readonly think: typeof think;
  readonly games: typeof GAMES;
}

const commitVersion = async (ref: string): Promise<Version> => {
  const { commit, folder } = commitSources(ref);
  const player = (await import(join(folder, 'src/ai/player.ts'))) as { think: typeof think };
  const games = (await import(join(folder, 'src/engine/games.ts'))) as { GAMES: typeof GAMES };
  return { name: commit.slice(0, 9), think: player.think, games: games.GAMES };
};
const refs = option('vs', '')
  .split(',')
  .filter((ref) => ref !== '');
const versions: Version[] = [
  ...(await Promise.all(refs.map(commitVersion))),
  { name: 'working tree', think, games: GAMES },
];

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

const fingerprints = versions.map(() => createHash('sha1'));
const rows: string[] = [];
for (const [gameId, variant] of VARIANTS) {
  const game = GAMES.get(gameId)!;
  const positions = positionsOf(game, variant);
  const searched = versions.map(() => 0);
  const bestTotals = versions.map(() => 0);
  const depths = versions.map((): number[] => []);
  for (const { position, earlier } of positions) {
    const notation = game.makePosition(position);
    const best = versions.map(() => Infinity);
    for (let round = 0; round < rounds; round++)
      versions.forEach((version, index) => {
        const own = version.games.get(gameId)!;
        const read = own.parsePosition(notation);
        if (!read.ok) throw new Error(`bench:search: ${version.name} cannot read ${notation}: ${read.error.message}`);
        const started = cpuMs();
        const result = version.think(own, read.value, variant, { level: LEVEL, seed: 1, earlier, limits: { nodes } });
        best[index] = Math.min(best[index]!, cpuMs() - started);
        if (round === 0) {
          searched[index]! += result.nodes;
          depths[index]!.push(result.depth);
        }
        // Every round: a search that left something behind for the next would show here.
        fingerprints[index]!.update(
          `${gameId} ${variant} ${result.notation} ${result.score} ${result.depth} ${result.nodes}\n`,
        );
      });
    best.forEach((ms, index) => {
      bestTotals[index]! += ms;
    });
  }
  const rates = versions.map((_, index) => searched[index]! / (bestTotals[index]! / 1000));
  versions.forEach((version, index) => {
    const ratio = versions.length > 1 ? ` | ${(rates[index]! / rates[0]!).toFixed(2)}` : '';
    const who = versions.length > 1 ? ` | ${version.name}` : '';
    rows.push(
      `| ${game.name} ${variant}${who} | ${positions.length} | ${searched[index]!.toLocaleString('en')} | ${depths[index]!.join(', ')} | ${(bestTotals[index]! / 1000).toFixed(2)} | ${Math.round(rates[index]!).toLocaleString('en')}${ratio} |`,
    );
  });
}

console.log(
  `Search speed: level ${LEVEL}'s search, ${nodes.toLocaleString('en')} positions a search at most, best of ${rounds} by CPU time`,
);
console.log(
  `${process.platform} ${process.arch}, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}\n`,
);
if (versions.length > 1) {
  console.log('| game | version | searches | positions | depths | CPU s | positions/CPU s | × first |');
  console.log('|---|---|---|---|---|---|---|---|');
} else {
  console.log('| game | searches | positions | depths | CPU s | positions/CPU s |');
  console.log('|---|---|---|---|---|---|');
}
for (const row of rows) console.log(row);
console.log('\nfingerprint of the searches (the same play gives the same):');
versions.forEach((version, index) => {
  console.log(`  ${version.name}: ${fingerprints[index]!.digest('hex').slice(0, 16)}`);
});
