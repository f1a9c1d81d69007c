/**
 * Telling a bot of its games. A seat played by a bot (its player marked `bot`) has the
 * bot's inbox told of every change to the game, with the whole game, so the bot needs no
 * state of its own (docs/bots.md). Declared here and implemented by the inbox's object
 * (bots/bot-inbox.ts), so that the game folder does not import the bots folder.
 *
 * Not awaited, like the live pages: a move never waits for a bot. A call lost on the way
 * is made good by the next change, and a bot that reconnects reads its games again
 * (`GET /api/bot/games`), so nothing depends on each call arriving.
 */
import type { Env } from '../../platform/env.ts';
import type { RoomRecord } from '../room/room-record.ts';
import type { GameState } from '../room/view.ts';

export interface BotGameChange {
  readonly botId: string;
  readonly gameId: string;
  /** The bot's side in the game. */
  readonly side: string;
  /** What the seat's token derives from (with the signing secret): the bot acts in the game through it. */
  readonly salt: string | null;
  /** What changed (the live updates' reasons); null when the game was just made. */
  readonly reason: string | null;
  /** The side that made the change, null for the clock's own. */
  readonly by: string | null;
  /** The whole game, every move from the start. */
  readonly state: GameState;
}

/** What a game needs of a bot's inbox: to take a change. */
export interface BotGameListener {
  gameChanged(change: BotGameChange): Promise<void>;
}

const listenerOf = (env: Pick<Env, 'BOT_INBOXES'>, botId: string): BotGameListener =>
  env.BOT_INBOXES.get(env.BOT_INBOXES.idFromName(botId)) as unknown as BotGameListener;

/** The sides played by bots, and their bots' ids. */
export const botSeats = (room: RoomRecord): { side: string; botId: string; salt: string | null }[] =>
  Object.entries(room.seats).flatMap(([side, seat]) =>
    seat.player?.bot ? [{ side, botId: seat.player.id, salt: seat.tokenSalt ?? null }] : [],
  );

export const tellBots = (
  env: Pick<Env, 'BOT_INBOXES'>,
  room: RoomRecord,
  reason: string | null,
  by: string | null,
  state: () => GameState,
): void => {
  const seats = botSeats(room);
  if (seats.length === 0) return;
  const whole = state();
  for (const { side, botId, salt } of seats)
    listenerOf(env, botId)
      .gameChanged({ botId, gameId: room.id, side, salt, reason, by, state: whole })
      .catch((error: unknown) => console.warn(`bots: telling bot ${botId} of ${room.id} failed: ${String(error)}`));
};
