/**
 * Calls to Orrery's JSON API from the browser. Every answer becomes a value: the body, or
 * the server's `{code, message}` error (whose message is written for people), or a
 * network failure in the same shape.
 */
import type { FailureCode } from '../engine/result.ts';

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

export interface ApiRequest {
  readonly body?: unknown;
  /** A seat's token, sent as `Authorization: Bearer`. */
  readonly token?: string | null;
}

const NETWORK_ERROR: ApiError = {
  code: 'ERR_NETWORK',
  message: 'Orrery could not be reached; check your connection and try again.',
};

export const callApi = async <T>(method: string, path: string, request: ApiRequest = {}): Promise<ApiAnswer<T>> => {
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
  if (response.ok) return { ok: true, value: body as T };
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
