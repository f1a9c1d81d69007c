/**
 * The API's description cannot drift from its routes: `GET /api` lists every endpoint the
 * app serves with its line, and docs/api.md names each of them and no other.
 */
import { describe, expect, it } from 'vitest';
import apiDoc from '../../../docs/api.md?raw';
import { app } from '../../../src/worker/app.ts';
import { DESCRIBED_ENDPOINTS, apiEndpoints } from '../../../src/worker/api/api-listing.ts';
import { call } from '../client.ts';

/** `GET /api/games/:id` and the like, wherever docs/api.md writes one (a query after `?` is not the path). */
const ENDPOINT_IN_TEXT = /\b(GET|POST|PUT|PATCH|DELETE)\s+(\/api(?:\/[\w:-]+)*)/g;

const documented = (text: string): Set<string> =>
  new Set([...text.matchAll(ENDPOINT_IN_TEXT)].map((match) => `${match[1]} ${match[2]}`));

const served = apiEndpoints(app.routes);

describe('the API described', () => {
  it('describes every endpoint the app serves, and none it does not', () => {
    expect(served.length).toBeGreaterThan(50);
    expect([...DESCRIBED_ENDPOINTS].sort()).toEqual([...served].sort());
  });

  it('lists every endpoint at GET /api with what it does', async () => {
    const listing = await call('GET', '/api');
    expect(listing.status).toBe(200);
    const lines = (listing.body as string).split('\n');
    for (const endpoint of served)
      expect(lines.some((line) => line.startsWith(`${endpoint} `) && line.trim() !== endpoint)).toBe(true);
    expect(listing.body).toContain('POST /api/tournaments/:id/entry');
    expect(listing.body).toContain('POST /api/games/:id/rematch');
  });

  it('docs/api.md names every endpoint the app serves, and none it does not', () => {
    const inDoc = documented(apiDoc);
    expect([...served, 'GET /api'].filter((endpoint) => !inDoc.has(endpoint))).toEqual([]);
    expect([...inDoc].filter((endpoint) => endpoint !== 'GET /api' && !served.includes(endpoint))).toEqual([]);
  });
});
