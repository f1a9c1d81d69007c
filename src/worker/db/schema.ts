/**
 * The D1 schema: the history the game objects publish, for listing and searching games.
 * Each game's object stays the source of truth; these rows follow it through an outbox.
 */
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const games = sqliteTable(
  'games',
  {
    id: text('id').primaryKey(),
    game: text('game').notNull(),
    variant: text('variant').notNull(),
    /** JSON object of player names by side id. */
    players: text('players').notNull(),
    status: text('status', { enum: ['ongoing', 'finished'] }).notNull(),
    ply: integer('ply').notNull(),
    /** The move number as the position notation counts it (lists show "move 12"). */
    moveNumber: integer('move_number'),
    toMove: text('to_move'),
    winner: text('winner'),
    reason: text('reason'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    /** The site the game was created on: links in digests and "your games" pages point there. */
    origin: text('origin'),
    /** When the side to move must have moved (ms), while a clock runs. */
    deadline: integer('deadline'),
    /** Rises with every change the object publishes: an older summary never overwrites a newer one. */
    version: integer('version').notNull(),
    /**
     * False for a game its players kept out of the records (the `public` game option,
     * docs/records.md): it is in no archive, export or statistics, only at its own link.
     */
    public: integer('public', { mode: 'boolean' }).notNull().default(true),
    /** The start position's notation, only when it is not the variant's usual one (records name it). */
    start: text('start'),
    /** The result's score by side as JSON, for a variant that scores (Adomoc's Altogether). */
    score: text('score'),
  },
  (table) => [
    index('games_updated').on(table.updatedAt),
    index('games_status_updated').on(table.status, table.updatedAt),
  ],
);

export const moves = sqliteTable(
  'moves',
  {
    gameId: text('game_id').notNull(),
    /** 1 for the first move of the game. */
    ply: integer('ply').notNull(),
    side: text('side').notNull(),
    notation: text('notation').notNull(),
    playedAt: integer('played_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.ply] })],
);

/**
 * The seats of every game, as the object last published them: how "your games" pages
 * and daily digests find a player's games by email address, without accounts.
 */
export const seats = sqliteTable(
  'seats',
  {
    gameId: text('game_id').notNull(),
    side: text('side').notNull(),
    name: text('name').notNull(),
    /** Lowercased; null for a seat without email. */
    email: text('email'),
    notify: text('notify', { enum: ['move', 'digest', 'none'] }).notNull(),
    /** The salt the seat token derives from (with the signing secret), so pages can link the seat. */
    tokenSalt: text('token_salt'),
    /** The player who claimed the seat (players.id); null for a seat played by link alone. */
    playerId: text('player_id'),
    /** The game's `updated_at`, kept with each seat so a player's games are listed by one index. */
    updatedAt: integer('updated_at').notNull().default(0),
    /** Whether the game goes on and waits for this seat's move: /me lists these first. */
    waiting: integer('waiting', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.side] }),
    // An address's games a page at a time, those waiting for it first, newest change
    // first (db/players.ts, gamesOfEmail); the digest finds an address's seats by it too.
    index('seats_email_page').on(table.email, table.waiting, table.updatedAt, table.gameId),
    // A player's games a page at a time, newest change first (db/player-records.ts).
    index('seats_player_page').on(table.playerId, table.updatedAt, table.gameId),
    // The addresses owed a digest, a page at a time in address order (db/players.ts).
    index('seats_notify_email').on(table.notify, table.email),
    // A player's seats, and within them one game's: two players' games together are found
    // by walking one player's seats and looking up the other's seat in each game, never by
    // crossing both players' whole lists (db/player-records.ts, recordBetween).
    index('seats_player_game').on(table.playerId, table.gameId),
  ],
);

/**
 * Players: a confirmed email address with a display name chosen once. `nameKey` is the
 * name's look-alike key (shared/name-key.ts): two names with one key would pass for each
 * other, so it is unique.
 */
export const players = sqliteTable('players', {
  id: text('id').primaryKey(),
  /** Lowercased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull().unique(),
  nameKey: text('name_key').notNull().unique(),
  createdAt: integer('created_at').notNull(),
});

/**
 * Every change of a rating, one row per player and rated game: the current rating is the
 * row with the highest `seq` for the player, game and variant. The keys make rating
 * idempotent and safe under concurrency: a game is rated once per player (game_id,
 * player_id), and two games rated from the same previous rating cannot both land (the
 * second's `seq` is taken, its batch fails and is computed again).
 */
export const ratingChanges = sqliteTable(
  'rating_changes',
  {
    playerId: text('player_id').notNull(),
    game: text('game').notNull(),
    variant: text('variant').notNull(),
    /** 1 for the player's first rated game of this game and variant. */
    seq: integer('seq').notNull(),
    gameId: text('game_id').notNull(),
    opponentId: text('opponent_id').notNull(),
    /** 1 a win, 0.5 a draw, 0 a loss. */
    score: real('score').notNull(),
    ratingBefore: real('rating_before').notNull(),
    rating: real('rating').notNull(),
    deviation: real('deviation').notNull(),
    volatility: real('volatility').notNull(),
    ratedAt: integer('rated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.game, table.variant, table.seq] }),
    uniqueIndex('rating_changes_game_player').on(table.gameId, table.playerId),
  ],
);

/** Single-use sign-in links for "your games": only a hash of the token is kept. */
export const signInLinks = sqliteTable(
  'sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (table) => [
    index('sign_in_links_expires').on(table.expiresAt),
    // An erased address's links go with it (db/erasure.ts).
    index('sign_in_links_email').on(table.email),
  ],
);

/**
 * Links that confirm erasing an account (src/worker/erasure), emailed to its address: only
 * a hash of the token is kept, with the address it erases (lowercased). Spent when its
 * page's button is pressed: the erasure then runs on its own until it is done.
 */
export const erasureLinks = sqliteTable(
  'erasure_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('erasure_links_email').on(table.email), index('erasure_links_expires').on(table.expiresAt)],
);

/** One row per address and day a digest went out: the hourly cron sends each once. */
export const digestsSent = sqliteTable(
  'digests_sent',
  {
    email: text('email').notNull(),
    /** YYYY-MM-DD, UTC. */
    day: text('day').notNull(),
    sentAt: integer('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.day] })],
);

/**
 * The statistics of each game and variant (src/worker/stats), one counter a row, raised
 * in the batch that publishes a game's end (db/variant-stats.ts): a page reads a variant's
 * few rows, as cheap with a million games as with a hundred. `scope` is `all` or `rated`;
 * `kind` is `result` (key `first`, `second`, `draw`: the side that moved first won, the
 * other did, or neither), `ending` (key: how the game ended) or `length` (key: its plies).
 */
export const variantStatCounts = sqliteTable(
  'variant_stat_counts',
  {
    game: text('game').notNull(),
    variant: text('variant').notNull(),
    scope: text('scope', { enum: ['all', 'rated'] }).notNull(),
    kind: text('kind', { enum: ['result', 'ending', 'length', 'band'] }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.game, table.variant, table.scope, table.kind, table.key] })],
);

export type VariantStatRow = typeof variantStatCounts.$inferSelect;

/**
 * The opening explorer's moves (docs/explorer.md): for each position a counted game
 * reached in its first plies (`key`, src/explorer/position-key.ts), each move played from
 * it with how often and how those games ended, for the side that moves first from the
 * usual start. Raised when a game's end is published, as the statistics are.
 */
export const explorerMoves = sqliteTable(
  'explorer_moves',
  {
    key: text('key').notNull(),
    move: text('move').notNull(),
    games: integer('games').notNull(),
    firstWins: integer('first_wins').notNull(),
    secondWins: integer('second_wins').notNull(),
    draws: integer('draws').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.move] })],
);

