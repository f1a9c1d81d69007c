/**
 * A download written a page at a time: each pull reads one page of games and their moves
 * from D1 and enqueues its text, so however many games a player or a month has, the
 * Worker holds one page (and the stream's small queue), never the whole.
 */
import type { GameRow } from '../db/schema.ts';
import { movesOfGames } from './record-rows.ts';

/** Reads the page after `after` (null: the first); an empty page ends the stream. */
export type PageReader<C> = (after: C | null) => Promise<GameRow[]>;

/**
 * The text of every game the pages hold, in page order, each written by `write` (null
 * leaves a game out). `cursorOf` names where the next page starts after a page's last game.
 */
export const recordStream = <C>(
  d1: D1Database,
  readPage: PageReader<C>,
  cursorOf: (last: GameRow) => C,
  write: (row: GameRow, notation: readonly string[]) => string | null,
): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder();
  let after: C | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (done) return;
        const rows = await readPage(after);
        const last = rows[rows.length - 1];
        if (!last) {
          done = true;
          controller.close();
          return;
        }
        after = cursorOf(last);
        const notation = await movesOfGames(
          d1,
          rows.map((row) => row.id),
        );
        const text = rows.map((row) => write(row, notation.get(row.id) ?? []) ?? '').join('');
        controller.enqueue(encoder.encode(text));
      },
    },
    // One page waits at most: the next is read only when the reader has taken it.
    { highWaterMark: 1 },
  );
};
