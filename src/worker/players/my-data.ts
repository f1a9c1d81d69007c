/**
 * "Download my data" (`GET /me/data`): everything Orrery holds about the signed-in
 * address, as NDJSON streamed a line at a time: the account (address, name), each game
 * of the address with its record and, through the seat's own token, what the seat keeps
 * in the game's object (its messages as it reads them, notes, analysis, conditional
 * moves, reminders, email settings, chat channels), the player's rating changes and their
 * blocks. docs/api.md, "Your data", lists the lines.
 */
import { everyBlocked } from '../db/blocks.ts';
import { playerOfEmail } from '../db/player-records.ts';
import { EMAIL_GAMES_ORDER, gamesOfEmail, type PlayerGame } from '../db/players.ts';
import { decodeCursor, type Cursor, type Page } from '../db/page-cursor.ts';
import { ratingHistory } from '../db/ratings.ts';
import { gameRoom } from '../game/objects.ts';
import { seatToken } from '../http/links.ts';
import { hashToken } from '../http/tokens.ts';
import type { Env } from '../platform/env.ts';

/** What a seat's object answers, or null when it refuses (a game gone, say). */
const answered = <T>(result: { ok: true; value: T } | { ok: false }): T | null => (result.ok ? result.value : null);

/** Every game of the address, a page after another: none left out, however many. */
async function* everyGameOf(d1: D1Database, email: string): AsyncGenerator<PlayerGame> {
  let cursor: Cursor | null = null;
  do {
    const page: Page<PlayerGame> = await gamesOfEmail(d1, email, cursor);
    yield* page.items;
    const next = page.next === null ? null : decodeCursor(page.next, EMAIL_GAMES_ORDER);
    cursor = next?.ok ? next.value : null;
  } while (cursor);
}

/** The lines of one address's data, one JSON value each, made as they are read. */
async function* dataLines(env: Env, email: string): AsyncGenerator<unknown> {
  const player = await playerOfEmail(env.DB, email);
  yield {
    type: 'account',
    email,
    player: player && { name: player.name, since: new Date(player.createdAt).toISOString() },
  };
  for await (const { seat, game } of everyGameOf(env.DB, email)) {
    const room = gameRoom(env, game.id);
    const base = { type: 'game', id: game.id, side: seat.side, name: seat.name, notify: seat.notify };
    const record = await room.record();
    if (!seat.tokenSalt || !env.SIGNING_SECRET) {
      yield { ...base, record: answered(record) };
      continue;
    }
    const hash = await hashToken(await seatToken(env.SIGNING_SECRET, game.id, seat.side, seat.tokenSalt));
    const [messages, notes, analysis, conditional, reminders, settings, hooks] = await Promise.all([
      room.messages(hash),
      room.notes(hash),
      room.analysis(hash),
      room.conditional(hash),
      room.reminders(hash),
      room.seatSettings(hash),
      room.chatHooks(hash),
    ]);
    yield {
      ...base,
      record: answered(record),
      messages: answered(messages),
      notes: answered(notes),
      analysis: answered(analysis),
      conditional: answered(conditional),
      reminders: answered(reminders),
      settings: answered(settings),
      chatChannels: answered(hooks),
    };
  }
  if (!player) return;
  for (const row of await ratingHistory(env.DB, player.id, 100_000)) yield { type: 'rating', ...row };
  for await (const blocked of everyBlocked(env.DB, player.id))
    yield { type: 'block', name: blocked.name, since: new Date(blocked.since).toISOString() };
}

/** The address's data as a streamed NDJSON download. */
export const myDataResponse = (env: Env, email: string): Response => {
  const encoder = new TextEncoder();
  const lines = dataLines(env, email);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Content-Disposition': 'attachment; filename="orrery-my-data.ndjson"',
      'Cache-Control': 'no-store',
    },
  });
};
