/** Talking to the Worker as a client would: through its fetch handler, with JSON. */
import { exports } from 'cloudflare:workers';

export const BASE = 'https://orrery.test';

let addressCounter = 0;
/** A fresh client address per call, so the creation rate limit applies only where a test wants it. */
export const freshAddress = (): string =>
  `198.51.100.${(addressCounter = (addressCounter + 1) % 250) + 1}-${crypto.randomUUID().slice(0, 8)}`;

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export const call = async <T = any>(
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> => {
  const headers: Record<string, string> = { 'CF-Connecting-IP': freshAddress(), ...options.headers };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  // Redirects are answers to check, not to follow.
  const response = await exports.default.fetch(
    new Request(`${BASE}${path}`, { method, headers, redirect: 'manual', ...(body === undefined ? {} : { body }) }),
  );
  const type = response.headers.get('Content-Type') ?? '';
  const parsed = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, body: parsed as T, headers: response.headers };
};

/** Side ids of both games, so tests can write `tokens.light`. */
export type Side = 'light' | 'dark' | 'white' | 'black';

export interface Created {
  id: string;
  game: string;
  variant: string;
  links: Record<Side | 'watch', string>;
  tokens: Record<Side, string>;
}

export const createGame = async (body: Record<string, unknown> = { game: 'adomoc' }): Promise<Created> => {
  const reply = await call<Created>('POST', '/api/games', { body });
  if (reply.status !== 201) throw new Error(`could not create a game: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
};

export const getGame = async (id: string, query = '') => (await call('GET', `/api/games/${id}${query}`)).body;

export const play = (created: Created, side: Side, move: string, ply: number) =>
  call('POST', `/api/games/${created.id}/moves`, { token: created.tokens[side], body: { move, ply } });
