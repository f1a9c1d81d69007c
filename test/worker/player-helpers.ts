/** Signed-in players for tests: a sign-in link used from our own page, a name chosen, seats claimed. */
import { expect } from 'vitest';
import { call, getGame, play, type Created, type Side } from './client.ts';
import { confirmAddress, lastEmailTo, someLegalMove } from './mail-helpers.ts';

export const FORM = 'application/x-www-form-urlencoded';
export const OURS = { 'Content-Type': FORM, Origin: 'https://orrery.test' };

export const newAddress = (): string => `player-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Asks for a link for `email`, and uses it from our own page: the session cookie. */
export const signIn = async (email: string): Promise<string> => {
  await confirmAddress(email);
  await call('POST', '/api/me/link', { body: { email } });
  const link = /\/me\/sign-in\?t=([\w-]{43})/.exec((await lastEmailTo(email)).text)![1]!;
  const reply = await call('POST', '/me/sign-in', { raw: `t=${link}`, headers: OURS });
  expect(reply.status).toBe(303);
  return reply.headers.get('Set-Cookie')!.split(';')[0]!;
};

/** A unique name for a test's player: letters only, so no two tests' names look alike by chance. */
export const uniqueName = (prefix: string): string =>
  `${prefix}${Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => 'bcdfghjkmnpqstxz'[byte & 15]).join('')}`;

export interface TestPlayer {
  readonly email: string;
  readonly cookie: string;
  readonly name: string;
}

/** A signed-in player with a chosen name. */
export const newPlayer = async (prefix = 'Player'): Promise<TestPlayer> => {
  const email = newAddress();
  const cookie = await signIn(email);
  const name = uniqueName(prefix);
  const chosen = await call('POST', '/api/me/player', { body: { name }, headers: { Cookie: cookie } });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
  return { email, cookie, name };
};

export const claim = (created: Created, side: Side, player: { cookie: string }) =>
  call('POST', `/api/games/${created.id}/player`, { token: created.tokens[side], headers: { Cookie: player.cookie } });

/** Plays `plies` legal moves from the current position, each side in turn. */
export const playPlies = async (created: Created, plies: number): Promise<void> => {
  for (let step = 0; step < plies; step++) {
    const state = await getGame(created.id);
    const move = someLegalMove(state.game, state.variant, state.position, step);
    const reply = await play(created, state.toMove, move, state.ply);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
};
