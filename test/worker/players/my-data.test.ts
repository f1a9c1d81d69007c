/**
 * "Download my data" in workerd: a signed-in player's NDJSON holds their address and name,
 * each game of the address with its record and what its seat keeps (messages, notes,
 * settings), their blocks; signed out, it is refused.
 */
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BASE, call } from '../client.ts';
import { createConfirmedGame } from '../mail-helpers.ts';
import { claim, newPlayer } from '../player-helpers.ts';

/** The download as its text (the JSON client would read it as one JSON value). */
const download = async (cookie: string | null) => {
  const response = await exports.default.fetch(
    new Request(`${BASE}/me/data`, { headers: cookie ? { Cookie: cookie } : {} }),
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
};

describe('downloading my data', () => {
  it('streams every game, message, note, setting and block of the address, as NDJSON', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const game = await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: ann.name, email: ann.email }, dark: { name: bob.name, email: bob.email } },
    });
    expect((await claim(game, 'light', ann)).status).toBe(200);
    await call('POST', `/api/games/${game.id}/messages`, { token: game.tokens.dark, body: { text: 'Hello Ann' } });
    await call('PUT', `/api/games/${game.id}/notes`, { token: game.tokens.light, body: { text: 'Watch the centre' } });
    expect(
      (await call('POST', '/api/me/blocks', { body: { name: bob.name }, headers: { Cookie: ann.cookie } })).status,
    ).toBe(201);
    // D1 lists the game by its seats a moment after it is made.
    await expect.poll(async () => (await download(ann.cookie)).text.includes(game.id)).toBe(true);

    const reply = await download(ann.cookie);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toContain('application/x-ndjson');
    expect(reply.headers.get('Content-Disposition')).toContain('attachment');
    const lines = reply.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ type: 'account', email: ann.email, player: { name: ann.name } });
    const mine = lines.find((line) => line.type === 'game' && line.id === game.id);
    expect(mine).toMatchObject({ side: 'light', name: ann.name });
    expect(mine.record).toBeTruthy();
    expect(JSON.stringify(mine.messages)).toContain('Hello Ann');
    expect(JSON.stringify(mine.notes)).toContain('Watch the centre');
    expect(mine.settings).toBeTruthy();
    expect(lines).toContainEqual(expect.objectContaining({ type: 'block', name: bob.name }));

    const signedOut = await download(null);
    expect(signedOut.status).toBe(401);
    expect(JSON.parse(signedOut.text).error.code).toBe('ERR_SIGNED_OUT');
  });
});
