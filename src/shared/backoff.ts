/**
 * How long to wait before trying again: doubling from `first` after each failure, never
 * more than `longest`. Mail sends, history writes to D1 and the browser's live socket all
 * back off this way.
 */
export const backoffDelay = (failures: number, first: number, longest: number): number =>
  Math.min(longest, first * 2 ** Math.max(0, failures));
