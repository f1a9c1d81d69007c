/**
 * Moderation in workerd: the role (only the addresses MODERATORS lists reach /mod), each
 * action with its email and its effect (a mute stops messages, a bar refuses rated play,
 * a rename shows and is answered on /me, a closed account cannot sign in or be seen),
 * their undoing, the log, and dismissing a report.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../client.ts';
import { lastEmailTo, outboxTo } from '../mail-helpers.ts';
import { newPlayer, OURS, type TestPlayer } from '../player-helpers.ts';
import { created as tournamentCreated, enter, inMs } from '../tournament-helpers.ts';
import { as, gameBetween, moderator, playerIdOf, postForm, report, sendMessage } from '../moderation-helpers.ts';

let mod: { email: string; cookie: string };
beforeAll(async () => {
  mod = await moderator('mod-actions@orrery.test');
});

const act = (player: TestPlayer | { name: string }, action: string, fields: Record<string, string> = {}) =>
  postForm('/mod/actions', mod.cookie, { player: player.name, action, reason: `because of ${action}`, ...fields });

const modPage = async (path: string) => (await call('GET', path, { headers: { Cookie: mod.cookie } })).body as string;

const postChallenge = (player: TestPlayer, rated: boolean) =>
  call('POST', '/api/challenges', {
    body: { game: 'adomoc', clock: { daysPerMove: 3 }, side: 'random', rated },
    ...as(player),
  });

describe('the moderator role', () => {
  it('refuses /mod and its forms to anyone not listed, with a page that says so, and changes nothing', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const signedOut = await call('GET', '/mod');
    expect(signedOut.status).toBe(403);
    expect(signedOut.body).toContain('Moderators only');
    expect(signedOut.body).toContain('sign in');
    const player = await call('GET', '/mod', as(ann));
    expect(player.status).toBe(403);
    expect((await call('GET', `/mod/players/${bob.name}`, as(ann))).status).toBe(403);
    const forged = await postForm('/mod/actions', ann.cookie, { player: bob.name, action: 'close', reason: 'x' });
    expect(forged.status).toBe(403);
    expect(
      await env.DB.prepare('SELECT * FROM player_standing WHERE player_id = ?')
        .bind(await playerIdOf(bob))
        .first(),
    ).toBeNull();
    // The moderator reaches it.
    const page = await call('GET', '/mod', { headers: { Cookie: mod.cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Open reports');
  });

  it('refuses an action without a reason, or with a mute of no length, and does nothing', async () => {
    const bob = await newPlayer('Bob');
    expect((await postForm('/mod/actions', mod.cookie, { player: bob.name, action: 'warn', reason: ' ' })).status).toBe(
      400,
    );
    expect((await act(bob, 'mute', { days: '0' })).status).toBe(400);
    expect((await act(bob, 'mute', { days: 'soon' })).status).toBe(400);
    expect((await act(bob, 'explode')).status).toBe(400);
    expect((await act({ name: 'Nobodyqqqq' }, 'warn')).status).toBe(404);
    expect(await outboxTo(bob.email)).toHaveLength(1); // the sign-in link alone
  });
});

describe('acting on a report', () => {
  it('shows the report as it was with both histories; a warning closes it, is logged and emailed', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const game = await gameBetween(ann, bob);
    await sendMessage(game, 'dark', 'you are a clown');
    const filed = await report(ann, { kind: 'message', game: game.id, message: 1, reason: 'abuse', details: 'rude' });
    const id = filed.body.report.id as string;
    const home = await modPage('/mod');
    expect(home).toContain(`<li><a href="/mod/reports/${id}">`);
    const page = await modPage(`/mod/reports/${id}`);
    expect(page).toContain('you are a clown');
    expect(page).toContain('The reported player');
    expect(page).toContain('The reporter');
    expect(page).toContain(`href="/g/${game.id}"`);

    const warned = await act(bob, 'warn', { report: id });
    expect(warned.status).toBe(303);
    const email = await lastEmailTo(bob.email);
    expect(email.subject).toBe('A warning from the moderators of Orrery');
    expect(email.text).toContain('because of warn');
    // Off the queue (the log still links it).
    expect(await modPage('/mod')).not.toContain(`<li><a href="/mod/reports/${id}">`);
    expect(await modPage('/mod')).toContain(`${mod.email} warned <a href="/mod/players/${bob.name}">${bob.name}</a>`);
    const row = await env.DB.prepare('SELECT status, closed_by FROM reports WHERE id = ?').bind(id).first();
    expect(row).toEqual({ status: 'actioned', closed_by: mod.email });
  });

  it('dismisses a report: closed, logged, and nobody is emailed', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const id = (await report(ann, { kind: 'name', name: bob.name, reason: 'offensive-name' })).body.report.id as string;
    const before = (await outboxTo(bob.email)).length;
    expect((await postForm(`/mod/reports/${id}/dismiss`, mod.cookie, { reason: '' })).status).toBe(400);
    expect((await postForm(`/mod/reports/${id}/dismiss`, mod.cookie, { reason: 'a fine name' })).status).toBe(303);
    expect((await postForm(`/mod/reports/${id}/dismiss`, mod.cookie, { reason: 'again' })).status).toBe(409);
    expect(await env.DB.prepare('SELECT status FROM reports WHERE id = ?').bind(id).first()).toEqual({
      status: 'dismissed',
    });
    expect(await modPage('/mod')).toContain('dismissed a report about');
    expect(await outboxTo(bob.email)).toHaveLength(before);
  });
});

describe('each action and its undoing', () => {
  it('mutes a player site-wide: their messages are refused with a reason, in every game, until unmuted', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const game = await gameBetween(ann, bob);
    expect((await act(bob, 'mute', { days: '3' })).status).toBe(303);
    expect((await lastEmailTo(bob.email)).subject).toBe('Your messages on Orrery are muted');
    const refused = await sendMessage(game, 'dark', 'hello?');
    expect([refused.status, refused.body.error.code]).toEqual([403, 'ERR_MUTED']);
    expect(refused.body.error.message).toContain('a moderator has muted you');
    // A game they join during the mute holds it too; their opponent's messages still go.
    const later = await gameBetween(ann, bob);
    expect((await sendMessage(later, 'dark', 'and here?')).body.error.code).toBe('ERR_MUTED');
    expect((await sendMessage(later, 'light', 'hi bob')).status).toBe(201);

    expect((await act(bob, 'unmute')).status).toBe(303);
    expect((await lastEmailTo(bob.email)).subject).toBe('Your messages on Orrery are no longer muted');
    expect((await sendMessage(game, 'dark', 'sorry')).status).toBe(201);
    expect((await sendMessage(later, 'dark', 'sorry')).status).toBe(201);
  });

  it('holds a mute in a finished game, and in a game the mute never reached, which learns it at the next message', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const finished = await gameBetween(ann, bob);
    expect((await call('POST', `/api/games/${finished.id}/resign`, { token: finished.tokens.light })).status).toBe(200);
    expect((await act(bob, 'mute', { days: '1' })).status).toBe(303);
    expect((await sendMessage(finished, 'dark', 'good game, loser')).body.error.code).toBe('ERR_MUTED');
    // A mute as D1 holds it, that no game was told of (as for a game beyond the latest).
    const cy = await newPlayer('Cy');
    const untold = await gameBetween(ann, cy);
    await env.DB.prepare('INSERT INTO player_standing (player_id, muted_until) VALUES (?, ?)')
      .bind(await playerIdOf(cy), Date.now() + 3_600_000)
      .run();
    expect((await sendMessage(untold, 'dark', 'hi')).body.error.code).toBe('ERR_MUTED');
    await env.DB.prepare('UPDATE player_standing SET muted_until = NULL WHERE player_id = ?')
      .bind(await playerIdOf(cy))
      .run();
    expect((await sendMessage(untold, 'dark', 'hi again')).status).toBe(201);
  });

  it('bars a player from rated play: rated challenges and tournaments refused, casual open, until unbarred', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    expect((await act(bob, 'bar')).status).toBe(303);
    expect((await lastEmailTo(bob.email)).subject).toBe('You are barred from rated games on Orrery');
    const rated = await postChallenge(bob, true);
    expect([rated.status, rated.body.error.code]).toEqual([403, 'ERR_RATED_BARRED']);
    expect(rated.body.error.message).toContain('a moderator has barred you');
    expect((await postChallenge(bob, false)).status).toBe(201);
    const tournament = await tournamentCreated(ann, {
      game: 'adomoc',
      system: 'swiss',
      rounds: 2,
      maxEntrants: 8,
      startsAt: inMs(3_600_000),
    });
    expect((await enter(bob, tournament)).body.error.code).toBe('ERR_RATED_BARRED');

    expect((await act(bob, 'unbar')).status).toBe(303);
    expect((await postChallenge(bob, true)).status).toBe(201);
    expect((await enter(bob, tournament)).status).toBe(201);
  });

  it('renames a player to a neutral name that shows everywhere; they choose a new one on /me; the report keeps the old', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const reported = (await report(ann, { kind: 'name', name: bob.name, reason: 'offensive-name' })).body.report.id;
    expect((await act(bob, 'rename', { report: reported })).status).toBe(303);
    const neutral = (
      (await env.DB.prepare('SELECT name FROM players WHERE email = ?').bind(bob.email).first()) as {
        name: string;
      }
    ).name;
    expect(neutral).toMatch(/^Renamed [a-z]{8}$/);
    const email = await lastEmailTo(bob.email);
    expect(email.subject).toBe('Your player name on Orrery was changed');
    expect(email.text).toContain(`from “${bob.name}” to “${neutral}”`);
    expect((await call('GET', `/p/${bob.name}`)).status).toBe(404);
    expect((await call('GET', `/p/${encodeURIComponent(neutral)}`)).body).toContain(neutral);
    // /me asks for a new name, and takes one once.
    const me = (await call('GET', '/me', as(bob))).body as string;
    expect(me).toContain(`A moderator changed your name to “${neutral}”: choose a new one.`);
    const chosen = await call('POST', '/me/name', {
      raw: 'name=Bob%20Better',
      headers: { ...OURS, Cookie: bob.cookie },
    });
    expect(chosen.status).toBe(303);
    expect((await call('GET', '/api/players/Bob%20Better')).status).toBe(200);
    expect((await call('POST', '/api/me/player', { body: { name: 'Bob Again' }, ...as(bob) })).body.error.code).toBe(
      'ERR_NAME_CHOSEN',
    );
    // The report shows the name as it was reported.
    expect(await modPage(`/mod/reports/${reported}`)).toContain(bob.name);
  });

  it('closes an account: signed out everywhere, no sign-in, page hidden; reopened, all come back', async () => {
    const bob = await newPlayer('Bob');
    const challenge = (await postChallenge(bob, false)).body.challenge.id as string;
    expect((await act(bob, 'close')).status).toBe(303);
    // Their open challenge is gone from the lobby.
    const open = (await call('GET', '/api/challenges')).body.challenges as { id: string }[];
    expect(open.map((each) => each.id)).not.toContain(challenge);
    expect((await lastEmailTo(bob.email)).subject).toBe('Your Orrery account is closed');
    // The session it had is over: it cannot play (challenges need one) nor be seen.
    expect((await call('GET', '/api/me/player', as(bob))).body.error.code).toBe('ERR_SIGNED_OUT');
    expect((await postChallenge(bob, false)).body.error.code).toBe('ERR_SIGNED_OUT');
    expect((await call('GET', `/p/${bob.name}`)).status).toBe(404);
    expect((await call('GET', `/api/players/${bob.name}`)).status).toBe(404);
    // A new sign-in link is refused when used.
    await call('POST', '/api/me/link', { body: { email: bob.email } });
    const token = /\/me\/sign-in\?t=([\w-]{43})/.exec((await lastEmailTo(bob.email)).text)![1]!;
    const refused = await call('POST', '/me/sign-in', { raw: `t=${token}`, headers: OURS });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('closed by a moderator');
    expect(refused.headers.get('Set-Cookie')).toBeNull();
    // Moderators still find the player.
    expect(await modPage(`/mod/players/${bob.name}`)).toContain('account closed');

    expect((await act(bob, 'reopen')).status).toBe(303);
    expect((await lastEmailTo(bob.email)).subject).toBe('Your Orrery account is open again');
    expect((await call('GET', `/p/${bob.name}`)).status).toBe(200);
    await call('POST', '/api/me/link', { body: { email: bob.email } });
    const again = /\/me\/sign-in\?t=([\w-]{43})/.exec((await lastEmailTo(bob.email)).text)![1]!;
    expect((await call('POST', '/me/sign-in', { raw: `t=${again}`, headers: OURS })).status).toBe(303);
  });
});
