/**
 * Erasing an account in workerd (docs/privacy.md): a player with games of every kind
 * (finished, ongoing, against the computer, a tournament's), messages, notes, a chat
 * channel, a notification subscription, a block, an open challenge and a bot asks for the
 * link, confirms on its page, and afterwards no D1 table and no object involved holds
 * their address or name; their games stay, the seat "erased player". And the link's
 * rules: it expires, works once, and erases nothing when followed signed in as another.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameRoom } from '../../../src/worker/game/objects.ts';
import { erasureOf } from '../../../src/worker/erasure/erasure-object.ts';
import { everyLobby } from '../../../src/worker/lobby/lobby-shards.ts';
import { recipientOf } from '../../../src/worker/mail/recipient.ts';
import { tournamentObject } from '../../../src/worker/tournaments/tournament-object.ts';
import { botInbox } from '../../../src/worker/bots/bot-inbox.ts';
import { botOfPlayer } from '../../../src/worker/db/bot-records.ts';
import { playerByKey } from '../../../src/worker/db/player-records.ts';
import { nameKey } from '../../../src/shared/name-key.ts';
import { BASE, call, createGame, getGame, type Created } from '../client.ts';
import { createConfirmedGame, deliver, lastEmailTo, outboxTo, receive, replyMessage } from '../mail-helpers.ts';
import {
  claim,
  newAddress,
  newPlayer,
  OURS,
  playPlies,
  signIn,
  uniqueName,
  type TestPlayer,
} from '../player-helpers.ts';
import { newBot } from '../bots/bot-helpers.ts';
import { created as tournamentCreated, enter, inMs, read, roundMade } from '../tournament-helpers.ts';
import { d1Mentions, objectMentions } from './storage-search.ts';

const DISCORD = 'https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz_ABCDEFGHIJ-0123456789';

afterEach(() => vi.restoreAllMocks());

/** The Discord channel and the push service take every post (they are not on this machine). */
const standIns = () => {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url === DISCORD) return new Response(null, { status: 204 });
    if (request.url.startsWith('https://fcm.googleapis.com/')) return new Response(null, { status: 201 });
    return realFetch(input, init);
  });
};

const b64 = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A browser's notification subscription, as the page would send it. */
const subscription = async () => {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const publicBytes = new Uint8Array((await crypto.subtle.exportKey('raw', keys.publicKey)) as ArrayBuffer);
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: b64(publicBytes), auth: b64(crypto.getRandomValues(new Uint8Array(16))) },
  };
};

const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** Signs `email` in again and chooses a new name: the answer to choosing it. */
const newPlayerWith = async (email: string) => {
  const cookie = await signIn(email);
  return call('POST', '/api/me/player', { body: { name: uniqueName('Again') }, headers: { Cookie: cookie } });
};

const ok = (reply: { status: number; body: unknown }, status = 200) =>
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);

/** Asks for the link on /me, as its button does; the token from the email. */
const askForLink = async (player: TestPlayer): Promise<string> => {
  const reply = await call('POST', '/me/erase', { raw: '', headers: { ...OURS, Cookie: player.cookie } });
  expect(reply.status).toBe(202);
  const link = /\/me\/erase\?t=([\w-]{43})/.exec((await lastEmailTo(player.email)).text);
  expect(link).not.toBeNull();
  return link![1]!;
};

const confirm = (token: string, cookie?: string) =>
  call('POST', '/me/erase/confirm', { raw: `t=${token}`, headers: { ...OURS, ...(cookie ? { Cookie: cookie } : {}) } });

/** Runs the erasure to its end now, as its alarm would in a few runs. */
const finishErasure = async (email: string) => (await erasureOf(env.ERASURES, email)).finish();

const twoPlayerGame = async (ann: TestPlayer, bob: TestPlayer): Promise<Created> => {
  const game = await createConfirmedGame({
    game: 'adomoc',
    clock: { daysPerMove: 3 },
    players: { light: { name: ann.name, email: ann.email }, dark: { name: bob.name, email: bob.email } },
  });
  ok(await claim(game, 'light', ann));
  ok(await claim(game, 'dark', bob));
  return game;
};

