/** `orrery perft`: counts the leaves of the legal-move tree, to check move generation. */
import { applyMove, legalMoves, makeMove, perft, type Position, type Variant } from '../engine/adomoc/index.ts';
import { hasFlag } from './args.ts';
import { VARIANT_OPTION, done, type Command } from './command.ts';
import { readDepth, readVariantAndPosition } from './inputs.ts';

const milliseconds = (start: number): string => `${Math.round(performance.now() - start)} ms`;

/** perft(depth - 1) after each legal move, by the move's notation. */
export const divide = (position: Position, variant: Variant, depth: number): [string, number][] =>
  legalMoves(position, variant)
    .map((move): [string, number] => [makeMove(move), perft(applyMove(position, move), variant, depth - 1)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export const perftCommand: Command = {
  name: 'perft',
  summary: 'count the positions reachable in a number of plies',
  usage: 'orrery perft <depth> [position] [--variant v] [--divide]',
  details: [
    'Counts the leaves of the tree of legal moves <depth> plies deep (1 to 10) from the',
    'position (the start position when none is given), and how long it took.',
    'The start position gives 23 at depth 1, 635 at depth 2, 31656 at depth 3.',
    'With --divide, the count below each legal move, to find where two generators differ.',
  ],
  options: [VARIANT_OPTION, { name: 'divide', description: 'the count below each legal move' }],
  run: (args, io) => {
    const read = readVariantAndPosition('perft', args, 1);
    if (!read.ok) return read;
    const depth = readDepth(args.positionals[0]);
    if (!depth.ok) return depth;
    const { variant, position } = read.value;
    const start = performance.now();
    if (hasFlag(args, 'divide')) {
      const counts = divide(position, variant, depth.value);
      const total = counts.reduce((sum, [, count]) => sum + count, 0);
      const width = Math.max(0, ...counts.map(([notation]) => notation.length));
      for (const [notation, count] of counts) io.out(`${notation.padEnd(width)}  ${count}\n`);
      io.out(`perft ${depth.value} (${variant}): ${total} from ${counts.length} moves in ${milliseconds(start)}\n`);
      return done;
    }
    const nodes = perft(position, variant, depth.value);
    io.out(`perft ${depth.value} (${variant}): ${nodes} in ${milliseconds(start)}\n`);
    return done;
  },
};
