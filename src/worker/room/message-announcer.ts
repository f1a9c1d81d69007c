/**
 * Messages are announced on a seat's channels (email, phone notifications) one at a
 * time: once one has been announced, the next ones wait on the game page, unannounced,
 * until the seat has read its messages there or written one itself. So a player who
 * writes a lot cannot make Orrery email or notify the other again and again, nor use up
 * the caps of the other's address (mail/recipient.ts) that "your move" emails share.
 * One flag per seat in the room's key-value storage, set and cleared inside the
 * transaction that keeps the message.
 */
const ANNOUNCED = 'message-announced:';

export class MessageAnnouncer {
  private readonly storage: DurableObjectStorage;

  constructor(storage: DurableObjectStorage) {
    this.storage = storage;
  }

  /** Whether a new message to `side` is announced on its channels; if so, the next ones wait. */
  announce(side: string): boolean {
    const key = `${ANNOUNCED}${side}`;
    if (this.storage.kv.get(key)) return false;
    this.storage.kv.put(key, true);
    return true;
  }

  /** The seat has read its messages, or written one: the next message to it is announced. */
  caughtUp(side: string): void {
    this.storage.kv.delete(`${ANNOUNCED}${side}`);
  }
}
