/**
 * Which lessons a reader has finished, kept in this browser (no account): one list of
 * lesson ids per game in localStorage. Storage may be off (private windows); progress
 * then lasts for the page only, and nothing fails.
 */

const keyOf = (game: string): string => `orrery:learn:${game}`;

export const doneLessons = (game: string): Set<string> => {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(keyOf(game)) ?? '[]');
    return new Set(Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
};

export const markDone = (game: string, lesson: string): void => {
  const done = doneLessons(game);
  done.add(lesson);
  try {
    localStorage.setItem(keyOf(game), JSON.stringify([...done]));
  } catch {
    // See above: without storage, progress is not kept.
  }
};

export const resetProgress = (game: string): void => {
  try {
    localStorage.removeItem(keyOf(game));
  } catch {
    // Nothing was kept.
  }
};
