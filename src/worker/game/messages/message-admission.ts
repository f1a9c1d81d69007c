/**
 * Whether a seat may send a message now, decided from the game's object alone: the text
 * (message-text.ts), an opponent who reads (not the computer), room left in the game, and
 * the seat's pace (message-rate.ts). A refusal is a value with a stable code; the 429's
 * carries how long to wait.
 */
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { MESSAGES_PER_GAME, type MessageView } from '../../../shared/player-messages.ts';
import { computerOf } from '../computer/computer-seat.ts';
import { decideMessage, MESSAGE_BURST, MESSAGE_INTERVAL_MS } from './message-rate.ts';
import type { MessageStore, StoredMessage } from './message-store.ts';
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
  store: MessageStore,
  room: RoomRecord,
  side: string,
  written: string,
  now: number,
): Result<AdmittedMessage, MessageRefusal> => {
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
