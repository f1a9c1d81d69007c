/** `orrery show`: a position drawn as text, with the facts the drawing cannot show. */
import type { GameOutcome } from '../engine/game.ts';
import type { Result } from '../engine/result.ts';
import { hasFlag, type OptionSpec, type ParsedArgs } from './args.ts';
import { paletteFor } from './colour.ts';
import { VARIANT_OPTION, done, type Command } from './command.ts';
import { cliError, type CliError } from './errors.ts';
import { describePosition } from './facts.ts';
import type { CliGame } from './game-cli.ts';
import { CLI_GAMES } from './games.ts';
import { GAME_OPTION, readSetting } from './inputs.ts';

export interface DrawingOptions {
  readonly colour: boolean;
  readonly legend: boolean;
  readonly faces: boolean;
}

/**
 * The board, a blank line, the facts; then the legend when asked for. `outcome` is the
 * game's verdict on the board unless the caller knows better, having played the moves.
 */
export const drawPosition = (
  cli: CliGame,
  position: unknown,
  variant: string,
  options: DrawingOptions,
  outcome: GameOutcome | null = cli.game.outcome(position, variant),
): string => {
  const diagram = { faces: options.faces, over: outcome !== null };
  const lines = [
    ...cli.drawBoard(position, paletteFor(options.colour), diagram),
    '',
    ...describePosition(cli, position, variant, outcome),
  ];
  if (options.legend) lines.push('', ...cli.legend(diagram));
  return `${lines.join('\n')}\n`;
};

export const LEGEND_OPTION: OptionSpec = {
  name: 'legend',
  description: 'explain the letters and signs of the diagram',
};

const facesGames = CLI_GAMES.filter((cli) => cli.hasFaces).map((cli) => cli.game.name);

export const FACES_OPTION: OptionSpec = {
  name: 'faces',
  description: `draw the faces each cube turns north and east too (${facesGames.join(', ')})`,
};

/** The drawing options asked for; --faces only for a game whose pieces have faces to show. */
export const readDrawingOptions = (
  args: ParsedArgs,
  cli: CliGame,
  colour: boolean,
): Result<DrawingOptions, CliError> => {
  const faces = hasFlag(args, 'faces');
  if (faces && !cli.hasFaces)
    return cliError(
      'ERR_ARGUMENTS',
      `--faces draws the faces of ${facesGames.join(' and ')} cubes; ${cli.game.name} pieces have no faces to show`,
    );
  return { ok: true, value: { colour, legend: hasFlag(args, 'legend'), faces } };
};

/** Whether the command should draw the position: asked for by --show, or implied by --legend or --faces. */
export const wantsDrawing = (args: ParsedArgs): boolean =>
  hasFlag(args, 'show') || hasFlag(args, 'legend') || hasFlag(args, 'faces');

export const showCommand: Command = {
  name: 'show',
  summary: 'draw a position as text',
  usage: 'orrery show [position] [--variant v] [--legend] [--faces] [--game g]',
  details: [
    'Draws the position (the start position when none is given), then what the drawing',
    'cannot show, in words, and the outcome once the game is over.',
    "Adomoc: ring by ring, cycle 1 (the outer edge) to cycle 8, then the centre, with Light's",
    "half (a–e) and Dark's (f–j) on either side of a bar; below it whose turn, the",
    'reverse-origination bar, held feet and the state of primes.',
    "ADIX: the 9×9 board, White's rank 1 at the bottom; each cube shows its top face (P rock,",
    'F paper, C scissors, A shelter), upper case White, lower case Black, * the captain;',
    'below it whose turn, the pivots in a row, the plies without a slide and the teammates',
    'left. --faces adds the faces each cube turns north and east.',
  ],
  options: [VARIANT_OPTION, LEGEND_OPTION, FACES_OPTION, GAME_OPTION],
  run: (args, io) => {
    const read = readSetting('show', args, 0);
    if (!read.ok) return read;
    const { cli, position, variant } = read.value;
    const drawing = readDrawingOptions(args, cli, io.colour);
    if (!drawing.ok) return drawing;
    io.out(drawPosition(cli, position, variant, drawing.value));
    return done;
  },
};
