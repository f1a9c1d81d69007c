/**
 * Signed-in players over HTTP, for browser tests that need one without going through the
 * forms: the sign-in link from the development outbox used as /me's page would, a name
 * chosen, and a rated game between two players (claimed, four moves, a resignation).
 */
import { expect } from 'vitest';
import { baseUrl, createGame, playOverApi, type Created } from './harness.ts';

const post = (path: string, init: { body: string; type: string; cookie?: string; token?: string }) =>
  fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': init.type,
      Origin: baseUrl(),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body,
  });

/** Signs `address` in: the session cookie, as `name=value`. */
export const signInOverApi = async (address: string): Promise<string> => {
  await post('/api/me/link', { type: 'application/json', body: JSON.stringify({ email: address }) });
  for (let attempt = 0; attempt < 50; attempt++) {
    const emails = (await (await fetch(`${baseUrl()}/dev/outbox.json?to=${encodeURIComponent(address)}`)).json()) as {
      to: string;
      text: string;
    }[];
    const token = emails.find((email) => email.to === address)?.text.match(/\/me\/sign-in\?t=([\w-]{43})/)?.[1];
    if (token) {
      const reply = await post('/me/sign-in', { type: 'application/x-www-form-urlencoded', body: `t=${token}` });
      expect(reply.status).toBe(303);
      return reply.headers.get('Set-Cookie')!.split(';')[0]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-in link for ${address} in the development outbox`);
};

/** A signed-in player named `name`: their cookie. */
export const playerOverApi = async (name: string): Promise<string> => {
  const cookie = await signInOverApi(`${name.toLowerCase()}-${Date.now()}@orrery.test`);
  const chosen = await post('/api/me/player', { type: 'application/json', body: JSON.stringify({ name }), cookie });
  expect(chosen.status, await chosen.clone().text()).toBe(201);
  return cookie;
};

/** An Adomoc game between two players, claimed by both, four moves, then dark resigns. */
export const ratedGameOverApi = async (lightCookie: string, darkCookie: string): Promise<Created> => {
  const created = await createGame({ game: 'adomoc' });
  for (const [side, cookie] of [
    ['light', lightCookie],
    ['dark', darkCookie],
  ] as const) {
    const claimed = await post(`/api/games/${created.id}/player`, {
      type: 'application/json',
      body: '',
      cookie,
      token: created.tokens[side]!,
    });
    expect(claimed.status).toBe(200);
  }
  for (const [side, move, ply] of [
    ['light', 'Fa3a6', 0],
    ['dark', 'Fj3j7', 1],
    ['light', 'F^c3c6', 2],
    ['dark', 'F^h3h6', 3],
  ] as const)
    await playOverApi(created, side, move, ply);
  const resigned = await post(`/api/games/${created.id}/resign`, {
    type: 'application/json',
    body: '',
    token: created.tokens.dark!,
  });
  expect(resigned.status).toBe(200);
  return created;
};

/** A Swiss of `game` taking entries until tomorrow, created by the player of `cookie`: its id. */
export const tournamentOverApi = async (cookie: string, game: 'adomoc' | 'adix'): Promise<string> => {
  const created = await post('/api/tournaments', {
    type: 'application/json',
    cookie,
    body: JSON.stringify({
      game,
      system: 'swiss',
      rounds: 3,
      maxEntrants: 8,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return ((await created.json()) as { tournament: { id: string } }).tournament.id;
};
