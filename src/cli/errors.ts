/**
 * What can go wrong on the command line, as values with stable codes. A usage error
 * (the command was typed wrongly) exits with 2; a game error (the moves or the record
 * break the rules) exits with 1, after whatever could be played has been printed.
 */
export const USAGE_ERRORS = [
  'ERR_UNKNOWN_COMMAND',
  'ERR_UNKNOWN_OPTION',
  'ERR_OPTION_VALUE',
  'ERR_ARGUMENTS',
  'ERR_POSITION',
  'ERR_GAME',
  'ERR_VARIANT',
  'ERR_DEPTH',
  'ERR_SQUARE',
  'ERR_FILE',
] as const;
export const GAME_ERRORS = ['ERR_ILLEGAL_MOVE', 'ERR_RECORD'] as const;

export type CliErrorCode = (typeof USAGE_ERRORS)[number] | (typeof GAME_ERRORS)[number];

export interface CliError {
  readonly code: CliErrorCode;
  /** One line a person can act on: what was wrong and how to put it right. */
  readonly message: string;
}

export const cliError = (code: CliErrorCode, message: string) => ({ ok: false as const, error: { code, message } });

export const EXIT_OK = 0;
export const EXIT_GAME_ERROR = 1;
export const EXIT_USAGE = 2;
/** A bug, not bad input: the conventional "internal software error" status. */
export const EXIT_INTERNAL = 70;

export const exitStatusOf = (error: CliError): number =>
  (USAGE_ERRORS as readonly string[]).includes(error.code) ? EXIT_USAGE : EXIT_GAME_ERROR;

export const isUsageError = (error: CliError): boolean => exitStatusOf(error) === EXIT_USAGE;
