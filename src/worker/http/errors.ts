/**
 * Every error the API answers with, in one place: a stable code, its HTTP status, and
 * the JSON body `{error: {code, message}}`. Engine errors keep the engine's code and
 * message: an unreadable move is 400, a readable but illegal one 422. The codes are one
 * closed set (engine/result.ts): a mistyped one does not compile.
 *
 * One style for routes, as Hono's HTTPException: a route throws an ApiError (or hands a
 * failed result to `unwrap`, which throws it), and `app.onError` (app.ts) alone turns it
 * into an answer with the status of its code.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EngineError, FailureCode, Result } from '../../engine/result.ts';
import { API_FAILURE_STATUS } from '../../shared/api-failures.ts';

/**
 * Every code with its status: the server's own (shared/api-failures.ts), and the engine's
 * and the tournaments', where a text that cannot be read is 400 and a readable move,
 * position or pairing that the rules refuse is 422. `satisfies` makes a code without a
 * status fail to compile.
 */
const STATUS = {
  ...API_FAILURE_STATUS,
  // The rules engines (engine/failure-codes.ts).
  ERR_SYNTAX: 400,
  ERR_GAME_OVER: 410,
  ERR_ILLEGAL: 422,
  ERR_NO_PIECE: 422,
  ERR_NOT_YOUR_PIECE: 422,
  ERR_WRONG_PIECE: 422,
  ERR_WRONG_FACE: 422,
  ERR_HELD: 422,
  ERR_SHELTERED: 422,
  ERR_PIVOT_LIMIT: 422,
  ERR_TIP_TARGET: 422,
  ERR_SAME_SPACE: 422,
  ERR_SAME_SQUARE: 422,
  ERR_LINE: 422,
  ERR_TOO_FAR: 422,
  ERR_BLOCKED: 422,
  ERR_OCCUPIED: 422,
  ERR_NO_TARGET: 422,
  ERR_CAPTURE: 422,
  ERR_LANDING: 422,
  ERR_BEHAVIOUR: 422,
  ERR_NO_ORIGIN_SPACE: 422,
  ERR_ORIGIN: 422,
  ERR_FIELDS: 422,
  ERR_BOARD: 422,
  ERR_CENTRE: 422,
  ERR_SIDE: 400,
  ERR_REVERSE: 422,
  ERR_ROUND: 422,
  ERR_PIECE: 422,
  ERR_PIECE_COUNT: 422,
  ERR_PIVOTS: 422,
  ERR_QUIET: 422,
  ERR_MOVE_NUMBER: 422,
  ERR_RECORD_SYNTAX: 422,
  ERR_AFTER_END: 422,
  ERR_TAG: 422,
  ERR_TAG_GAME: 422,
  ERR_TAG_VARIANT: 422,
  ERR_TAG_POSITION: 422,
  ERR_RECORD_FORM: 422,
  ERR_VARIANT: 400,
  // Tournament pairing and standings (tournament/types.ts).
  ERR_TOO_FEW_ENTRANTS: 422,
  ERR_DUPLICATE_ENTRANT: 422,
  ERR_ENTRANT_ID: 422,
  ERR_RATING: 422,
  ERR_CYCLES: 400,
  ERR_ROUND_ALREADY_PAIRED: 422,
  ERR_ROUND_NOT_NEXT: 422,
  ERR_ROUND_UNFINISHED: 422,
  ERR_ROUND_NUMBERS: 422,
  ERR_UNKNOWN_ENTRANT: 422,
  ERR_PLAYS_TWICE: 422,
} as const satisfies Readonly<Record<FailureCode, ContentfulStatusCode>>;

export const statusOf = (code: FailureCode): ContentfulStatusCode => STATUS[code];

export const errorBody = (error: EngineError) => ({ error: { code: error.code, message: error.message } });

/** An expected failure thrown from a handler or a middleware; `app.onError` answers it. */
export class ApiError extends Error {
  readonly code: FailureCode;
  readonly headers: Record<string, string>;

  constructor(code: FailureCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.headers = headers;
  }

  /** The HTTP status of its code. */
  get status(): ContentfulStatusCode {
    return statusOf(this.code);
  }
}

/**
 * A refusal by a rate limit, with the seconds until it lifts: made where the limit is
 * counted (perhaps inside a game's object) and answered with `Retry-After` by `unwrap`.
 */
export interface LimitedError extends EngineError<'ERR_RATE_LIMITED'> {
  readonly retryAfter: number;
}

export const limited = (message: string, retryAfter: number): { readonly ok: false; readonly error: LimitedError } => ({
  ok: false,
  error: { code: 'ERR_RATE_LIMITED', message, retryAfter: Math.max(1, Math.ceil(retryAfter)) },
});

/** The value of a result, or its error thrown as an ApiError with the same code and message (and a limit's Retry-After). */
export const unwrap = <T>(result: Result<T, EngineError>): T => {
  if (result.ok) return result.value;
  const { error } = result;
  const retryAfter = 'retryAfter' in error && typeof error.retryAfter === 'number' ? error.retryAfter : null;
  throw new ApiError(error.code, error.message, retryAfter === null ? {} : { 'Retry-After': String(retryAfter) });
};
