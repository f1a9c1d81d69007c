/**
 * Blocks and mutes in workerd: a block listed and undone (API and forms), the blocked
 * player's challenges refused and theirs hidden from the blocker, neither taking the
 * other's, the two kept apart in a Swiss round, the blocked player's messages not
 * delivered (and the sender not told), and a mute hiding one opponent's messages in one
 * game. Players sign in for real; the lobby, the games and the tournament are their real
 * objects.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games.ts';
import { BASE, call, type Created } from '../client.ts';
import { claim, newPlayer, OURS, type TestPlayer } from '../player-helpers.ts';
import { createConfirmedGame, deliver, outboxTo } from '../mail-helpers.ts';
import { BLOCKS_ORDER, blockedBy, type BlockedPlayer } from '../../../src/worker/db/blocks.ts';
import { decodeCursor, type Cursor, type Page } from '../../../src/worker/db/page-cursor.ts';
import { created as tournamentCreated, enter, inMs, roundMade } from '../tournament-helpers.ts';

const as = (player: TestPlayer | null): { headers: Record<string, string> } => ({
  headers: { Origin: BASE, ...(player ? { Cookie: player.cookie } : {}) },
});

const block = (blocker: TestPlayer, name: unknown) =>
  call('POST', '/api/me/blocks', { body: { name }, ...as(blocker) });
const unblock = (blocker: TestPlayer, name: string) =>
  call('DELETE', `/api/me/blocks/${encodeURIComponent(name)}`, as(blocker));
const blocksOf = async (player: TestPlayer) =>
  ((await call('GET', '/api/me/blocks', as(player))).body.blocks as { name: string }[]).map((each) => each.name);

const postChallenge = (player: TestPlayer, body: Record<string, unknown>) =>
  call('POST', '/api/challenges', { body: { game: 'adomoc', clock: { daysPerMove: 3 }, ...body }, ...as(player) });
const listed = async (player: TestPlayer | null) =>
  ((await call('GET', '/api/challenges', as(player))).body.challenges as { id: string }[]).map(({ id }) => id);
const accept = (player: TestPlayer, id: string) =>
  call('POST', `/api/challenges/${id}/accept`, { body: {}, ...as(player) });

const unwrapped = <T>(result: { ok: true; value: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('not a cursor');
  return result.value;
};

const playerId = async (player: TestPlayer): Promise<string> =>
  ((await env.DB.prepare('SELECT id FROM players WHERE email = ?').bind(player.email).first()) as { id: string }).id;

describe('blocking a player', () => {
  it('lists a block for the blocker alone and undoes it; bad requests change nothing', async () => {
    const [ann, bob, cy] = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy')];
    const made = await block(ann, bob.name);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.blocked).toEqual({ name: bob.name, page: `/p/${bob.name}` });
    // Twice is once.
    expect((await block(ann, bob.name)).status).toBe(201);
    expect(await blocksOf(ann)).toEqual([bob.name]);
    expect(await blocksOf(bob)).toEqual([]);
    // Nothing on the blocked player's page or in their API says so.
    expect(JSON.stringify((await call('GET', `/api/players/${bob.name}`, as(cy))).body)).not.toContain(ann.name);

    expect((await block(ann, ann.name)).body.error.code).toBe('ERR_BLOCK_SELF');
    expect((await block(ann, 'Nobodyqqq')).status).toBe(404);
    expect((await block(ann, 42)).body.error.code).toBe('ERR_FIELD');
    expect((await call('POST', '/api/me/blocks', { body: { name: cy.name } })).body.error.code).toBe('ERR_SIGNED_OUT');
    const crossSite = await call('POST', '/api/me/blocks', {
      body: { name: cy.name },
      headers: { Cookie: ann.cookie, Origin: 'https://evil.example' },
    });
    expect(crossSite.body.error.code).toBe('ERR_CROSS_SITE');
    expect(await blocksOf(ann)).toEqual([bob.name]);

    const undone = await unblock(ann, bob.name);
    expect(undone.status).toBe(200);
    expect(await blocksOf(ann)).toEqual([]);
  });

  it('lists blocks a page at a time, newest first, in the API and on /me', async () => {
    const ann = await newPlayer('Ann');
    const others = await Promise.all(Array.from({ length: 5 }, () => newPlayer('Blocked')));
    for (const other of others) expect((await block(ann, other.name)).status).toBe(201);
    const annId = await playerId(ann);
    // Two a page: every block once, the newest first, whatever the list's length.
    const walked: BlockedPlayer[] = [];
    let cursor: Cursor | null = null;
    for (let pages = 0; pages < 5; pages++) {
      const page: Page<BlockedPlayer> = await blockedBy(env.DB, annId, cursor, 2);
      walked.push(...page.items);
      if (!page.next) break;
      cursor = unwrapped(decodeCursor(page.next, BLOCKS_ORDER));
    }
    expect(walked.map((each) => each.name).sort()).toEqual(others.map((other) => other.name).sort());
    const times = walked.map((each) => each.since);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const api = await call('GET', '/api/me/blocks', as(ann));
    expect([api.body.blocks.length, api.body.next, api.body.previous]).toEqual([5, null, null]);
    const bad = await call('GET', '/api/me/blocks?cursor=nonsense', as(ann));
    expect([bad.status, bad.body.error.code]).toEqual([400, 'ERR_CURSOR']);
    expect((await call('GET', '/me?blocks=nonsense', as(ann))).status).toBe(400);
    const me = await call('GET', '/me', as(ann));
    expect(me.body).toContain(others[4]!.name);
  });

  it('blocks and unblocks from the forms of the player page and /me, which show the block', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const page = async (path: string) => (await call('GET', path, { headers: { Cookie: ann.cookie } })).body as string;
    expect(await page(`/p/${bob.name}`)).toContain(`Block ${bob.name}`);
    // Nobody is offered to block themselves.
    expect(await page(`/p/${ann.name}`)).not.toContain('action="/me/blocks"');
    const posted = await call('POST', '/me/blocks', {
      raw: `name=${bob.name}`,
      headers: { ...OURS, Cookie: ann.cookie },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe(`/p/${bob.name}`);
    expect(await page(`/p/${bob.name}`)).toContain(`You have blocked ${bob.name}`);
    const me = await page('/me');
    expect(me).toContain('Players you have blocked');
    expect(me).toContain(`href="/p/${bob.name}"`);
    const undone = await call('POST', '/me/blocks/undo', {
      raw: `name=${bob.name}&back=me`,
      headers: { ...OURS, Cookie: ann.cookie },
    });
    expect(undone.headers.get('Location')).toBe('/me');
    expect(await blocksOf(ann)).toEqual([]);
    // From another site, the form changes nothing.
    const forged = await call('POST', '/me/blocks', {
      raw: `name=${bob.name}`,
      headers: { 'Content-Type': OURS['Content-Type'], Origin: 'https://evil.example', Cookie: ann.cookie },
    });
    expect(forged.status).toBe(403);
    expect(await blocksOf(ann)).toEqual([]);
  });
});

describe('a block and challenges', () => {
  it("refuses the blocked player's challenges to the blocker and hides their open ones; neither takes the other's", async () => {
    const [ann, bob, cy] = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy')];
    const bobsOpen = (await postChallenge(bob, { side: 'random' })).body.challenge.id;
    const annsOpen = (await postChallenge(ann, { side: 'random' })).body.challenge.id;
    expect(await listed(ann)).toContain(bobsOpen);
    expect((await block(ann, bob.name)).status).toBe(201);

    // Bob's challenge to Ann is refused, with nothing posted.
    const named = await postChallenge(bob, { side: 'random', to: ann.name });
    expect(named.status).toBe(403);
    expect(named.body.error).toMatchObject({ code: 'ERR_CHALLENGE_REFUSED' });
    expect(named.body.error.message).toContain(`${ann.name} does not take challenges from you`);
    // Ann cannot challenge Bob while she blocks him either: her block says so.
    expect((await postChallenge(ann, { side: 'random', to: bob.name })).body.error.code).toBe('ERR_YOU_BLOCKED');

    // Bob's open challenge is hidden from Ann (and Ann's from Bob), not from anyone else.
    expect(await listed(ann)).not.toContain(bobsOpen);
    expect(await listed(bob)).not.toContain(annsOpen);
    expect(await listed(cy)).toEqual(expect.arrayContaining([bobsOpen, annsOpen]));
    expect(await listed(null)).toEqual(expect.arrayContaining([bobsOpen, annsOpen]));
    const play = (await call('GET', '/play', { headers: { Cookie: ann.cookie } })).body as string;
    expect(play).not.toContain(bob.name);

    // Neither takes the other's, and both stay open for others.
    expect((await accept(ann, bobsOpen)).body.error.code).toBe('ERR_YOU_BLOCKED');
    const bobTakes = await accept(bob, annsOpen);
    expect(bobTakes.status).toBe(403);
    expect(bobTakes.body.error.code).toBe('ERR_CHALLENGE_REFUSED');
    expect(await listed(cy)).toEqual(expect.arrayContaining([bobsOpen, annsOpen]));

    // Unblocked, all is as before.
    await unblock(ann, bob.name);
    expect(await listed(ann)).toContain(bobsOpen);
    expect((await accept(ann, bobsOpen)).status).toBe(201);
  });
});

describe('a block and messages', () => {
  /** A game between two signed-in players with addresses, each seat on its player's page. */
  const playersGame = async (
    before: (ann: TestPlayer, bob: TestPlayer) => Promise<void> = async () => {},
  ): Promise<{ game: Created; ann: TestPlayer; bob: TestPlayer }> => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    await before(ann, bob);
    const game = await createConfirmedGame({
      game: 'adomoc',
      players: { light: { name: ann.name, email: ann.email }, dark: { name: bob.name, email: bob.email } },
    });
    expect((await claim(game, 'light', ann)).status).toBe(200);
    expect((await claim(game, 'dark', bob)).status).toBe(200);
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
    return { game, ann, bob };
  };
  const send = (game: Created, side: 'light' | 'dark', text: string) =>
    call('POST', `/api/games/${game.id}/messages`, { token: game.tokens[side], body: { text } });
  const texts = async (game: Created, side: 'light' | 'dark') =>
    (
      (await call('GET', `/api/games/${game.id}/messages`, { token: game.tokens[side] })).body.messages as {
        text: string;
      }[]
    ).map((each) => each.text);
  const wroteTo = async (to: TestPlayer, from: TestPlayer) =>
    (await outboxTo(to.email)).filter((each) => each.subject.startsWith(`${from.name} wrote to you`)).length;

  it("does not deliver the blocked player's messages, nor tell them; the blocker's own still go", async () => {
    const { game, ann, bob } = await playersGame();
    expect((await block(ann, bob.name)).status).toBe(201);
    const sent = await send(game, 'dark', 'Are you there?');
    // Bob sees his message as sent, as any other.
    expect(sent.status).toBe(201);
    expect(await texts(game, 'dark')).toEqual(['Are you there?']);
    // Ann never gets it: not on the page, not by email.
    expect(await texts(game, 'light')).toEqual([]);
    await deliver(game.id);
    expect(await wroteTo(ann, bob)).toBe(0);
    // Ann's own messages reach Bob: a block keeps him from her, not her from him.
    expect((await send(game, 'light', 'Good game')).status).toBe(201);
    expect(await texts(game, 'dark')).toEqual(['Are you there?', 'Good game']);

    // Unblocked: new messages arrive; the withheld one stays undelivered.
    await unblock(ann, bob.name);
    expect((await send(game, 'dark', 'Thanks')).status).toBe(201);
    expect(await texts(game, 'light')).toEqual(['Good game', 'Thanks']);
    await deliver(game.id);
    expect(await wroteTo(ann, bob)).toBe(1);
  });

  it('keeps the two from a rematch: neither may offer one or accept it', async () => {
    const { game, ann, bob } = await playersGame();
    const rematch = (side: 'light' | 'dark', action: string) =>
      call('POST', `/api/games/${game.id}/rematch`, { token: game.tokens[side], body: { action } });
    expect((await call('POST', `/api/games/${game.id}/resign`, { token: game.tokens.dark })).status).toBe(200);
    expect((await rematch('dark', 'offer')).status).toBe(200);
    expect((await block(ann, bob.name)).status).toBe(201);
    const accepted = await rematch('light', 'accept');
    expect(accepted.body.error.code).toBe('ERR_YOU_BLOCKED');
    expect((await rematch('light', 'offer')).body.error.code).toBe('ERR_YOU_BLOCKED');
    const offered = await rematch('dark', 'offer');
    expect(offered.status).toBe(403);
    expect(offered.body.error.code).toBe('ERR_REMATCH_REFUSED');
    // Declining stays open to both.
    expect((await rematch('light', 'decline')).status).toBe(200);
    expect((await call('GET', `/api/games/${game.id}`)).body.rematch?.next ?? null).toBeNull();
  });

  it('holds in a game whose seats were claimed after the block was made', async () => {
    const { game, ann, bob } = await playersGame(async (ann, bob) => {
      expect((await block(ann, bob.name)).status).toBe(201);
    });
    expect((await send(game, 'dark', 'Hello?')).status).toBe(201);
    expect(await texts(game, 'light')).toEqual([]);
    await deliver(game.id);
    expect(await wroteTo(ann, bob)).toBe(0);
  });

  it('mutes one opponent in one game: their messages hidden, earlier ones too, nothing announced, until unmuted', async () => {
    const { game, ann, bob } = await playersGame();
    const mute = (muted: unknown, side: 'light' | 'dark' = 'light') =>
      call('PUT', `/api/games/${game.id}/messages/mute`, { token: game.tokens[side], body: { muted } });
    expect((await send(game, 'dark', 'First')).status).toBe(201);
    const muted = await mute(true);
    expect(muted.status).toBe(200);
    expect(muted.body).toEqual({ muted: true });
    expect((await send(game, 'dark', 'Second')).status).toBe(201);
    expect((await send(game, 'light', 'Mine')).status).toBe(201);
    expect(await texts(game, 'light')).toEqual(['Mine']);
    expect((await call('GET', `/api/games/${game.id}/messages`, { token: game.tokens.light })).body.muted).toBe(true);
    // Bob is not told and reads everything.
    expect(await texts(game, 'dark')).toEqual(['First', 'Second', 'Mine']);
    await deliver(game.id);
    const before = await wroteTo(ann, bob);

    expect((await mute('yes')).body.error.code).toBe('ERR_FIELD');
    expect((await call('PUT', `/api/games/${game.id}/messages/mute`, { body: { muted: false } })).status).toBe(401);
    expect(await texts(game, 'light')).toEqual(['Mine']);

    expect((await mute(false)).body).toEqual({ muted: false });
    expect(await texts(game, 'light')).toEqual(['First', 'Second', 'Mine']);
    // Only the message sent before the mute was announced.
    expect(before).toBe(1);
  });
});

