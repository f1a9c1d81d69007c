/**
 * "Bank the time" as every form that sets a clock reads it (the fields:
 * src/worker/pages/game-fields.ts, `bankFields`): unchecked, a fresh `daysPerMove` each
 * move; checked, a bank that starts with its days, gains `daysPerMove` a move and holds
 * at most its most. The same checks and words on the home page, /play and tournaments.
 */
export type ClockBody =
  | { readonly daysPerMove: number; readonly vacationDays: number }
  | {
      readonly bankDays: number;
      readonly incrementDays: number;
      readonly maxDays: number;
      readonly vacationDays: number;
    };

const numberField = (form: HTMLFormElement, name: string): number =>
  Number((form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? Number.NaN);

/** Whether the form's "Bank the time" is checked. */
export const bankChecked = (form: HTMLFormElement): boolean =>
  (form.elements.namedItem('bank') as HTMLInputElement | null)?.checked === true;

/** The clock to send, or the sentence that says what to fix. */
export const clockOf = (form: HTMLFormElement, daysPerMove: number, vacationDays: number): ClockBody | string => {
  if (!bankChecked(form)) return { daysPerMove, vacationDays };
  const bankDays = numberField(form, 'bankDays');
  const maxDays = numberField(form, 'maxDays');
  if (!Number.isInteger(bankDays) || bankDays < 1 || bankDays > 365)
    return 'Days in the bank to start must be a whole number from 1 to 365.';
  if (!Number.isInteger(maxDays) || maxDays < Math.max(bankDays, daysPerMove) || maxDays > 365)
    return 'Most days in the bank must be a whole number up to 365, at least the days to start and the days per move.';
  // A bank: the days per move are what each move adds.
  return { bankDays, incrementDays: daysPerMove, maxDays, vacationDays };
};
