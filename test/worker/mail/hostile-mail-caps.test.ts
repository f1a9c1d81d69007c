/**
 * Hostile: using Orrery to mail strangers. A game's creator holds both seat tokens, so
 * they can put anyone's address on both seats and play against themselves, from as many
 * clients and games as they like. An address that never clicked must get a few emails a
 * day at most, each a fixed-wording invitation with one-click unsubscribe; an address that
 * confirmed is capped per hour across all games.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  CONFIRMED_PER_HOUR,
  INVITATIONS_PER_DAY,
  UNCONFIRMED_PER_DAY,
  recipientOf,
} from '../../../src/worker/mail/recipient.ts';
import { call, createGame, getGame, play, type Created } from '../client.ts';
import { confirmAddress, deliver, joinGame, outboxTo, someLegalMove } from '../mail-helpers.ts';

const victimAddress = () => `victim-${crypto.randomUUID().slice(0, 8)}@example.com`;
const SPAM = 'BUY CHEAP WATCHES AT spam.example NOW!!';

/** A game with `address` on both seats and the attacker's text as names, played against itself. */
const selfPlayedGame = async (address: string, moves: number, game: 'adomoc' | 'adix' = 'adomoc') => {
  const sides = game === 'adomoc' ? (['light', 'dark'] as const) : (['white', 'black'] as const);
  const created = await createGame({
    game,
    players: { [sides[0]]: { name: SPAM, email: address }, [sides[1]]: { name: SPAM, email: address } },
  });
  for (let ply = 0; ply < moves; ply++) {
    const state = await getGame(created.id);
    const move = someLegalMove(game, state.variant, state.position);
    expect((await play(created, sides[ply % 2]!, move, ply)).status).toBe(200);
  }
  return created;
};

const drawAndResign = async (created: Created, side: 'light' | 'dark') => {
  await call('POST', `/api/games/${created.id}/draw`, { token: created.tokens[side], body: { action: 'offer' } });
  await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens[side] });
};

const isInvitation = (subject: string) => /^An invitation to play (Adomoc|ADIX) on Orrery$/.test(subject);

