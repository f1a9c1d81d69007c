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
 *
 * It also keeps the last message each seat has had in view on the game page, so that an
 * announcement not sent yet when the reader saw the message live (deliveries go a moment
 * after the change, notice-outbox.ts) is not sent at all.
 */
const ANNOUNCED = 'message-announced:';
const READ = 'message-read:';
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

  /** The seat's page has had every message up to `seq` in view. */
  read(side: string, seq: number): void {
    if (seq > this.readUpTo(side)) this.storage.kv.put(`${READ}${side}`, seq);
  }

  /** The last message the seat has had in view (0: none). */
  readUpTo(side: string): number {
    return this.storage.kv.get<number>(`${READ}${side}`) ?? 0;
  }
}
