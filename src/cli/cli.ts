/**
 * The `orrery` command line: finds the command, parses its arguments, runs it, and
 * turns a failure into one line on stderr and an exit status. Returns the status.
 */
import { parseArgs } from './args.ts';
import type { Command } from './command.ts';
import { EXIT_OK, EXIT_USAGE, exitStatusOf, isUsageError, type CliError } from './errors.ts';
import { commandHelp, generalHelp } from './help.ts';
import type { Io } from './io.ts';
import { printable } from './printable.ts';
import { movesCommand } from './moves-command.ts';
import { perftCommand } from './perft-command.ts';
import { playCommand } from './play-command.ts';
import { replayCommand } from './replay-command.ts';
import { showCommand } from './show-command.ts';

export const COMMANDS: readonly Command[] = [movesCommand, showCommand, playCommand, replayCommand, perftCommand];

const findCommand = (name: string): Command | undefined => COMMANDS.find((command) => command.name === name);

const report = (io: Io, error: CliError, command?: Command): number => {
  const hint = isUsageError(error) ? ` (see orrery help${command ? ` ${command.name}` : ''})` : '';
  io.err(`orrery: ${printable(error.message)}${hint}\n`);
  return exitStatusOf(error);
};

const help = (io: Io, topic: string | undefined): number => {
  if (topic === undefined) {
    io.out(generalHelp(COMMANDS));
    return EXIT_OK;
  }
  const command = findCommand(topic);
  if (!command) return unknownCommand(io, topic);
  io.out(commandHelp(command));
  return EXIT_OK;
};

const unknownCommand = (io: Io, name: string): number => {
  const names = COMMANDS.map((command) => command.name).join(', ');
  const what = name.startsWith('-') ? `unknown option ${name}` : `unknown command "${name}"`;
  io.err(`orrery: ${printable(what)}; the commands are ${names} and help (see orrery help)\n`);
  return EXIT_USAGE;
};

export const runCli = (argv: readonly string[], io: Io): number => {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h')
    return help(io, name === 'help' ? rest[0] : undefined);
  const command = findCommand(name);
  if (!command) return unknownCommand(io, name);
  const args = parseArgs(command.name, rest, command.options);
  if (!args.ok) return report(io, args.error, command);
  if (args.value.help) {
    io.out(commandHelp(command));
    return EXIT_OK;
  }
  const result = command.run(args.value, io);
  return result.ok ? EXIT_OK : report(io, result.error, command);
};