describe('an address that never clicked', () => {
  it(`gets at most ${UNCONFIRMED_PER_DAY} emails whatever 20 games from 20 clients and many sign-in requests do`, async () => {
    const victim = victimAddress();
    const games = await Promise.all(
      Array.from({ length: 20 }, (_, at) => selfPlayedGame(victim, 6, at % 2 ? 'adix' : 'adomoc')),
    );
    for (const created of games.filter((game) => game.game === 'adomoc')) await drawAndResign(created, 'light');
    for (let i = 0; i < 8; i++) await call('POST', '/api/me/link', { body: { email: victim } });
    // Every game's alarm at once: the recipient's object decides, one at a time, for all.
    const logs = await Promise.all(games.map((game) => deliver(game.id)));

    const received = await outboxTo(victim);
    expect(received.length).toBeGreaterThan(0);
    expect(received.length).toBeLessThanOrEqual(UNCONFIRMED_PER_DAY);
    for (const email of received) {
      expect(email.subject).not.toContain('spam.example');
      expect(email.headers['List-Unsubscribe']).toMatch(/^<https:\/\/orrery\.test\/mail\/unsubscribe\?e=/);
      expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    const invitations = received.filter((email) => isInvitation(email.subject));
    for (const email of invitations) {
      expect(email.replyTo).toBeNull();
      expect(email.text).toContain('Orrery has not checked them');
      expect(email.text).toMatch(/\/mail\/confirm\?e=/);
    }
    // Each game queued many emails; all but the invitations were held back, with the reason.
    const skipped = logs.flat().filter((entry) => entry.state === 'skipped');
    expect(skipped.length).toBeGreaterThan(100);
    expect(skipped.some((entry) => /not confirmed/.test(entry.detail ?? ''))).toBe(true);
  });

  it('hears nothing more about a game after its invitation, however long it is played', async () => {
    const victim = victimAddress();
    const created = await selfPlayedGame(victim, 2);
    await deliver(created.id);
    const first = await outboxTo(victim);
    expect(first.map((email) => email.subject)).toEqual(['An invitation to play Adomoc on Orrery']);
    for (let ply = 2; ply < 12; ply++) {
      const state = await getGame(created.id);
      await play(created, ply % 2 ? 'dark' : 'light', someLegalMove('adomoc', state.variant, state.position), ply);
      await deliver(created.id);
    }
    await drawAndResign(created, 'dark');
    await deliver(created.id);
    expect(await outboxTo(victim)).toHaveLength(1);
  });

  it('confirms with the invitation’s button (a GET alone does not), and then gets the game’s emails', async () => {
    const player = victimAddress();
    const created = await createGame({
      game: 'adomoc',
      players: { light: { name: 'Ann', email: player }, dark: { name: 'Bob' } },
    });
    await deliver(created.id);
    const [invitation] = await outboxTo(player);
    expect(invitation?.subject).toBe('An invitation to play Adomoc on Orrery');
    const confirm = /https:\/\/orrery\.test(\/mail\/confirm\?[^\s"<]+)/.exec(invitation!.text)![1]!;
    const page = await call('GET', confirm);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Yes, email me about this game');
    const recipient = await recipientOf(env.RECIPIENTS, player);
    expect((await recipient.status()).confirmed).toBe(false);
    const forged = await call('POST', confirm.replace(/m=[a-z2-7]+/, 'm=aaaaaaaaaaaaaaaaaaaaaaaaaa'));
    expect(forged.status).toBe(404);
    expect((await call('POST', confirm)).status).toBe(200);
    expect((await recipient.status()).confirmed).toBe(true);

    await play(created, 'light', 'Fa3a4', 0);
    const state = await getGame(created.id);
    await play(created, 'dark', someLegalMove('adomoc', state.variant, state.position), 1);
    await deliver(created.id);
    const after = await outboxTo(player);
    expect(after.at(-1)?.subject).toMatch(/^Your move against Bob/);
  });

  it('says stop with one click (RFC 8058), and no game can mail it again', async () => {
    const victim = victimAddress();
    const first = await selfPlayedGame(victim, 0);
    await deliver(first.id);
    const [invitation] = await outboxTo(victim);
    const unsubscribe = invitation!.headers['List-Unsubscribe']!.slice(1, -1).replace('https://orrery.test', '');
    const done = await call('POST', unsubscribe, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(done).toMatchObject({ status: 200, body: 'unsubscribed' });
    const later = await Promise.all([0, 1, 2].map(() => selfPlayedGame(victim, 2)));
    for (const game of later) await deliver(game.id);
    await call('POST', '/api/me/link', { body: { email: victim } });
    expect(await outboxTo(victim)).toHaveLength(1);
  });
});

describe('an address that confirmed', () => {
  it(`gets only an invitation from a game it did not join, at most ${INVITATIONS_PER_DAY} a day, and its sign-in link all the same`, async () => {
    const player = victimAddress();
    await confirmAddress(player);
    const games = await Promise.all(Array.from({ length: 12 }, () => selfPlayedGame(player, 4)));
    for (const game of games) await drawAndResign(game, 'dark');
    const logs = await Promise.all(games.map((game) => deliver(game.id)));
    const received = await outboxTo(player);
    expect(received).toHaveLength(INVITATIONS_PER_DAY);
    expect(received.every((email) => isInvitation(email.subject))).toBe(true);
    for (const email of received) expect(email.text).toMatch(/\/mail\/confirm\?e=[^&\s]+&g=[a-z0-9]{12}&m=/);
    const skipped = logs.flat().filter((entry) => entry.state === 'skipped');
    expect(skipped.some((entry) => /has not joined this game/.test(entry.detail ?? ''))).toBe(true);
    expect(skipped.some((entry) => /invitations in the last day/.test(entry.detail ?? ''))).toBe(true);
    // The games did not lock the player out: their sign-in link still comes.
    expect((await call('POST', '/api/me/link', { body: { email: player } })).status).toBe(202);
    const after = await outboxTo(player);
    expect(after).toHaveLength(INVITATIONS_PER_DAY + 1);
    expect(isInvitation(after.at(-1)!.subject)).toBe(false);
  });

  it('joins a game with its invitation’s button, and then gets that game’s emails and no other’s', async () => {
    const player = victimAddress();
    await confirmAddress(player);
    const [wanted, other] = await Promise.all([selfPlayedGame(player, 1), selfPlayedGame(player, 1)]);
    await deliver(wanted.id);
    const [invitation] = await outboxTo(player);
    const join = /https:\/\/orrery\.test(\/mail\/confirm\?[^\s"<]+)/.exec(invitation!.text)![1]!;
    expect(join).toContain(`g=${wanted.id}`);
    // The link is signed for that game: it joins no other.
    expect((await call('POST', join.replace(`g=${wanted.id}`, `g=${other.id}`))).status).toBe(404);
    expect((await call('POST', join)).status).toBe(200);
    for (const game of [wanted, other]) {
      const state = await getGame(game.id);
      const moved = await play(game, state.toMove, someLegalMove('adomoc', state.variant, state.position), state.ply);
      expect(moved.status).toBe(200);
      await deliver(game.id);
    }
    const after = (await outboxTo(player)).slice(1);
    const about = (game: Created) => after.filter((email) => email.html.includes(`/g/${game.id}`));
    expect(about(wanted).length).toBeGreaterThan(0);
    expect(about(wanted).some((email) => isInvitation(email.subject))).toBe(false);
    // The other game, never joined, gets its one invitation.
    expect(about(other).map((email) => isInvitation(email.subject))).toEqual([true]);
  });

  it(`gets at most ${CONFIRMED_PER_HOUR} emails an hour across the games it joined`, async () => {
    const player = victimAddress();
    await confirmAddress(player);
    const games = await Promise.all(Array.from({ length: 12 }, () => selfPlayedGame(player, 0)));
    for (const game of games) await joinGame(player, game.id);
    for (const game of games) {
      for (let ply = 0; ply < 2; ply++) {
        const state = await getGame(game.id);
        await play(game, ply % 2 ? 'dark' : 'light', someLegalMove('adomoc', state.variant, state.position), ply);
      }
      await drawAndResign(game, 'dark');
    }
    await Promise.all(games.map((game) => deliver(game.id)));
    const received = await outboxTo(player);
    expect(received).toHaveLength(CONFIRMED_PER_HOUR);
    expect(received.every((email) => !isInvitation(email.subject))).toBe(true);
  });
});
