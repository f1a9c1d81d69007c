/**
 * The bank clock (the correspondence Fischer clock) against a plain model: random games of
 * moves, vacations and takebacks at whole hours, the model stepping hour by hour (each
 * side's bank, the side to move's running down unless it is away, vacation days running
 * down while away), the clock (clock-rules.ts) jumping from event to event. After every
 * event both must agree on each side's time, who is away, and whether time ran out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  afterMove,
  afterTakeback,
  endVacation,
  startClock,
  startVacation,
  tickClock,
  viewClock,
  type ClockSettings,
  type ClockState,
} from '../../../../src/worker/game/clock/clock-rules.ts';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 21);
const SIDES = ['light', 'dark'] as const;
type Side = (typeof SIDES)[number];
const other = (side: Side): Side => (side === 'light' ? 'dark' : 'light');

/** The plain model, in whole hours. */
interface Model {
  toMove: Side;
  bank: Record<Side, number>;
  /** The side to move's bank when its turn began. */
  turnStart: Record<Side, number>;
  leftAtMove: Partial<Record<Side, number>>;
  vacationLeft: Record<Side, number>;
  away: Record<Side, boolean>;
  /** The last move's mover, if a takeback of it may still be accepted. */
  takebackOf: Side | null;
  over: boolean;
}

const startModel = (bank: { start: number }, vacationDays: number): Model => ({
  toMove: 'light',
  bank: { light: bank.start * 24, dark: bank.start * 24 },
  turnStart: { light: bank.start * 24, dark: bank.start * 24 },
  leftAtMove: {},
  vacationLeft: { light: vacationDays * 24, dark: vacationDays * 24 },
  away: { light: false, dark: false },
  takebackOf: null,
  over: false,
});

/** One hour passes. */
const hourPasses = (model: Model): void => {
  const moverAway = model.away[model.toMove];
  for (const side of SIDES)
    if (model.away[side]) {
      model.vacationLeft[side] -= 1;
      if (model.vacationLeft[side] <= 0) model.away[side] = false;
    }
  if (!moverAway) {
    model.bank[model.toMove] -= 1;
    if (model.bank[model.toMove] <= 0) model.over = true;
  }
};

type Action =
  | { kind: 'move' }
  | { kind: 'takeback' }
  | { kind: 'vacation-start'; side: Side }
  | { kind: 'vacation-end'; side: Side };

const action = fc.oneof(
  { arbitrary: fc.constant<Action>({ kind: 'move' }), weight: 5 },
  { arbitrary: fc.constant<Action>({ kind: 'takeback' }), weight: 1 },
  { arbitrary: fc.constantFrom(...SIDES).map((side): Action => ({ kind: 'vacation-start', side })), weight: 1 },
  { arbitrary: fc.constantFrom(...SIDES).map((side): Action => ({ kind: 'vacation-end', side })), weight: 1 },
);

const timeLeft = (clock: ClockState, side: Side, toMove: Side, now: number): number =>
  viewClock(clock, now, toMove).banksMs![side]!;

describe('the bank clock against a plain model', () => {
  it('agrees on every side’s time after random moves, vacations and takebacks', () => {
    fc.assert(
      fc.property(
        fc.record({
          start: fc.integer({ min: 1, max: 5 }),
          increment: fc.integer({ min: 1, max: 3 }),
          extra: fc.integer({ min: 0, max: 5 }),
          vacationDays: fc.integer({ min: 0, max: 3 }),
        }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), action), { minLength: 1, maxLength: 40 }),
        ({ start, increment, extra, vacationDays }, steps) => {
          const max = Math.max(start, increment) + extra;
          const settings: ClockSettings = {
            daysPerMove: increment,
            vacationDays,
            bank: { startDays: start, incrementDays: increment, maxDays: max },
          };
          const model = startModel({ start }, vacationDays);
          let clock = startClock(settings, SIDES, 'light', T0);
          let now = T0;
          for (const [hours, step] of steps) {
            for (let hour = 0; hour < hours && !model.over; hour++) {
              hourPasses(model);
              now += HOUR;
            }
            const ticked = tickClock(clock, model.toMove, now);
            clock = ticked.clock;
            const timedOut = ticked.events.some((event) => event.type === 'time-out');
            expect(timedOut).toBe(model.over);
            if (model.over) return;
            const mover = model.toMove;
            if (step.kind === 'move') {
              const left = model.bank[mover];
              model.leftAtMove[mover] = left;
              model.bank[mover] = Math.min(max * 24, left + increment * 24);
              model.away[mover] = false;
              model.toMove = other(mover);
              model.turnStart[model.toMove] = model.bank[model.toMove];
              model.takebackOf = mover;
              clock = afterMove(clock, mover, model.toMove, now);
            } else if (step.kind === 'takeback') {
              if (model.takebackOf === null) continue;
              const asker = model.takebackOf;
              model.bank[mover] = model.turnStart[mover];
              model.away[mover] = false;
              model.bank[asker] = model.leftAtMove[asker]!;
              model.turnStart[asker] = model.bank[asker];
              model.toMove = asker;
              model.takebackOf = null;
              clock = afterTakeback(clock, mover, asker, now);
            } else if (step.kind === 'vacation-start') {
              const allowed = !model.away[step.side] && model.vacationLeft[step.side] > 0;
              const started = startVacation(clock, step.side, model.toMove, now);
              expect(started.ok).toBe(allowed);
              if (started.ok) {
                model.away[step.side] = true;
                clock = started.value;
              }
            } else {
              const ended = endVacation(clock, step.side, model.toMove, now);
              expect(ended.ok).toBe(model.away[step.side]);
              if (ended.ok) {
                model.away[step.side] = false;
                clock = ended.value;
              }
            }
            for (const side of SIDES) {
              expect(timeLeft(clock, side, model.toMove, now)).toBe(model.bank[side] * HOUR);
              expect(clock.vacations[side]!.since !== null).toBe(model.away[side]);
            }
            expect(clock.deadline === null).toBe(model.away[model.toMove]);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('says the worked example: 7 days to start, +1 a move, at most 10', () => {
    const settings: ClockSettings = {
      daysPerMove: 1,
      vacationDays: 0,
      bank: { startDays: 7, incrementDays: 1, maxDays: 10 },
    };
    let clock = startClock(settings, SIDES, 'light', T0);
    expect(clock.deadline).toBe(T0 + 7 * DAY_MS);
    // Light moves after 2 days: 5 left, +1 = 6; Dark's 7 days begin.
    clock = afterMove(clock, 'light', 'dark', T0 + 2 * DAY_MS);
    expect(clock.banks).toEqual({ light: 6 * DAY_MS, dark: 7 * DAY_MS });
    expect(clock.deadline).toBe(T0 + 9 * DAY_MS);
    // Dark moves at once: 7 + 1 = 8; again and again, never past 10.
    clock = afterMove(clock, 'dark', 'light', T0 + 2 * DAY_MS);
    expect(clock.banks!.dark).toBe(8 * DAY_MS);
    for (let turn = 0; turn < 6; turn++)
      clock = afterMove(clock, turn % 2 ? 'dark' : 'light', turn % 2 ? 'light' : 'dark', T0 + 2 * DAY_MS);
    expect(clock.banks).toEqual({ light: 9 * DAY_MS, dark: 10 * DAY_MS });
  });
});
