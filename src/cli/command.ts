/** What every subcommand of `orrery` declares: its name, how to call it, and what it does. */
import type { Result } from '../engine/result.ts';
import type { OptionSpec, ParsedArgs } from './args.ts';
import type { CliError } from './errors.ts';
import type { Io } from './io.ts';

export interface Command {
  readonly name: string;
  /** One line for the list of commands. */
  readonly summary: string;
  /** The call, as in `orrery moves [position] [--variant v] [--from sq]`. */
  readonly usage: string;
  /** Further lines for `orrery help <command>`. */
  readonly details: readonly string[];
  readonly options: readonly OptionSpec[];
  /** Prints its output through io; a failure is printed by the caller, on stderr. */
  readonly run: (args: ParsedArgs, io: Io) => Result<void, CliError>;
}

export const VARIANT_OPTION: OptionSpec = {
  name: 'variant',
  value: 'v',
  description: 'standard (the default), infinite or altogether; ADIX has standard only',
};

export const done = { ok: true as const, value: undefined };
