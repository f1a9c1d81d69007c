/** `orrery show`: a position drawn as text, with the facts the drawing cannot show. */
import type { Position, Variant } from '../engine/adomoc/index.ts';
import { hasFlag } from './args.ts';
import { paletteFor } from './colour.ts';
import { VARIANT_OPTION, done, type Command } from './command.ts';
import { LEGEND, drawBoard } from './diagram.ts';
import { describePosition } from './facts.ts';
import { readVariantAndPosition } from './inputs.ts';

export interface DrawingOptions {
  readonly colour: boolean;
  readonly legend: boolean;
}

/** The board, a blank line, the facts; then the legend when asked for. */
export const drawPosition = (position: Position, variant: Variant, options: DrawingOptions): string => {
  const lines = [...drawBoard(position.board, paletteFor(options.colour)), '', ...describePosition(position, variant)];
  if (options.legend) lines.push('', ...LEGEND);
  return `${lines.join('\n')}\n`;
};

export const LEGEND_OPTION = { name: 'legend', description: 'explain the letters and signs of the diagram' };

export const showCommand: Command = {
  name: 'show',
  summary: 'draw a position as text',
  usage: 'orrery show [position] [--variant v] [--legend]',
  details: [
    'Draws the position ring by ring, cycle 1 (the outer edge) to cycle 8, then the centre,',
    "with Light's half (a–e) and Dark's (f–j) on either side of a bar. Below it: whose turn,",
    'the reverse-origination bar, held feet, the state of primes and, once over, the outcome.',
    'Without a position, the start position.',
  ],
  options: [VARIANT_OPTION, LEGEND_OPTION],
  run: (args, io) => {
    const read = readVariantAndPosition('show', args, 0);
    if (!read.ok) return read;
    io.out(drawPosition(read.value.position, read.value.variant, { colour: io.colour, legend: hasFlag(args, 'legend') }));
    return done;
  },
};
