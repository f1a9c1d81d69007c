/**
 * Players without passwords: a signed-in address chooses its name once (checked like game
 * names, and refused when it passes for a taken one), claims seats by their tokens, and
 * has a public page listing them. Playing by link without signing in is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, createGame, getGame } from '../client.ts';
import { roomStub } from '../rooms.ts';
import { OURS, claim, newAddress, newPlayer, playPlies, signIn, uniqueName } from '../player-helpers.ts';
import { nameKey } from '../../../src/shared/name-key.ts';

const choose = (cookie: string, name: unknown) =>
  call('POST', '/api/me/player', { body: { name }, headers: { Cookie: cookie } });

const seatRow = async (gameId: string, side: string) =>
  env.DB.prepare('SELECT player_id FROM seats WHERE game_id = ? AND side = ?').bind(gameId, side).first<{
    player_id: string | null;
  }>();

describe('choosing a player name', () => {
  it('gives a signed-in address its name once, and its page', async () => {
    const cookie = await signIn(newAddress());
    expect((await call('GET', '/api/me/player', { headers: { Cookie: cookie } })).body.player).toBeNull();
    const name = uniqueName('Ann ');
    const chosen = await choose(cookie, `  ${name} `);
    expect(chosen.status).toBe(201);
    expect(chosen.body).toEqual({ name, page: `/p/${encodeURIComponent(name)}` });
    const again = await choose(cookie, uniqueName('Other'));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ERR_NAME_CHOSEN');
    expect(again.body.error.message).toContain(name);
    expect((await call('GET', '/api/me/player', { headers: { Cookie: cookie } })).body.player.name).toBe(name);
    const page = await call('GET', `/p/${encodeURIComponent(name)}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<h1>${name}</h1>`);
  });

  it('refuses anyone not signed in, and a forged cookie', async () => {
    for (const headers of [{}, { Cookie: 'orrery_games=forged.1.1.AAAA' }] as Record<string, string>[]) {
      const reply = await call('POST', '/api/me/player', { body: { name: uniqueName('Nobody') }, headers });
      expect(reply.status).toBe(401);
      expect(reply.body.error.code).toBe('ERR_SIGNED_OUT');
      expect(reply.body.error.message).toContain('/me');
    }
  });

  it('refuses hostile names, each with its reason, and keeps nothing', async () => {
    const cookie = await signIn(newAddress());
    const hostile: [unknown, RegExp][] = [
      ['', /required/],
      ['   ', /required/],
      [42, /string/],
      ['Ann\u202Enid', /U\+202E/], // right-to-left override
      ['Ann\u200Bie', /U\+200B/], // zero-width space
      ['An\u200Dn', /U\+200D/], // zero-width joiner
      ['Ann\u00ADa', /U\+00AD/], // soft hyphen
      ['Bob\u0007', /U\+0007/], // bell
      ['Line\nbreak', /U\+000A/],
      ['\u3164\u3164', /U\+3164/], // Hangul fillers, drawn as nothing
      ['\u2800\u2800', /blank/], // blank Braille cells
      ['x'.repeat(25), /at most 24/],
      ['!!!', /letter or digit/],
    ];
    for (const [name, reason] of hostile) {
      const reply = await choose(cookie, name);
      expect(reply.status, String(name)).toBe(400);
      expect(reply.body.error.code).toBe('ERR_NAME');
      expect(reply.body.error.message).toMatch(reason);
    }
    expect((await choose(cookie, { name: 'Ann' })).body.error.code).toBe('ERR_NAME');
    const extra = await call('POST', '/api/me/player', {
      body: { name: 'Ann', admin: true },
      headers: { Cookie: cookie },
    });
    expect(extra.body.error.code).toBe('ERR_FIELD');
    expect((await call('GET', '/api/me/player', { headers: { Cookie: cookie } })).body.player).toBeNull();
  });

  it('refuses a taken name and every look-alike of it, and takes a different one', async () => {
    const base = uniqueName('Olive');
    const first = await signIn(newAddress());
    expect((await choose(first, base)).status).toBe(201);
    const tail = base.slice('Olive'.length);
    const lookAlikes = [
      base,
      base.toUpperCase(),
      base.toLowerCase(),
      `0live${tail}`, // digit zero for o
      `O1ive${tail}`, // digit one for l
      `OIive${tail}`, // capital I for l
      `\u041Elive${tail}`, // Cyrillic О
      `\u039Fl\u0456ve${tail}`, // Greek Ο, Cyrillic і
      `Ol\u00EFve${tail}`, // ï
      `O l i v e ${tail}`,
      `O_live-${tail}`,
      `\uFF2Flive${tail}`, // fullwidth Ｏ
      `\u{1D40E}live${tail}`, // mathematical bold 𝐎
    ];
    const second = await signIn(newAddress());
    for (const name of lookAlikes) {
      expect(nameKey(name), name).toBe(nameKey(base));
      const reply = await choose(second, name);
      expect(reply.status, name).toBe(409);
      expect(reply.body.error.code).toBe('ERR_NAME_TAKEN');
    }
    expect((await choose(second, `${base}2`)).status).toBe(201);
  });

  it('refuses requests another site makes for a signed-in visitor, and takes names with URL characters', async () => {
    const cookie = await signIn(newAddress());
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const reply = await call('POST', '/api/me/player', {
        body: { name: uniqueName('Mallory') },
        headers: { ...headers, Cookie: cookie },
      });
      expect(reply.status).toBe(403);
      expect(reply.body.error.code).toBe('ERR_CROSS_SITE');
    }
    expect((await call('GET', '/api/me/player', { headers: { Cookie: cookie } })).body.player).toBeNull();
    const name = `${uniqueName('A')}/?#%`;
    const chosen = await call('POST', '/api/me/player', {
      body: { name },
      headers: { Origin: 'https://orrery.test', Cookie: cookie },
    });
    expect(chosen.status).toBe(201);
    const page = await call('GET', chosen.body.page);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<h1>${name.replace('&', '&amp;')}</h1>`);
  });

  it('lets only one of two addresses racing for one name have it', async () => {
    const name = uniqueName('Race');
    const cookies = await Promise.all([signIn(newAddress()), signIn(newAddress())]);
    const replies = await Promise.all(
      cookies.map((cookie, index) => choose(cookie, index ? name.toUpperCase() : name)),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
  });

  it('has a form on /me, which refuses other sites and says what was wrong', async () => {
    const cookie = await signIn(newAddress());
    const page = await call('GET', '/me', { headers: { Cookie: cookie } });
    expect(page.body).toContain('Choose your player name');
    const bad = await call('POST', '/me/name', {
      raw: `name=${encodeURIComponent('Ann\u200B')}`,
      headers: { ...OURS, Cookie: cookie },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('invisible');
    const theirs = await call('POST', '/me/name', {
      raw: 'name=Mallory',
      headers: { ...OURS, Origin: 'https://evil.example', Cookie: cookie },
    });
    expect(theirs.status).toBe(403);
    const name = uniqueName('Form');
    const good = await call('POST', '/me/name', {
      raw: `name=${encodeURIComponent(name)}`,
      headers: { ...OURS, Cookie: cookie },
    });
    expect(good.status).toBe(303);
    const after = await call('GET', '/me', { headers: { Cookie: cookie } });
    expect(after.body).toContain(`You play as <strong>${name}</strong>`);
    expect(after.body).not.toContain('Choose your player name');
  });
});

describe('claiming a seat', () => {
  it('puts the seat on the player’s page, shows it in the game, and publishes it to D1', async () => {
    const ann = await newPlayer('Ann');
    const created = await createGame({ game: 'adomoc', players: { light: { name: 'Ann' }, dark: { name: 'Bob' } } });
    const before = await call('GET', `/api/games/${created.id}/player`, {
      token: created.tokens.light,
      headers: { Cookie: ann.cookie },
    });
    expect(before.body).toMatchObject({ side: 'light', player: null, you: { name: ann.name } });
    const claimed = await claim(created, 'light', ann);
    expect(claimed.status).toBe(200);
    expect(claimed.body.player.name).toBe(ann.name);
    // Claiming again is harmless.
    expect((await claim(created, 'light', ann)).status).toBe(200);
    expect((await getGame(created.id)).players.light).toEqual({ name: 'Ann', player: ann.name });
    await roomStub(created.id).syncHistory();
    expect((await seatRow(created.id, 'light'))?.player_id).toBeTruthy();
    expect((await seatRow(created.id, 'dark'))?.player_id).toBeNull();
    const profile = await call('GET', `/api/players/${encodeURIComponent(ann.name)}`);
    expect(profile.body.current).toHaveLength(1);
    expect(profile.body.current[0]).toMatchObject({ id: created.id, side: 'light', opponent: { name: 'Bob' } });
    // The page is found by a look-alike spelling too (its key).
    expect((await call('GET', `/api/players/${encodeURIComponent(ann.name.toLowerCase())}`)).status).toBe(200);
    const page = await call('GET', `/p/${encodeURIComponent(ann.name)}`);
    expect(page.body).toContain(`/g/${created.id}`);
    // Watch links only: the page never carries a seat token.
    expect(page.body).not.toContain(created.tokens.light);
  });

  it('refuses without sign-in, without a name, with a wrong token, a seat claimed by another, and both seats for one player', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const created = await createGame({ game: 'adomoc' });
    const signedOut = await call('POST', `/api/games/${created.id}/player`, { token: created.tokens.light });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.code).toBe('ERR_SIGNED_OUT');
    const nameless = await claim(created, 'light', { cookie: await signIn(newAddress()) });
    expect(nameless.status).toBe(409);
    expect(nameless.body.error.code).toBe('ERR_NO_PLAYER_NAME');
    const wrongToken = await call('POST', `/api/games/${created.id}/player`, {
      token: 'x'.repeat(43),
      headers: { Cookie: ann.cookie },
    });
    expect(wrongToken.status).toBe(401);
    expect(wrongToken.body.error.code).toBe('ERR_TOKEN');
    expect((await claim(created, 'light', ann)).status).toBe(200);
    const taken = await claim(created, 'light', bob);
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('ERR_SEAT_CLAIMED');
    const both = await claim(created, 'dark', ann);
    expect(both.status).toBe(409);
    expect(both.body.error.code).toBe('ERR_BOTH_SEATS');
    expect((await getGame(created.id)).players).toEqual({
      light: { name: 'Light', player: ann.name },
      dark: { name: 'Dark' },
    });
  });

  it('takes an anonymous seat afterwards, even once the game is over, and leaves play by link as it was', async () => {
    const ann = await newPlayer('Ann');
    const created = await createGame({ game: 'adomoc' });
    await playPlies(created, 4);
    expect((await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.dark })).status).toBe(200);
    expect((await claim(created, 'light', ann)).status).toBe(200);
    await roomStub(created.id).syncHistory();
    const profile = (await call('GET', `/api/players/${encodeURIComponent(ann.name)}`)).body;
    expect(profile.finished[0]).toMatchObject({ id: created.id, result: 'won', reason: 'resignation', rating: null });
  });

  it('answers 404 for a player no one is', async () => {
    expect((await call('GET', `/api/players/${uniqueName('Ghost')}`)).body.error.code).toBe('ERR_PLAYER_NOT_FOUND');
    const page = await call('GET', `/p/${uniqueName('Ghost')}`);
    expect(page.status).toBe(404);
    expect(page.body).toContain('No player has this name');
  });
});
