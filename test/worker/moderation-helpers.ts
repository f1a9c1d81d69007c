/** Players in a game together, reports and a moderator's forms, as the moderation tests make them. */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { BASE, call, type Created } from './client.ts';
import { createConfirmedGame } from './mail-helpers.ts';
import { claim, OURS, signIn, type TestPlayer } from './player-helpers.ts';

export const as = (player: { cookie: string } | null): { headers: Record<string, string> } => ({
  headers: { Origin: BASE, ...(player ? { Cookie: player.cookie } : {}) },
});

/** A game of Adomoc between two signed-in players, each seat claimed, the seats in D1. */
export const gameBetween = async (light: TestPlayer, dark: TestPlayer): Promise<Created> => {
  const game = await createConfirmedGame({
    game: 'adomoc',
    players: { light: { name: light.name, email: light.email }, dark: { name: dark.name, email: dark.email } },
  });
  expect((await claim(game, 'light', light)).status).toBe(200);
  expect((await claim(game, 'dark', dark)).status).toBe(200);
  // The seats reach D1 from the game's alarm, a moment after the claims.
  await expect
    .poll(
      async () =>
        (
          await env.DB.prepare('SELECT count(*) AS n FROM seats WHERE game_id = ? AND player_id IS NOT NULL')
            .bind(game.id)
            .first()
        )?.n,
    )
    .toBe(2);
  return game;
};

export const sendMessage = (game: Created, side: 'light' | 'dark', text: string) =>
  call('POST', `/api/games/${game.id}/messages`, { token: game.tokens[side], body: { text } });

export const report = (player: { cookie: string } | null, body: Record<string, unknown>) =>
  call('POST', '/api/reports', { body, ...as(player) });

/** A moderator: an address MODERATORS lists (vitest.config.ts), signed in. */
export const moderator = async (email: string): Promise<{ email: string; cookie: string }> => ({
  email,
  cookie: await signIn(email),
});

/** A form posted from Orrery's own page, with the fields URL-encoded. */
export const postForm = (path: string, cookie: string | null, fields: Record<string, string>) =>
  call('POST', path, {
    raw: new URLSearchParams(fields).toString(),
    headers: { ...OURS, ...(cookie ? { Cookie: cookie } : {}) },
  });

export const playerIdOf = async (player: { email: string }): Promise<string> =>
  ((await env.DB.prepare('SELECT id FROM players WHERE email = ?').bind(player.email).first()) as { id: string }).id;
