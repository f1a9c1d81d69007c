/**
 * Which lessons a reader has finished, kept in this browser (no account): one list of
 * lesson ids per key in localStorage (a game's lessons, or its puzzles). Storage may be off (private windows); progress
 * then lasts for the page only, and nothing fails.
 */

const keyOf = (key: string): string => `orrery:learn:${key}`;

export const doneLessons = (key: string): Set<string> => {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(keyOf(key)) ?? '[]');
    return new Set(Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
};

export const markDone = (key: string, lesson: string): void => {
  const done = doneLessons(key);
  done.add(lesson);
  try {
    localStorage.setItem(keyOf(key), JSON.stringify([...done]));
  } catch {
    // See above: without storage, progress is not kept.
  }
};

export const resetProgress = (key: string): void => {
  try {
    localStorage.removeItem(keyOf(key));
  } catch {
    // Nothing was kept.
  }
};
