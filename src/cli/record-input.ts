/** Reading a game record from a file or from standard input. */
import type { Result } from '../engine/result.ts';
import { cliError, type CliError } from './errors.ts';
import type { Io } from './io.ts';

const SYSTEM_REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'there is no such file',
  EISDIR: 'it is a folder, not a file',
  EACCES: 'permission to read it is denied',
};

/** `-` or no name reads standard input, unless that is a terminal nobody is piping into. */
export const readRecordText = (source: string | undefined, io: Io, command: string): Result<string, CliError> => {
  if (source === undefined && io.stdinIsTerminal)
    return cliError(
      'ERR_FILE',
      `orrery ${command} needs a record: name a file (orrery ${command} game.txt) or pipe one in (… | orrery ${command} -)`,
    );
  try {
    return { ok: true, value: source === undefined || source === '-' ? io.readStdin() : io.readFile(source) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const reason = SYSTEM_REASONS[code] ?? (error as Error).message;
    return cliError('ERR_FILE', `cannot read "${source ?? '-'}": ${reason}`);
  }
};

const TAG_LINE = /^\s*\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/;

/**
 * The tag lines at the head of a record (blank lines between them allowed), by index:
 * enough to choose the game before the game's own reader reads the record.
 */
const headLines = (text: string): { lines: string[]; tags: Map<number, [string, string]> } => {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const tags = new Map<number, [string, string]>();
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const match = TAG_LINE.exec(line);
    if (!match) break;
    tags.set(i, [match[1]!, match[2]!.replace(/\\(.)/g, '$1')]);
  }
  return { lines, tags };
};

/** The record's tags by name (the last of a name wins, as the games' readers do). */
export const recordTags = (text: string): Readonly<Record<string, string>> =>
  Object.fromEntries(headLines(text).tags.values());

/**
 * The record with its `name` tags blanked out (not removed, so the games' messages keep
 * their line numbers): how `--variant` overrides the Variant tag.
 */
export const withoutTag = (text: string, name: string): string => {
  const { lines, tags } = headLines(text);
  for (const [i, [tag]] of tags) if (tag === name) lines[i] = '';
  return lines.join('\n');
};
