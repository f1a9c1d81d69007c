/**
 * Who does not read whose messages in this game, in the object's key-value storage:
 *
 * - a block (players/blocks.ts): the blocking player's seat never receives a message the
 *   blocked player's seat sends while the block stands. The Worker tells every game
 *   between the two when a block is made or undone, and a seat claimed later is told its
 *   player's blocks (by player id); each message sent under a block is marked withheld from the reader
 *   when it is kept, and stays so after the block is undone: it was never delivered. The
 *   sender is not told and sees their message as sent.
 * - a mute: a seat hides the other seat's messages in this game, earlier ones too, until
 *   it unmutes; nothing is announced to it meanwhile.
 * - a moderator's site-wide mute (moderation/actions.ts): the muted player's seat sends
 *   nothing until the mute ends, and is told so when it tries (message-admission.ts). The
 *   Worker tells each of the player's games when the mute is set or lifted, and a game
 *   started or a seat claimed during it (game/new-game.ts, players/player-routes.ts).
 */
import type { RoomRecord } from '../room/room-record.ts';
import type { StoredMessage } from './message-store.ts';

const BLOCK = 'message-block:';
const WITHHELD = 'message-withheld:';
const MUTED = 'message-muted:';
const SILENCED = 'message-silenced:';

export class MessageFilters {
  private readonly storage: DurableObjectStorage;

  constructor(storage: DurableObjectStorage) {
    this.storage = storage;
  }

  setBlock(blockerId: string, blockedId: string, blocked: boolean): void {
    const key = `${BLOCK}${blockerId}>${blockedId}`;
    if (blocked) this.storage.kv.put(key, true);
    else this.storage.kv.delete(key);
  }

  /** Takes up, of a seat's new player's blocks (blocker first), those between this game's two players. */
  syncBlocks(room: RoomRecord, pairs: readonly (readonly [string, string])[]): void {
    const here = new Set(Object.values(room.seats).flatMap((seat) => (seat.player ? [seat.player.id] : [])));
    for (const [blocker, blocked] of pairs)
      if (here.has(blocker) && here.has(blocked)) this.setBlock(blocker, blocked, true);
  }

  /** Whether the player in `reader`'s seat has blocked the one in `sender`'s. */
  blocks(room: RoomRecord, reader: string, sender: string): boolean {
    const readerId = room.seats[reader]?.player?.id;
    const senderId = room.seats[sender]?.player?.id;
    return !!readerId && !!senderId && this.storage.kv.get(`${BLOCK}${readerId}>${senderId}`) === true;
  }

  /** Marks message `seq` as never delivered to `readers`. */
  withhold(seq: number, readers: readonly string[]): void {
    if (readers.length) this.storage.kv.put(`${WITHHELD}${seq}`, readers);
  }

  /** A moderator's mute of `playerId` on the whole site, until `until` (ms); null lifts it. */
  setSilenced(playerId: string, until: number | null): void {
    if (until === null) this.storage.kv.delete(`${SILENCED}${playerId}`);
    else this.storage.kv.put(`${SILENCED}${playerId}`, until);
  }

  /** When the site-wide mute of the player in `side`'s seat ends, if it holds at `now`. */
  silencedUntil(room: RoomRecord, side: string, now: number): number | null {
    const playerId = room.seats[side]?.player?.id;
    const until = playerId ? this.storage.kv.get<number>(`${SILENCED}${playerId}`) : undefined;
    return until !== undefined && until > now ? until : null;
  }

  setMuted(side: string, muted: boolean): void {
    if (muted) this.storage.kv.put(`${MUTED}${side}`, true);
    else this.storage.kv.delete(`${MUTED}${side}`);
  }

  muted(side: string): boolean {
    return this.storage.kv.get(`${MUTED}${side}`) === true;
  }

  /** The messages `reader`'s seat reads: its own, and the others' that were delivered and are not muted. */
  visibleTo(reader: string, list: readonly StoredMessage[]): StoredMessage[] {
    const muted = this.muted(reader);
    const withheld = new Set<number>();
    for (const [key, readers] of this.storage.kv.list<string[]>({ prefix: WITHHELD }))
      if (readers.includes(reader)) withheld.add(Number(key.slice(WITHHELD.length)));
    return list.filter((message) => message.side === reader || (!muted && !withheld.has(message.seq)));
  }
}
