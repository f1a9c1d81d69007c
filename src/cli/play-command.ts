/** `orrery play`: plays moves from a position and tells what each one did. */
import { describeEvent, makeMove, makePosition, parseMove, play, type Position } from '../engine/adomoc/index.ts';
import { hasFlag } from './args.ts';
import { VARIANT_OPTION, done, type Command } from './command.ts';
import { cliError } from './errors.ts';
import { capitalise } from './facts.ts';
import { looksLikePosition, readPositionArgument, readVariant } from './inputs.ts';
import { LEGEND_OPTION, drawPosition } from './show-command.ts';

/** `3.` before Light's move, `3...` before Dark's, as records number them. */
export const moveNumber = (position: Position): string => `${position.round}${position.turn === 'dark' ? '...' : '.'}`;

export const playCommand: Command = {
  name: 'play',
  summary: 'play moves and tell what each one did',
  usage: 'orrery play [position] <move>… [--variant v] [--show] [--legend]',
  details: [
    'Plays the moves in order from the position (the start position when none is given)',
    'and prints, for each, what happened in plain words, then the position reached.',
    "Moves are written as in records: Fa3a6, F^a3a6x, Sh5d5ob2, S^g7* (quote a move with *).",
    'At an illegal move it stops, prints why, and exits with status 1.',
  ],
  options: [VARIANT_OPTION, { name: 'show', description: 'draw the position reached' }, LEGEND_OPTION],
  run: (args, io) => {
    const variant = readVariant(args);
    if (!variant.ok) return variant;
    const hasPosition = args.positionals.length > 0 && looksLikePosition(args.positionals[0]!);
    const argument = readPositionArgument(args.positionals, hasPosition ? 0 : args.positionals.length);
    if (!argument.ok) return argument;
    const moves = args.positionals.slice(hasPosition ? argument.value.next : 0);
    if (moves.length === 0) return cliError('ERR_ARGUMENTS', 'play needs at least one move, as in orrery play Fa3a6 Fj3j7');
    let position = argument.value.position;
    const lines: string[] = [];
    const finish = () => {
      if (hasFlag(args, 'show') || hasFlag(args, 'legend'))
        lines.push('', drawPosition(position, variant.value, { colour: io.colour, legend: hasFlag(args, 'legend') }).trimEnd());
      else lines.push('', `Position: ${makePosition(position)}`);
      io.out(`${lines.join('\n')}\n`);
    };
    const illegal = (text: string, reason: string) => {
      lines.push(`${moveNumber(position)} ${text}: not played`);
      finish();
      return cliError('ERR_ILLEGAL_MOVE', `round ${position.round}, ${capitalise(position.turn)}: "${text}" is illegal: ${reason}`);
    };
    for (const text of moves) {
      const move = parseMove(position, variant.value, text);
      if (!move.ok) return illegal(text, move.error.message);
      const played = play(position, variant.value, move.value);
      if (!played.ok) return illegal(text, played.error.message);
      lines.push(`${moveNumber(position)} ${makeMove(move.value)}`, ...played.value.events.map((event) => `  ${describeEvent(event)}`));
      position = played.value.position;
    }
    finish();
    return done;
  },
};
