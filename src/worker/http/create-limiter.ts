/**
 * The rate limit on creating games: one small Durable Object per client address keeps
 * the times of its recent creations, so the count is exact even under concurrency.
 */
import { DurableObject } from 'cloudflare:workers';
import { ok, type Result } from '../../engine/result.ts';
import type { Env } from '../platform/env.ts';
import { limited, type LimitedError } from './errors.ts';

export interface LimitDecision {
  readonly allowed: boolean;
  /** Seconds until the next creation would be allowed. */
  readonly retryAfter: number;
}

export class CreateLimiter extends DurableObject<Env> {
  private times: number[] | null = null;

  /** Counts one creation if fewer than `limit` happened in the last `windowMs`. */
  async take(limit: number, windowMs: number): Promise<LimitDecision> {
    const now = Date.now();
    this.times ??= (await this.ctx.storage.get<number[]>('times')) ?? [];
    const recent = this.times.filter((time) => time > now - windowMs);
    if (recent.length >= limit) {
      this.times = recent;
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.times = recent;
    await this.ctx.storage.put('times', recent);
    // Forget the address once its window has passed: no storage left behind per visitor.
    await this.ctx.storage.setAlarm(now + windowMs);
    return { allowed: true, retryAfter: 0 };
  }

  /**
   * Gives back the latest count: for an action counted first (so that racing requests
   * cannot pass the limit together) and then refused for another reason, which should
   * not use up the allowance.
   */
  async refund(): Promise<void> {
    this.times ??= (await this.ctx.storage.get<number[]>('times')) ?? [];
    if (this.times.length === 0) return;
    this.times = this.times.slice(0, -1);
    await this.ctx.storage.put('times', this.times);
  }

  override async alarm(): Promise<void> {
    this.times = null;
    await this.ctx.storage.deleteAll();
  }
}

/** The limiter of one key (a client address). */
export const rateLimiter = (env: Pick<Env, 'CREATE_LIMITER'>, key: string): DurableObjectStub<CreateLimiter> =>
  env.CREATE_LIMITER.get(env.CREATE_LIMITER.idFromName(key));

/** A whole number above zero from a setting, or the default when it is missing or mistyped. */
const setting = (text: string | undefined, fallback: number): number => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
};

/**
 * Counts one new game against the client's creation limit (CREATE_LIMIT games per
 * CREATE_WINDOW_SECONDS): POST /api/games and an accepted rematch alike, since either
 * makes a game with its own object, seats, verification posts and computer.
 */
export const takeCreation = async (
  env: Pick<Env, 'CREATE_LIMITER' | 'CREATE_LIMIT' | 'CREATE_WINDOW_SECONDS'>,
  clientKey: string,
): Promise<Result<null, LimitedError>> => {
  const limit = setting(env.CREATE_LIMIT, 20);
  const windowSeconds = setting(env.CREATE_WINDOW_SECONDS, 3600);
  const decision = await rateLimiter(env, clientKey).take(limit, windowSeconds * 1000);
  return decision.allowed
    ? ok(null)
    : limited(
        `too many new games from your address (rematches count): at most ${limit} per ${windowSeconds / 60} minutes; try again in ${decision.retryAfter} s`,
        decision.retryAfter,
      );
};
