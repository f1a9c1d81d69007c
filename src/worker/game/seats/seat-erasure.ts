/**
 * A player's account erased (docs/privacy.md): their seats in this game keep the game as a
 * record but nothing of them. The seat is renamed "erased player", loses its address, its
 * claim and its link (a fresh random token hash no one holds), and everything the seat
 * kept in this object goes: notes, analysis, conditional moves, the messages it sent, chat
 * channels it added, browsers it turned notifications on in, its emailed replies' log and
 * every delivery to it. A game still going is resigned for the seat first, unrated (the
 * seat has no player any more), and the opponent hears of the end as of any resignation.
 *
 * Everything is one transaction; afterwards the game's summary in D1 is brought up to date
 * before the call answers, so no older summary naming the player can be published later.
 */
import { ok } from '../../../engine/result.ts';
import { otherSide } from '../room/room-rules.ts';
import type { RoomRecord, Seat } from '../room/room-record.ts';
import type { RoomContext, RoomResult } from '../room/room-context.ts';
import { syncHistory } from '../room/upkeep.ts';
import { ERASED_NAME } from '../../../shared/player-name.ts';

/** Whose seats to erase: the player's id (their claimed seats), their address (seats by email), or both. */
export interface ErasedPlayer {
  readonly playerId: string | null;
  readonly email: string | null;
}

const isTheirs = (seat: Seat, who: ErasedPlayer): boolean =>
  (who.playerId !== null && seat.player?.id === who.playerId) ||
  (who.email !== null && seat.email?.toLowerCase() === who.email.toLowerCase());

const randomHash = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');

const erasedSeat = (seat: Seat): Seat => ({
  ...seat,
  name: ERASED_NAME,
  email: null,
  tokenHash: randomHash(),
  tokenSalt: null,
  notify: 'none',
  remind: null,
  player: null,
});

const erasedSeats = (seats: RoomRecord['seats'], sides: readonly string[]): RoomRecord['seats'] =>
  Object.fromEntries(
    Object.entries(seats).map(([side, seat]) => [side, sides.includes(side) ? erasedSeat(seat) : seat]),
  );

/**
 * A rating not yet written to D1 is not written: it would bring back rows of the player's
 * that the erasure deletes (a game is rated only between two claimed seats anyway).
 */
const erasedRating = (room: RoomRecord): RoomRecord =>
  room.rating?.status === 'pending' ? { ...room, rating: { status: 'unrated', reason: 'unclaimed' } } : room;

/** The record without the player: their seats, and the seats of a rematch still being made. */
const erasedRecord = (room: RoomRecord, sides: readonly string[], who: ErasedPlayer): RoomRecord => {
  const pending = room.rematch?.pending;
  if (!pending) return erasedRating({ ...room, seats: erasedSeats(room.seats, sides) });
  const pendingSides = Object.entries(pending.seats)
    .filter(([, seat]) => isTheirs(seat, who))
    .map(([side]) => side);
  return erasedRating({
    ...room,
    seats: erasedSeats(room.seats, sides),
    rematch: { ...room.rematch!, pending: { ...pending, seats: erasedSeats(pending.seats, pendingSides) } },
  });
};

/** Notices that carry a seat's own words: its messages, and answers to its emailed replies. */
const OWN_NOTICES = "('message', 'move-confirmed', 'reply-problem')";

/** Deletes what the seats kept in the object's own tables and key-value storage (room/schema.ts). */
const eraseSeatStorage = (context: RoomContext, sides: readonly string[], playerId: string | null): void => {
  const sql = context.storage.sql;
  for (const side of sides) {
    for (const table of ['seat_notes', 'seat_analysis', 'forecasts', 'push_subscriptions', 'inbound_mail'])
      sql.exec(`DELETE FROM ${table} WHERE side = ?`, side);
    sql.exec('DELETE FROM chat_hooks WHERE added_by = ?', side);
    // The messages it sent and the answers to its emailed replies (which quote their
    // subject), with their notices and deliveries; and every delivery to it.
    sql.exec(
      `DELETE FROM mail_outbox WHERE notice IN (SELECT seq FROM notices WHERE kind IN ${OWN_NOTICES} AND side = ?)`,
      side,
    );
    sql.exec(`DELETE FROM notices WHERE kind IN ${OWN_NOTICES} AND side = ?`, side);
    sql.exec('DELETE FROM messages WHERE side = ?', side);
    sql.exec('DELETE FROM mail_outbox WHERE side = ?', side);
    for (const prefix of ['message-muted:', 'message-read:', 'message-announced:'])
      context.storage.kv.delete(`${prefix}${side}`);
  }
  if (playerId === null) return;
  for (const [key] of context.storage.kv.list({ prefix: 'message-block:' }))
    if (key.slice('message-block:'.length).split('>').includes(playerId)) context.storage.kv.delete(key);
};

/** What an erasure did in one game: the sides erased, and the game's tournament (to erase them there too). */
export interface SeatErasure {
  readonly sides: readonly string[];
  readonly tournament: string | null;
}

/** Erases `who` from this game (none of its seats when it does not name them, so erasing again does nothing). */
export const eraseSeats = async (context: RoomContext, who: ErasedPlayer): Promise<RoomResult<SeatErasure>> => {
  const loaded = context.load();
  if (!loaded) return ok({ sides: [], tournament: null });
  const tournament = loaded.room.tournament?.id ?? null;
  const sides = Object.entries(loaded.room.seats)
    .filter(([, seat]) => isTheirs(seat, who))
    .map(([side]) => side);
  if (sides.length === 0) return ok({ sides, tournament });
  const erased = erasedRecord(loaded.room, sides, who);
  const scrub = () => eraseSeatStorage(context, sides, who.playerId);
  if (loaded.room.status === 'ongoing') {
    // Resigned for the seat: the opponent wins (both seats theirs: the side to move resigns).
    const toMove = loaded.game.toMove(loaded.position);
    const resigning = sides.includes(toMove) ? toMove : sides[0]!;
    loaded.room = erased;
    context.finish(
      loaded,
      { winner: otherSide(loaded.game, resigning), reason: 'resignation' },
      'resign',
      scrub,
      resigning,
    );
  } else context.change(loaded, erased, 'player', scrub);
  await syncHistory(context);
  return ok({ sides, tournament });
};
