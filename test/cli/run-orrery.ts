/** Runs the real command line as a child process on the project's Node. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

export const orreryWith = (args: readonly string[], input?: string) =>
  spawnSync(process.execPath, ['src/cli/main.ts', ...args], { cwd: root, encoding: 'utf8', input });

export const orrery = (...args: string[]) => orreryWith(args);

/** Dark to move, the dark moon on i2 barred from originating the light sun on f2. */
export const MIDGAME = '1SS^S1mss^ss/MSMMMS2mm/1FF^1Ffm^f^mf/10/2F4M^2/s4F1f1f/10/10 - d f2i2 11';

/** ADIX's start position (RULES.md). */
export const ADIX_START =
  '2afc1*pfc1afc2/1afc1afc1afc1afc1/2afc1afc1afc2/9/9/9/2AFC1AFC1AFC2/1AFC1AFC1AFC1AFC1/2AFC1*PFC1AFC2 w -,- 0 1';
