/**
 * How many best lines the computer's view shows (1 to 5, 3 unless chosen), kept in this
 * browser for every game (`orrery:engine-lines`): a reader who studies with five lines
 * wants five in the next game too.
 */

const SETTING = 'orrery:engine-lines';
export const DEFAULT_ENGINE_LINES = 3;
export const MAX_ENGINE_LINES = 5;

/** Settings of this page when storage is off (private windows): they last until the page closes. */
let inMemory: number | null = null;

const valid = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= MAX_ENGINE_LINES;

export const engineLines = (): number => {
  try {
    const kept = Number(localStorage.getItem(SETTING));
    if (valid(kept)) return kept;
  } catch {
    // Unreadable storage: what this page chose, or the default.
  }
  return inMemory ?? DEFAULT_ENGINE_LINES;
};

export const keepEngineLines = (lines: number): void => {
  if (!valid(lines)) return;
  inMemory = lines;
  try {
    localStorage.setItem(SETTING, String(lines));
  } catch {
    // Kept in memory only.
  }
};