/**
 * The games that reached each explored position, for its newest and highest-rated games:
 * one row per game and position, the game's end time and its players' mean rating before
 * it (null until rated, or when it is not).
 */
export const explorerGames = sqliteTable(
  'explorer_games',
  {
    key: text('key').notNull(),
    gameId: text('game_id').notNull(),
    endedAt: integer('ended_at').notNull(),
    rating: integer('rating'),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.gameId] }),
    index('explorer_games_newest').on(table.key, table.endedAt),
    index('explorer_games_rated').on(table.key, table.rating),
  ],
);

export type ExplorerMoveRow = typeof explorerMoves.$inferSelect;

/**
 * The computer's evaluation of explored positions, searched once at a fixed budget when a
 * reader first opens a position some game reached (src/worker/explorer), then read by key.
 */
export const explorerEvaluations = sqliteTable('explorer_evaluations', {
  key: text('key').primaryKey(),
  /** For the side to move, in the search's units (a hundred a piece; src/ai/search.ts). */
  score: integer('score').notNull(),
  /** The move the search prefers, in strict notation. */
  best: text('best').notNull(),
  depth: integer('depth').notNull(),
  nodes: integer('nodes').notNull(),
});

export type ExplorerEvaluationRow = typeof explorerEvaluations.$inferSelect;

export { devOutbox } from './outbox-schema.ts';
export { bots, botTokens } from './bot-schema.ts';
export { moderationLog, playerStanding, reports } from './moderation-schema.ts';

export type GameRow = typeof games.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type PlayerRow = typeof players.$inferSelect;
export type RatingChangeRow = typeof ratingChanges.$inferSelect;
export type MoveRow = typeof moves.$inferInsert;

/**
 * The list of tournaments (GET /api/tournaments), one row each, written by each
 * tournament's object after its changes (tournaments/tournament-list.ts); the object
 * holds the tournament itself. `version` rises with every change, so a late write of an
 * older state never replaces a newer one.
 */
export const tournaments = sqliteTable(
  'tournaments',
  {
    id: text('id').primaryKey(),
    game: text('game').notNull(),
    variant: text('variant').notNull(),
    system: text('system').notNull(),
    status: text('status').notNull(),
    startsAt: integer('starts_at').notNull(),
    /** The summary the list shows (tournament-view.ts, TournamentSummary), as JSON. */
    summary: text('summary', { mode: 'json' }).notNull(),
    version: integer('version').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [
    // Each list a page at a time (tournaments/tournament-list.ts): upcoming and running by
    // start, finished by their last change, each ending in the id for a cursor.
    index('tournaments_status_start').on(table.status, table.startsAt, table.id),
    index('tournaments_status_updated').on(table.status, table.updatedAt, table.id),
  ],
);

/**
 * Blocks between players (players/blocks.ts): `blockerId` keeps `blockedId` away: no
 * challenge, pairing or message from them reaches the blocker. Private: only the blocker
 * reads their own rows (on /me). Looked up by either end: the blocker's list by the key,
 * who keeps a player away by the index.
 */
export const blocks = sqliteTable(
  'blocks',
  {
    blockerId: text('blocker_id').notNull(),
    blockedId: text('blocked_id').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked').on(table.blockedId, table.blockerId),
    index('blocks_blocker_time').on(table.blockerId, table.createdAt, table.blockedId),
  ],
);

export type BlockRow = typeof blocks.$inferSelect;
