/**
 * Telling a tournament how its game ended. A tournament's game (RoomRecord.tournament)
 * reports its result to the tournament's object from the alarm, like the history and
 * the rating: tried again with backoff until the tournament acknowledges it, and noted
 * as done in the room's own storage only then. The tournament records each game's
 * result once, by game id, so a report repeated after a lost answer changes nothing.
 */
import { backoffDelay } from '../../../shared/backoff.ts';
import type { Env } from '../../platform/env.ts';
import type { EngineError, Result } from '../../../engine/result.ts';
import type { RoomRecord } from '../room/room-record.ts';

/**
 * What a game needs of its tournament's object: to take a result. Declared here, and
 * implemented by the tournament's object (tournaments/tournament-object.ts), so that the
 * game folder does not import the tournaments folder, which makes the games.
 */
export interface ResultTaker {
  recordResult(gameId: string, winner: string | null): Promise<Result<{ recorded: boolean }, EngineError>>;
}

/** The tournament's object as a taker of results; `implements ResultTaker` on its class keeps the two in step. */
const resultTaker = (env: Pick<Env, 'TOURNAMENTS'>, id: string): ResultTaker =>
  env.TOURNAMENTS.get(env.TOURNAMENTS.idFromName(id)) as unknown as ResultTaker;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 10 * 60_000;
/** The key in the room's key-value storage set once the tournament has the result. */
const REPORTED = 'tournament-reported';

export class TournamentReport {
  private failures = 0;
  private nextRetry: number | null = null;
  private running: Promise<boolean> | null = null;
  private readonly storage: DurableObjectStorage;
  private readonly env: Env;

  constructor(storage: DurableObjectStorage, env: Env) {
    this.storage = storage;
    this.env = env;
  }

  private pending(room: RoomRecord): boolean {
    return room.status === 'finished' && !!room.tournament && this.storage.kv.get(REPORTED) !== true;
  }

  /** When the alarm should report, or null when there is nothing to report. */
  dueAt(room: RoomRecord): number | null {
    if (!this.pending(room)) return null;
    return this.running ? null : (this.nextRetry ?? Date.now());
  }

  /** Reports the result if it is due; whether the tournament has it now. */
  run(room: RoomRecord): Promise<boolean> {
    const link = room.tournament;
    if (!link || !this.pending(room)) return Promise.resolve(!!link);
    this.running ??= resultTaker(this.env, link.id)
      .recordResult(room.id, room.result?.winner ?? null)
      .then((answer) => {
        // A refusal is not retried: the tournament does not know the game, and never will.
        if (!answer.ok)
          console.warn(`tournament: ${link.id} refused the result of game ${room.id}: ${answer.error.message}`);
        this.storage.kv.put(REPORTED, true);
        this.failures = 0;
        this.nextRetry = null;
        return true;
      })
      .catch((error: unknown) => {
        const delay = backoffDelay(this.failures++, FIRST_RETRY_MS, MAX_RETRY_MS);
        this.nextRetry = Date.now() + delay;
        console.warn(
          `tournament: reporting game ${room.id} to ${link.id} failed, retrying in ${delay} ms: ${String(error)}`,
        );
        return false;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
