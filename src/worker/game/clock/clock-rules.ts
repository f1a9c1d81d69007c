/**
 * Correspondence clocks: a number of days for each move, or a bank (a starting number of
 * days, more with each move, up to a most: the correspondence Fischer clock), and
 * vacation days each player may spend to pause their own clock. Pure functions of the
 * clock and the time, so the game object decides when to warn and when time runs out
 * from its alarm alone.
 */
import type { ClockView } from '../../../shared/game-state.ts';
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A bank clock's days: each side starts with `startDays`, gains `incrementDays` a move, keeps at most `maxDays`. */
export interface BankSettings {
  readonly startDays: number;
  readonly incrementDays: number;
  readonly maxDays: number;
}

export interface ClockSettings {
  /** Days for each move; with a bank, its increment (what a move adds). */
  readonly daysPerMove: number;
  readonly vacationDays: number;
  /** Absent: a fresh `daysPerMove` each turn. Present: each side's time is a bank. */
  readonly bank?: BankSettings | null;
}

export interface Vacation {
  /** Vacation time still to spend, in ms. */
  readonly leftMs: number;
  /** When the current vacation began, or null when not on vacation. */
  readonly since: number | null;
}

export interface ClockState {
  readonly settings: ClockSettings;
  /** When the side to move runs out of time; null while its clock is paused or the game is over. */
  readonly deadline: number | null;
  /** Time the side to move has left while its clock is paused by vacation. */
  readonly pausedLeftMs: number | null;
  /** Whether the side to move has been reminded of its deadline this turn. */
  readonly warned: boolean;
  /**
   * The shortest reminder (ms before the deadline) sent this turn, or null: the ones as
   * long or longer are done. Absent in older games, where `warned` means all are done.
   */
  readonly reminded?: number | null;
  readonly vacations: Readonly<Record<string, Vacation>>;
  /**
   * A bank clock's banks, in ms: a side not to move has this much; the side to move had
   * this much when its turn began (its deadline, or its paused time, says what is left).
   */
  readonly banks?: Readonly<Record<string, number>>;
  /** A bank clock: the time each side had left when it last moved, for a takeback of that move. */
  readonly leftAtMove?: Readonly<Record<string, number>>;
  /** How long the current turn was when it began (ms); absent: the time per move. */
  readonly turnMs?: number;
}

export type ClockEvent =
  | {
      readonly type: 'clock-warning';
      readonly side: string;
      readonly deadline: number;
      /** How long before the deadline this reminder was due, in ms. */
      readonly lead: number;
    }
  | { readonly type: 'time-out'; readonly side: string };

/** The current turn's length: the time per move, or the bank the side to move began it with. */
const perMove = (clock: ClockState): number => clock.turnMs ?? clock.settings.daysPerMove * DAY_MS;

/** The longest a turn can be: the time per move, or a bank's most. */
export const longestTurnMs = (settings: ClockSettings): number =>
  (settings.bank ? settings.bank.maxDays : settings.daysPerMove) * DAY_MS;

/**
 * The warning comes when a day is left, or a quarter of the time per move (a bank's
 * starting days) if that is shorter.
 */
export const warningLead = (settings: ClockSettings): number =>
  Math.min(DAY_MS, ((settings.bank ? settings.bank.startDays : settings.daysPerMove) * DAY_MS) / 4);

/**
 * A seat's reminders for one turn, in ms before the deadline, longest first: the ones it
 * chose (game/reminders/reminder-rules.ts) that fit in the time per move, or when it chose nothing
 * (null), the one warning of warningLead.
 */
export const turnLeads = (clock: ClockState, chosen: readonly number[] | null): number[] =>
  chosen === null
    ? [Math.min(warningLead(clock.settings), perMove(clock) / 4)].filter((lead) => lead > 0)
    : chosen.filter((lead) => lead < perMove(clock)).sort((a, b) => b - a);

/** The reminders of this turn not yet sent, longest first. */
const leadsLeft = (clock: ClockState, chosen: readonly number[] | null): number[] => {
  const sent = clock.reminded ?? (clock.warned ? 0 : null);
  return turnLeads(clock, chosen).filter((lead) => sent === null || lead < sent);
};

const onVacation = (clock: ClockState, side: string): boolean => clock.vacations[side]?.since != null;

