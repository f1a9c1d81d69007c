/**
 * Who a bot's request is from: its `bot:play` credential, `Authorization: Bearer orb_…`.
 * The credential acts for its bot alone, in the bot's games and challenges; nothing a
 * signed-in person does (tournaments, /me, other players' bots) takes it.
 */
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { Env } from '../platform/env.ts';
import { ApiError } from '../http/errors.ts';
import { hashToken } from '../http/tokens.ts';
import { botOfToken, type BotAccount } from '../db/bot-records.ts';
import { gamesLostOnTime } from '../db/abandoned-games.ts';
import { barredUntil, WINDOW_DAYS } from '../../rating/abandonment.ts';
import { dateTimeText } from '../../shared/dates.ts';
import { BOT_TOKEN } from './bot-credentials.ts';

export type BotApp = { Bindings: Env; Variables: { account: BotAccount } };

export const botRequest = createMiddleware<BotApp>(async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  const token = /^Bearer (\S+)$/.exec(header)?.[1];
  if (!token) throw new ApiError('ERR_BOT_TOKEN', "a bot's requests carry its credential: Authorization: Bearer orb_…");
  const account = BOT_TOKEN.test(token) ? await botOfToken(c.env.DB, await hashToken(token), Date.now()) : null;
  if (!account)
    throw new ApiError(
      'ERR_BOT_TOKEN',
      'this is not a live bot credential: it was revoked, or replaced more than a day ago; its owner makes a new one on POST /api/bots/:name/credentials',
    );
  c.set('account', account);
  await next();
});

/** A paused bot takes and posts no challenges (its games going on are played out). */
export const requireNotPaused = (account: BotAccount): void => {
  if (account.bot.pausedAt !== null)
    throw new ApiError(
      'ERR_BOT_PAUSED',
      `${account.player.name} is paused (${account.bot.pauseReason ?? 'by its owner'}): its owner resumes it with POST /api/bots/:name/resume`,
    );
};

/**
 * Rated play is closed to a bot that lost ABANDONED_MAX games on time lately, and to
 * every bot of an owner who did (rating/abandonment.ts): an owner answers for their bots.
 */
export const requireNotBarred = async (env: Env, account: BotAccount): Promise<void> => {
  const now = Date.now();
  const since = now - WINDOW_DAYS * 86_400_000;
  for (const [who, id] of [
    ['this bot', account.bot.playerId],
    ['its owner', account.bot.ownerId],
  ] as const) {
    const until = barredUntil(await gamesLostOnTime(env.DB, id, since), now);
    if (until !== null)
      throw new ApiError(
        'ERR_BOT_BARRED',
        `${who} lost too many games on time lately, so rated play is closed to ${account.player.name} until ${dateTimeText(new Date(until).toISOString(), { timeZone: 'UTC', now })}; casual challenges are open`,
      );
  }
};

export const accountOf = (c: Context<BotApp>): BotAccount => c.get('account');
