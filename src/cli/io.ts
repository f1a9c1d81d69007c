/**
 * Everything a command touches outside itself: output, files, standard input and
 * whether colour is wanted. Commands receive it rather than reach for `process`.
 */
import { readFileSync } from 'node:fs';

export interface Io {
  /** Writes to standard output; the text carries its own line breaks. */
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Throws the system's error (ENOENT, EISDIR…) when the file cannot be read. */
  readonly readFile: (path: string) => string;
  readonly readStdin: () => string;
  /** Whether standard input is a terminal, where nobody will pipe a record in. */
  readonly stdinIsTerminal: boolean;
  readonly colour: boolean;
}

/**
 * Colour only for a person at a terminal: never in pipes or files, and never when
 * NO_COLOR is set (https://no-color.org) or the terminal says it cannot show it.
 */
export const wantsColour = (env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): boolean =>
  stdoutIsTerminal && env.NO_COLOR === undefined && env.TERM !== 'dumb';

export const processIo = (): Io => ({
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  readFile: (path) => readFileSync(path, 'utf8'),
  readStdin: () => readFileSync(0, 'utf8'),
  stdinIsTerminal: process.stdin.isTTY === true,
  colour: wantsColour(process.env, process.stdout.isTTY === true),
});
