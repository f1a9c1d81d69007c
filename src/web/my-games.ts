/**
 * The games this browser holds a seat in, for the home page's "Your games": one index in
 * localStorage (`orrery:games`), beside the seats themselves (`orrery:seat:<id>`, seat.ts).
 * The game page adds its game each time it opens with a seat; the home page reads the
 * index, asks the server how each game stands, and drops games the server no longer has.
 * Nothing here is secret: the tokens stay in the seats' own entries.
 */
import { forgetViewSettings } from './view-settings.ts';

export interface KnownGame {
  readonly id: string;
  /** The game's kind: 'adomoc', 'adix'; '' when only the seat was kept (before this index). */
  readonly game: string;
  /** The side this browser plays. */
  readonly side: string;
  /** Player names by side, as last seen (for the list before the server answers). */
  readonly names: Readonly<Record<string, string>>;
  /** When the game page was last opened with this seat (ms since the epoch; 0: unknown). */
  readonly seen: number;
}

const INDEX = 'orrery:games';
const SEAT_PREFIX = 'orrery:seat:';
/** More than anyone plays at once; the oldest are dropped beyond it, so the index stays small. */
const KEPT = 200;
const GAME_ID = /^[a-z0-9]{6,32}$/i;

const isKnownGame = (value: unknown): value is KnownGame => {
  const entry = value as KnownGame;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof entry.id === 'string' &&
    GAME_ID.test(entry.id) &&
    typeof entry.game === 'string' &&
    typeof entry.side === 'string' &&
    typeof entry.names === 'object' &&
    entry.names !== null &&
    typeof entry.seen === 'number'
  );
};

const readIndex = (): KnownGame[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(INDEX) ?? '[]');
    return Array.isArray(value) ? value.filter(isKnownGame) : [];
  } catch {
    // Storage off or a damaged index: as if empty.
    return [];
  }
};

const writeIndex = (games: readonly KnownGame[]): void => {
  try {
    localStorage.setItem(INDEX, JSON.stringify(games.slice(0, KEPT)));
  } catch {
    // Storage off (a private window) or full: the list is simply not kept.
  }
};

/** Seats kept before the index existed, or whose index entry was lost: known by id and side only. */
const seatsWithoutEntry = (indexed: ReadonlySet<string>): KnownGame[] => {
  const found: KnownGame[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(SEAT_PREFIX)) continue;
      const id = key.slice(SEAT_PREFIX.length);
      if (indexed.has(id) || !GAME_ID.test(id)) continue;
      const seat = JSON.parse(localStorage.getItem(key) ?? 'null') as { side?: unknown } | null;
      if (typeof seat?.side === 'string') found.push({ id, game: '', side: seat.side, names: {}, seen: 0 });
    }
  } catch {
    // Storage off: no seats either.
  }
  return found;
};

/** Every game this browser holds a seat in, most recently opened first. */
export const knownGames = (): KnownGame[] => {
  const indexed = readIndex();
  const ids = new Set(indexed.map((entry) => entry.id));
  return [...indexed, ...seatsWithoutEntry(ids)].sort((a, b) => b.seen - a.seen);
};

/** Adds or refreshes a game, as most recently seen unless `seen` says otherwise. */
export const rememberGame = (game: Omit<KnownGame, 'seen'> & { readonly seen?: number }): void => {
  const others = readIndex().filter((entry) => entry.id !== game.id);
  const entry: KnownGame = { ...game, seen: game.seen ?? Date.now() };
  writeIndex([entry, ...others].sort((a, b) => b.seen - a.seen));
};

/** Takes a game off the list, and the seat and view settings with it: this browser no longer plays it. */
export const forgetGame = (id: string): void => {
  writeIndex(readIndex().filter((entry) => entry.id !== id));
  forgetViewSettings(id);
  try {
    localStorage.removeItem(`${SEAT_PREFIX}${id}`);
  } catch {
    // Nothing kept.
  }
};
