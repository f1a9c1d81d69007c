/**
 * Dates as people read them, through `Intl` in one formatter for pages and emails alike:
 * "Tue 24 Nov, 18:00 UTC", with the year when it is not the current one, and always the
 * zone the time is in ("19:00 CET", "13:00 GMT-5"): a deadline without its zone is a
 * guess for anyone who plays across zones. Pages in the browser use the reader's zone;
 * emails and server pages use UTC, since the server cannot know the reader's. The parts
 * are put in order here rather than left to the locale's pattern, which punctuates
 * differently with a year.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatter = (timeZone: string | undefined): Intl.DateTimeFormat => {
  const key = timeZone ?? '';
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, found);
  }
  return found;
};

const partsOf = (time: number, timeZone: string | undefined): Record<string, string> =>
  Object.fromEntries(
    formatter(timeZone)
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  );

export interface DateTextOptions {
  /** An IANA zone; the runtime's own when left out. Its short name is written after the time. */
  readonly timeZone?: string;
  /** Adds the year when it differs from the year at this time (ms). */
  readonly now?: number;
}

/** "Tue 24 Nov, 18:00 UTC" or "Wed 25 Nov, 09:30 GMT+5:30"; the text given back unchanged when it is not a date. */
export const dateTimeText = (iso: string, options: DateTextOptions = {}): string => {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const { timeZone, now } = options;
  const at = partsOf(time, timeZone);
  const year = now !== undefined && partsOf(now, timeZone).year !== at.year ? ` ${at.year}` : '';
  // en-GB names a zone by its abbreviation where it has a common one (UTC, CET, BST) and by
  // its offset otherwise (GMT-5); either tells the reader what the clock face means.
  const zone = at.timeZoneName ? ` ${at.timeZoneName}` : '';
  return `${at.weekday} ${at.day} ${at.month}${year}, ${at.hour}:${at.minute}${zone}`;
};
