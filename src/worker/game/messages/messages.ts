/**
 * Messages between the seats as the game's object runs them: who may send one now is
 * message-admission.ts, where they are kept message-store.ts, and when a reader hears of one on
 * their channels message-announcer.ts. Read and sent at any time, also after the end.
 */
import { ok, type Result } from '../../../engine/result.ts';
import { MESSAGES_PER_GAME, type MessageView, type MessagesView } from '../../../shared/player-messages.ts';
import {
  admitMessage,
  messageView,
  readersOf,
  type AdmittedMessage,
  type MessageRefusal,
} from './message-admission.ts';
import type { RoomRecord } from '../room/room-record.ts';
import type { RoomContext, RoomResult } from '../room/room-context.ts';

/**
 * Which messages a read asks for: all those after a number (the page catching up), or a
 * stretch of the latest (`last` of them before `before`, null: the newest), so a game of
 * 2,000 messages is read a page at a time.
 */
export type MessageRead = { readonly after: number } | { readonly last: number; readonly before: number | null };

/**
 * The game's messages a read asks for, to either seat. `seen`: the seat's page has them in
 * view, so its next message is announced again (message-announcer.ts); a page in a hidden
 * tab reads without it. Not a pure read, then: never through the retrying reads of
 * objects.ts (harmless if it were: clearing twice is once).
 */
export const messages = (
  context: RoomContext,
  tokenHash: string,
  read: MessageRead = { after: 0 },
  seen = false,
): RoomResult<MessagesView> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  const { messages: store, announcer, filters } = context.stores;
  const stretch =
    'after' in read
      ? { list: store.since(Math.max(0, read.after)), more: false }
      : store.latest(read.last, read.before);
  const list = filters.visibleTo(seat.value.side, stretch.list);
  // Seen: the page holds every message up to the last it asked from, and now these (a
  // read of the latest: all of them); an older stretch changes nothing of what it has seen.
  if (seen && !('before' in read && read.before !== null)) {
    announcer.caughtUp(seat.value.side);
    const last =
      'after' in read ? (list.at(-1)?.seq ?? Math.min(Math.max(0, read.after), store.lastSeq())) : store.lastSeq();
    announcer.read(seat.value.side, last);
  }
  return ok({
    messages: list.map(messageView),
    older: stretch.more ? (stretch.list[0]?.seq ?? null) : null,
    left: Math.max(0, MESSAGES_PER_GAME - store.count()),
    muted: filters.muted(seat.value.side),
  });
};

/** Sends a message from the token's seat to the other, on its channels and to its page. */
export const sendMessage = (
  context: RoomContext,
  tokenHash: string,
  text: string,
): Result<MessageView, MessageRefusal> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  const { loaded, side } = seat.value;
  const now = Date.now();
  const admitted = admitMessage(context.stores, loaded.room, side, text, now);
  if (!admitted.ok) return admitted;
  const seq = context.stores.room.transaction(() => addMessage(context, loaded.room, side, admitted.value, now));
  context.afterMessage();
  return ok(messageView({ seq, side, text: admitted.value.text, sentAt: now }));
};

/** Mutes (or unmutes) the other seat's messages for the token's seat in this game. */
export const muteMessages = (
  context: RoomContext,
  tokenHash: string,
  muted: boolean,
): RoomResult<{ muted: boolean }> => {
  const seat = context.seat(tokenHash, 'any');
  if (!seat.ok) return seat;
  context.stores.filters.setMuted(seat.value.side, muted);
  return ok({ muted });
};

/** Keeps the message and tells the other seat, inside the caller's transaction; its number. */
export const addMessage = (
  context: RoomContext,
  room: RoomRecord,
  side: string,
  message: AdmittedMessage,
  now: number,
): number => {
  const { messages: store, announcer, pushes, filters } = context.stores;
  const { seq } = store.add(side, message.text, now, message.allowance);
  // A reader who blocked the sender never gets it (the sender is not told); one who muted
  // the sender sees it only on unmuting, and hears nothing of it meanwhile.
  const withheld = readersOf(room, side).filter((reader) => filters.blocks(room, reader, side));
  filters.withhold(seq, withheld);
  // Announced to a reader a channel reaches, and only if they have caught up since the
  // last one announced to them (message-announcer.ts); writing is catching up.
  announcer.caughtUp(side);
  const reached = (reader: string) =>
    (!!room.seats[reader]?.email && room.seats[reader]?.notify !== 'none') || pushes.hasAny(reader);
  const announced = readersOf(room, side).filter(
    (reader) =>
      !withheld.includes(reader) && !filters.muted(reader) && reached(reader) && announcer.announce(reader, now),
  );
  context.tell(room, 'message', side, { seq, text: message.text }, now, announced, `m${seq}`);
  context.messageAdded(seq);
  return seq;
};
