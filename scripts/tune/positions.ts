/**
 * `npm run tune:positions -- --game adomoc --variant standard [--level 3] [--games 400]
 *   [--first 0] [--seed 1] [--openings 8] [--skip 8] [--max-plies 200] [--out FILE]`
 *
 * Positions for fitting an evaluation's weights (scripts/tune/fit.ts), from games of the
 * computer against itself at one level: game i starts from a seeded random opening of
 * `--openings` plies (src/cli/match/openings.ts, pair `seed × 100,000 + i`) and the
 * level's own seed, so the same arguments write the same file. After the first `--skip`
 * plies from the opening, every quiet position (scripts/tune/quiet.ts: the quiescence
 * search returns the static score) is written with the game's result for the side to move
 * there: 1 won, 0.5 drawn (by the rules or at `--max-plies`), 0 lost. One line a
 * position: `result<TAB>game number<TAB>position notation`. The file is not kept in the
 * repository (a few MB); the command writes it again.
 */
import { createWriteStream } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { EVALUATIONS } from '../../src/ai/evaluations.ts';
import { think } from '../../src/ai/player.ts';
import { randomOpening } from '../../src/cli/match/openings.ts';
import type { GameId } from '../../src/engine/game-id.ts';
import { GAMES } from '../../src/engine/games.ts';
import { isQuiet } from './quiet.ts';
import { option, whole } from './arguments.ts';

const gameId = option('game') as GameId;
const game = GAMES.get(gameId);
const variant = option('variant', game?.defaultVariant);
if (!game?.variants.some((v) => v.id === variant)) throw new Error(`no game and variant "${gameId}:${variant}"`);
const level = whole('level', '3', 1);
const games = whole('games', '400', 1);
const first = whole('first', '0', 0);
const seed = whole('seed', '1', 0);
const openingPlies = whole('openings', '8', 0);
const skip = whole('skip', '8', 0);
const maxPlies = whole('max-plies', '200', 1);
const out = option('out', `scripts/tune/data/${gameId}-${variant}-level${level}-seed${seed}.txt`);

const evaluation = EVALUATIONS[gameId];
const mover = (position: unknown) => game.toMove(position);
mkdirSync(dirname(out), { recursive: true });
const file = createWriteStream(out);
const tally = { won: 0, drawn: 0, capped: 0, positions: 0 };
const started = performance.now();

for (let index = first; index < first + games; index++) {
  let position = randomOpening(game, variant, seed * 100_000 + index, openingPlies);
  const earlier: string[] = [];
  const kept: { notation: string; side: string }[] = [];
  let winner: string | null = null;
  let ply = 0;
  for (; ply < maxPlies; ply++) {
    const notation = game.makePosition(position);
    if (ply >= skip && isQuiet(evaluation, variant, position, mover)) kept.push({ notation, side: mover(position) });
    const result = think(game, position, variant, {
      level,
      seed: seed * 7919 + index * 613 + ply,
      earlier: earlier.slice(-100),
    });
    earlier.push(notation);
    const played = game.play(position, variant, result.move);
    if (!played.ok) throw new Error(`an illegal move: ${played.error.message}`);
    position = played.value.position;
    if (played.value.outcome) {
      winner = played.value.outcome.winner;
      break;
    }
  }
  if (ply === maxPlies) tally.capped++;
  if (winner === null) tally.drawn++;
  else tally.won++;
  for (const { notation, side } of kept)
    file.write(`${winner === null ? 0.5 : winner === side ? 1 : 0}\t${index}\t${notation}\n`);
  tally.positions += kept.length;
  process.stderr.write(
    `game ${index + 1}: ${winner ?? 'draw'} after ${ply + 1} plies, ${kept.length} quiet positions, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
}
file.end();
console.log(
  `${game.name} ${variant}, level ${level}, seed ${seed}, games ${first + 1} to ${first + games}: ${tally.won} won, ${tally.drawn} drawn (${tally.capped} at ${maxPlies} plies), ${tally.positions} quiet positions in ${out}`,
);
