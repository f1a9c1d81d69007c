/**
 * Cancelling a tournament before it starts, in workerd: only its creator may, only
 * before the start; the entrants but the creator are emailed once, from the alarm, and
 * the list no longer shows it as upcoming. Players sign in for real.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../client.ts';
import { outboxTo } from '../mail-helpers.ts';
import { newPlayer } from '../player-helpers.ts';
import { as, created, enter, inMs, read, roundMade } from '../tournament-helpers.ts';

const cancel = (player: Parameters<typeof as>[0], id: string) => call('DELETE', `/api/tournaments/${id}`, as(player));

describe('cancelling a tournament', () => {
  it('by its creator before the start: cancelled, the others emailed once, no longer upcoming', async () => {
    const [ann, bob, cy] = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy')];
    const id = await created(ann, {
      game: 'adix',
      system: 'swiss',
      rounds: 2,
      maxEntrants: 8,
      startsAt: inMs(3_600_000),
    });
    for (const player of [bob, cy]) expect((await enter(player, id)).status).toBe(201);
    expect((await read(id, ann)).you).toMatchObject({ organiser: true });
    expect((await read(id, bob)).you).toMatchObject({ organiser: false });

    // Someone else may not, and nothing changes.
    const refused = await cancel(bob, id);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'ERR_NOT_ORGANISER' });
    expect(refused.body.error.message).toMatch(/only the player who created/);
    expect((await read(id)).tournament.status).toBe('open');
    // A visitor must sign in first.
    expect((await cancel(null, id)).status).toBe(401);

    const done = await cancel(ann, id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.tournament).toMatchObject({ status: 'cancelled', open: false });
    expect(done.body.tournament.cancelled).toContain(`${ann.name}, who created it, cancelled it before the start`);
    // Twice is once.
    expect((await cancel(ann, id)).status).toBe(200);
    // No one can enter it now.
    expect((await enter(await newPlayer('Dee'), id)).body.error.code).toBe('ERR_TOURNAMENT_STARTED');

    const cancelledMail = async (email: string) =>
      (await outboxTo(email)).filter((mail) => mail.subject.endsWith('is cancelled'));
    for (const player of [bob, cy]) {
      await expect.poll(async () => (await cancelledMail(player.email)).length, { timeout: 10_000 }).toBe(1);
      expect((await cancelledMail(player.email))[0]!.text.replace(/\s+/g, ' ')).toContain(
        'who created it, cancelled it',
      );
    }
    expect(await cancelledMail(ann.email)).toHaveLength(0);
    await expect
      .poll(async () => (await call('GET', '/api/tournaments')).body.upcoming.map((entry: any) => entry.id))
      .not.toContain(id);
  });

  it('not once it has started: it plays on', async () => {
    const [ann, bob, cy] = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy')];
    const id = await created(ann, { game: 'adix', system: 'swiss', rounds: 2, maxEntrants: 4, startsAt: inMs(2_000) });
    for (const player of [bob, cy]) expect((await enter(player, id)).status).toBe(201);
    await roundMade(id, 1);
    const refused = await cancel(ann, id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('ERR_TOURNAMENT_STARTED');
    expect(refused.body.error.message).toMatch(/plays on/);
    expect((await read(id)).tournament.status).toBe('running');
  });
});
