/**
 * HTTP to the server under test, timed from just before the request to the last byte of
 * the body. Any answer but the one expected (or no answer) is logged as an error with its
 * status and body; the figures never include a failed request.
 */

export interface Answer {
  readonly status: number;
  readonly text: string;
  /** Round trip, milliseconds, body read included. */
  readonly ms: number;
}

/** An answer read as bytes, with its headers: pictures. */
export interface BinaryAnswer {
  readonly status: number;
  readonly bytes: Uint8Array;
  readonly headers: Headers;
  /** Round trip, milliseconds, body read included. */
  readonly ms: number;
}

export interface ServerError {
  readonly phase: string;
  readonly request: string;
  /** 0 when no answer came (connection refused, reset, timeout). */
  readonly status: number;
  readonly body: string;
}

const REQUEST_TIMEOUT_MS = 30_000;

export class ErrorLog {
  readonly errors: ServerError[] = [];
  /** Requests sent, per phase, so an error rate can be given. */
  readonly requests = new Map<string, number>();

  count(phase: string): void {
    this.requests.set(phase, (this.requests.get(phase) ?? 0) + 1);
  }

  add(error: ServerError): void {
    this.errors.push({ ...error, body: error.body.slice(0, 400) });
  }

  inPhase(phase: string): ServerError[] {
    return this.errors.filter((error) => error.phase === phase);
  }
}

export class Api {
  readonly base: string;
  readonly log: ErrorLog;

  constructor(base: string, log: ErrorLog) {
    this.base = base;
    this.log = log;
  }

  /** One request; null (and an error logged) unless the status is `expected`. */
  async send(
    phase: string,
    method: 'GET' | 'POST',
    path: string,
    expected: number,
    body?: unknown,
    token?: string,
  ): Promise<Answer | null> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    const request = `${method} ${path}`;
    this.log.count(phase);
    const start = performance.now();
    try {
      const response = await fetch(this.base + path, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const answer = { status: response.status, text, ms: performance.now() - start };
      if (answer.status === expected) return answer;
      this.log.add({ phase, request, status: answer.status, body: text });
      return null;
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      this.log.add({
        phase,
        request,
        status: 0,
        body: `${error instanceof Error ? error.message : String(error)}${cause}`,
      });
      return null;
    }
  }

  /** One GET read as bytes, with the headers; null (and an error logged) unless the status is `expected`. */
  async getBytes(phase: string, path: string, expected: number): Promise<BinaryAnswer | null> {
    const request = `GET ${path}`;
    this.log.count(phase);
    const start = performance.now();
    try {
      const response = await fetch(this.base + path, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const bytes = new Uint8Array(await response.arrayBuffer());
      const answer = { status: response.status, bytes, headers: response.headers, ms: performance.now() - start };
      if (answer.status === expected) return answer;
      this.log.add({ phase, request, status: answer.status, body: new TextDecoder().decode(bytes.subarray(0, 400)) });
      return null;
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      this.log.add({
        phase,
        request,
        status: 0,
        body: `${error instanceof Error ? error.message : String(error)}${cause}`,
      });
      return null;
    }
  }
}
