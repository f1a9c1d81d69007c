/**
 * How a reader chose to see one game, kept in this browser by game (`orrery:view:<id>`),
 * so a reload, the plain watch link or tomorrow's email link shows the board the way it
 * was left. Only choices the reader made are stored: a game never flipped follows the
 * default (the reader's own side at the bottom), even if they later take the other seat.
 */

export interface ViewSettings {
  /** The board turned round from its default; absent when the reader never chose. */
  readonly flipped?: boolean;
}

export const VIEW_PREFIX = 'orrery:view:';
const keyOf = (gameId: string): string => `${VIEW_PREFIX}${gameId}`;

/** Settings of this page when storage is off (private windows): they last until the page closes. */
const inMemory = new Map<string, ViewSettings>();

/** Only the fields this version knows, of the right types: an old or damaged entry is not trusted whole. */
const readSettings = (value: unknown): ViewSettings => {
  if (typeof value !== 'object' || value === null) return {};
  const { flipped } = value as Record<string, unknown>;
  return typeof flipped === 'boolean' ? { flipped } : {};
};

export const viewSettings = (gameId: string): ViewSettings => {
  try {
    const text = localStorage.getItem(keyOf(gameId));
    if (text !== null) return readSettings(JSON.parse(text));
  } catch {
    // Unreadable storage or a damaged entry: the defaults.
  }
  return inMemory.get(gameId) ?? {};
};

export const keepViewSettings = (gameId: string, change: ViewSettings): void => {
  const settings = { ...viewSettings(gameId), ...change };
  inMemory.set(gameId, settings);
  try {
    localStorage.setItem(keyOf(gameId), JSON.stringify(settings));
  } catch {
    // Kept in memory only.
  }
};

export const forgetViewSettings = (gameId: string): void => {
  inMemory.delete(gameId);
  try {
    localStorage.removeItem(keyOf(gameId));
  } catch {
    // Nothing kept.
  }
};