/**
 * A turn begins for `side`: a full period (with a bank, the side's bank), paused at once
 * if that player is away.
 */
const beginTurn = (clock: ClockState, side: string, now: number): ClockState => {
  const length = clock.settings.bank ? (clock.banks?.[side] ?? 0) : clock.settings.daysPerMove * DAY_MS;
  const turn = { ...clock, warned: false, reminded: null, ...(clock.settings.bank ? { turnMs: length } : {}) };
  return onVacation(clock, side)
    ? { ...turn, deadline: null, pausedLeftMs: length }
    : { ...turn, deadline: now + length, pausedLeftMs: null };
};

/** The time the side to move has left at `now`: to its deadline, or paused. */
const leftNow = (clock: ClockState, now: number): number =>
  clock.deadline !== null ? Math.max(0, clock.deadline - now) : (clock.pausedLeftMs ?? 0);

export const startClock = (
  settings: ClockSettings,
  sides: readonly string[],
  toMove: string,
  now: number,
): ClockState => {
  const vacations = Object.fromEntries(
    sides.map((side) => [side, { leftMs: settings.vacationDays * DAY_MS, since: null }]),
  );
  const banks = settings.bank
    ? { banks: Object.fromEntries(sides.map((side) => [side, settings.bank!.startDays * DAY_MS])) }
    : {};
  return beginTurn({ settings, deadline: null, pausedLeftMs: null, warned: false, vacations, ...banks }, toMove, now);
};

const withVacation = (clock: ClockState, side: string, vacation: Vacation): ClockState => ({
  ...clock,
  vacations: { ...clock.vacations, [side]: vacation },
});

/** Ends `side`'s vacation, charging the time spent; their paused clock runs again if it is their turn. */
const closeVacation = (clock: ClockState, side: string, toMove: string, now: number): ClockState => {
  const vacation = clock.vacations[side];
  if (!vacation || vacation.since === null) return clock;
  const spent = Math.min(vacation.leftMs, now - vacation.since);
  const back = withVacation(clock, side, { leftMs: vacation.leftMs - spent, since: null });
  if (side !== toMove || back.pausedLeftMs === null) return back;
  return { ...back, deadline: now + back.pausedLeftMs, pausedLeftMs: null };
};

/**
 * After a move by `mover`: a mover on vacation is back, and the other side's turn
 * begins. With a bank, the mover keeps what they had left plus the increment, up to the
 * most.
 */
export const afterMove = (clock: ClockState, mover: string, next: string, now: number): ClockState => {
  const back = closeVacation(clock, mover, mover, now);
  const bank = back.settings.bank;
  if (!bank) return beginTurn(back, next, now);
  const left = leftNow(back, now);
  return beginTurn(
    {
      ...back,
      banks: { ...back.banks, [mover]: Math.min(bank.maxDays * DAY_MS, left + bank.incrementDays * DAY_MS) },
      leftAtMove: { ...back.leftAtMove, [mover]: left },
    },
    next,
    now,
  );
};

/**
 * After a takeback of `asker`'s last move, accepted on `accepter`'s turn. Time per move:
 * a fresh turn for the asker, as after any move. A bank: the accepter's turn did not
 * happen (their bank is what it was when it began), and the asker's clock runs again
 * from what they had left when they made the move taken back.
 */
export const afterTakeback = (clock: ClockState, accepter: string, asker: string, now: number): ClockState => {
  if (!clock.settings.bank) return afterMove(clock, accepter, asker, now);
  const back = closeVacation(clock, accepter, accepter, now);
  const left = back.leftAtMove?.[asker] ?? back.banks?.[asker] ?? 0;
  return beginTurn({ ...back, banks: { ...back.banks, [asker]: left } }, asker, now);
};

export type VacationErrorCode = 'ERR_NO_VACATION_LEFT' | 'ERR_ALREADY_ON_VACATION' | 'ERR_NOT_ON_VACATION';

export const startVacation = (
  clock: ClockState,
  side: string,
  toMove: string,
  now: number,
): Result<ClockState, EngineError<VacationErrorCode>> => {
  const vacation = clock.vacations[side];
  if (!vacation || vacation.leftMs <= 0)
    return failure('ERR_NO_VACATION_LEFT', 'you have no vacation time left in this game');
  if (vacation.since !== null)
    return failure('ERR_ALREADY_ON_VACATION', 'you are already on vacation; end it with {"action": "end"}');
  const away = withVacation(clock, side, { ...vacation, since: now });
  if (side !== toMove || away.deadline === null) return ok(away);
  return ok({ ...away, deadline: null, pausedLeftMs: Math.max(0, away.deadline - now) });
};

