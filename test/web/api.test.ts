/**
 * The browser's API calls, named as the contract names them, become the same requests
 * as the paths written out by hand did: method, path with its parameters, query, token
 * and JSON body; and an error body or no answer becomes a value.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../src/web/api.ts';

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
}

const answering = (status: number, body: unknown): Sent[] => {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method!,
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    return new Response(JSON.stringify(body), { status });
  });
  return sent;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('fills the path, the query, the token and the body', async () => {
    const sent = answering(200, { browsers: 1 });
    const answer = await callApi('DELETE /api/games/:id/push', {
      params: { id: 'k3x9mqa2p7hd' },
      body: { endpoint: 'https://push.example/1' },
      token: 'seat-token',
    });
    expect(answer).toEqual({ ok: true, value: { browsers: 1 } });
    expect(sent).toEqual([
      {
        url: '/api/games/k3x9mqa2p7hd/push',
        method: 'DELETE',
        headers: {
          Accept: 'application/json',
          Authorization: 'Bearer seat-token',
          'Content-Type': 'application/json',
        },
        body: '{"endpoint":"https://push.example/1"}',
      },
    ]);
  });

  it('writes each parameter and the query in order, and sends no body when there is none', async () => {
    const sent = answering(200, { position: 'x' });
    await callApi('GET /api/games/:id/positions/:ply', { params: { id: 'abc', ply: 12 } });
    await callApi('GET /api/games/:id/messages', { params: { id: 'abc' }, query: { after: 3, seen: 1 } });
    await callApi('GET /api/games/:id', { params: { id: 'abc' }, query: { since: 0 } });
    await callApi('DELETE /api/games/:id/webhooks/:hookId', { params: { id: 'abc', hookId: 'a b' } });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/games/abc/positions/12',
      'GET /api/games/abc/messages?after=3&seen=1',
      'GET /api/games/abc?since=0',
      'DELETE /api/games/abc/webhooks/a%20b',
    ]);
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers).toEqual({ Accept: 'application/json' });
  });

  it("gives the server's error, or one of its own when the answer is not the API's or never comes", async () => {
    answering(409, { error: { code: 'ERR_STALE_PLY', message: 'the game has moved on' } });
    expect(await callApi('GET /api/games/:id', { params: { id: 'abc' } })).toEqual({
      ok: false,
      status: 409,
      error: { code: 'ERR_STALE_PLY', message: 'the game has moved on' },
    });
    answering(502, 'Bad gateway');
    const proxied = await callApi('GET /api/games/:id', { params: { id: 'abc' } });
    expect(proxied.ok === false && proxied.error.code).toBe('ERR_HTTP');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    const offline = await callApi('GET /api/games/:id', { params: { id: 'abc' } });
    expect(offline).toMatchObject({ ok: false, status: 0, error: { code: 'ERR_NETWORK' } });
  });
});
