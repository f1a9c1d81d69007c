/**
 * Rating a game when it ends. The game's object decides in the transaction that ends
 * the game whether it is rated (`planRating`); a rated game is then written to D1 from
 * the alarm, like the history: the players' ratings are read, the new ones computed
 * here, and both rows written in one batch. D1's keys make this safe to repeat: a game
 * already rated is recognised and its rows reused (a retry after a lost answer), and a
 * batch computed from a rating that moved meanwhile (another game of the player's ended
 * at the same moment) is refused whole and computed again.
 */
import { backoffDelay } from '../../../shared/backoff.ts';
import { NEW_PLAYER, decideRating, ratePair, scoreOf, type Standing } from '../../../rating/rated-game.ts';
import { latestRating, pairScores, ratingsOfGame, writeRatings } from '../../db/ratings.ts';
import { PAIR_WINDOW_DAYS, discounted, pairWeight, tradesResults } from '../../../rating/repeated-pairs.ts';
import type { RatingChangeRow } from '../../db/schema.ts';
import type { RoomRating, RoomRecord } from '../room/room-record.ts';
import { countedFirstSide } from '../room/history-sync.ts';
import { resultOf, type BandTally } from '../../db/variant-stats.ts';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 5 * 60_000;

type Changes = Extract<RoomRating, { status: 'rated' }>['changes'];

/** Whether the game that has just ended is rated, from its seats and the moves each side made. */
export const planRating = (room: RoomRecord, movesBySide: Readonly<Record<string, number>>): RoomRating => {
  const decision = decideRating(
    Object.entries(room.seats).map(([side, seat]) => ({
      side,
      player: seat.player?.id ?? null,
      computer: Boolean(seat.computer),
      moves: movesBySide[side] ?? 0,
    })),
    room.casual === true,
  );
  return decision.rated
    ? { status: 'pending', players: decision.players }
    : { status: 'unrated', reason: decision.reason };
};

const standingOf = (row: RatingChangeRow | null): Standing =>
  row
    ? { rating: { rating: row.rating, deviation: row.deviation, volatility: row.volatility }, lastRatedAt: row.ratedAt }
    : NEW_PLAYER;

const changesOf = (rows: readonly RatingChangeRow[], players: Readonly<Record<string, string>>): Changes =>
  Object.fromEntries(
    Object.entries(players).flatMap(([side, id]) => {
      const row = rows.find((candidate) => candidate.playerId === id);
      return row ? [[side, { before: row.ratingBefore, after: row.rating }]] : [];
    }),
  );

/** The game's count in its rating band, for a game the statistics count (history-sync.ts). */
const bandTally = (room: RoomRecord, rows: readonly RatingChangeRow[]): BandTally | null => {
  const firstSide = countedFirstSide(room);
  if (firstSide === null || !rows.length) return null;
  const winner = room.result?.winner ?? null;
  return {
    game: room.game,
    variant: room.variant,
    meanRating: rows.reduce((sum, row) => sum + row.ratingBefore, 0) / rows.length,
    result: resultOf({ winner }, { firstSide, rated: true }),
  };
};

/** Rates the game in D1, once whatever the retries: the two ratings before and after. */
export const rateInD1 = async (
  d1: D1Database,
  room: RoomRecord,
  players: Readonly<Record<string, string>>,
  now: number,
): Promise<Changes> => {
  const done = await ratingsOfGame(d1, room.id);
  if (done.length) return changesOf(done, players);
  const [first, second] = Object.entries(players) as [[string, string], [string, string]];
  const [firstRow, secondRow] = await Promise.all(
    [first, second].map(([, id]) => latestRating(d1, id, room.game, room.variant)),
  );
  const firstScore = scoreOf(first[0], room.result?.winner ?? null);
  // Games between the same two players count for less and less (rating/repeated-pairs.ts).
  const earlier = await pairScores(
    d1,
    { playerId: first[1], opponentId: second[1] },
    room.game,
    room.variant,
    now - PAIR_WINDOW_DAYS * 86_400_000,
    room.id,
  );
  const weight = pairWeight(earlier.length);
  if (tradesResults([...earlier, firstScore]))
    console.warn(
      `rating: players ${first[1]} and ${second[1]} look to trade results (${[...earlier, firstScore].join(' ')} in ${room.game} ${room.variant}, game ${room.id}); this game moves ratings at ${weight}`,
    );
  const [firstRated, secondRated] = ratePair(standingOf(firstRow!), standingOf(secondRow!), firstScore, now);
  const firstAfter = discounted(standingOf(firstRow!).rating, firstRated, weight);
  const secondAfter = discounted(standingOf(secondRow!).rating, secondRated, weight);
  const row = (
    id: string,
    opponentId: string,
    before: RatingChangeRow | null,
    after: typeof firstAfter,
    score: number,
  ): RatingChangeRow => ({
    playerId: id,
    game: room.game,
    variant: room.variant,
    seq: (before?.seq ?? 0) + 1,
    gameId: room.id,
    opponentId,
    score,
    ratingBefore: standingOf(before).rating.rating,
    rating: after.rating,
    deviation: after.deviation,
    volatility: after.volatility,
    ratedAt: now,
  });
  const rows = [
    row(first[1], second[1], firstRow!, firstAfter, firstScore),
    row(second[1], first[1], secondRow!, secondAfter, 1 - firstScore),
  ];
  await writeRatings(d1, rows, bandTally(room, rows));
  return changesOf(rows, players);
};

/** Runs the D1 work of a pending rating, with backoff between failures; one run at a time. */
export class RatingSync {
  private failures = 0;
  private nextRetry: number | null = null;
  private running: Promise<Changes | null> | null = null;
  private readonly d1: D1Database;

  constructor(d1: D1Database) {
    this.d1 = d1;
  }

  /** When the alarm should rate the game, or null when nothing is pending. */
  dueAt(room: RoomRecord): number | null {
    if (room.rating?.status !== 'pending') return null;
    return this.running ? null : (this.nextRetry ?? Date.now());
  }

  /** The changes once D1 has them, or null after a failure (retried from the alarm). */
  run(room: RoomRecord): Promise<Changes | null> {
    const rating = room.rating;
    if (rating?.status !== 'pending') return Promise.resolve(null);
    this.running ??= rateInD1(this.d1, room, rating.players, Date.now())
      .then((changes) => {
        this.failures = 0;
        this.nextRetry = null;
        return changes;
      })
      .catch((error: unknown) => {
        const delay = backoffDelay(this.failures++, FIRST_RETRY_MS, MAX_RETRY_MS);
        this.nextRetry = Date.now() + delay;
        console.warn(`rating: writing game ${room.id}'s ratings failed, retrying in ${delay} ms: ${String(error)}`);
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