export const endVacation = (
  clock: ClockState,
  side: string,
  toMove: string,
  now: number,
): Result<ClockState, EngineError<VacationErrorCode>> => {
  if (!onVacation(clock, side)) return failure('ERR_NOT_ON_VACATION', 'you are not on vacation');
  return ok(closeVacation(clock, side, toMove, now));
};

/** The game is over: no clock runs any more, and any vacation is closed. */
export const stopClock = (clock: ClockState, toMove: string, now: number): ClockState => {
  let stopped = clock;
  for (const side of Object.keys(clock.vacations)) stopped = closeVacation(stopped, side, toMove, now);
  return { ...stopped, deadline: null, pausedLeftMs: null };
};

/**
 * When the clock next needs the object's attention: a vacation running out, a reminder
 * of the side to move (`chosen`: its choice, null for the default), a deadline.
 */
export const nextClockTime = (clock: ClockState, chosen: readonly number[] | null = null): number | null => {
  const times: number[] = [];
  for (const vacation of Object.values(clock.vacations))
    if (vacation.since !== null) times.push(vacation.since + vacation.leftMs);
  if (clock.deadline !== null) {
    const next = leadsLeft(clock, chosen)[0];
    times.push(next === undefined ? clock.deadline : clock.deadline - next);
  }
  return times.length ? Math.min(...times) : null;
};

/**
 * Brings the clock up to `now`: vacations that ran out end (and the paused clock runs
 * on from where it stopped), then the side to move is reminded (`chosen`: its choice of
 * reminders, null for the default) or runs out of time. Reminders that fell due together
 * (after a vacation, or an alarm that ran late) are one reminder, the shortest.
 */
export const tickClock = (
  clock: ClockState,
  toMove: string,
  now: number,
  chosen: readonly number[] | null = null,
): { clock: ClockState; events: ClockEvent[] } => {
  let current = clock;
  for (const [side, vacation] of Object.entries(clock.vacations))
    if (vacation.since !== null && vacation.since + vacation.leftMs <= now)
      current = closeVacation(current, side, toMove, vacation.since + vacation.leftMs);
  const events: ClockEvent[] = [];
  if (current.deadline !== null && current.deadline <= now) events.push({ type: 'time-out', side: toMove });
  else if (current.deadline !== null) {
    const { deadline } = current;
    const due = leadsLeft(current, chosen).filter((lead) => deadline - lead <= now);
    const lead = due.at(-1);
    if (lead !== undefined) {
      events.push({ type: 'clock-warning', side: toMove, deadline, lead });
      current = { ...current, warned: true, reminded: lead };
    }
  }
  return { clock: current, events };
};

/** What pages see of a clock: the wire format shared with the browser. */
export type { ClockView };

export const viewClock = (clock: ClockState, now: number, toMove: string | null = null): ClockView => ({
  daysPerMove: clock.settings.daysPerMove,
  vacationDays: clock.settings.vacationDays,
  ...(clock.settings.bank
    ? {
        bank: clock.settings.bank,
        banksMs: Object.fromEntries(
          Object.entries(clock.banks ?? {}).map(([side, bank]) => [
            side,
            side === toMove && (clock.deadline !== null || clock.pausedLeftMs !== null) ? leftNow(clock, now) : bank,
          ]),
        ),
      }
    : {}),
  deadline: clock.deadline === null ? null : new Date(clock.deadline).toISOString(),
  paused: clock.deadline === null && clock.pausedLeftMs !== null,
  pausedLeftMs: clock.pausedLeftMs,
  vacations: Object.fromEntries(
    Object.entries(clock.vacations).map(([side, vacation]) => {
      const left = vacation.since === null ? vacation.leftMs : Math.max(0, vacation.leftMs - (now - vacation.since));
      return [
        side,
        {
          daysLeft: Math.round((left / DAY_MS) * 100) / 100,
          active: vacation.since !== null,
          until: vacation.since === null ? null : new Date(vacation.since + vacation.leftMs).toISOString(),
        },
      ];
    }),
  ),
});
