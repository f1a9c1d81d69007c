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
    return cliError('ERR_FILE', `orrery ${command} needs a record: name a file (orrery ${command} game.txt) or pipe one in (… | orrery ${command} -)`);
  try {
    return { ok: true, value: source === undefined || source === '-' ? io.readStdin() : io.readFile(source) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const reason = SYSTEM_REASONS[code] ?? (error as Error).message;
    return cliError('ERR_FILE', `cannot read "${source ?? '-'}": ${reason}`);
  }
};