describe('a block and Swiss pairing', () => {
  it('keeps two players apart in a round where the field allows another pairing', async () => {
    const players = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy'), await newPlayer('Dee')];
    const [ann, bob, cy, dee] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    // Seeds by rating: Ann 1, Bob 2, Cy 3, Dee 4, so round 1 would pair Ann with Cy (top half against bottom half).
    const variant = GAMES.get('adix')!.defaultVariant;
    const ratings = [1900, 1800, 1700, 1600];
    for (const [index, player] of players.entries()) {
      const id = await playerId(player);
      await env.DB.prepare(
        `INSERT INTO rating_changes (player_id, game, variant, seq, game_id, opponent_id, score, rating_before, rating, deviation, volatility, rated_at)
         VALUES (?, 'adix', ?, 1, ?, 'someone', 1, 1500, ?, 80, 0.06, ?)`,
      )
        .bind(id, variant, `seed-${id}`, ratings[index], Date.now())
        .run();
    }
    expect((await block(cy, ann.name)).status).toBe(201);
    const id = await tournamentCreated(ann, {
      game: 'adix',
      system: 'swiss',
      rounds: 2,
      maxEntrants: 4,
      startsAt: inMs(2_500),
    });
    for (const player of [bob, cy, dee]) expect((await enter(player, id)).status).toBe(201);
    const round = await roundMade(id, 1);
    const pairs = round.games.map((game: any) => [game.first.name, game.second.name].sort().join(' '));
    expect(pairs).toHaveLength(2);
    expect(pairs).not.toContain([ann.name, cy.name].sort().join(' '));
  });
});
