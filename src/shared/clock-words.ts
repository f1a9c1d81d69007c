/**
 * A clock's terms in words, for the game page, emails, challenges and tournaments alike:
 * "3 days per move", or for a bank (the correspondence Fischer clock) "+1 day per move,
 * at most 10" (and, where the start matters, "7 days to start").
 */

/** What the words need of a clock: the days per move, and a bank if it has one. */
export interface ClockTerms {
  readonly daysPerMove: number;
  readonly bank?: { readonly startDays: number; readonly incrementDays: number; readonly maxDays: number } | null;
}

const days = (count: number): string => `${count} day${count === 1 ? '' : 's'}`;

/** "3 days per move"; a bank: "+1 day per move, at most 10". */
export const clockTermsText = (clock: ClockTerms, per = 'per move'): string =>
  clock.bank
    ? `+${days(clock.bank.incrementDays)} ${per}, at most ${clock.bank.maxDays}`
    : `${days(clock.daysPerMove)} ${per}`;

/** As clockTermsText, with a bank's start first: "7 days to start, +1 day a move, at most 10". */
export const clockOfferText = (clock: ClockTerms, per = 'a move'): string =>
  clock.bank ? `${days(clock.bank.startDays)} to start, ${clockTermsText(clock, per)}` : clockTermsText(clock, per);
