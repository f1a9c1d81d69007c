/** Usage text: the list of commands, and each command's own page. */
import type { Command } from './command.ts';
import { CLI_GAMES, DEFAULT_GAME, startNotation } from './games.ts';

const width = Math.max(...CLI_GAMES.map((cli) => cli.game.name.length)) + 1;

const POSITION_NOTE = [
  "A position is written in its game's position notation and passed as one quoted argument,",
  'such as the start positions',
  ...CLI_GAMES.map((cli) => `  ${`${cli.game.name}:`.padEnd(width)} "${startNotation(cli)}"`),
  'or the word start for the start position.',
];

const GAMES_NOTE = [
  `Games: ${CLI_GAMES.map((cli) => `${cli.game.name} (--game ${cli.game.id}${cli === DEFAULT_GAME ? ', the default' : ''})`).join(' and ')}.`,
  'Without --game, a position is read in the notation it is written in, and a record by its',
  'Game tag.',
];

export const generalHelp = (commands: readonly Command[]): string => {
  const names = Math.max(...commands.map((command) => command.name.length));
  return [
    'orrery: study Adomoc games offline. ADIX games too, with the same commands.',
    '',
    'Usage: orrery <command> [options]',
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.name.padEnd(names)}  ${command.summary}`),
    `  ${'engine'.padEnd(names)}  the computer player on standard input and output (a UCI-like protocol)`,
    `  ${'bot'.padEnd(names)}  plays a server's games as a bot with an engine: orrery bot --server URL --token T --engine "command" (docs/bots.md)`,
    `  ${'help'.padEnd(names)}  this text, or orrery help <command> for one command`,
    '',
    ...GAMES_NOTE,
    '',
    ...POSITION_NOTE,
    'Exit status: 0 done, 1 an illegal move or unreadable record, 2 a mistyped command.',
    '',
  ].join('\n');
};

export const commandHelp = (command: Command): string => {
  const width = Math.max(
    0,
    ...command.options.map((option) => `--${option.name}${option.value ? ` ${option.value}` : ''}`.length),
  );
  const options = command.options.map((option) => {
    const call = `--${option.name}${option.value ? ` ${option.value}` : ''}`;
    return `  ${call.padEnd(width)}  ${option.description}`;
  });
  return [
    `Usage: ${command.usage}`,
    '',
    ...command.details,
    '',
    'Options:',
    ...options,
    `  ${'--help'.padEnd(width)}  this text`,
    '',
    ...(command.usage.includes('[position]') ? [...POSITION_NOTE, ''] : []),
  ].join('\n');
};
