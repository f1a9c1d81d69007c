/**
 * Reading the values people type — variants, positions, spaces, depths — into the
 * engine's types, with a message that says how to write them when they are wrong.
 */
import { START_POSITION, VARIANTS, parsePosition, parseSquare, startPosition, type Position, type Square, type Variant } from '../engine/adomoc/index.ts';
import { ok, type Result } from '../engine/result.ts';
import { optionValue, type ParsedArgs } from './args.ts';
import { cliError, type CliError } from './errors.ts';

/** `--variant`, case-insensitively; standard when absent. */
export const readVariant = (args: ParsedArgs, fallback: Variant = 'standard'): Result<Variant, CliError> => {
  const text = optionValue(args, 'variant');
  if (text === undefined) return ok(fallback);
  const variant = VARIANTS.find((name) => name === text.toLowerCase());
  if (!variant) return cliError('ERR_VARIANT', `--variant: "${text}" is not a variant; use ${VARIANTS.join(', ')}`);
  return ok(variant);
};

/** Whether an argument is (the start of) a position: only the board field holds slashes. */
export const looksLikePosition = (arg: string): boolean => arg.includes('/') || arg.toLowerCase() === 'start';

const TRAILING_FIELDS = [/^(-|S\^|s\^)$/, /^[ld]$/, /^(-|[a-j][1-8][a-j][1-8])$/, /^\d+$/];

/**
 * A position is one argument, but it contains spaces; when someone forgets the quotes
 * the shell splits it in five. Those five are put back together rather than refused.
 */
export const gatherPosition = (positionals: readonly string[], at: number): { text: string; used: number } => {
  const first = positionals[at]!;
  if (/\s/.test(first.trim()) || !first.includes('/')) return { text: first, used: 1 };
  const rest = positionals.slice(at + 1, at + 5);
  if (rest.length === 4 && rest.every((field, i) => TRAILING_FIELDS[i]!.test(field)))
    return { text: [first, ...rest].join(' '), used: 5 };
  return { text: first, used: 1 };
};

/** The position typed, `start` for the start position. */
export const readPosition = (text: string | undefined): Result<Position, CliError> => {
  if (text === undefined || text.trim().toLowerCase() === 'start') return ok(startPosition());
  const parsed = parsePosition(text);
  if (!parsed.ok)
    return cliError(
      'ERR_POSITION',
      `bad position "${text}": ${parsed.error.message.replace(/^position: /, '')}. A position is one quoted argument, such as "${START_POSITION}"`,
    );
  return ok(parsed.value);
};

export const readSquare = (option: string, text: string): Result<Square, CliError> => {
  const sq = parseSquare(text.trim());
  if (sq === undefined)
    return cliError('ERR_SQUARE', `--${option}: "${text}" is not a space; write a column a–j then a cycle 1–8, such as c3`);
  return ok(sq);
};

export const MAX_PERFT_DEPTH = 10;

export const readDepth = (text: string | undefined): Result<number, CliError> => {
  if (text === undefined) return cliError('ERR_DEPTH', 'perft needs a depth: write, for example, orrery perft 3');
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_PERFT_DEPTH)
    return cliError('ERR_DEPTH', `depth "${text}" should be a whole number from 1 to ${MAX_PERFT_DEPTH}, as in orrery perft 3`);
  return ok(Number(text));
};

/**
 * The optional position at `positionals[at]` (the start position when there is none)
 * and the index of the first argument after it.
 */
export const readPositionArgument = (
  positionals: readonly string[],
  at: number,
): Result<{ position: Position; next: number }, CliError> => {
  if (at >= positionals.length) return ok({ position: startPosition(), next: at });
  const { text, used } = gatherPosition(positionals, at);
  const position = readPosition(text);
  return position.ok ? ok({ position: position.value, next: at + used }) : position;
};

const QUOTE_THE_POSITION = 'a position is a single argument, so put it in quotes';

/** Refuses arguments a command has no use for; `hint` says what the command does take. */
export const noMoreArguments = (
  command: string,
  positionals: readonly string[],
  next: number,
  hint: string = QUOTE_THE_POSITION,
): Result<void, CliError> => {
  if (next >= positionals.length) return ok(undefined);
  const extra = positionals.slice(next).map((arg) => `"${arg}"`).join(' ');
  return cliError('ERR_ARGUMENTS', `too many arguments for ${command}: ${extra}; ${hint}`);
};

/**
 * What `moves`, `show` and `perft` all read: the variant, an optional position at
 * `positionals[at]`, and nothing after it.
 */
export const readVariantAndPosition = (
  command: string,
  args: ParsedArgs,
  at: number,
): Result<{ variant: Variant; position: Position }, CliError> => {
  const variant = readVariant(args);
  if (!variant.ok) return variant;
  const argument = readPositionArgument(args.positionals, at);
  if (!argument.ok) return argument;
  const rest = noMoreArguments(command, args.positionals, argument.value.next);
  if (!rest.ok) return rest;
  return ok({ variant: variant.value, position: argument.value.position });
};
