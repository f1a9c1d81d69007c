/**
 * Publishing a game's history to D1 from the outbox in the object's own storage. D1 is
 * written from the alarm shortly after a change commits, never on a move's path: a
 * quick exchange of moves goes to D1 as one batch, and a move costs no D1 work at all.
 * If D1 fails, the alarm tries again with backoff until D1 has caught up, with nothing
 * lost or doubled.
 */
import { GAMES } from '../../../engine/games.ts';
import { openingPath } from '../../../explorer/opening-path.ts';
import { backoffDelay } from '../../../shared/backoff.ts';
import { publishHistory, type GameSummary } from '../../db/history.ts';
import type { GameTally } from '../../db/variant-stats.ts';
import { moveNumberOf } from '../../../shared/game-words.ts';
import type { Env } from '../../platform/env.ts';
import type { RoomRecord, RoomStore } from './room-store.ts';
import type { TakebackStore } from '../takebacks/takeback-store.ts';

/** Moves per D1 batch: enough to catch up a long outage in a few round trips. */
const BATCH = 50;
/**
 * How long after a change D1 hears of it: the listing lags by about this much, and the
 * moves of a quick exchange go as one batch. `PUBLISH_DELAY_MS` sets another (the workerd
 * tests use 100 ms: a test that reads D1 after a move would otherwise wait a second).
 */
const PUBLISH_DELAY_MS = 1_000;

const publishDelay = (env: Pick<Env, 'PUBLISH_DELAY_MS'>): number => {
  const set = env.PUBLISH_DELAY_MS ? Number(env.PUBLISH_DELAY_MS) : Number.NaN;
  return Number.isFinite(set) && set >= 0 ? set : PUBLISH_DELAY_MS;
};
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 5 * 60_000;

/** Whether the game began from its variant's usual position (records then name no start). */
const usualStart = (room: RoomRecord): boolean => {
  const game = GAMES.get(room.game);
  return !game || game.makePosition(game.startPosition(room.variant)) === room.start;
};

/** The side that moves first from the usual start, for a game the statistics count; null for one they do not. */
export const countedFirstSide = (room: RoomRecord): string | null => {
  const game = GAMES.get(room.game);
  if (!game || room.public === false || !usualStart(room)) return null;
  return game.toMove(game.startPosition(room.variant));
};

/**
 * How the game counts in its variant's statistics once it ends: a public game from the
 * usual start (a game from a position of its own says nothing of the variant's balance),
 * rated when its end decided so (rating-sync.ts, planRating).
 */
const tallyOf = (room: RoomRecord, openingMoves: () => readonly string[]): GameTally | null => {
  const game = GAMES.get(room.game);
  const firstSide = countedFirstSide(room);
  if (!game || firstSide === null) return null;
  const rated = room.rating?.status === 'pending' || room.rating?.status === 'rated';
  return {
    firstSide,
    rated,
    opening:
      room.status === 'finished'
        ? { steps: openingPath(game, room.variant, openingMoves()), rating: meanRatingBefore(room) }
        : null,
  };
};

/** The players' mean rating before the game, once it is rated (the explorer's "highest-rated"). */
const meanRatingBefore = (room: RoomRecord): number | null => {
  if (room.rating?.status !== 'rated') return null;
  const before = Object.values(room.rating.changes).map((change) => change.before);
  return before.length ? Math.round(before.reduce((sum, rating) => sum + rating, 0) / before.length) : null;
};

/**
 * The summary D1 keeps of a game; `openingMoves` gives the notation of its first
 * EXPLORER_PLIES moves, read only once the game is finished.
 */
