/** Which seat a token belongs to, judged from its hash, in time that says nothing of the answer. */
import type { RoomRecord } from './room-store.ts';

/** Constant-time comparison of two hex digests. */
export const sameDigest = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
};

/** The side whose token hashes to `tokenHash`, or null. Every seat is compared, always. */
export const seatOf = (room: RoomRecord, tokenHash: string): string | null => {
  let found: string | null = null;
  for (const [side, seat] of Object.entries(room.seats)) if (sameDigest(seat.tokenHash, tokenHash)) found = side;
  return found;
};
