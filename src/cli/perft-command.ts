/** `orrery perft`: counts the leaves of the legal-move tree, to check move generation. */
import { hasFlag } from './args.ts';
import { VARIANT_OPTION, done, type Command } from './command.ts';
import { variantLabel } from './facts.ts';
import type { CliGame } from './game-cli.ts';
import { GAME_OPTION, readDepth, readSetting } from './inputs.ts';

const milliseconds = (start: number): string => `${Math.round(performance.now() - start)} ms`;

/**
 * perft(depth - 1) after each legal move, by the move's notation. The moves are played
 * through the game's interface; below them counts the engine's own perft. A move that
 * ends the game is a leaf: it counts at depth 1 only.
 */
export const divide = (cli: CliGame, position: unknown, variant: string, depth: number): [string, number][] => {
  const { game } = cli;
  return game
    .legalMoves(position, variant)
    .map((move): [string, number] => {
      const notation = game.makeMove(position, move);
      const played = game.play(position, variant, move);
      if (!played.ok) throw new Error(`perft: the legal move ${notation} could not be played: ${played.error.message}`);
      const { position: after, outcome } = played.value;
      return [notation, depth === 1 ? 1 : outcome ? 0 : cli.perft(after, variant, depth - 1)];
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

export const perftCommand: Command = {
  name: 'perft',
  summary: 'count the positions reachable in a number of plies',
  usage: 'orrery perft <depth> [position] [--variant v] [--divide] [--game g]',
  details: [
    'Counts the leaves of the tree of legal moves <depth> plies deep (1 to 10) from the',
    'position (the start position when none is given), and how long it took.',
    "Adomoc's start position gives 23 at depth 1, 635 at depth 2, 31656 at depth 3;",
    "ADIX's gives 42, 1764 and 82110.",
    'With --divide, the count below each legal move, to find where two generators differ.',
  ],
  options: [VARIANT_OPTION, { name: 'divide', description: 'the count below each legal move' }, GAME_OPTION],
  run: (args, io) => {
    const read = readSetting('perft', args, 1);
    if (!read.ok) return read;
    const depth = readDepth(args.positionals[0]);
    if (!depth.ok) return depth;
    const { cli, variant, position } = read.value;
    const label = variantLabel(cli, variant);
    const start = performance.now();
    if (hasFlag(args, 'divide')) {
      const counts = divide(cli, position, variant, depth.value);
      const total = counts.reduce((sum, [, count]) => sum + count, 0);
      const width = Math.max(0, ...counts.map(([notation]) => notation.length));
      for (const [notation, count] of counts) io.out(`${notation.padEnd(width)}  ${count}\n`);
      io.out(`perft ${depth.value} (${label}): ${total} from ${counts.length} moves in ${milliseconds(start)}\n`);
      return done;
    }
    const nodes = cli.perft(position, variant, depth.value);
    io.out(`perft ${depth.value} (${label}): ${nodes} in ${milliseconds(start)}\n`);
    return done;
  },
};
