/**
 * Whether a seat may send a message now, decided from the game's object alone: a
 * moderator's mute of its player (message-filters.ts), the text (message-text.ts), an opponent who reads (not the computer), room left in the game, and
 * the seat's pace (message-rate.ts). A refusal is a value with a stable code; the 429's
 * carries how long to wait.
 */
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { MESSAGES_PER_GAME, type MessageView } from '../../../shared/player-messages.ts';
import { computerOf } from '../computer/computer-seat.ts';
import { decideMessage, MESSAGE_BURST, MESSAGE_INTERVAL_MS } from './message-rate.ts';
import type { MessageFilters } from './message-filters.ts';
import type { MessageStore, StoredMessage } from './message-store.ts';
import { dateTimeText } from '../../../shared/dates.ts';
import { checkMessageText } from './message-text.ts';
import type { RoomRecord } from '../room/room-record.ts';

/** A refusal; `retryAfter` (seconds) with ERR_RATE_LIMITED. */
export type MessageRefusal = EngineError & { readonly retryAfter?: number };

export interface AdmittedMessage {
  readonly text: string;
  /** The seat's allowance after it, stored with it. */
  readonly allowance: number;
}

export const admitMessage = (
  stores: { readonly messages: MessageStore; readonly filters: MessageFilters },
  room: RoomRecord,
  side: string,
  written: string,
  now: number,
): Result<AdmittedMessage, MessageRefusal> => {
  const store = stores.messages;
  const silenced = stores.filters.silencedUntil(room, side, now);
  if (silenced !== null)
    return failure(
      'ERR_MUTED',
      `a moderator has muted you on Orrery until ${dateTimeText(new Date(silenced).toISOString(), { timeZone: 'UTC', now })}: your messages are not sent until then (the email you were sent says why)`,
    );
  const text = checkMessageText(written);
  if (!text.ok) return text;
  if (computerOf(room))
    return failure('ERR_MESSAGE_COMPUTER', 'the computer reads no messages; messages are for games between people');
  if (store.count() >= MESSAGES_PER_GAME)
    return failure(
      'ERR_MESSAGE_LIMIT',
      `this game holds ${MESSAGES_PER_GAME} messages, as many as a game keeps; no more can be sent in it`,
    );
  const decision = decideMessage(store.allowanceOf(side), now);
  if (!decision.allowed) {
    const retryAfter = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    return {
      ok: false,
      error: {
        code: 'ERR_RATE_LIMITED',
        message: `too many messages: ${MESSAGE_BURST} in a row, then one every ${MESSAGE_INTERVAL_MS / 1000} s; try again in ${retryAfter} s`,
        retryAfter,
      },
    };
  }
  return ok({ text: text.value, allowance: decision.allowance });
};

export const messageView = (message: StoredMessage): MessageView => ({
  seq: message.seq,
  side: message.side,
  text: message.text,
  sent: new Date(message.sentAt).toISOString(),
});

/** The seats a seat's message is for: every other one. */
export const readersOf = (room: RoomRecord, side: string): string[] =>
  Object.keys(room.seats).filter((each) => each !== side);
