/**
 * A message as a report keeps it (docs/moderation.md): the game's object gives it only to
 * a player who holds a seat of the game and read it there, and only a message the other
 * seat wrote (one's own needs no report). The report copies it, so a later change here
 * does not change the evidence.
 */
import { failure, ok } from '../../../engine/result.ts';
import { gameNotFound, type RoomContext, type RoomResult } from '../room/room-context.ts';

export interface ReportedMessage {
  readonly seq: number;
  readonly text: string;
  readonly sentAt: number;
  /** The writer's seat name, and their player when the seat is claimed. */
  readonly writerName: string;
  readonly writerId: string | null;
}

export const messageForReport = (context: RoomContext, readerId: string, seq: number): RoomResult<ReportedMessage> => {
  const loaded = context.load();
  if (!loaded) return gameNotFound();
  const { seats } = loaded.room;
  const reader = Object.keys(seats).find((side) => seats[side]?.player?.id === readerId);
  if (!reader)
    return failure(
      'ERR_REPORT_NOT_YOURS',
      'you can report messages only in your own games, from a seat on your page: claim the seat signed in first',
    );
  const { messages, filters } = context.stores;
  const found = filters.visibleTo(reader, messages.since(seq - 1)).find((message) => message.seq === seq);
  if (!found || found.side === reader)
    return failure('ERR_REPORT_TARGET', `there is no message ${seq} from your opponent in this game to report`);
  const writer = seats[found.side]!;
  return ok({
    seq: found.seq,
    text: found.text,
    sentAt: found.sentAt,
    writerName: writer.player?.name ?? writer.name,
    writerId: writer.player?.id ?? null,
  });
};