export const summaryOfRoom = (
  room: RoomRecord,
  toMove: string | null,
  openingMoves: () => readonly string[] = () => [],
): GameSummary => ({
  id: room.id,
  game: room.game,
  variant: room.variant,
  players: JSON.stringify(Object.fromEntries(Object.entries(room.seats).map(([side, seat]) => [side, seat.name]))),
  status: room.status,
  ply: room.ply,
  moveNumber: moveNumberOf(room.position),
  toMove: room.status === 'ongoing' ? toMove : null,
  winner: room.result?.winner ?? null,
  reason: room.result?.reason ?? null,
  score: room.result?.score ? JSON.stringify(room.result.score) : null,
  createdAt: room.createdAt,
  updatedAt: room.updatedAt,
  origin: room.origin,
  deadline: room.status === 'ongoing' ? (room.clock?.deadline ?? null) : null,
  version: room.version,
  public: room.public !== false,
  start: usualStart(room) ? null : room.start,
  tally: tallyOf(room, openingMoves),
  seats: Object.entries(room.seats).map(([side, seat]) => ({
    gameId: room.id,
    side,
    name: seat.name,
    email: seat.email?.toLowerCase() ?? null,
    notify: seat.notify ?? 'move',
    tokenSalt: seat.tokenSalt ?? null,
    playerId: seat.player?.id ?? null,
  })),
});

export class HistorySync {
  private running: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private nextRetry: number | null = null;
  /** When the changes not yet in D1 are due to go there. */
  private publishAt: number | null = null;

  private readonly store: RoomStore;
  private readonly env: Env;
  private readonly summary: () => GameSummary | null;
  private readonly onRetryChange: () => Promise<void>;

  private readonly cuts: TakebackStore | null;

  constructor(
    store: RoomStore,
    env: Env,
    summary: () => GameSummary | null,
    onRetryChange: () => Promise<void>,
    cuts: TakebackStore | null = null,
  ) {
    this.store = store;
    this.cuts = cuts;
    this.env = env;
    this.summary = summary;
    this.onRetryChange = onRetryChange;
  }

  /** A change has committed: it goes to D1 within the publishing delay (or at the next retry, while D1 fails). */
  noteChange(now: number): void {
    this.publishAt ??= now + publishDelay(this.env);
  }

  /** When the alarm should publish next, or null when D1 is up to date. */
  dueAt(): number | null {
    return this.nextRetry ?? this.publishAt;
  }

  /** Publishes everything pending; concurrent calls share one run, and a call during a run causes another pass. */
  publish(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      try {
        this.publishAt = null;
        while (await this.publishBatch());
        this.failures = 0;
        if (this.nextRetry !== null) {
          this.nextRetry = null;
          await this.onRetryChange();
        }
      } catch (error) {
        this.failures++;
        const delay = backoffDelay(this.failures - 1, FIRST_RETRY_MS, MAX_RETRY_MS);
        this.nextRetry = Date.now() + delay;
        console.warn(
          `history: publishing to D1 failed (${this.failures} in a row), retrying in ${delay} ms: ${String(error)}`,
        );
        await this.onRetryChange();
        return;
      }
    } while (this.again);
  }

  /** One batch; true when there may be more. Reads are synchronous, so they see one committed state. */
  private async publishBatch(): Promise<boolean> {
    const moves = this.store.unpublishedMoves(BATCH);
    const summary = this.summary();
    const version = summary?.version ?? 0;
    const summaryDue = summary !== null && this.store.publishedVersion() < version;
    // Moves taken back leave D1 first, in the batch that writes the moves played since.
    const cut = this.cuts?.pendingCut() ?? null;
    if (moves.length === 0 && !summaryDue && cut === null) return false;
    const gameId = summary?.id ?? '';
    await publishHistory(
      this.env.DB,
      // The summary goes with the last batch only, so D1 never lists a ply it has no row for.
      moves.length < BATCH && summaryDue ? summary : null,
      moves.map((move) => ({
        gameId,
        ply: move.ply,
        side: move.side,
        notation: move.notation,
        playedAt: move.playedAt,
      })),
      cut === null || !gameId ? null : { gameId, afterPly: cut },
    );
    this.store.transaction(() => {
      this.store.markPublished(
        moves.map((move) => move.ply),
        moves.length < BATCH ? version : 0,
      );
      if (cut !== null) this.cuts?.cutPublished(cut);
    });
    return moves.length === BATCH || this.store.publishedVersion() < (this.summary()?.version ?? 0);
  }
}
