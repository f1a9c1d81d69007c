/**
 * Reading the values people type — games, variants, positions, squares, depths — into
 * the game's types, with a message that says how to write them when they are wrong.
 */
import { variantOf } from '../engine/games.ts';
import { ok, type Result } from '../engine/result.ts';
import { optionValue, type OptionSpec, type ParsedArgs } from './args.ts';
import { cliError, type CliError } from './errors.ts';
import type { CliGame } from './game-cli.ts';
import { CLI_GAMES, DEFAULT_GAME, findGame, gameChoices, readGamePosition } from './games.ts';

export const GAME_OPTION: OptionSpec = {
  name: 'game',
  value: 'g',
  description: `${gameChoices()}; without it, the game of the position or record given, else ${DEFAULT_GAME.game.id}`,
};

/** `--game`, case-insensitively; undefined when absent (the position or record decides). */
export const readGameOption = (args: ParsedArgs): Result<CliGame | undefined, CliError> => {
  const text = optionValue(args, 'game');
  if (text === undefined) return ok(undefined);
  const cli = findGame(text);
  if (!cli) return cliError('ERR_GAME', `--game: "${text}" is not a game; use ${gameChoices()}`);
  return ok(cli);
};

/** `--variant` of the game, case-insensitively; `fallback` (else the game's default) when absent. */
export const readVariant = (args: ParsedArgs, cli: CliGame, fallback?: string): Result<string, CliError> => {
  const text = optionValue(args, 'variant');
  if (text === undefined) return ok(fallback ?? cli.game.defaultVariant);
  const variant = variantOf(cli.game, text);
  if (variant !== undefined) return ok(variant);
  const ids = cli.game.variants.map((info) => info.id);
  const whose = ids.length === 1 ? `${cli.game.name}'s only variant` : `the variants of ${cli.game.name}`;
  return cliError('ERR_VARIANT', `--variant: "${text}" is not a variant; use ${ids.join(', ')} (${whose})`);
};

/**
 * Whether an argument is (the start of) a position rather than a move: `start`, or a
 * board of ranks or cycles split by slashes. A move holds one slash at most (an ADIX
 * tip, ^e3/e4), a board seven or more; a short board still counts when it comes with
 * the four fields that follow one.
 */
export const looksLikePosition = (arg: string): boolean => {
  const slashes = arg.split('/').length - 1;
  const fields = arg.trim().split(/\s+/);
  return arg.trim().toLowerCase() === 'start' || slashes >= 2 || (fields[0]!.includes('/') && fields.length >= 5);
};

/**
 * A position is one argument, but it contains spaces; when someone forgets the quotes
 * the shell splits it in five. Those five are put back together rather than refused,
 * when the four after the board read as a game's fields (`chosen`'s, if given).
 */
export const gatherPosition = (
  positionals: readonly string[],
  at: number,
  chosen?: CliGame,
): { text: string; used: number } => {
  const first = positionals[at]!;
  if (/\s/.test(first.trim()) || !first.includes('/')) return { text: first, used: 1 };
  const rest = positionals.slice(at + 1, at + 5);
  const fits = (cli: CliGame) => rest.length === 4 && rest.every((field, i) => cli.trailingFields[i]!.test(field));
  if ((chosen ? [chosen] : CLI_GAMES).some(fits)) return { text: [first, ...rest].join(' '), used: 5 };
  return { text: first, used: 1 };
};

export const readSquare = (cli: CliGame, option: string, text: string): Result<string, CliError> => {
  const square = cli.parseSquare(text);
  if (square === undefined) {
    const { noun, how } = cli.squareWords;
    return cliError('ERR_SQUARE', `--${option}: "${text}" is not a ${noun}; write ${how}`);
  }
  return ok(square);
};

export const MAX_PERFT_DEPTH = 10;

export const readDepth = (text: string | undefined): Result<number, CliError> => {
  if (text === undefined) return cliError('ERR_DEPTH', 'perft needs a depth: write, for example, orrery perft 3');
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_PERFT_DEPTH)
    return cliError(
      'ERR_DEPTH',
      `depth "${text}" should be a whole number from 1 to ${MAX_PERFT_DEPTH}, as in orrery perft 3`,
    );
  return ok(Number(text));
};

/** The game of a command, and its position: null for the start position, which the variant picks. */
export interface GamePosition {
  readonly cli: CliGame;
  readonly position: unknown;
  /** Whether --game or a position named the game (rather than the default). */
  readonly stated: boolean;
}

/**
 * The optional position at `positionals[at]` (none, or the word start, for the start
 * position) and the index of the first argument after it. The game is `chosen` (from
 * --game) or the one whose notation the position is written in.
 */
export const readPositionArgument = (
  positionals: readonly string[],
  at: number,
  chosen: CliGame | undefined,
): Result<GamePosition & { next: number }, CliError> => {
  const start = { cli: chosen ?? DEFAULT_GAME, position: null, stated: chosen !== undefined };
  if (at >= positionals.length) return ok({ ...start, next: at });
  const { text, used } = gatherPosition(positionals, at, chosen);
  if (text.trim().toLowerCase() === 'start') return ok({ ...start, next: at + used });
  const read = readGamePosition(text, chosen);
  if (!read.ok) return read;
  return ok({ ...read.value, stated: true, next: at + used });
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
  const extra = positionals
    .slice(next)
    .map((arg) => `"${arg}"`)
    .join(' ');
  return cliError('ERR_ARGUMENTS', `too many arguments for ${command}: ${extra}; ${hint}`);
};

export interface Setting {
  readonly cli: CliGame;
  readonly variant: string;
  readonly position: unknown;
  /** Whether --game or a position named the game (rather than the default). */
  readonly stated: boolean;
}

/**
 * What a command reads before its own arguments: the game, an optional position at
 * `positionals[at]` and the variant; `next` is the index after the position. With
 * `last`, nothing may follow the position.
 */
export const readSetting = (
  command: string,
  args: ParsedArgs,
  at: number,
  last = true,
): Result<Setting & { next: number }, CliError> => {
  const chosen = readGameOption(args);
  if (!chosen.ok) return chosen;
  const argument = readPositionArgument(args.positionals, at, chosen.value);
  if (!argument.ok) return argument;
  if (last) {
    const rest = noMoreArguments(command, args.positionals, argument.value.next);
    if (!rest.ok) return rest;
  }
  const { cli, stated, next } = argument.value;
  const variant = readVariant(args, cli);
  if (!variant.ok) return variant;
  const position = argument.value.position ?? cli.game.startPosition(variant.value);
  return ok({ cli, variant: variant.value, position, stated, next });
};
