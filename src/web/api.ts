/**
 * Calls to Orrery's JSON API from the browser, each named as the contract names it
 * (shared/api-contract.ts: `POST /api/games/:id/moves`), which types its body and its
 * answer. Every answer becomes a value: the body, or the server's `{code, message}` error
 * (whose message is written for people), or a network failure in the same shape.
 */
import type { FailureCode } from '../engine/result.ts';
import type { AnswerOf, ApiCall, BodyOf, ParamsOf, QueryOf } from '../shared/api-contract.ts';

/**
 * What a refusal's code may be: one of the server's (a closed set, engine/result.ts), or
 * one the browser finds itself: no answer, an answer that is not the API's, no seat held.
 */
export type ApiErrorCode = FailureCode | 'ERR_NETWORK' | 'ERR_HTTP' | 'ERR_NO_SEAT';

export interface ApiError {
  readonly code: ApiErrorCode;
  readonly message: string;
}

export type ApiAnswer<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly status: number; readonly error: ApiError };

/** What a call sends: the path's parameters, its query, its body and a seat's token, as the contract types them. */
export interface ApiRequest<Call extends ApiCall> {
  readonly params: ParamsOf<Call>;
  readonly query?: QueryOf<Call>;
  readonly body?: BodyOf<Call>;
  /** A seat's token, sent as `Authorization: Bearer`. */
  readonly token?: string | null;
}

const NETWORK_ERROR: ApiError = {
  code: 'ERR_NETWORK',
  message: 'Orrery could not be reached; check your connection and try again.',
};

/** `GET /api/games/:id/positions/:ply` with `{id, ply}` and `{since}` becomes the method and `/api/games/…?since=…`. */
const requestLine = <Call extends ApiCall>(call: Call, request: ApiRequest<Call>): [string, string] => {
  const [method, pattern] = call.split(' ') as [string, string];
  const params = request.params as Readonly<Record<string, string | number>>;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = Object.entries((request.query ?? {}) as Readonly<Record<string, string | number | undefined>>)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return [method, query ? `${path}?${query}` : path];
};

/** The calls a seat makes about its own game (`/api/games/:id/…`), sent with its token. */
export type SeatCall = Extract<ApiCall, `${string} /api/games/:id/${string}`>;

export interface SeatRequestOptions<Call extends SeatCall> {
  readonly body?: BodyOf<Call>;
  readonly query?: QueryOf<Call>;
  /** Any parameter of the path but the game's id, which the seat knows. */
  readonly params?: Omit<ParamsOf<Call>, 'id'>;
}

/** A call with a seat's token, as the game page hands it to its panels. */
export type SeatRequest = <Call extends SeatCall>(
  call: Call,
  options?: SeatRequestOptions<Call>,
) => Promise<ApiAnswer<AnswerOf<Call>>>;

/** Calls one endpoint of the contract (shared/api-contract.ts): its answer is typed by it. */
export const callApi = async <Call extends ApiCall>(
  call: Call,
  request: ApiRequest<Call>,
): Promise<ApiAnswer<AnswerOf<Call>>> => {
  const [method, path] = requestLine(call, request);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: only a proxy or an outage answers like that.
  }
  // The Worker's build checks each route's answer against the contract (worker/api/api-contract-check.ts).
  if (response.ok) return { ok: true, value: body as AnswerOf<Call> };
  const error = (body as { error?: ApiError } | null)?.error;
  return {
    ok: false,
    status: response.status,
    error:
      error && typeof error.message === 'string'
        ? error
        : { code: 'ERR_HTTP', message: `The server answered ${response.status}; please try again.` },
  };
};
