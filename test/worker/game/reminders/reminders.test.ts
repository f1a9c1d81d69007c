/**
 * Reminders before a seat's deadline: chosen per seat from a small set, checked against
 * the game's clock, sent from the alarm one by one (several due together are one),
 * reset by a move, silent on vacation and after the end; a seat that chose nothing keeps
 * the game's one default warning.
 */
import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { DAY_MS, warningLead } from '../../../../src/worker/game/clock/clock-rules.ts';
import { call, createGame, getGame, play, type Created } from '../../client.ts';
import { clockAlarmTime, editStoredGame, roomStub } from '../../rooms.ts';

const HOUR = 3_600_000;

const choose = (created: Created, side: 'light' | 'dark', before: unknown, token = created.tokens[side]) =>
  call('PUT', `/api/games/${created.id}/reminders`, { token, body: { before } });

const reminders = async (id: string) =>
  (await roomStub(id).notices())
    .filter((notice) => notice.kind === 'clock-warning')
    .map((notice) => ({ side: notice.side, ply: notice.ply, lead: JSON.parse(notice.body).lead }));

/** Moves the deadline of the side to move to `leftMs` from now, and runs the alarm. */
const timeLeft = async (id: string, leftMs: number) => {
  await editStoredGame(id, (room) => ({ ...room, clock: { ...room.clock, deadline: Date.now() + leftMs } }));
  await runDurableObjectAlarm(roomStub(id));
};

describe('reminders', () => {
  it('shows the default until a seat chooses, then sends each chosen reminder once, in turn', async () => {
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 3 } });
    const shown = await call('GET', `/api/games/${created.id}/reminders`, { token: created.tokens.light });
    expect(shown).toMatchObject({
      status: 200,
      body: {
        before: [64_800],
        chosen: false,
        default: 64_800,
        choices: [172_800, 86_400, 43_200, 21_600, 7_200, 3_600],
      },
    });
    const chosen = await choose(created, 'light', [7_200, 86_400, 7_200]);
    expect(chosen).toMatchObject({ status: 200, body: { before: [86_400, 7_200], chosen: true } });
    const deadline = Date.parse((await getGame(created.id)).clock.deadline);
    expect(await clockAlarmTime(created.id)).toBe(deadline - DAY_MS);

    await timeLeft(created.id, 20 * HOUR);
    expect(await reminders(created.id)).toEqual([{ side: 'light', ply: 0, lead: DAY_MS }]);
    // The next is the 2-hour one.
    const after = Date.parse((await getGame(created.id)).clock.deadline);
    expect(await clockAlarmTime(created.id)).toBe(after - 2 * HOUR);
    await timeLeft(created.id, HOUR);
    expect(await reminders(created.id)).toEqual([
      { side: 'light', ply: 0, lead: DAY_MS },
      { side: 'light', ply: 0, lead: 2 * HOUR },
    ]);
    const last = Date.parse((await getGame(created.id)).clock.deadline);
    expect(await clockAlarmTime(created.id)).toBe(last);

    // A move begins a fresh turn: the other seat, with nothing chosen, gets the default
    // (18 h before in a game of 3 days per move: a quarter of the time, under a day).
    expect((await play(created, 'light', 'Fa3a4', 0)).status).toBe(200);
    const dark = Date.parse((await getGame(created.id)).clock.deadline);
    expect(await clockAlarmTime(created.id)).toBe(dark - warningLead({ daysPerMove: 3, vacationDays: 0 }));
    await timeLeft(created.id, HOUR);
    expect((await reminders(created.id)).at(-1)).toEqual({ side: 'dark', ply: 1, lead: 0.75 * DAY_MS });
  });

  it('sends reminders that fell due together as one, the shortest; none when a seat chose none', async () => {
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 3 } });
    await choose(created, 'light', [172_800, 86_400, 3_600]);
    await timeLeft(created.id, 30 * 60_000);
    expect(await reminders(created.id)).toEqual([{ side: 'light', ply: 0, lead: HOUR }]);

    const quiet = await createGame({ game: 'adomoc', clock: { daysPerMove: 3 } });
    expect((await choose(quiet, 'light', [])).body).toMatchObject({ before: [], chosen: true });
    const deadline = Date.parse((await getGame(quiet.id)).clock.deadline);
    expect(await clockAlarmTime(quiet.id)).toBe(deadline);
    await timeLeft(quiet.id, 60_000);
    expect(await reminders(quiet.id)).toEqual([]);
    // null brings the default back.
    expect((await choose(quiet, 'light', null)).body).toMatchObject({ before: [64_800], chosen: false });
  });

  it('sends nothing while the seat is on vacation, nor after the end', async () => {
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 3, vacationDays: 5 } });
    await choose(created, 'light', [7_200]);
    expect(
      (
        await call('POST', `/api/games/${created.id}/vacation`, {
          token: created.tokens.light,
          body: { action: 'start' },
        })
      ).status,
    ).toBe(200);
    await runDurableObjectAlarm(roomStub(created.id));
    expect(await reminders(created.id)).toEqual([]);
    expect((await getGame(created.id)).clock.deadline).toBeNull();

    await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.dark });
    await runDurableObjectAlarm(roomStub(created.id));
    expect(await reminders(created.id)).toEqual([]);
    expect(await choose(created, 'light', [3_600])).toMatchObject({
      status: 410,
      body: { error: { code: 'ERR_GAME_OVER' } },
    });
  });

  it.each([
    [[5], 400, 'ERR_REMINDERS', 'choose seconds from 172800 (48 h)'],
    [['86400'], 400, 'ERR_REMINDERS', 'not a reminder Orrery offers'],
    ['daily', 400, 'ERR_REMINDERS', '{"before": [seconds'],
    [[172_800], 400, 'ERR_REMINDERS', 'this game gives 1 day per move'],
    [[86_400], 400, 'ERR_REMINDERS', 'choose from 43200, 21600, 7200, 3600'],
  ])('refuses %j with a message that says what is allowed, and changes nothing', async (before, status, code, says) => {
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 1 } });
    const refused = await choose(created, 'light', before);
    expect(refused).toMatchObject({ status, body: { error: { code } } });
    expect(refused.body.error.message).toContain(says);
    expect(
      (await call('GET', `/api/games/${created.id}/reminders`, { token: created.tokens.light })).body,
    ).toMatchObject({ chosen: false, before: [21_600], choices: [43_200, 21_600, 7_200, 3_600] });
  });

  it('refuses other fields, a watcher, a wrong token and a game without a clock', async () => {
    const created = await createGame({ game: 'adomoc', clock: { daysPerMove: 2 } });
    const extra = await call('PUT', `/api/games/${created.id}/reminders`, {
      token: created.tokens.light,
      body: { before: [3_600], channel: 'sms' },
    });
    expect(extra).toMatchObject({ status: 400, body: { error: { code: 'ERR_FIELD' } } });
    expect((await call('PUT', `/api/games/${created.id}/reminders`, { body: { before: [3_600] } })).status).toBe(401);
    const other = await createGame();
    expect((await choose(created, 'light', [3_600], other.tokens.light)).body.error.code).toBe('ERR_TOKEN');
    expect(await choose(other, 'light', [3_600])).toMatchObject({
      status: 409,
      body: { error: { code: 'ERR_NO_CLOCK' } },
    });
    expect((await call('GET', `/api/games/${created.id}/reminders`, { token: created.tokens.light })).body.chosen).toBe(
      false,
    );
  });
});
