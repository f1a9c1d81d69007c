/**
 * Every error the API answers with, in one place: a stable code, its HTTP status, and
 * the JSON body `{error: {code, message}}`. Engine errors keep the engine's code and
 * message: an unreadable move is 400, a readable but illegal one 422.
 *
 * One style for routes, as Hono's HTTPException: a route throws an ApiError (or hands a
 * failed result to `unwrap`, which throws it), and `app.onError` (app.ts) alone turns it
 * into an answer with the status of its code.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EngineError, Result } from '../../engine/result.ts';

const STATUS: Readonly<Record<string, ContentfulStatusCode>> = {
  ERR_BODY: 400,
  ERR_JSON: 400,
  ERR_FIELD: 400,
  ERR_GAME: 400,
  ERR_VARIANT: 400,
  ERR_POSITION: 400,
  ERR_POSITION_DECIDED: 400,
  ERR_NAME: 400,
  ERR_EMAIL: 400,
  ERR_CLOCK: 400,
  ERR_COMPUTER: 400,
  ERR_PLY: 400,
  ERR_FRAMES: 400,
  ERR_QUERY: 400,
  ERR_SYNTAX: 400,
  ERR_NOTES: 400,
  ERR_ANALYSIS: 400,
  ERR_CONDITIONAL: 400,
  ERR_HOOK_URL: 400,
  ERR_HOOK_NOT_HTTPS: 400,
  ERR_HOOK_CREDENTIALS: 400,
  ERR_HOOK_PORT: 400,
  ERR_HOOK_PRIVATE: 400,
  ERR_HOOK_SHAPE: 400,
  ERR_HOOK_UNVERIFIED: 422,
  ERR_PUSH_SUBSCRIPTION: 400,
  ERR_PUSH_ENDPOINT: 400,
  ERR_PUSH_KEYS: 400,
  ERR_MESSAGE: 400,
  ERR_MESSAGE_EMPTY: 400,
  ERR_REMINDERS: 400,
  ERR_TOKEN_MISSING: 401,
  ERR_TOKEN: 401,
  ERR_SIGNED_OUT: 401,
  ERR_CROSS_SITE: 403,
  ERR_GAME_NOT_FOUND: 404,
  ERR_PLAYER_NOT_FOUND: 404,
  ERR_NOT_FOUND: 404,
  ERR_HOOK_NOT_FOUND: 404,
  ERR_PUSH_NOT_FOUND: 404,
  ERR_PUSH_OFF: 404,
  ERR_METHOD: 405,
  ERR_STALE_PLY: 409,
  ERR_OFFERED_THIS_MOVE: 409,
  ERR_ALREADY_PLAYED: 409,
  ERR_NOT_YOUR_TURN: 409,
  ERR_DRAW_OFFERED: 409,
  ERR_NO_DRAW_OFFER: 409,
  ERR_OWN_DRAW_OFFER: 409,
  ERR_NO_CLOCK: 409,
  ERR_YOUR_TURN: 409,
  ERR_TAKEBACK_ASKED: 409,
  ERR_NO_MOVE_TO_TAKE_BACK: 409,
  ERR_NO_TAKEBACK: 409,
  ERR_OWN_TAKEBACK: 409,
  ERR_NO_EMAIL: 409,
  ERR_NO_VACATION_LEFT: 409,
  ERR_ALREADY_ON_VACATION: 409,
  ERR_NOT_ON_VACATION: 409,
  ERR_GAME_EXISTS: 409,
  ERR_HOOK_EXISTS: 409,
  ERR_HOOK_LIMIT: 409,
  ERR_GAME_NOT_OVER: 409,
  ERR_REMATCH_OFFERED: 409,
  ERR_NO_REMATCH_OFFER: 409,
  ERR_OWN_REMATCH_OFFER: 409,
  ERR_REMATCH_STARTED: 409,
  ERR_MESSAGE_COMPUTER: 409,
  ERR_MESSAGE_LIMIT: 409,
  ERR_NAME_TAKEN: 409,
  ERR_NAME_CHOSEN: 409,
  ERR_NO_PLAYER_NAME: 409,
  ERR_SEAT_CLAIMED: 409,
  ERR_BOTH_SEATS: 409,
  ERR_GAME_OVER: 410,
  ERR_BODY_TOO_LARGE: 413,
  ERR_NOTES_TOO_LARGE: 413,
  ERR_ANALYSIS_TOO_LARGE: 413,
  ERR_MESSAGE_TOO_LONG: 413,
  ERR_MEDIA_TYPE: 415,
  ERR_UPGRADE: 426,
  ERR_RATE_LIMITED: 429,
  ERR_TOO_MANY_SOCKETS: 429,
  ERR_INTERNAL: 500,
  ERR_NOT_CONFIGURED: 503,
  ERR_MAIL_UNAVAILABLE: 503,
  ERR_REMATCH_PENDING: 503,
  // Challenges (lobby/challenge-routes.ts, lobby/).
  ERR_SIDE: 400,
  ERR_RANGE: 400,
  ERR_CHALLENGE_SELF: 400,
  ERR_CHALLENGE_NOT_FOR_YOU: 403,
  ERR_NOT_YOUR_CHALLENGE: 403,
  ERR_RATED_BARRED: 403,
  ERR_CHALLENGE_NOT_FOUND: 404,
  ERR_CHALLENGE_LIMIT: 409,
  ERR_CHALLENGE_TAKEN: 409,
  ERR_OWN_CHALLENGE: 409,
  ERR_RATING_RANGE: 409,
  ERR_CHALLENGE_EXPIRED: 410,
  // Tournaments (tournaments/tournament-routes.ts, tournaments/).
  ERR_SYSTEM: 400,
  ERR_ROUNDS: 400,
  ERR_CYCLES: 400,
  ERR_MAX_ENTRANTS: 400,
  ERR_START_TIME: 400,
  ERR_NOT_ORGANISER: 403,
  ERR_TOURNAMENT_NOT_FOUND: 404,
  ERR_TOURNAMENT_FULL: 409,
  ERR_TOURNAMENT_STARTED: 409,
  ERR_NOT_ENTERED: 409,
  ERR_TOURNAMENT_STARTING: 409,
  ERR_TOURNAMENT_OVER: 409,
  ERR_TOURNAMENT_EXISTS: 409,
  // oEmbed asked for a format other than JSON: the oEmbed spec's answer.
  ERR_FORMAT: 501,
};

/** Codes from the rules engines' move readers: anything but ERR_SYNTAX is a readable, illegal move. */
export const statusOf = (code: string): ContentfulStatusCode => STATUS[code] ?? (code.startsWith('ERR_') ? 422 : 500);

export const errorBody = (error: EngineError) => ({ error: { code: error.code, message: error.message } });

/** An expected failure thrown from a handler or a middleware; `app.onError` answers it. */
export class ApiError extends Error {
  readonly code: string;
  readonly headers: Record<string, string>;

  constructor(code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.headers = headers;
  }

  /** The HTTP status of its code. */
  get status(): ContentfulStatusCode {
    return statusOf(this.code);
  }
}

/** The value of a result, or its error thrown as an ApiError with the same code and message. */
export const unwrap = <T>(result: Result<T, EngineError>): T => {
  if (!result.ok) throw new ApiError(result.error.code, result.error.message);
  return result.value;
};
