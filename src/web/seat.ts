/**
 * A player's seat on this device. A seat link carries its token after `#` (`#light=…`),
 * which browsers never send to servers. The page keeps it in localStorage by game, so a
 * reload or the plain watch link still knows the player, and takes it out of the visible
 * address so it is not shared by accident with a screenshot or a copied URL.
 */

export interface StoredSeat {
  readonly side: string;
  readonly token: string;
}

const keyOf = (gameId: string): string => `orrery:seat:${gameId}`;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Seats of this page when storage is off (private windows): they last until the page closes. */
const inMemory = new Map<string, StoredSeat>();

const isSeat = (value: unknown): value is StoredSeat =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredSeat).side === 'string' &&
  TOKEN.test(String((value as StoredSeat).token));

export const storedSeat = (gameId: string): StoredSeat | null => {
  try {
    const text = localStorage.getItem(keyOf(gameId));
    const value: unknown = text === null ? null : JSON.parse(text);
    if (isSeat(value)) return value;
  } catch {
    // Unreadable storage or a damaged entry: treat as no seat.
  }
  return inMemory.get(gameId) ?? null;
};

export const keepSeat = (gameId: string, seat: StoredSeat): void => {
  inMemory.set(gameId, seat);
  try {
    localStorage.setItem(keyOf(gameId), JSON.stringify(seat));
  } catch {
    // Kept in memory only.
  }
};

export const forgetSeat = (gameId: string): void => {
  inMemory.delete(gameId);
  try {
    localStorage.removeItem(keyOf(gameId));
  } catch {
    // Nothing kept.
  }
};

/** Reads `#<side>=<token>` into storage and clears the fragment; then the seat this device holds, if any. */
export const seatFromAddress = (gameId: string, sides: readonly string[]): StoredSeat | null => {
  const fragment = location.hash.replace(/^#/, '');
  const match = /^([a-z]+)=([A-Za-z0-9_-]+)$/.exec(fragment);
  if (match) {
    if (sides.includes(match[1]!) && TOKEN.test(match[2]!)) keepSeat(gameId, { side: match[1]!, token: match[2]! });
    history.replaceState(history.state, '', location.pathname + location.search);
  }
  return storedSeat(gameId);
};
