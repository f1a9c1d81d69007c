/**
 * Bot accounts and their credentials in D1 (bot-schema.ts). A bot is made in one batch
 * (its player row, its bot row, its first credential), so a name taken in a race leaves
 * nothing behind: the unique look-alike key of `players` refuses the whole batch.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { database } from './database.ts';
import { botTokens, bots, type BotRow, type BotTokenRow } from './bot-schema.ts';
import { players, seats, type PlayerRow } from './schema.ts';

const db = (d1: D1Database) => database(d1);

/** A bot with its player row: its name and page are the player's. */
export interface BotAccount {
  readonly bot: BotRow;
  readonly player: PlayerRow;
}

export const insertBot = async (
  d1: D1Database,
  player: PlayerRow,
  bot: BotRow,
  token: BotTokenRow,
): Promise<Result<BotAccount, EngineError>> => {
  const d = db(d1);
  try {
    await d.batch([d.insert(players).values(player), d.insert(bots).values(bot), d.insert(botTokens).values(token)]);
  } catch (error) {
    if (String(error).includes('UNIQUE'))
      return failure(
        'ERR_NAME_TAKEN',
        `"${player.name}" is taken, or looks too much like a name that is (letters of other scripts, 0 for o, 1 for l and spaces count as the same): choose another`,
      );
    throw error;
  }
  return ok({ bot, player });
};

export const botOfPlayer = async (d1: D1Database, playerId: string): Promise<BotRow | null> =>
  (await db(d1).select().from(bots).where(eq(bots.playerId, playerId)).limit(1))[0] ?? null;

/** The bots a player owns, oldest first. */
export const botsOfOwner = async (d1: D1Database, ownerId: string): Promise<BotAccount[]> =>
  (
    await db(d1)
      .select({ bot: bots, player: players })
      .from(bots)
      .innerJoin(players, eq(players.id, bots.playerId))
      .where(eq(bots.ownerId, ownerId))
      .orderBy(bots.createdAt)
  ).map((row) => ({ bot: row.bot, player: row.player }));

/** The bot a credential is valid for now: not revoked, and not past the end of its rotation grace. */
export const botOfToken = async (d1: D1Database, tokenHash: string, now: number): Promise<BotAccount | null> => {
  const row = (
    await db(d1)
      .select({ bot: bots, player: players })
      .from(botTokens)
      .innerJoin(bots, eq(bots.playerId, botTokens.botId))
      .innerJoin(players, eq(players.id, bots.playerId))
      .where(
        and(
          eq(botTokens.tokenHash, tokenHash),
          isNull(botTokens.revokedAt),
          or(isNull(botTokens.expiresAt), gt(botTokens.expiresAt, now)),
        ),
      )
      .limit(1)
  )[0];
  return row ? { bot: row.bot, player: row.player } : null;
};

/** The bot's credentials not revoked, newest first, for its owner to see (never their hashes' tokens). */
export const liveTokensOf = async (d1: D1Database, botId: string, now: number): Promise<BotTokenRow[]> =>
  (
    await db(d1)
      .select()
      .from(botTokens)
      .where(and(eq(botTokens.botId, botId), isNull(botTokens.revokedAt)))
  )
    .filter((token) => token.expiresAt === null || token.expiresAt > now)
    .sort((a, b) => b.createdAt - a.createdAt);

/**
 * Adds `token` and lets the bot's other live credentials run on until `graceUntil`, so a
 * running bot keeps playing while its new credential is put in place.
 */
export const rotateTokens = async (d1: D1Database, token: BotTokenRow, graceUntil: number): Promise<void> => {
  const d = db(d1);
  await d.batch([
    d
      .update(botTokens)
      .set({ expiresAt: graceUntil })
      .where(
        and(
          eq(botTokens.botId, token.botId),
          isNull(botTokens.revokedAt),
          or(isNull(botTokens.expiresAt), gt(botTokens.expiresAt, graceUntil)),
        ),
      ),
    d.insert(botTokens).values(token),
  ]);
};

/** Ends every credential of the bot at once; answers how many were live. */
export const revokeTokens = async (d1: D1Database, botId: string, now: number): Promise<number> =>
  (
    await db(d1)
      .update(botTokens)
      .set({ revokedAt: now })
      .where(and(eq(botTokens.botId, botId), isNull(botTokens.revokedAt)))
      .returning({ id: botTokens.id })
  ).length;

/** Pauses the bot (`reason`), or lets it play again (null). */
export const setBotPaused = async (
  d1: D1Database,
  botId: string,
  reason: string | null,
  now: number,
): Promise<void> => {
  await db(d1)
    .update(bots)
    .set(reason === null ? { pausedAt: null, pauseReason: null } : { pausedAt: now, pauseReason: reason })
    .where(eq(bots.playerId, botId));
};

/** A bot's seat in a game from D1's copy of the seats, for a game its inbox has not heard of (yet). */
export const seatOfPlayer = async (
  d1: D1Database,
  gameId: string,
  playerId: string,
): Promise<{ side: string; salt: string | null } | null> => {
  const row = (
    await db(d1)
      .select({ side: seats.side, salt: seats.tokenSalt })
      .from(seats)
      .where(and(eq(seats.gameId, gameId), eq(seats.playerId, playerId)))
      .limit(1)
  )[0];
  return row ?? null;
};

/** Whether the bot's push endpoint answers; null when it has none. */
export const setPushOperational = async (d1: D1Database, botId: string, operational: boolean | null): Promise<void> => {
  await db(d1).update(bots).set({ pushOperational: operational }).where(eq(bots.playerId, botId));
};
