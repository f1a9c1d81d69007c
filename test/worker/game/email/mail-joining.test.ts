/**
 * Which games' emails an address gets without an invitation first (src/worker/mail/recipient.ts):
 * those its owner asked for. A game started signed in as that address, a challenge the
 * player posted or took, a rematch of a game they had joined, a seat they claimed signed
 * in. A game anyone else put the address on only invites it, even once it has confirmed.
 */
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, call, createGame } from '../../client.ts';
import { deliver, joinGame, outboxTo } from '../../mail-helpers.ts';
import { claim, newPlayer, playPlies, type TestPlayer } from '../../player-helpers.ts';
import { roomStub } from '../../rooms.ts';

const isInvitation = (subject: string) => /^An invitation to play (Adomoc|ADIX) on Orrery$/.test(subject);

/** The emails `address` got about `game` (its links name the game). */
const mailAbout = async (address: string, game: string) =>
  (await outboxTo(address)).filter((email) => email.html.includes(`/g/${game}`));

const as = (player: TestPlayer) => ({ headers: { Origin: BASE, Cookie: player.cookie } });

describe('joining a game’s emails', () => {
  it('comes with starting the game signed in as the address, and not from another site', async () => {
    const ann = await newPlayer('Ann');
    const players = { light: { name: 'Ann', email: ann.email }, dark: { name: 'Bob' } };
    const mine = await call('POST', '/api/games', { body: { game: 'adomoc', players }, ...as(ann) });
    expect(mine.status).toBe(201);
    await deliver(mine.body.id);
    const first = await mailAbout(ann.email, mine.body.id);
    expect(first.map((email) => isInvitation(email.subject))).toEqual([false]);
    expect(first[0]!.subject).toMatch(/you play first/);
    // The same request sent by another site's page: the cookie is not taken for consent.
    const crossSite = await call('POST', '/api/games', {
      body: { game: 'adomoc', players },
      headers: { Origin: 'https://evil.example', Cookie: ann.cookie },
    });
    expect(crossSite.status).toBe(201);
    await deliver(crossSite.body.id);
    expect((await mailAbout(ann.email, crossSite.body.id)).map((email) => isInvitation(email.subject))).toEqual([true]);
  });

  it('comes with a challenge, for both players', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const posted = await call('POST', '/api/challenges', { body: { game: 'adix', side: 'white' }, ...as(ann) });
    expect(posted.status).toBe(201);
    const taken = await call('POST', `/api/challenges/${posted.body.challenge.id}/accept`, { body: {}, ...as(bob) });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const id = taken.body.game.id as string;
    await deliver(id);
    for (const player of [ann, bob]) {
      const mails = await mailAbout(player.email, id);
      expect(mails.length, player.email).toBeGreaterThan(0);
      expect(mails.some((email) => isInvitation(email.subject))).toBe(false);
    }
  });

  it('carries to a rematch of a joined game, and comes with claiming a seat signed in', async () => {
    const ann = await newPlayer('Ann');
    const stranger = `stranger-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await createGame({
      game: 'adomoc',
      players: { light: { name: 'Ann', email: ann.email }, dark: { name: 'Sam', email: stranger } },
    });
    await deliver(created.id);
    expect((await mailAbout(ann.email, created.id)).map((email) => isInvitation(email.subject))).toEqual([true]);
    // Claiming the seat, signed in as its address, is asking for the game.
    expect((await claim(created, 'light', ann)).status).toBe(200);
    await playPlies(created, 2);
    await deliver(created.id);
    expect((await mailAbout(ann.email, created.id)).slice(1).some((email) => /^Your move/.test(email.subject))).toBe(
      true,
    );
    await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.dark });
    await joinGame(stranger, 'another-game');
    await call('POST', `/api/games/${created.id}/rematch`, { token: created.tokens.light, body: { action: 'offer' } });
    const accepted = await call('POST', `/api/games/${created.id}/rematch`, {
      token: created.tokens.dark,
      body: { action: 'accept' },
    });
    expect(accepted.status).toBe(200);
    const next = accepted.body.rematch.next as string;
    await deliver(next);
    // Ann had joined the first game: the rematch's emails come. Sam never joined it: an invitation.
    const annNext = await mailAbout(ann.email, next);
    expect(annNext.length).toBeGreaterThan(0);
    expect(annNext.some((email) => isInvitation(email.subject))).toBe(false);
    expect((await mailAbout(stranger, next)).map((email) => isInvitation(email.subject))).toEqual([true]);
  });

  it('is not asked of a game made before joining was: a confirmed address hears of it as it did', async () => {
    const ann = await newPlayer('Ann');
    const created = await createGame({
      game: 'adomoc',
      players: { light: { name: 'Ann', email: ann.email }, dark: { name: 'Bob' } },
    });
    // As a game stored by an earlier version: no joinToMail in its record.
    await runInDurableObject(roomStub(created.id), (_instance, state) => {
      state.storage.sql.exec(`UPDATE room SET body = json_remove(body, '$.joinToMail') WHERE key = 1`);
    });
    await evictDurableObject(roomStub(created.id));
    await deliver(created.id);
    const mails = await mailAbout(ann.email, created.id);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.some((email) => isInvitation(email.subject))).toBe(false);
  });
});
