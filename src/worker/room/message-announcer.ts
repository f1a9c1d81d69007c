/**
 * Messages are announced on a seat's channels (email, phone notifications) one at a
 * time: once one has been announced, the next ones wait on the game page, unannounced,
 * until the seat has caught up — read its messages on a page it had in view, written
 * one, or answered one of the game's emails — or a day has passed (so that a flag can
 * never silence a game for good, whatever became of the one announcement). So a player
 * who writes a lot cannot make Orrery email or notify the other again and again, nor use
 * up the caps of the other's address (mail/recipient.ts) that "your move" emails share.
 * One time per seat in the room's key-value storage, set and cleared in the transaction
 * that keeps the message.
 */
const ANNOUNCED = 'message-announced:';
/** After this long, the next message is announced even if the seat has not caught up. */
export const ANNOUNCE_AGAIN_AFTER_MS = 24 * 60 * 60_000;

export class MessageAnnouncer {
  private readonly storage: DurableObjectStorage;

  constructor(storage: DurableObjectStorage) {
    this.storage = storage;
  }

  /** Whether a new message to `side` is announced on its channels at `now`; if so, the next ones wait. */
  announce(side: string, now: number): boolean {
    const key = `${ANNOUNCED}${side}`;
    const at = this.storage.kv.get<number>(key);
    if (at !== undefined && now - at < ANNOUNCE_AGAIN_AFTER_MS) return false;
    this.storage.kv.put(key, now);
    return true;
  }

  /** The seat has caught up: the next message to it is announced. */
  caughtUp(side: string): void {
    this.storage.kv.delete(`${ANNOUNCED}${side}`);
  }
}
