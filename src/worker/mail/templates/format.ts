/** Deadlines as people read them: in UTC, since the server cannot know the reader's zone. */
import { dateTimeText } from '../../../shared/dates.ts';

/** "Tue 24 Nov, 18:00 UTC"; the year is added when it is not the current one. */
export const formatDate = (iso: string, now: number): string => dateTimeText(iso, { timeZone: 'UTC', now });

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "in 3 days", "in 1 day and 4 hours", "in 5 hours", "in 20 minutes"; "now" once passed. */
export const timeLeft = (iso: string, now: number): string => {
  const ms = new Date(iso).getTime() - now;
  if (Number.isNaN(ms)) return '';
  if (ms <= 0) return 'now';
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days >= 2) return `in ${plural(days, 'day')}`;
  if (days === 1) return hours % 24 === 0 ? 'in 1 day' : `in 1 day and ${plural(hours % 24, 'hour')}`;
  if (hours >= 1) return `in ${plural(hours, 'hour')}`;
  return minutes >= 1 ? `in ${plural(minutes, 'minute')}` : 'in less than a minute';
};

/** "Tue 24 Nov, 18:00 UTC (in 3 days)". */
export const deadlineText = (iso: string, now: number): string => {
  const left = timeLeft(iso, now);
  return left ? `${formatDate(iso, now)} (${left})` : formatDate(iso, now);
};
