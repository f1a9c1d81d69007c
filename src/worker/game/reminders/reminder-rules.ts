/**
 * Reminders before a seat's deadline (docs/api.md, "Reminders"): each seat chooses how
 * long before it is reminded, from a small set; a seat that chose nothing keeps the one
 * clock warning every game has had (clock/clock-rules.ts `warningLead`). The choice lives with the
 * seat in the game's record, in seconds; the clock works in ms.
 */
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { type ClockSettings, longestTurnMs, warningLead } from '../clock/clock-rules.ts';
import type { RoomRecord } from '../room/room-record.ts';

/** What a seat may choose, in seconds before its deadline: 48 h, 24 h, 12 h, 6 h, 2 h, 1 h. */
export const REMINDER_CHOICES = [172_800, 86_400, 43_200, 21_600, 7_200, 3_600] as const;

const hours = (seconds: number): string => `${seconds / 3600} h`;

/** The leads (ms, longest first) for `side`'s turns, or null: the default warning. */
export const reminderLeads = (room: RoomRecord, side: string): number[] | null => {
  const chosen = room.seats[side]?.remind;
  return chosen === undefined || chosen === null ? null : chosen.map((seconds) => seconds * 1000);
};

export interface RemindersView {
  /** The reminders that apply, in seconds before the deadline, longest first. */
  readonly before: readonly number[];
  /** False while the seat has chosen nothing and the game's default applies. */
  readonly chosen: boolean;
  /** What may be chosen in this game: the choices shorter than its time per move. */
  readonly choices: readonly number[];
  /** The default's one reminder, in seconds. */
  readonly default: number;
}

/** The choices that can ever be sent in a game: shorter than its time per move. */
const choicesFor = (settings: ClockSettings): number[] =>
  REMINDER_CHOICES.filter((seconds) => seconds * 1000 < longestTurnMs(settings));

export const remindersView = (room: RoomRecord, side: string, settings: ClockSettings): RemindersView => {
  const chosen = room.seats[side]?.remind ?? null;
  const fallback = Math.round(warningLead(settings) / 1000);
  return {
    before: chosen ?? [fallback],
    chosen: chosen !== null,
    choices: choicesFor(settings),
    default: fallback,
  };
};

/** The body of `PUT …/reminders`: `{"before": [seconds, …]}`, or `{"before": null}` for the default. */
export const readRemindersRequest = (body: unknown): Result<number[] | null, EngineError> => {
  const shape = `the body must be {"before": [seconds, …]} with seconds from ${REMINDER_CHOICES.join(', ')} ([] for none, null for the game's default)`;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('before' in body))
    return failure('ERR_FIELD', shape);
  const extra = Object.keys(body).filter((key) => key !== 'before');
  if (extra.length)
    return failure('ERR_FIELD', `unknown field ${JSON.stringify(extra[0]!.slice(0, 40))}; allowed: before`);
  const { before } = body as { before: unknown };
  if (before === null) return ok(null);
  if (!Array.isArray(before)) return failure('ERR_REMINDERS', shape);
  const allowed: readonly number[] = REMINDER_CHOICES;
  const wrong = before.find((each) => typeof each !== 'number' || !allowed.includes(each));
  if (wrong !== undefined)
    return failure(
      'ERR_REMINDERS',
      `${JSON.stringify(wrong)?.slice(0, 20)} is not a reminder Orrery offers; choose seconds from ${REMINDER_CHOICES.map((seconds) => `${seconds} (${hours(seconds)})`).join(', ')}`,
    );
  return ok([...new Set(before as number[])].sort((a, b) => b - a));
};

/** The chosen reminders checked against the game's clock: each shorter than its time per move. */
export const checkReminders = (
  before: readonly number[] | null,
  settings: ClockSettings,
): Result<readonly number[] | null, EngineError> => {
  if (before === null) return ok(null);
  const choices = choicesFor(settings);
  const tooLong = before.find((seconds) => !choices.includes(seconds));
  if (tooLong !== undefined)
    return failure(
      'ERR_REMINDERS',
      settings.bank
        ? `this game's bank holds at most ${settings.bank.maxDays} day${settings.bank.maxDays === 1 ? '' : 's'}, so a reminder ${hours(tooLong)} before the deadline would come before any turn begins; choose from ${choices.join(', ')}`
        : `this game gives ${settings.daysPerMove} day${settings.daysPerMove === 1 ? '' : 's'} per move, so a reminder ${hours(tooLong)} before the deadline would come before the turn begins; choose from ${choices.join(', ')}`,
    );
  return ok(before);
};