describe('erasing an account', () => {
  it('leaves no address or name of the player in D1 or in any object that held them', async () => {
    standIns();
    const [ann, bob, carl] = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Carl')];
    const bot = await newBot(ann, { games: ['adomoc'] });

    // A finished game with messages both ways, and an ongoing one with everything a seat keeps.
    const finished = await twoPlayerGame(ann, bob);
    await playPlies(finished, 4);
    ok(
      await call('POST', `/api/games/${finished.id}/messages`, {
        token: finished.tokens.light,
        body: { text: `Good game, ${ann.name} here` },
      }),
      201,
    );
    ok(
      await call('POST', `/api/games/${finished.id}/messages`, {
        token: finished.tokens.dark,
        body: { text: 'Thanks, well played' },
      }),
      201,
    );
    ok(await call('POST', `/api/games/${finished.id}/resign`, { token: finished.tokens.light }));
    const ongoing = await twoPlayerGame(ann, bob);
    await playPlies(ongoing, 2);
    ok(
      await call('PUT', `/api/games/${ongoing.id}/notes`, {
        token: ongoing.tokens.light,
        body: { text: `${ann.name}'s plan: the centre` },
      }),
    );
    ok(
      await call('POST', `/api/games/${ongoing.id}/messages`, {
        token: ongoing.tokens.light,
        body: { text: `Hello from ${ann.name}` },
      }),
      201,
    );
    ok(
      await call('POST', `/api/games/${ongoing.id}/webhooks`, { token: ongoing.tokens.light, body: { url: DISCORD } }),
      201,
    );
    ok(
      await call('POST', `/api/games/${ongoing.id}/push`, { token: ongoing.tokens.light, body: await subscription() }),
      201,
    );
    // An emailed reply, answered: the game's mail log and the answer quote its subject.
    await deliver(ongoing.id);
    const replyTo = (await lastEmailTo(ann.email)).replyTo!;
    const reply = replyMessage({
      from: ann.email,
      to: replyTo,
      subject: `Re: a reply by ${ann.name}`,
      body: 'not a move',
    });
    expect((await receive(reply, { from: ann.email, to: replyTo })).rejected).toBeNull();
    await deliver(ongoing.id);
    const computer = await createGame({
      game: 'adomoc',
      players: { light: { name: ann.name, email: ann.email }, dark: { computer: { level: 1 } } },
    });
    ok(await claim(computer, 'light', ann));
    // A tournament Ann made, and its first round's games; an open challenge; a block.
    const tournament = await tournamentCreated(ann, {
      game: 'adomoc',
      system: 'round-robin',
      maxEntrants: 4,
      startsAt: inMs(2_500),
    });
    ok(await enter(bob, tournament), 201);
    ok(await enter(carl, tournament), 201);
    await roundMade(tournament, 1);
    const tournamentGames = (await read(tournament)).rounds.flatMap((round: any) =>
      round.games.map((game: any) => game.game),
    );
    ok(
      await call('POST', '/api/challenges', { body: { game: 'adix' }, headers: { Origin: BASE, Cookie: ann.cookie } }),
      201,
    );
    ok(await call('POST', '/api/me/blocks', { body: { name: carl.name }, headers: { Cookie: ann.cookie } }), 201);

    const games = [finished.id, ongoing.id, computer.id, ...tournamentGames];
    for (const id of games) await gameRoom(env, id).syncHistory();
    const botId = (await playerByKey(env.DB, nameKey(bot.name)))!.id;
    const objects: Record<string, DurableObjectStub> = {
      ...Object.fromEntries(games.map((id) => [`game ${id}`, gameRoom(env, id)])),
      ...Object.fromEntries(games.map((id) => [`live hub ${id}`, env.LIVE_HUBS.get(env.LIVE_HUBS.idFromName(id))])),
      tournament: tournamentObject(env, tournament),
      ...Object.fromEntries(everyLobby(env).map((shard, index) => [`lobby shard ${index}`, shard])),
      recipient: await recipientOf(env.RECIPIENTS, ann.email),
      'bot inbox': botInbox(env, botId),
      erasure: await erasureOf(env.ERASURES, ann.email),
    };
    // The search finds them before: it is not looking in the wrong places.
    expect(await d1Mentions(ann.email)).not.toEqual([]);
    expect(await d1Mentions(ann.name)).not.toEqual([]);
    expect(await objectMentions(objects, ann.name)).not.toEqual([]);
    expect(await objectMentions(objects, ann.email)).not.toEqual([]);
    expect((await objectMentions(objects, `a reply by ${ann.name}`)).join()).toContain(`game ${ongoing.id}: notices`);

    // The finished game was rated: Ann has rating rows, which go.
    const annId = (await playerByKey(env.DB, nameKey(ann.name)))!.id;
    const ratingRows = async () =>
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM rating_changes WHERE player_id = ?')
        .bind(annId)
        .first<{ n: number }>())!.n;
    await gameRoom(env, finished.id).rateNow();
    expect(await ratingRows()).toBe(1);

    const token = await askForLink(ann);
    // Opening the link's page erases nothing: only its button does.
    const page = await call('GET', `/me/erase?t=${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Erase my account now');
    expect(await playerByKey(env.DB, nameKey(ann.name))).not.toBeNull();
    const begun = await confirm(token, ann.cookie);
    expect(begun.status).toBe(200);
    expect(begun.body).toContain('being erased');
    // The erasure runs from its object's alarm, on its own: its pass at once, its look for
    // games D1 had yet to list some seconds later.
    const erasure = await erasureOf(env.ERASURES, ann.email);
    await expect.poll(() => erasure.pending(), { timeout: 40_000, interval: 250 }).toBe(false);

    for (const needle of [ann.email, ann.name, bot.name]) {
      expect(await d1Mentions(needle), needle).toEqual([]);
      expect(await objectMentions(objects, needle), needle).toEqual([]);
    }
    // The others are untouched, and the games stay as records with the seat erased.
    expect(await d1Mentions(bob.name)).not.toEqual([]);
    const after = await getGame(ongoing.id);
    expect(after.status).toBe('finished');
    expect(after.result).toMatchObject({ winner: 'dark', reason: 'resignation' });
    expect(after.players.light.name).toBe('erased player');
    expect(after.players.dark.name).toBe(bob.name);
    expect((await getGame(finished.id)).moves.length).toBe(4);
    // Bob's messages in the finished game are his; Ann's are gone.
    const bobReads = await call('GET', `/api/games/${finished.id}/messages`, { token: finished.tokens.dark });
    expect(JSON.stringify(bobReads.body)).toContain('Thanks, well played');
    expect(JSON.stringify(bobReads.body)).not.toContain('Good game');
    // The old seat link plays nothing, the old session is signed out, the page is gone, the bot too.
    expect((await call('GET', `/api/games/${ongoing.id}/notes`, { token: ongoing.tokens.light })).status).toBe(401);
    expect((await call('GET', '/me', { headers: { Cookie: ann.cookie } })).body).not.toContain(ann.email);
    expect((await call('GET', `/p/${encodeURIComponent(ann.name)}`)).status).toBe(404);
    expect(await botOfPlayer(env.DB, botId)).toBeNull();
    expect(await ratingRows()).toBe(0);
  });

  it('is confirmed only by a link in time, once, and not from another signed-in account', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const annStillThere = async () => (await playerByKey(env.DB, nameKey(ann.name))) !== null;

    // Signed out, the button only sends you to sign in; nothing is sent.
    const signedOut = await call('POST', '/me/erase', { raw: '', headers: OURS });
    expect(signedOut.status).toBe(303);
    // Another site cannot press it for you.
    const crossSite = await call('POST', '/me/erase', {
      raw: '',
      headers: { ...OURS, Origin: 'https://evil.example', Cookie: ann.cookie },
    });
    expect(crossSite.status).toBe(403);

    // Followed where Bob is signed in, Ann's link erases nothing, and still works for Ann.
    const token = await askForLink(ann);
    const wrong = await confirm(token, bob.cookie);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toContain('another account');
    expect(await annStillThere()).toBe(true);
    expect(await playerByKey(env.DB, nameKey(bob.name))).not.toBeNull();

    // A made-up or cut-short link, and a link out of time, erase nothing.
    expect((await confirm('x'.repeat(43), ann.cookie)).status).toBe(410);
    expect((await call('GET', `/me/erase?t=${token.slice(0, 20)}`)).status).toBe(410);
    const late = await askForLink(ann);
    await env.DB.prepare('UPDATE erasure_links SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, await sha256(late))
      .run();
    expect((await call('GET', `/me/erase?t=${late}`)).status).toBe(410);
    expect((await confirm(late, ann.cookie)).status).toBe(410);
    expect(await annStillThere()).toBe(true);

    // The good link, followed on a device where nobody is signed in: it works once.
    expect((await confirm(token)).status).toBe(200);
    await finishErasure(ann.email);
    expect(await annStillThere()).toBe(false);
    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect((await call('GET', `/me/erase?t=${token}`)).status).toBe(410);
  });

  it('erasing twice changes nothing more, and the address may start afresh', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const game = await twoPlayerGame(ann, bob);
    await playPlies(game, 2);
    expect((await confirm(await askForLink(ann), ann.cookie)).status).toBe(200);
    await finishErasure(ann.email);
    const once = await getGame(game.id);
    const bobsRows = await d1Mentions(bob.name);

    // The same erasure started again (a second press, say) finds nothing left to do.
    await (await erasureOf(env.ERASURES, ann.email)).start(ann.email);
    await finishErasure(ann.email);
    expect(await getGame(game.id)).toEqual(once);
    expect(await d1Mentions(bob.name)).toEqual(bobsRows);
    expect(await d1Mentions(ann.email)).toEqual([]);
    expect(await (await erasureOf(env.ERASURES, ann.email)).pending()).toBe(false);

    // The address is a stranger's again: it may sign in and choose a name anew.
    const fresh = await newPlayerWith(ann.email);
    expect(fresh.status).toBe(201);
  });

  it('erases an address that never chose a name, a game D1 had yet to list too, and its emails stop', async () => {
    const bob = await newPlayer('Bob');
    const email = newAddress();
    const cookie = await signIn(email);
    const game = await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: 'Dee', email }, dark: { name: bob.name, email: bob.email } },
    });
    await playPlies(game, 2);
    await deliver(game.id);
    const before = (await outboxTo(email)).length;
    expect(before).toBeGreaterThan(0);
    const token = await askForLink({ email, cookie, name: 'Dee' });
    // A game made the moment before: its object has not published it to D1 yet.
    const late = await createGame({ game: 'adix', players: { white: { name: 'Dee', email } } });
    expect((await confirm(token, cookie)).status).toBe(200);
    const erasure = await erasureOf(env.ERASURES, email);
    await expect.poll(() => erasure.pending(), { timeout: 40_000, interval: 250 }).toBe(false);
    expect((await getGame(late.id)).players.white.name).toBe('erased player');
    expect(await objectMentions({ late: gameRoom(env, late.id) }, email)).toEqual([]);
    expect(await d1Mentions(email)).toEqual([]);
    expect(await objectMentions({ game: gameRoom(env, game.id) }, email)).toEqual([]);
    expect((await getGame(game.id)).players.light.name).toBe('erased player');

    // Bob writes to the seat that was Dee's: nothing reaches the address.
    ok(
      await call('POST', `/api/games/${game.id}/messages`, { token: game.tokens.dark, body: { text: 'Still there?' } }),
      201,
    );
    await deliver(game.id);
    // The erasure's own email is the one more: not even the late game's invitation went.
    expect((await outboxTo(email)).map((sent) => sent.subject).slice(before)).toEqual([
      'Confirm erasing your Orrery account',
    ]);
  });
});
