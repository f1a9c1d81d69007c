/**
 * Players who abandon games are kept out of rated play for a while. In correspondence a
 * game lost on time is usually a game walked away from: its opponent waited days for
 * nothing. One is bad luck (a holiday forgotten, an email missed), so the rule counts:
 * ABANDONED_MAX games lost on time within WINDOW_DAYS bar the player from rated
 * challenges and tournaments until BAR_DAYS after the latest of them. Casual games and
 * games by link stay open to them. Pure: the server reads the times from D1.
 */

export const ABANDONED_MAX = 3;
export const WINDOW_DAYS = 30;
export const BAR_DAYS = 14;
const DAY = 24 * 60 * 60 * 1000;

/**
 * When a player may play rated games again (ms since the epoch), or null when they may
 * now. `lostOnTime` are the times their games were lost on time, in any order.
 */
export const barredUntil = (lostOnTime: readonly number[], now: number): number | null => {
  const recent = lostOnTime.filter((time) => time > now - WINDOW_DAYS * DAY && time <= now).sort((a, b) => a - b);
  if (recent.length < ABANDONED_MAX) return null;
  const until = recent[recent.length - 1]! + BAR_DAYS * DAY;
  return until > now ? until : null;
};
