/**
 * Splits a command's arguments into positionals and options, against the options the
 * command declares: `--name value`, `--name=value`, flags without a value, `-h` or
 * `--help` anywhere, and `--` after which everything is positional. A lone `-` is a
 * positional (standard input), and so is any dash not followed by a letter: the fields
 * `-` and `-,-` of a position the shell split are not options.
 */
import { cliError, type CliError } from './errors.ts';
import type { Result } from '../engine/result.ts';

export interface OptionSpec {
  readonly name: string;
  /** The value's placeholder in usage lines (`v`, `sq`); absent for a flag. */
  readonly value?: string;
  readonly description: string;
}

export interface ParsedArgs {
  readonly positionals: readonly string[];
  /** A flag maps to true, an option with a value to its (last given) value. */
  readonly options: ReadonlyMap<string, string | true>;
  readonly help: boolean;
}

const optionList = (specs: readonly OptionSpec[]): string =>
  specs.length === 0 ? 'it takes no options' : `its options are ${specs.map((spec) => `--${spec.name}`).join(', ')}`;

export const parseArgs = (
  command: string,
  argv: readonly string[],
  specs: readonly OptionSpec[],
): Result<ParsedArgs, CliError> => {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-h' || arg === '--help') {
      help = true;
      continue;
    }
    if (!/^--?[A-Za-z]/.test(arg)) {
      positionals.push(arg);
      continue;
    }
    const [name = '', inline] = arg.replace(/^--?/, '').split(/=(.*)/s);
    const spec = specs.find((candidate) => candidate.name === name);
    if (!spec || !arg.startsWith('--'))
      return cliError('ERR_UNKNOWN_OPTION', `unknown option ${arg.split('=')[0]} for ${command}; ${optionList(specs)}`);
    if (!spec.value) {
      if (inline !== undefined)
        return cliError('ERR_OPTION_VALUE', `--${name} is a flag and takes no value; write --${name} alone`);
      options.set(name, true);
      continue;
    }
    // `--variant --divide` is a forgotten value, not a variant named "--divide".
    const next = argv[i + 1];
    const value = inline ?? (next !== undefined && !(next.startsWith('-') && next.length > 1) ? argv[++i] : undefined);
    if (value === undefined || value === '')
      return cliError('ERR_OPTION_VALUE', `--${name} needs a value: write --${name} ${spec.value}`);
    options.set(name, value);
  }
  return { ok: true, value: { positionals, options, help } };
};

/** The value of an option that takes one, if it was given. */
export const optionValue = (args: ParsedArgs, name: string): string | undefined => {
  const value = args.options.get(name);
  return typeof value === 'string' ? value : undefined;
};

export const hasFlag = (args: ParsedArgs, name: string): boolean => args.options.get(name) === true;
