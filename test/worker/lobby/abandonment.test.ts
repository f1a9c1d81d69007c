/**
 * Abandoners kept out of rated play: a player whose games run out on time three times in
 * a month may not post or accept rated challenges for two weeks, and is told why and
 * until when; casual challenges stay open to them. The timeouts are real: the games'
 * clocks run out from their alarms, and D1 learns of it through the history outbox.
 */
import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, call, createGame, getGame } from '../client.ts';
import { claim, newPlayer, type TestPlayer } from '../player-helpers.ts';
import { d1Summary, editStoredGame, roomStub } from '../rooms.ts';

const as = (player: TestPlayer) => ({ headers: { Origin: BASE, Cookie: player.cookie } });

/** A game on `loser`'s page that `loser` loses on time (light, to move first, never moves). */
const loseOnTime = async (loser: TestPlayer, winner: TestPlayer): Promise<void> => {
  const created = await createGame({ game: 'adix', clock: { daysPerMove: 1 } });
  expect((await claim(created, 'white', loser)).status).toBe(200);
  expect((await claim(created, 'black', winner)).status).toBe(200);
  await editStoredGame(created.id, (room) => ({ ...room, clock: { ...room.clock, deadline: Date.now() - 1 } }));
  await runDurableObjectAlarm(roomStub(created.id));
  expect((await getGame(created.id)).result).toEqual({ winner: 'black', reason: 'time' });
  await roomStub(created.id).syncHistory();
  expect(await d1Summary(created.id)).toMatchObject({ reason: 'time', winner: 'black' });
};

describe('abandoned games', () => {
  it('close rated challenges to a player who lost three games on time this month, casual ones stay open', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const open = await call('POST', '/api/challenges', { body: { game: 'adix' }, ...as(bob) });
    expect(open.status).toBe(201);

    await loseOnTime(ann, bob);
    await loseOnTime(ann, bob);
    // Two games lost on time are bad luck.
    const still = await call('POST', '/api/challenges', { body: { game: 'adomoc' }, ...as(ann) });
    expect(still.status).toBe(201);
    await call('DELETE', `/api/challenges/${still.body.challenge.id}`, as(ann));

    await loseOnTime(ann, bob);
    const refused = await call('POST', '/api/challenges', { body: { game: 'adomoc' }, ...as(ann) });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ERR_RATED_BARRED');
    expect(refused.body.error.message).toMatch(/rated play is closed to you until \w{3} \d+ \w{3}, \d\d:\d\d UTC/);
    const accepting = await call('POST', `/api/challenges/${open.body.challenge.id}/accept`, { body: {}, ...as(ann) });
    expect(accepting.body.error.code).toBe('ERR_RATED_BARRED');

    // Tournaments are rated: Ann may neither create one nor enter one.
    const inADay = new Date(Date.now() + 86_400_000).toISOString();
    const tournament = { game: 'adix', system: 'swiss', rounds: 3, maxEntrants: 8, startsAt: inADay };
    const creating = await call('POST', '/api/tournaments', { body: tournament, ...as(ann) });
    expect(creating.body.error.code).toBe('ERR_RATED_BARRED');
    const bobs = await call('POST', '/api/tournaments', { body: tournament, ...as(bob) });
    expect(bobs.status).toBe(201);
    const entering = await call('POST', `/api/tournaments/${bobs.body.tournament.id}/entry`, { body: {}, ...as(ann) });
    expect(entering.status).toBe(403);
    expect(entering.body.error.code).toBe('ERR_RATED_BARRED');

    // Casual play is open; the winner is not barred.
    expect((await call('POST', '/api/challenges', { body: { game: 'adomoc', rated: false }, ...as(ann) })).status).toBe(
      201,
    );
    expect((await call('POST', '/api/challenges', { body: { game: 'adomoc' }, ...as(bob) })).status).toBe(201);
  });
});
