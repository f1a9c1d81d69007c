/** Usage text: the list of commands, and each command's own page. */
import type { Command } from './command.ts';

const POSITION_NOTE = [
  'A position is written in position notation and passed as one quoted argument, such as',
  '  "SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10 - l - 1"',
  'or the word start for the start position.',
];

export const generalHelp = (commands: readonly Command[]): string => {
  const width = Math.max(...commands.map((command) => command.name.length));
  return [
    'orrery: study Adomoc games offline.',
    '',
    'Usage: orrery <command> [options]',
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    `  ${'help'.padEnd(width)}  this text, or orrery help <command> for one command`,
    '',
    ...POSITION_NOTE,
    'Exit status: 0 done, 1 an illegal move or unreadable record, 2 a mistyped command.',
    '',
  ].join('\n');
};

export const commandHelp = (command: Command): string => {
  const width = Math.max(0, ...command.options.map((option) => `--${option.name}${option.value ? ` ${option.value}` : ''}`.length));
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
