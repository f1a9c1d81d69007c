/**
 * What one bot, and one owner's bots together, may do (docs/bots.md, "Limits"): games at
 * once, challenges an hour (posted and accepted), moves a minute. And when a bot is
 * paused for misbehaving: illegal moves in a row, games lost on time in a row.
 */
export const BOT_LIMITS = {
  /** Games one bot plays at once. */
  gamesPerBot: 100,
  /** Games all of one owner's bots play at once. */
  gamesPerOwner: 200,
  /** Challenges one bot accepts or declines in an hour (posting counts as a person's: 10 an hour). */
  challengesPerHour: 60,
  /** Moves (and other game actions) one bot sends in a minute. */
  movesPerMinute: 120,
  /** Illegal or unreadable moves in a row that pause the bot. */
  illegalInARow: 10,
  /** Games lost on time in a row that pause the bot. */
  timeoutsInARow: 3,
} as const;
