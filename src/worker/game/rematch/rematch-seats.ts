/**
 * The seats of a rematch: each player takes the other side, with their name, email
 * address and email choice, and a new seat token. The tokens are salted and signed
 * (links.ts), never random: the old game keeps only the salts, and makes each player's
 * new link again when that player's page asks with its old token, and the new game's
 * emails carry the same links. So a rematch needs SIGNING_SECRET, as emails do.
 */
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { newTokenSalt, seatToken } from '../../http/links.ts';
import { hashToken, newGameId, newSeatToken } from '../../http/tokens.ts';
import type { RoomRecord, Seat } from '../room/room-record.ts';

export interface RematchSeats {
  readonly id: string;
  /** By the new game's sides. */
  readonly seats: Readonly<Record<string, Seat>>;
  readonly salts: Readonly<Record<string, string>>;
}

export const noSecret = (): EngineError => ({
  code: 'ERR_NOT_CONFIGURED',
  message:
    'this server has no signing secret set, so it cannot give players their new seat links; its operator must set SIGNING_SECRET',
});

/** A new game id and its seats, sides swapped by `swap`. */
export const rematchSeats = async (
  room: RoomRecord,
  swap: (side: string) => string,
  secret: string | undefined,
): Promise<Result<RematchSeats, EngineError>> => {
  if (!secret) return failure(noSecret().code, noSecret().message);
  const id = newGameId();
  const made = await Promise.all(
    Object.entries(room.seats).map(async ([oldSide, seat]) => {
      const side = swap(oldSide);
      // The computer's seat has a random token no one is given, as when a game is created.
      if (seat.computer)
        return {
          side,
          salt: null,
          seat: { name: seat.name, email: null, tokenHash: await hashToken(newSeatToken()), computer: seat.computer },
        };
      const salt = newTokenSalt();
      const token = await seatToken(secret, id, side, salt);
      return {
        side,
        salt,
        seat: {
          name: seat.name,
          email: seat.email,
          tokenHash: await hashToken(token),
          tokenSalt: salt,
          notify: seat.notify ?? 'move',
          // The same players, on the other sides: a rematch between players is theirs too.
          ...(seat.player ? { player: seat.player } : {}),
        },
      };
    }),
  );
  const seats: Record<string, Seat> = Object.fromEntries(made.map(({ side, seat }) => [side, seat]));
  const salts = Object.fromEntries(made.flatMap(({ side, salt }) => (salt === null ? [] : [[side, salt]])));
  return ok({ id, seats, salts });
};

/** The seat token of `side` in the new game `id`, from its salt; null for the computer's seat. */
export const rematchToken = (
  secret: string,
  id: string,
  side: string,
  salts: Readonly<Record<string, string>>,
): Promise<string> | null => {
  const salt = salts[side];
  return salt ? seatToken(secret, id, side, salt) : null;
};
