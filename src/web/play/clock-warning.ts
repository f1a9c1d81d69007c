/**
 * The clock read out when it runs low on the reader's own move: once when less than a
 * day is left, once under an hour, once under ten minutes. A screen reader hears no
 * clock ticking down on the page; these are the moments worth an interruption.
 */
import type { GameStateView } from '../../shared/game-state.ts';
import { durationText } from '../../shared/game-words.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Thresholds, largest first. */
const WARNINGS = [24 * HOUR, HOUR, 10 * MINUTE] as const;

/**
 * The warning due now for `side`, with a key that names it (the deadline and the
 * threshold), or null; the page says each key once.
 */
export const clockWarning = (
  state: GameStateView,
  side: string | null,
  now: number,
): { readonly key: string; readonly text: string } | null => {
  const deadline = state.clock?.deadline ?? null;
  if (state.status !== 'ongoing' || side === null || state.toMove !== side || deadline === null) return null;
  const left = Date.parse(deadline) - now;
  if (!(left > 0)) return null;
  const crossed = WARNINGS.filter((threshold) => left < threshold).at(-1);
  if (crossed === undefined) return null;
  return {
    key: `${deadline}|${crossed}`,
    text: `Your clock: ${durationText(left)} left to play your move.`,
  };
};
