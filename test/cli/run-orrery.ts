/**
 * Runs the command line in this process, as the binary does (src/cli/main.ts) with its
 * output piped: same arguments, standard input given whole or empty, no terminal, no
 * colour. Starting a process per case cost a second or more each on a busy machine; the
 * few tests that prove the real binary starts use `spawnOrrery`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runCli } from '../../src/cli/cli.ts';
import type { Io } from '../../src/cli/io.ts';

export const root = join(import.meta.dirname, '..', '..');

export interface Run {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

export const orreryWith = (args: readonly string[], input?: string): Run => {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    out: (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    // The binary runs with the project as its working directory.
    readFile: (path) => readFileSync(resolve(root, path), 'utf8'),
    readStdin: () => input ?? '',
    stdinIsTerminal: false,
    colour: false,
  };
  const status = runCli(args, io);
  return { status, stdout, stderr };
};

export const orrery = (...args: string[]): Run => orreryWith(args);

/** The real command line as a child process on the project's Node: `entry` is src/cli/main.ts or bin/orrery.js. */
export const spawnOrrery = (entry: string, args: readonly string[], input?: string): Run => {
  const run = spawnSync(process.execPath, [entry, ...args], { cwd: root, encoding: 'utf8', input });
  return { status: run.status ?? -1, stdout: run.stdout, stderr: run.stderr };
};

/** Dark to move, the dark moon on i2 barred from originating the light sun on f2. */
export const MIDGAME = '1SS^S1mss^ss/MSMMMS2mm/1FF^1Ffm^f^mf/10/2F4M^2/s4F1f1f/10/10 - d f2i2 11';

/** ADIX's start position (RULES.md). */
export const ADIX_START =
  '2afc1*pfc1afc2/1afc1afc1afc1afc1/2afc1afc1afc2/9/9/9/2AFC1AFC1AFC2/1AFC1AFC1AFC1AFC1/2AFC1*PFC1AFC2 w -,- 0 1';
