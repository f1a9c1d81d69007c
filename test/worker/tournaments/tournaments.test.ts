/**
 * Tournaments in workerd: create, enter and leave, the start from the tournament's
 * alarm, the rounds' games made as ordinary games, results reported by the games'
 * objects as they end, the next Swiss round, standings and the crosstable checked by
 * hand, cancellation for too few entrants, bad input and the entry limit. Players sign
 * in for real; the tournament and the games are their real objects.
 */
import { describe, expect, it } from 'vitest';
import { env, exports } from 'cloudflare:workers';
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { BASE, call } from '../client.ts';
import {
  as,
  create,
  created,
  deliverGameMessages,
  enter,
  inMs,
  leave,
  playRound,
  read,
  roundMade,
} from '../tournament-helpers.ts';
import { newPlayer, type TestPlayer } from '../player-helpers.ts';
import { deliver, outboxTo, someLegalMove } from '../mail-helpers.ts';
import { roomStub } from '../rooms.ts';
import { tournamentObject } from '../../../src/worker/tournaments/tournament-object.ts';
import { ENTRIES_PER_HOUR } from '../../../src/worker/tournaments/tournament-routes.ts';

describe('tournaments', () => {
  it('runs a round robin: every game at once, results as games end, standings and crosstable', async () => {
    const [ann, bob, cy] = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy')];
    const id = await created(ann, {
      game: 'adix',
      system: 'round-robin',
      clock: { daysPerMove: 2 },
      maxEntrants: 4,
      startsAt: inMs(2_500),
    });
    expect((await enter(bob, id)).status).toBe(201);
    expect((await enter(cy, id)).status).toBe(201);
    // Entering twice is one entry.
    expect((await enter(cy, id)).status).toBe(200);
    const before = await read(id, cy);
    expect(before.tournament).toMatchObject({ status: 'open', open: true, entrants: 3, system: 'round-robin' });
    expect(before.entrants.map((entrant: any) => entrant.name)).toEqual([ann.name, bob.name, cy.name]);
    expect(before.you).toEqual({ name: cy.name, entered: true, withdrawn: false, organiser: false, games: [] });
    // Listed as upcoming.
    const listed = (await call('GET', '/api/tournaments')).body;
    expect(listed.upcoming.map((entry: any) => entry.id)).toContain(id);

    // Three entrants: three rounds, each with one game and one rest; all made at the start.
    for (const round of [1, 2, 3]) await roundMade(id, round);
    const running = await read(id);
    expect(running.tournament.status).toBe('running');
    expect(running.tournament.rounds).toBe(3);
    expect(running.rounds.map((round: any) => round.games.length)).toEqual([1, 1, 1]);
    expect(running.rounds.every((round: any) => round.bye !== null)).toBe(true);
    // Every game is an ordinary rated game between the two entrants, at the tournament's clock.
    const first = running.rounds[0].games[0];
    const state = (await call('GET', `/api/games/${first.game}`)).body;
    expect(state.game).toBe('adix');
    expect(state.clock.daysPerMove).toBe(2);
    expect(state.players[first.first.side].name).toBe(first.first.name);
    expect(state.players[first.second.side].name).toBe(first.second.name);
    // Entrants hear by the game's own email that their game has begun.
    await deliver(first.game);
    const firstPlayer = [ann, bob, cy].find((player) => player.name === first.first.name)!;
    const mail = (await outboxTo(firstPlayer.email)).map((email) => email.text);
    expect(mail.some((text) => text.includes(`/g/${first.game}`))).toBe(true);
    // And the tournament tells each entrant once that it has begun, listing their two games.
    const news = async (player: TestPlayer, words: string) =>
      (await outboxTo(player.email)).filter((email) => email.subject.includes(words));
    await expect.poll(async () => (await news(cy, 'round robin has begun')).length, { timeout: 5_000 }).toBe(1);
    const begun = (await news(cy, 'round robin has begun'))[0]!;
    expect(begun.text).toContain(`/t/${id}`);
    expect(begun.text.match(/Round \d: (White|Black) against /g)).toHaveLength(2);
    // Entries are closed now.
    expect((await enter(await newPlayer('Di'), id)).body.error.code).toBe('ERR_TOURNAMENT_STARTED');

    // Ann beats both, Bob beats Cy; the last round ends first, and the tournament goes on.
    await playRound(id, 3, [ann, bob, cy]);
    expect((await read(id)).tournament.status).toBe('running');
    for (const round of [1, 2]) await playRound(id, round, [ann, bob, cy]);
    const done = await read(id);
    expect(done.tournament.status).toBe('finished');
    // By hand: points Ann 2, Bob 1, Cy 0 (rests are worth 0); Sonneborn–Berger Ann 1 + 0 = 1, Bob 0, Cy 0.
    expect(
      done.standings.map(({ name, place, points, sonnebornBerger, played }: any) => ({
        name,
        place,
        points,
        sonnebornBerger,
        played,
      })),
    ).toEqual([
      { name: ann.name, place: 1, points: 2, sonnebornBerger: 1, played: 2 },
      { name: bob.name, place: 2, points: 1, sonnebornBerger: 0, played: 2 },
      { name: cy.name, place: 3, points: 0, sonnebornBerger: 0, played: 2 },
    ]);
    const cell = (row: string, column: string) =>
      done.crosstable
        .find((line: any) => line.name === row)
        .cells.find((entry: any) => entry.opponent === column)
        .games.map((game: any) => game.score);
    expect(cell(ann.name, bob.name)).toEqual([1]);
    expect(cell(bob.name, ann.name)).toEqual([0]);
    expect(cell(cy.name, bob.name)).toEqual([0]);
    expect(cell(cy.name, cy.name)).toEqual([]);
    for (const round of done.rounds) expect(round.games[0].result).toMatch(/^(1-0|0-1)$/);

    // A result reported again (a retry after a lost answer) counts once; a game of no round is refused.
    const again = await tournamentObject(env, id).recordResult(first.game, first.second.side);
    expect(again).toEqual({ ok: true, value: { recorded: false } });
    const stranger = await tournamentObject(env, id).recordResult('zzzzzzzzzzzz', null);
    expect(stranger.ok ? null : stranger.error.code).toBe('ERR_GAME_NOT_FOUND');
    expect((await read(id)).standings).toEqual(done.standings);
    // The game's object has noted that the tournament has it.
    expect(await roomStub(first.game).reportToTournament()).toBe(true);
  });

  it('runs a Swiss: round 2 paired when round 1 has ended, and standings by hand', async () => {
    const players = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy'), await newPlayer('Dee')];
    const [ann, ...others] = players;
    const id = await created(ann!, {
      game: 'adomoc',
      system: 'swiss',
      rounds: 2,
      maxEntrants: 4,
      startsAt: inMs(2_500),
    });
    for (const player of others) expect((await enter(player, id)).status).toBe(201);
    // Full: a fifth is refused, and nothing changes.
    const late = await enter(await newPlayer('Eve'), id);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('ERR_TOURNAMENT_FULL');
    expect((await read(id)).entrants).toHaveLength(4);

    await playRound(id, 1, players);
    // The object may restart between rounds: nothing is lost.
    await evictDurableObject(tournamentObject(env, id));
    await playRound(id, 2, players);
    const done = await read(id);
    expect(done.tournament.status).toBe('finished');
    expect(done.rounds).toHaveLength(2);
    // Each entrant was emailed as each round began, once.
    for (const player of players) {
      const subjects = (await outboxTo(player.email)).map((email) => email.subject);
      expect(subjects.filter((subject) => /^Round 1 of the .*Swiss has begun$/.test(subject))).toHaveLength(1);
      expect(subjects.filter((subject) => /^Round 2 of the .*Swiss has begun$/.test(subject))).toHaveLength(1);
    }
    // Round 2 pairs the two winners of round 1, and the two losers.
    const winners1 = done.rounds[0].games.map((game: any) =>
      game.result === '1-0' ? game.first.name : game.second.name,
    );
    const round2 = done.rounds[1].games.map((game: any) => [game.first.name, game.second.name].sort());
    expect(round2).toContainEqual([...winners1].sort());
    // Whoever met whom, Ann (who beats everyone) has 2, Dee 0, Bob and Cy 1 each.
    const points: Record<string, number> = {
      [ann!.name]: 2,
      [others[0]!.name]: 1,
      [others[1]!.name]: 1,
      [others[2]!.name]: 0,
    };
    const opponents = (name: string) =>
      done.rounds.flatMap((round: any) =>
        round.games.flatMap((game: any) =>
          game.first.name === name ? [game.second.name] : game.second.name === name ? [game.first.name] : [],
        ),
      );
    for (const row of done.standings) {
      expect(row.points).toBe(points[row.name]);
      // Buchholz: the sum of the opponents' points.
      expect(row.buchholz).toBe(opponents(row.name).reduce((sum: number, name: string) => sum + points[name]!, 0));
    }
    expect(done.standings[0]).toMatchObject({ name: ann!.name, place: 1 });
    expect(done.standings[3]).toMatchObject({ name: others[2]!.name, place: 4 });
    // Listed no more as running.
    await expect
      .poll(async () => (await call('GET', '/api/tournaments')).body.running.map((entry: any) => entry.id))
      .not.toContain(id);
  });

  it('cancels a tournament with fewer than 3 entrants at its start', async () => {
    const [ann, bob] = [await newPlayer('Ann'), await newPlayer('Bob')];
    const id = await created(ann, { game: 'adix', system: 'swiss', rounds: 3, maxEntrants: 8, startsAt: inMs(1_500) });
    await enter(bob, id);
    await expect.poll(async () => (await read(id)).tournament.status, { timeout: 10_000 }).toBe('cancelled');
    const view = await read(id);
    expect(view.tournament.cancelled).toMatch(/only 2 players/);
    expect(view.rounds).toEqual([]);
    for (const player of [ann, bob]) {
      const told = async () =>
        ((await outboxTo(player.email)).find((email) => email.subject.endsWith('is cancelled'))?.text ?? '').replace(
          /\s+/g,
          ' ',
        );
      await expect.poll(told, { timeout: 5_000 }).toContain('only 2 players entered');
    }
    expect((await enter(await newPlayer('Cy'), id)).body.error.code).toBe('ERR_TOURNAMENT_STARTED');
  });

  it('refuses bad input, saying why, and changes nothing', async () => {
    const ann = await newPlayer('Ann');
    const good = { game: 'adix', system: 'swiss', rounds: 3, maxEntrants: 8, startsAt: inMs(3_600_000) };
    const refusals: [TestPlayer | null, Record<string, unknown>, number, string][] = [
      [null, good, 401, 'ERR_SIGNED_OUT'],
      [ann, { ...good, game: 'chess' }, 400, 'ERR_GAME'],
      [ann, { ...good, game: 7 }, 400, 'ERR_GAME'],
      [ann, { ...good, variant: 'infinite' }, 400, 'ERR_VARIANT'],
      [ann, { ...good, system: 'arena' }, 400, 'ERR_SYSTEM'],
      [ann, { ...good, rounds: 0 }, 400, 'ERR_ROUNDS'],
      [ann, { ...good, rounds: '3' }, 400, 'ERR_ROUNDS'],
      [ann, { ...good, system: 'round-robin' }, 400, 'ERR_ROUNDS'],
      [ann, { ...good, system: 'round-robin', rounds: undefined, cycles: 3 }, 400, 'ERR_CYCLES'],
      [ann, { ...good, maxEntrants: 2 }, 400, 'ERR_MAX_ENTRANTS'],
      [ann, { ...good, maxEntrants: 100_000 }, 400, 'ERR_MAX_ENTRANTS'],
      [ann, { ...good, startsAt: inMs(-60_000) }, 400, 'ERR_START_TIME'],
      [ann, { ...good, startsAt: 'tomorrow' }, 400, 'ERR_START_TIME'],
      [ann, { ...good, startsAt: inMs(400 * 86_400_000) }, 400, 'ERR_START_TIME'],
      [ann, { ...good, clock: { daysPerMove: 0 } }, 400, 'ERR_CLOCK'],
      [ann, { ...good, prize: 'cup' }, 400, 'ERR_FIELD'],
    ];
    const listed = async () => (await call('GET', '/api/tournaments')).body.upcoming.length;
    const count = await listed();
    for (const [player, body, status, code] of refusals) {
      const reply = await create(player, body);
      expect(reply.status, `${code} ${JSON.stringify(reply.body)}`).toBe(status);
      expect(reply.body.error.code).toBe(code);
      expect(reply.body.error.message.length).toBeGreaterThan(10);
    }
    expect(await listed()).toBe(count);
    // Unknown tournaments, and leaving one never entered.
    expect((await call('GET', '/api/tournaments/nonsense')).status).toBe(404);
    expect((await call('GET', '/api/tournaments/abcdefghijkm')).body.error.code).toBe('ERR_TOURNAMENT_NOT_FOUND');
    const id = await created(ann, good);
    const bob = await newPlayer('Bob');
    expect((await leave(bob, id)).body.error.code).toBe('ERR_NOT_ENTERED');
    // A page on another site cannot enter with the player's cookie.
    const crossSite = await call('POST', `/api/tournaments/${id}/entry`, {
      body: {},
      headers: { Cookie: bob.cookie, Origin: 'https://elsewhere.example' },
    });
    expect(crossSite.body.error.code).toBe('ERR_CROSS_SITE');
    // An entry is `{}` as JSON: a form or a body with fields is refused, saying what to send.
    const asForm = await call('POST', `/api/tournaments/${id}/entry`, {
      raw: 'join=1',
      headers: { Cookie: bob.cookie, 'Content-Type': 'text/plain' },
    });
    expect([asForm.status, asForm.body.error.code]).toEqual([415, 'ERR_MEDIA_TYPE']);
    const withFields = await call('POST', `/api/tournaments/${id}/entry`, { body: { side: 'light' }, ...as(bob) });
    expect([withFields.status, withFields.body.error.code]).toEqual([400, 'ERR_FIELD']);
    expect(withFields.body.error.message).toContain('{}');
    expect((await read(id)).entrants).toHaveLength(1);
    // Entering and leaving take JSON, as every route does: a form or text is refused, and so is no body.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const asForm = await call('POST', `/api/tournaments/${id}/entry`, {
        raw: '{}',
        headers: { ...as(bob).headers, 'Content-Type': type },
      });
      expect([asForm.status, asForm.body.error.code], type).toEqual([415, 'ERR_MEDIA_TYPE']);
    }
    const bare = await call('POST', `/api/tournaments/${id}/entry`, as(bob));
    expect([bare.status, bare.body.error.code]).toEqual([400, 'ERR_BODY']);
    expect((await read(id)).entrants).toHaveLength(1);
    expect((await enter(bob, id)).status).toBe(201);
    const leavingAsText = await call('DELETE', `/api/tournaments/${id}/entry`, {
      raw: 'x',
      headers: { ...as(bob).headers, 'Content-Type': 'text/plain' },
    });
    expect([leavingAsText.status, leavingAsText.body.error.code]).toEqual([415, 'ERR_MEDIA_TYPE']);
    expect((await read(id)).entrants).toHaveLength(2);
  });

  it('limits how often one player enters and leaves', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const id = await created(ann, {
      game: 'adix',
      system: 'swiss',
      rounds: 3,
      maxEntrants: 8,
      startsAt: inMs(3_600_000),
    });
    for (let step = 0; step < ENTRIES_PER_HOUR; step++) {
      const reply = step % 2 === 0 ? await enter(bob, id) : await leave(bob, id);
      expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
    }
    const refused = await enter(bob, id);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('ERR_RATE_LIMITED');
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Another player is not held back by Bob's limit.
    expect((await enter(await newPlayer('Cy'), id)).status).toBe(201);
  });

  it('does not count refused entries and withdrawals toward the limit', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const settings = { game: 'adix', system: 'swiss', rounds: 3, maxEntrants: 8, startsAt: inMs(3_600_000) };
    const id = await created(ann, settings);
    // Refused withdrawals (Bob has not entered) say why, every time, and use up nothing.
    for (let step = 0; step <= ENTRIES_PER_HOUR; step++)
      expect((await leave(bob, id)).body.error.code).toBe('ERR_NOT_ENTERED');
    expect((await enter(bob, id)).status).toBe(201);
    expect((await read(id)).entrants).toHaveLength(2);
    // Nor refused entries: a full field turns Dee away, every time, until a place is free.
    const full = await created(ann, { ...settings, maxEntrants: 3 });
    expect((await enter(bob, full)).status).toBe(201);
    expect((await enter(await newPlayer('Cy'), full)).status).toBe(201);
    const dee = await newPlayer('Dee');
    for (let step = 0; step <= ENTRIES_PER_HOUR; step++)
      expect((await enter(dee, full)).body.error.code).toBe('ERR_TOURNAMENT_FULL');
    expect((await leave(bob, full)).status).toBe(200);
    expect((await enter(dee, full)).status).toBe(201);
  });

  it('serves /tournaments with the form for a player, and /t/:id, and a 404 for no such tournament', async () => {
    const ann = await newPlayer('Ann');
    const id = await created(ann, {
      game: 'adomoc',
      system: 'swiss',
      rounds: 2,
      maxEntrants: 6,
      startsAt: inMs(3_600_000),
    });
    const visitor = await call('GET', '/tournaments');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toContain(`href="/t/${id}"`);
    expect(visitor.body).not.toContain('id="tournament-form"');
    expect((await call('GET', '/tournaments', as(ann))).body).toContain('id="tournament-form"');
    const page = await call('GET', `/t/${id}`, as(ann));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Adomoc');
    expect(page.body).toContain('Withdraw my entry');
    expect(page.body).toContain(ann.name);
    expect((await call('GET', '/t/abcdefghijkm')).status).toBe(404);
    expect((await call('GET', '/t/<script>')).status).toBe(404);
  });

  it('tells pages on its socket when it changes', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const id = await created(ann, {
      game: 'adix',
      system: 'swiss',
      rounds: 3,
      maxEntrants: 8,
      startsAt: inMs(3_600_000),
    });
    const response = await exports.default.fetch(
      new Request(`${BASE}/api/tournaments/${id}/live`, {
        headers: { Upgrade: 'websocket', 'CF-Connecting-IP': '203.0.113.21' },
      }),
    );
    expect(response.status).toBe(101);
    const socket = response.webSocket!;
    socket.accept();
    const heard: string[] = [];
    socket.addEventListener('message', (event) => heard.push(String(event.data)));
    await enter(bob, id);
    await expect.poll(() => heard).toContain('{"type":"changed"}');
    socket.close();
    expect((await call('GET', `/api/tournaments/${id}/live`)).status).toBe(426);
    const unknown = await exports.default.fetch(
      new Request(`${BASE}/api/tournaments/abcdefghijkm/live`, { headers: { Upgrade: 'websocket' } }),
    );
    expect(unknown.status).toBe(404);
  });

  it('makes a game again after a restart without making a second one, the seat link unchanged', async () => {
    const [ann, bob, cy] = [await newPlayer('Ann'), await newPlayer('Bob'), await newPlayer('Cy')];
    const id = await created(ann, { game: 'adix', system: 'round-robin', maxEntrants: 3, startsAt: inMs(1_500) });
    await enter(bob, id);
    await enter(cy, id);
    const round = await roundMade(id, 1);
    const game = round.games[0];
    const player = [ann, bob, cy].find((entrant) => entrant.name === game.first.name)!;
    const before = (await read(id, player)).you.games.find((entry: any) => entry.game === game.game);
    // The first move is played, so a game made afresh would show.
    const token = before.link.split('=')[1];
    const state = (await call('GET', `/api/games/${game.game}`)).body;
    const moved = await call('POST', `/api/games/${game.game}/moves`, {
      token,
      body: { move: someLegalMove('adix', state.variant, state.position), ply: 0 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // As if the object had stopped between making the game and noting it: the game is
    // unmade in its storage, and the queue tries its message again.
    const stub = tournamentObject(env, id);
    await runInDurableObject(stub, async (_instance, storage) => {
      const stored = storage.storage.kv.get<any>('round:0001');
      storage.storage.kv.put('round:0001', {
        ...stored,
        games: stored.games.map((entry: any) => ({ ...entry, started: false })),
      });
    });
    await evictDurableObject(stub);
    expect((await deliverGameMessages(id, [game.game])).explicitAcks).toEqual(['m0']);
    const after = await read(id, player);
    expect(after.rounds[0].games[0].started).toBe(true);
    expect(after.you.games.find((entry: any) => entry.game === game.game).link).toBe(before.link);
    expect((await call('GET', `/api/games/${game.game}`)).body.ply).toBe(1);
  });
});
