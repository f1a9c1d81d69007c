/** A bot as the API shows it: its name and page, its owner, what it plays, whether it is paused. */
import type { BotAccount } from '../db/bot-records.ts';

const playerPage = (name: string) => `/p/${encodeURIComponent(name)}`;

export const gamesOf = (account: BotAccount): string[] => JSON.parse(account.bot.games) as string[];

export const botView = (account: BotAccount, ownerName: string) => ({
  name: account.player.name,
  page: playerPage(account.player.name),
  bot: true as const,
  owner: { name: ownerName, page: playerPage(ownerName) },
  description: account.bot.description,
  games: gamesOf(account),
  paused:
    account.bot.pausedAt === null
      ? null
      : { since: new Date(account.bot.pausedAt).toISOString(), reason: account.bot.pauseReason ?? '' },
  created: new Date(account.bot.createdAt).toISOString(),
});
